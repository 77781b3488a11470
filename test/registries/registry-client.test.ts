import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { npmNamesInPatch } from '../../src/registries/diff-names.js';
import { goEscape, npmPath } from '../../src/registries/readers.js';
import { RegistryClient } from '../../src/registries/registry-client.js';
import { LruCache } from '../../src/registries/lru-cache.js';
import type { RegistryVersionFacts } from '../../src/snapshot/registry-facts.js';
import { startRegistryServer, type RegistryServer } from '../support/registry-server.js';

let server: RegistryServer;

beforeAll(async () => {
  server = await startRegistryServer();
  server.addPackage({
    ecosystem: 'npm',
    name: '@acme/widget',
    versions: [
      { version: '1.2.0', publishedAt: '2025-01-10T08:00:00.000Z', publisher: 'alice', maintainers: ['alice', 'bob'] },
      { version: '1.3.0', publishedAt: '2025-09-08T13:16:00.000Z', publisher: 'mallory', maintainers: ['alice', 'bob', 'mallory'], scripts: { postinstall: 'node setup.js', test: 'vitest' } },
      { version: '1.4.0-beta.1', publishedAt: '2025-09-09T13:16:00.000Z', publisher: 'alice', deprecated: 'use 1.3.0' },
    ],
  });
  server.addPackage({ ecosystem: 'npm', name: 'no-repo', versions: [{ version: '0.1.0', publishedAt: '2024-01-01T00:00:00.000Z', publisher: 'eve', repository: null }] });
  server.addPackage({ ecosystem: 'pypi', name: 'Requests-Toolbelt', versions: [{ version: '1.0.0', publishedAt: '2024-05-01T10:00:00.000Z', yanked: 'broken wheel' }] });
  server.addPackage({ ecosystem: 'cargo', name: 'serde_jsonx', versions: [{ version: '1.0.1', publishedAt: '2025-02-01T00:00:00.000Z', publisher: 'dtolnay' }] });
  server.addPackage({ ecosystem: 'go', name: 'github.com/BurntSushi/toml', versions: [{ version: 'v1.4.0', publishedAt: '2024-06-01T00:00:00Z' }] });
  server.addPackage({
    ecosystem: 'rubygems',
    name: 'rack',
    versions: [
      { version: '3.0.0', publishedAt: '2023-01-01T00:00:00.000Z' },
      { version: '3.0.1', publishedAt: '2023-02-01T00:00:00.000Z', yanked: true },
    ],
  });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.delayMs = 0;
  for (const ecosystem of ['npm', 'pypi', 'cargo', 'go', 'rubygems'] as const) server.setFault(ecosystem, null);
});

const client = (overrides: Partial<ConstructorParameters<typeof RegistryClient>[0]> = {}) =>
  new RegistryClient({ urls: server.urls, timeoutMs: 1_000, cacheEntries: 100, cacheTtlMs: 60_000, ...overrides });

const byRequested = (versions: readonly RegistryVersionFacts[], requested: string) => versions.find((v) => v.requested === requested);

describe('RegistryClient against each registry’s answer shapes', () => {
  it('reads an npm packument once for every version asked: publisher, maintainers, install scripts, deprecation, repository', async () => {
    const reader = client();
    const { versions, warnings } = await reader.read([{ ecosystem: 'npm', name: '@acme/widget', versions: ['1.3.0', '1.2.0', '1.4.0-beta.1'] }]);
    expect(warnings).toEqual([]);
    expect(reader.requests).toBe(1);
    expect(byRequested(versions, '1.3.0')).toMatchObject({
      version: '1.3.0',
      publishedAt: '2025-09-08T13:16:00.000Z',
      publisher: 'mallory',
      maintainers: ['alice', 'bob', 'mallory'],
      installScripts: ['postinstall'],
      deprecated: null,
      repository: 'git+https://github.com/example/acme-widget.git',
      repositoryStated: true,
    });
    expect(byRequested(versions, '1.2.0')).toMatchObject({ publisher: 'alice', installScripts: [] });
    expect(byRequested(versions, '1.4.0-beta.1')).toMatchObject({ deprecated: 'use 1.3.0' });
    expect(server.requests.some((r) => r.path === '/npm/@acme%2Fwidget')).toBe(true);
  });

  it('resolves an npm range as npm would (latest when it satisfies, else the highest match) and says so', async () => {
    const { versions } = await client().read([{ ecosystem: 'npm', name: '@acme/widget', versions: ['^1.2.0', '~1.2.0', '^2.0.0', '>=1.4.0-beta.0'] }]);
    // `latest` is the prerelease 1.4.0-beta.1, which ^1.2.0 does not admit: the highest release that fits.
    expect(byRequested(versions, '^1.2.0')?.version).toBe('1.3.0');
    expect(byRequested(versions, '>=1.4.0-beta.0')?.version).toBe('1.4.0-beta.1');
    expect(byRequested(versions, '~1.2.0')?.version).toBe('1.2.0');
    expect(byRequested(versions, '^2.0.0')?.version).toBeNull();
  });

  it('reads PyPI, crates.io, the Go proxy and RubyGems in their own shapes', async () => {
    const { versions, warnings } = await client().read([
      { ecosystem: 'pypi', name: 'requests_toolbelt', versions: ['1.0.0'] },
      { ecosystem: 'cargo', name: 'serde_jsonx', versions: ['1.0.1'] },
      { ecosystem: 'go', name: 'github.com/BurntSushi/toml', versions: ['v1.4.0'] },
      { ecosystem: 'rubygems', name: 'rack', versions: ['3.0.0', '3.0.1'] },
    ]);
    expect(warnings).toEqual([]);
    const of = (ecosystem: string) => versions.filter((v) => v.ecosystem === ecosystem);
    expect(of('pypi')[0]).toMatchObject({ version: '1.0.0', publishedAt: '2024-05-01T10:00:00.000Z', yanked: true, yankedReason: 'broken wheel', repository: 'https://github.com/example/Requests-Toolbelt' });
    expect(of('cargo')[0]).toMatchObject({ version: '1.0.1', publisher: 'dtolnay', yanked: false, publishedAt: '2025-02-01T00:00:00.000Z', repositoryStated: true });
    expect(of('go')[0]).toMatchObject({ version: 'v1.4.0', publishedAt: '2024-06-01T00:00:00.000Z', repositoryStated: false });
    expect(byRequested(of('rubygems'), '3.0.0')).toMatchObject({ yanked: false, publishedAt: '2023-01-01T00:00:00.000Z' });
    expect(byRequested(of('rubygems'), '3.0.1')).toMatchObject({ yanked: true });
    // crates.io refuses anonymous agents; the client names itself.
    expect(server.requests.filter((r) => r.ecosystem === 'cargo').every((r) => r.userAgent?.startsWith('svc/') === true && r.status === 200)).toBe(true);
    expect(server.requests.some((r) => r.path === '/go/github.com/!burnt!sushi/toml/@v/v1.4.0.info')).toBe(true);
  });

  it('reports a package the registry does not have as unresolved, not as a failure', async () => {
    const { versions, warnings } = await client().read([
      { ecosystem: 'npm', name: 'internal-only', versions: ['1.0.0'] },
      { ecosystem: 'rubygems', name: 'private-gem', versions: ['0.1.0'] },
    ]);
    expect(warnings).toEqual([]);
    expect(versions.map((v) => v.version)).toEqual([null, null]);
  });

  it('reads each package version once: later analyses are answered from the cache, concurrent ones share a request', async () => {
    const reader = client();
    const lookup = [{ ecosystem: 'cargo' as const, name: 'serde_jsonx', versions: ['1.0.1'] }];
    server.delayMs = 30;
    const [a, b] = await Promise.all([reader.read(lookup), reader.read(lookup)]);
    expect(reader.requests).toBe(1);
    const again = await reader.read(lookup);
    expect(reader.requests).toBe(1);
    expect(again.versions).toEqual(a.versions);
    expect(b.versions).toEqual(a.versions);
  });

  it('gives up on a slow registry after the budget: one warning line for it, the other registries still count', async () => {
    server.setFault('npm', 'hang');
    // A budget long enough for the answering registry on a loaded machine; the hanging one uses it all.
    const { versions, warnings } = await client({ timeoutMs: 1_500 }).read([
      { ecosystem: 'npm', name: '@acme/widget', versions: ['1.3.0'] },
      { ecosystem: 'npm', name: 'no-repo', versions: ['0.1.0'] },
      { ecosystem: 'cargo', name: 'serde_jsonx', versions: ['1.0.1'] },
    ]);
    expect(versions.map((v) => v.ecosystem)).toEqual(['cargo']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^npm registry \(127\.0\.0\.1:\d+\): 2 of 2 package lookups failed \(no answer within 1500 ms\)/);
  });

  it('turns an error status and an answer in the wrong shape into a warning, and caches neither', async () => {
    server.setFault('pypi', 503);
    const reader = client();
    const failed = await reader.read([{ ecosystem: 'pypi', name: 'requests-toolbelt', versions: ['1.0.0'] }]);
    expect(failed.warnings[0]).toMatch(/^PyPI .*1 of 1 package lookups failed \(answered 503\)/);
    server.setFault('pypi', null);
    const recovered = await reader.read([{ ecosystem: 'pypi', name: 'requests-toolbelt', versions: ['1.0.0'] }]);
    expect(recovered.warnings).toEqual([]);
    expect(recovered.versions[0]?.yanked).toBe(true);
  });

  it('refuses an answer over the size limit', async () => {
    const { warnings } = await client({ maxBytes: 200 }).read([{ ecosystem: 'npm', name: '@acme/widget', versions: ['1.3.0'] }]);
    expect(warnings[0]).toMatch(/over the 200-byte limit/);
  });
});

describe('registry paths and the cache', () => {
  it('encodes npm scopes and Go module paths as the registries expect', () => {
    expect(npmPath('@types/node')).toBe('@types%2Fnode');
    expect(npmPath('left-pad')).toBe('left-pad');
    expect(goEscape('github.com/Azure/azure-sdk-for-go')).toBe('github.com/!azure/azure-sdk-for-go');
  });

  it('evicts the least recently used entry when full and expires entries after the TTL', () => {
    let now = 0;
    const cache = new LruCache<number>(2, 100, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    now = 150;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });
});

describe('reading ahead from the diff', () => {
  it('finds the npm packages a manifest or lockfile diff adds, and nothing else', () => {
    const manifest = '@@ -5,6 +5,8 @@\n   "dependencies": {\n+    "left-pad": "^1.3.0",\n+    "@acme/widget": "~1.2.0",\n+    "version": "2.0.0",\n+    "build": "tsc -p .",\n-    "old": "^1.0.0",\n     "zod": "^4.1.0"';
    expect(npmNamesInPatch('web/package.json', manifest, 10)).toEqual(['left-pad', '@acme/widget']);
    expect(npmNamesInPatch('package.json', manifest, 1)).toEqual(['left-pad']);
    const lock = '@@ -10,4 +10,9 @@\n+    "node_modules/left-pad": {\n+      "version": "1.3.0",\n+    "node_modules/a/node_modules/@acme/widget": {\n     "node_modules/zod": {';
    expect(npmNamesInPatch('package-lock.json', lock, 10)).toEqual(['left-pad', '@acme/widget']);
    expect(npmNamesInPatch('requirements.txt', '+left-pad==1.0\n', 10)).toEqual([]);
  });

  it('lets the lookup take the answer of a read started ahead: one request, not two; none again while the packument is fresh', async () => {
    const reader = client();
    server.delayMs = 30;
    reader.prefetchNpm('@acme/widget');
    const { versions, warnings } = await reader.read([{ ecosystem: 'npm', name: '@acme/widget', versions: ['1.3.0'] }]);
    expect(warnings).toEqual([]);
    expect(versions[0]?.publisher).toBe('mallory');
    expect(reader.requests).toBe(1);
    reader.prefetchNpm('@acme/widget');
    await reader.read([{ ecosystem: 'npm', name: '@acme/widget', versions: ['1.3.0'] }]);
    expect(reader.requests).toBe(1);
  });
});
