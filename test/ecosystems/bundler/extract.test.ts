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

  it("takes a github: pull request URL whole, and owner/repo as GitHub's repository (sinatra's childprocess from a PR read github.com/https://github.com/…)", () => {
    const gemfile = ["source 'https://rubygems.org'", "gem 'childprocess', github: 'https://github.com/enkessler/childprocess/pull/175'", "gem 'mytool', github: 'acme/mytool'"].join('\n');
    expect(extractGemfile(gemfile).deps.map((d) => [d.name, d.source, d.target])).toEqual([
      ['childprocess', 'git', 'https://github.com/enkessler/childprocess/pull/175'],
      ['mytool', 'git', 'https://github.com/acme/mytool'],
    ]);
  });

  it("reads a gem's Gemfile that loads its gemspec as the development environment; an application's stays runtime", () => {
    const gem = ['# frozen_string_literal: true', '', "source 'https://rubygems.org'", '', 'gemspec', '', "gem 'rake', '~> 13.0'", "gem 'simplecov', '~> 1.0' if RUBY_VERSION >= '3.2'", "gem 'yard', '~> 0.9'"].join('\n');
    expect(extractGemfile(gem).deps.map((d) => [d.name, d.dev])).toEqual([
      ['rake', true],
      ['simplecov', true],
      ['yard', true],
    ]);
    expect(extractGemfile(gem.replace('gemspec', "gemspec path: 'lib/lintkit'")).deps.every((d) => d.dev)).toBe(true);
    // Without the gemspec line (an application), or with it only in a comment or another word, gems are runtime.
    for (const app of [gem.replace('gemspec', ''), gem.replace('gemspec', '# gemspec comes later'), gem.replace('gemspec', "gem 'gemspec_helper'")]) {
      expect(extractGemfile(app).deps.find((d) => d.name === 'rake')?.dev, app).toBe(false);
    }
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
