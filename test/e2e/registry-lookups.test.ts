import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signal } from '../../src/signal/schema.js';
import { type GitHubServer, startGitHubServer } from '../support/github-server.js';
import { makePrFixture } from '../support/pr-fixture.js';
import { type RegistryServer, startRegistryServer } from '../support/registry-server.js';
import { startTestService, type TestService } from '../support/start-test-service.js';

/**
 * Registry lookups end to end: POST /api/analyze on the service, reading the local GitHub server
 * and the local registry server (npm here; the other registries' shapes are covered in
 * test/registries), with a short budget so that a hanging registry costs a warning, not the analysis.
 */

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const manifest = (deps: Record<string, string>) => JSON.stringify({ name: 'app', version: '1.0.0', dependencies: deps }, null, 2);
const lockfile = (deps: Record<string, string>) =>
  JSON.stringify(
    {
      name: 'app',
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': { name: 'app', dependencies: Object.fromEntries(Object.keys(deps).map((d) => [d, `^${deps[d]}`])) },
        ...Object.fromEntries(
          Object.entries(deps).map(([name, version]) => [`node_modules/${name}`, { version, resolved: `https://registry.npmjs.org/${name}/-/${name}-${version}.tgz`, integrity: `sha512-${name}${version}` }]),
        ),
      },
    },
    null,
    2,
  );

function packagePr(number: number, base: Record<string, string>, head: Record<string, string>) {
  return makePrFixture({
    owner: 'acme',
    repo: 'shop',
    number,
    title: `Bump dependencies (#${number})`,
    author: { login: 'dependabot[bot]', type: 'Bot' },
    files: [
      { path: 'package.json', base: manifest(Object.fromEntries(Object.entries(base).map(([n, v]) => [n, `^${v}`]))), head: manifest(Object.fromEntries(Object.entries(head).map(([n, v]) => [n, `^${v}`]))) },
      { path: 'package-lock.json', base: lockfile(base), head: lockfile(head) },
    ],
    checkRuns: [{ name: 'test' }],
  });
}

describe('registry lookups through POST /api/analyze', () => {
  let github: GitHubServer;
  let registry: RegistryServer;
  let svc: TestService;

  beforeAll(async () => {
    github = await startGitHubServer();
    registry = await startRegistryServer();
    registry.addPackage({
      ecosystem: 'npm',
      name: 'debug-x',
      versions: [
        { version: '4.3.4', publishedAt: ago(400 * 24 * HOUR), publisher: 'tj', maintainers: ['tj', 'qix'] },
        { version: '4.3.5', publishedAt: ago(2 * HOUR), publisher: 'npm-support-7', maintainers: ['tj', 'qix', 'npm-support-7'], scripts: { postinstall: 'node ./telemetry.js' } },
      ],
    });
    registry.addPackage({ ecosystem: 'npm', name: 'util-x', versions: [{ version: '1.0.0', publishedAt: ago(300 * 24 * HOUR), publisher: 'someone', repository: null }] });
    registry.addPackage({
      ecosystem: 'npm',
      name: 'ms-x',
      versions: [
        { version: '2.1.2', publishedAt: ago(900 * 24 * HOUR), publisher: 'leo' },
        { version: '2.1.3', publishedAt: ago(700 * 24 * HOUR), publisher: 'leo' },
      ],
    });
    github.addPullRequest(packagePr(1, { 'debug-x': '4.3.4' }, { 'debug-x': '4.3.5', 'util-x': '1.0.0' }));
    github.addPullRequest(packagePr(2, { 'ms-x': '2.1.2' }, { 'ms-x': '2.1.3' }));
    svc = await startTestService({ GITHUB_URL: github.url, GITHUB_API_URL: github.apiUrl, ...registry.env, REGISTRY_TIMEOUT_MS: '1000' });
  }, 90_000);

  afterAll(async () => {
    await svc?.close();
    await registry?.close();
    await github?.close();
  });

  const analyze = async (number: number): Promise<Signal> => {
    const response = await fetch(`${svc.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${github.url}/acme/shop/pull/${number}` }) });
    expect(response.status).toBe(200);
    return ((await response.json()) as { signal: Signal }).signal;
  };

  it('reports a fresh version by a new publisher that gained an install script, and a new package without a repository', async () => {
    const signal = await analyze(1);
    expect(signal.meta.warnings).toEqual([]);
    const found = signal.supply_chain.findings.filter((f) => f.id.startsWith('registry-')).map((f) => [f.id, f.severity, f.path, f.package]);
    expect(found).toEqual(
      expect.arrayContaining([
        ['registry-publisher-changed', 'high', 'package.json', 'debug-x'],
        ['registry-install-script', 'high', 'package.json', 'debug-x'],
        ['registry-fresh-release', 'medium', 'package.json', 'debug-x'],
        ['registry-no-source-repository', 'low', 'package.json', 'util-x'],
      ]),
    );
    expect(found).toHaveLength(4);
    expect(signal.review.action).toBe('request_changes');
  });

  it('stays quiet on a bot’s bump to a version years old, and reads each package once (the cache serves the next analysis)', async () => {
    const first = await analyze(2);
    expect(first.supply_chain.findings.filter((f) => f.id.startsWith('registry-'))).toEqual([]);
    expect(first.meta.warnings).toEqual([]);
    const before = registry.requests.length;
    await analyze(2);
    expect(registry.requests.length).toBe(before);
  });

  it('analyzes on when the registry hangs: one warning line, no registry findings', async () => {
    registry.addPackage({ ecosystem: 'npm', name: 'slow-x', versions: [{ version: '1.0.0', publishedAt: ago(HOUR), publisher: 'x' }] });
    github.addPullRequest(packagePr(3, {}, { 'slow-x': '1.0.0' }));
    registry.setFault('npm', 'hang');
    try {
      const signal = await analyze(3);
      expect(signal.meta.warnings).toEqual([expect.stringMatching(/^npm registry \(127\.0\.0\.1:\d+\): 1 of 1 package lookups failed \(no answer within 1000 ms\)/)]);
      expect(signal.supply_chain.findings.filter((f) => f.id.startsWith('registry-'))).toEqual([]);
      expect(signal.supply_chain.new_dependencies.map((d) => d.name)).toEqual(['slow-x']);
    } finally {
      registry.setFault('npm', null);
    }
  });
});
