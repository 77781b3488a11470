import { describe, expect, it } from 'vitest';
import { extractGemfile } from '../../../src/ecosystems/bundler/extract.js';
import { analyze, change, snapshotOf } from '../../support/supply-chain-snapshot.js';

const sources = (lines: readonly string[]) => (extractGemfile(lines.join('\n'), 'Gemfile').findings ?? []).map((f) => [f.id, f.severity, f.title, f.line]);

describe('gem-source-override: Gemfile sources other than rubygems.org', () => {
  it('reports a block source serving a gem, a global source, plain http, and a host spelled like rubygems.org', () => {
    expect(sources(["source 'https://rubygems.org'", "gem 'rails', '~> 7.1'", "source 'https://gems.rubyg3ms.net' do", "  gem 'rest-client', '~> 2.1'", 'end'])).toEqual([
      ['gem-source-override', 'high', 'Gemfile installs gems from gems.rubyg3ms.net', 3],
    ]);
    expect(sources(['source "https://gems.acme.dev/private"', "gem 'rails'"])).toEqual([['gem-source-override', 'medium', 'Gemfile installs gems from gems.acme.dev', 1]]);
    expect(sources(["source 'https://rubygems.org'", "source 'http://gems.acme.dev' do", "  gem 'acme-auth'", 'end'])).toEqual([['gem-source-override', 'high', 'Gemfile installs gems from gems.acme.dev', 2]]);
    expect(sources(["source 'https://rubygems-mirror.net'"])).toEqual([['gem-source-override', 'high', 'Gemfile installs gems from rubygems-mirror.net', 1]]);
    // A name within two edits of rubygems under another domain is a look-alike too.
    expect(sources(["source 'https://rubyqems.net'"])).toEqual([['gem-source-override', 'high', 'Gemfile installs gems from rubyqems.net', 1]]);
    // A host under rubygems.org itself is RubyGems' own: reported as any other source (medium), never as a look-alike.
    expect(sources(["source 'https://api.rubygems.org'"])).toEqual([['gem-source-override', 'medium', 'Gemfile installs gems from api.rubygems.org', 1]]);
    // GitHub Packages' gem host names rubygems in a subdomain of github.com: a private source, medium.
    expect(sources(["source 'https://rubygems.pkg.github.com/acme' do", "  gem 'acme-auth'", 'end'])).toEqual([['gem-source-override', 'medium', 'Gemfile installs gems from rubygems.pkg.github.com', 1]]);
    expect(extractGemfile(["source 'https://rubygems.org'", "source 'https://gems.contribsys.com/' do", "  gem 'sidekiq-pro'", 'end'].join('\n')).findings?.[0]?.detail).toContain('the gems of its block (sidekiq-pro)');
  });

  it('is quiet on rubygems.org (any of its hosts, or the old :rubygems symbol), a source on the machine, a commented line, and git sources', () => {
    expect(sources(["source 'https://rubygems.org'", "gem 'rails'"])).toEqual([]);
    expect(sources(['source "https://index.rubygems.org"', 'source :rubygems'])).toEqual([]);
    expect(sources(["source 'http://localhost:9292' do", "  gem 'dev-tool'", 'end'])).toEqual([]);
    expect(sources(["# source 'https://gems.acme.dev'", "git_source(:github) { |repo| \"https://github.com/#{repo}.git\" }", "gem 'mytool', github: 'acme/mytool'"])).toEqual([]);
  });

  it('through the analyzer: reported when the PR adds the source, not when the base had it', () => {
    const base = ["source 'https://rubygems.org'", "gem 'rails', '~> 7.1'", "gem 'rest-client', '~> 2.1'"].join('\n');
    const head = ["source 'https://rubygems.org'", "gem 'rails', '~> 7.1'", "source 'https://gems.rubyg3ms.net' do", "  gem 'rest-client', '~> 2.1'", 'end'].join('\n');
    const found = (b: string, h: string) => analyze(snapshotOf(change('Gemfile', b, h))).findings.filter((f) => f.id === 'gem-source-override').map((f) => [f.severity, f.line]);
    expect(found(base, head)).toEqual([['high', 3]]);
    expect(found(head, `${head}\ngem 'pg'`)).toEqual([]);
  });
});
