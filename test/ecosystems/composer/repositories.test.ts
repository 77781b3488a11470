import { describe, expect, it } from 'vitest';
import { extractComposerJson } from '../../../src/ecosystems/composer/extract.js';

const composer = (extra: Record<string, unknown>) => `${JSON.stringify({ name: 'acme/fast', require: { 'guzzlehttp/guzzle': '^7.8' }, ...extra }, null, 2)}\n`;
const found = (extra: Record<string, unknown>) => (extractComposerJson(composer(extra), 'composer.json').findings ?? []).map((f) => [f.id, f.severity, f.title]);

describe('composer-repository-override: repositories composer.json adds', () => {
  it('reports a vcs fork, a composer repository and an inline package on another host; high over http or with Packagist turned off', () => {
    expect(found({ repositories: [{ type: 'vcs', url: 'https://github.com/acme-forks/guzzle' }] })).toEqual([['composer-repository-override', 'medium', 'composer.json takes packages from github.com']]);
    expect(found({ repositories: [{ type: 'composer', url: 'https://packages.acme-mirror.dev' }] })).toEqual([['composer-repository-override', 'medium', 'composer.json takes packages from packages.acme-mirror.dev']]);
    expect(found({ repositories: [{ type: 'package', package: { name: 'acme/helpers', version: '1.0.0', dist: { url: 'http://203.0.113.9/helpers.zip', type: 'zip' } } }] })).toEqual([['composer-repository-override', 'high', 'composer.json takes packages from 203.0.113.9']]);
    expect(found({ repositories: { acme: { type: 'composer', url: 'https://repo.acme.dev' }, 'packagist.org': false } })).toEqual([['composer-repository-override', 'high', 'composer.json takes packages from repo.acme.dev']]);
    expect(found({ repositories: [{ type: 'git', url: 'git@gitlab.com:acme/guzzle.git' }] })).toEqual([['composer-repository-override', 'medium', 'composer.json takes packages from gitlab.com']]);
  });

  it('is high for a git repository named as a required package under an account spelled like its vendor', () => {
    expect(found({ repositories: [{ type: 'vcs', url: 'https://github.com/guzzle-http/guzzle' }] })).toEqual([['composer-repository-override', 'high', 'composer.json takes packages from github.com']]);
    expect(found({ repositories: [{ type: 'git', url: 'git@github.com:guzzlehtttp/guzzle.git' }] })).toEqual([['composer-repository-override', 'high', 'composer.json takes packages from github.com']]);
    const laravel = extractComposerJson(`${JSON.stringify({ require: { 'laravel/framework': '^11.0' }, repositories: [{ type: 'github', url: 'https://github.com/laravell/framework' }] })}\n`, 'composer.json').findings ?? [];
    expect(laravel.map((f) => [f.severity, f.package])).toEqual([['high', 'laravel/framework']]);
    expect(laravel[0]?.detail).toContain('an account spelled like laravel');
    // The vendor's own account, another account, or another repository name: medium, as any fork.
    expect(found({ repositories: [{ type: 'vcs', url: 'https://github.com/guzzlehttp/guzzle' }] })).toEqual([['composer-repository-override', 'medium', 'composer.json takes packages from github.com']]);
    expect(found({ repositories: [{ type: 'vcs', url: 'https://github.com/guzzle-http/psr7' }] })).toEqual([['composer-repository-override', 'medium', 'composer.json takes packages from github.com']]);
  });

  it('is quiet on Packagist itself, a local folder, a folder of archives, a host on the machine, and no repositories', () => {
    expect(found({ repositories: [{ type: 'composer', url: 'https://repo.packagist.org' }] })).toEqual([]);
    expect(found({ repositories: [{ type: 'path', url: '../packages/*' }, { type: 'artifact', url: 'artifacts/' }] })).toEqual([]);
    expect(found({ repositories: [{ type: 'composer', url: 'http://localhost:8080' }] })).toEqual([]);
    expect(found({})).toEqual([]);
  });

  it("is quiet on an inline package whose dist is a folder of the project (flysystem's 'Promote local adapter to package'), and still reads one fetched from a host", () => {
    expect(found({ repositories: [{ type: 'package', package: { name: 'acme/storage-local', version: '3.0.0', dist: { type: 'path', url: 'src/Local' } } }] })).toEqual([]);
    expect(found({ repositories: [{ type: 'package', package: { name: 'acme/storage-local', version: '3.0.0', dist: { type: 'zip', url: 'https://files.acme-mirror.dev/storage-local.zip' } } }] })).toEqual([['composer-repository-override', 'medium', 'composer.json takes packages from files.acme-mirror.dev']]);
    expect(found({ repositories: [{ type: 'package', package: { name: 'acme/storage-local', version: '3.0.0', dist: { type: 'path', url: 'https://files.acme-mirror.dev/storage-local' } } }] })).toEqual([['composer-repository-override', 'medium', 'composer.json takes packages from files.acme-mirror.dev']]);
  });
});
