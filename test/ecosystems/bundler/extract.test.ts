import { describe, expect, it } from 'vitest';
import { extractGemfile, extractGemfileLock } from '../../../src/ecosystems/bundler/extract.js';

describe('Bundler', () => {
  it('reads gems, constraints, sources and groups from a Gemfile', () => {
    const content = `source "https://rubygems.org"

gem "rails", "~> 7.1", ">= 7.1.3"
gem 'pg'
gem "mytool", github: "acme/mytool"
gem "local", path: "../local"

group :development, :test do
  gem "rspec-rails", "~> 6.1"
end

gem "rubocop", require: false, group: :development
`;
    expect(extractGemfile(content).deps.map((d) => [d.name, d.version, d.dev, d.source, d.line])).toEqual([
      ['rails', '~> 7.1, >= 7.1.3', false, 'registry', 3],
      ['pg', '', false, 'registry', 4],
      ['mytool', '', false, 'git', 5],
      ['local', '', false, 'path', 6],
      ['rspec-rails', '~> 6.1', true, 'registry', 9],
      ['rubocop', '', true, 'registry', 12],
    ]);
  });

  it('reads GEM, GIT and PATH specs and checksums from Gemfile.lock', () => {
    const content = `GIT
  remote: https://github.com/acme/mytool.git
  revision: 0123abc
  specs:
    mytool (0.2.0)

GEM
  remote: https://rubygems.org/
  specs:
    nokogiri (1.16.5-x86_64-linux)
      racc (~> 1.4)
    racc (1.8.0)

PLATFORMS
  x86_64-linux

CHECKSUMS
  racc (1.8.0) sha256=abc

BUNDLED WITH
   2.5.10
`;
    expect(extractGemfileLock(content).deps.map((d) => [d.name, d.version, d.source, d.resolved, d.integrity])).toEqual([
      ['mytool', '0.2.0', 'git', 'https://github.com/acme/mytool.git', null],
      ['nokogiri', '1.16.5', 'registry', 'https://rubygems.org/', null],
      ['racc', '1.8.0', 'registry', 'https://rubygems.org/', 'sha256=abc'],
    ]);
  });
});
