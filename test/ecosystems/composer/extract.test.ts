import { describe, expect, it } from 'vitest';
import { extractComposerJson, extractComposerLock } from '../../../src/ecosystems/composer/extract.js';

describe('Composer', () => {
  it('reads require sections without platform packages, and event scripts', () => {
    const result = extractComposerJson(
      JSON.stringify({
        require: { php: '^8.2', 'ext-json': '*', 'laravel/framework': '^11.0' },
        'require-dev': { 'phpunit/phpunit': '^11' },
        scripts: { 'post-install-cmd': ['@php artisan key:generate'], test: 'phpunit' },
      }),
    );
    expect(result.deps.map((d) => [d.name, d.version, d.dev])).toEqual([
      ['laravel/framework', '^11.0', false],
      ['phpunit/phpunit', '^11', true],
    ]);
    expect(result.installScripts).toEqual({ 'post-install-cmd': '@php artisan key:generate' });
    expect(extractComposerJson('nope').skipReason).toMatch(/^invalid JSON/);
  });

  it("reads a development tool's own project (vendor-bin/<tool>/, tools/<tool>/) as development dependencies", () => {
    const tool = JSON.stringify({ require: { php: '^8.1', 'phpstan/phpstan': '2.1.0' } });
    expect(extractComposerJson(tool, 'vendor-bin/phpstan/composer.json').deps.map((d) => [d.name, d.dev])).toEqual([['phpstan/phpstan', true]]);
    expect(extractComposerJson(tool, 'tools/php-cs-fixer/composer.json').deps.map((d) => [d.name, d.dev])).toEqual([['phpstan/phpstan', true]]);
    const lock = JSON.stringify({ packages: [{ name: 'phpstan/phpstan', version: '2.1.0', dist: { type: 'zip', url: 'https://api.github.com/repos/phpstan/phpstan/zipball/1', reference: '1' } }] });
    expect(extractComposerLock(lock, 'vendor-bin/phpstan/composer.lock').deps.map((d) => d.dev)).toEqual([true]);
    // The root project, a package with a name (a monorepo's published package), or a folder deeper than one tool are not.
    expect(extractComposerJson(tool, 'composer.json').deps.map((d) => d.dev)).toEqual([false]);
    expect(extractComposerJson(JSON.stringify({ name: 'acme/http-tools', require: { 'guzzlehttp/guzzle': '^7.9' } }), 'tools/http/composer.json').deps.map((d) => d.dev)).toEqual([false]);
    expect(extractComposerJson(tool, 'tools/composer.json').deps.map((d) => d.dev)).toEqual([false]);
    expect(extractComposerJson(tool, 'vendor-bin/phpstan/app/composer.json').deps.map((d) => d.dev)).toEqual([false]);
    expect(extractComposerLock(lock, 'composer.lock').deps.map((d) => d.dev)).toEqual([false]);
  });

  it('reads composer.lock dists and sources', () => {
    const lock = {
      packages: [
        { name: 'monolog/monolog', version: '3.6.0', dist: { type: 'zip', url: 'https://api.github.com/repos/Seldaek/monolog/zipball/abc', reference: 'abc', shasum: '' } },
        { name: 'acme/private', version: 'dev-main', source: { type: 'git', url: 'https://git.acme.example/private.git', reference: 'def' } },
      ],
      'packages-dev': [{ name: 'phpunit/phpunit', version: '11.1.0', dist: { type: 'zip', url: 'https://api.github.com/repos/x/y/zipball/123', reference: '123' } }],
    };
    expect(extractComposerLock(JSON.stringify(lock)).deps.map((d) => [d.name, d.dev, d.source, d.integrity])).toEqual([
      ['monolog/monolog', false, 'registry', 'abc'],
      ['acme/private', false, 'git', 'def'],
      ['phpunit/phpunit', true, 'registry', '123'],
    ]);
  });
});
