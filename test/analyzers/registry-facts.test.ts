import { describe, expect, it } from 'vitest';
import { registryLookups } from '../../src/analyzers/supply-chain/registry-targets.js';
import type { PrSnapshot } from '../../src/snapshot/pr-snapshot.js';
import type { RegistryVersionFacts } from '../../src/snapshot/registry-facts.js';
import { DEFAULT_NOW } from '../support/snapshot-factory.js';
import { analyze, change, pkg, snapshotOf } from '../support/supply-chain-snapshot.js';

/** Registry findings: what the registries say about new and updated packages, judged against ctx.now. */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number): string => new Date(DEFAULT_NOW.getTime() - ms).toISOString();

function fact(partial: Partial<RegistryVersionFacts> & Pick<RegistryVersionFacts, 'name' | 'requested'>): RegistryVersionFacts {
  return {
    ecosystem: 'npm',
    version: partial.requested,
    publishedAt: ago(200 * DAY),
    publisher: 'alice',
    maintainers: ['alice', 'bob'],
    deprecated: null,
    yanked: false,
    yankedReason: null,
    installScripts: [],
    repository: 'git+https://github.com/example/pkg.git',
    repositoryStated: true,
    ...partial,
  };
}

function withFacts(snapshot: PrSnapshot, versions: RegistryVersionFacts[], minimumReleaseAgeDays = 3): PrSnapshot {
  return { ...snapshot, registry: { minimumReleaseAgeDays, versions } };
}

interface Entry {
  version: string;
  hasInstallScript?: boolean;
}

function lock(entries: Record<string, Entry>, direct: string[] = []): string {
  const packages: Record<string, unknown> = { '': { name: 'app', dependencies: Object.fromEntries(direct.map((d) => [d, '^1.0.0'])) } };
  for (const [name, entry] of Object.entries(entries)) {
    packages[`node_modules/${name}`] = { resolved: `https://registry.npmjs.org/${name}/-/${name}-${entry.version}.tgz`, integrity: `sha512-${name}${entry.version}`, ...entry };
  }
  return JSON.stringify({ name: 'app', lockfileVersion: 3, requires: true, packages }, null, 2);
}

/** A direct npm update in package.json and its lockfile. */
const directUpdate = (name: string, from: string, to: string, scripts: { from?: boolean; to?: boolean } = {}) =>
  snapshotOf(
    change('package.json', pkg({ dependencies: { [name]: `^${from}` } }), pkg({ dependencies: { [name]: `^${to}` } })),
    change('package-lock.json', lock({ [name]: { version: from, hasInstallScript: scripts.from } }, [name]), lock({ [name]: { version: to, hasInstallScript: scripts.to } }, [name])),
  );

/** A transitive npm update: the lockfile alone moves it. */
const transitiveUpdate = (name: string, from: string, to: string) => snapshotOf(change('package-lock.json', lock({ [name]: { version: from } }), lock({ [name]: { version: to } })));

const registryFindings = (snapshot: PrSnapshot) =>
  analyze(snapshot)
    .findings.filter((f) => f.id.startsWith('registry-'))
    .map((f) => ({ id: f.id, severity: f.severity, path: f.path, line: f.line, package: f.package }));

describe('registry-fresh-release', () => {
  it('reports a direct update to a version published hours ago, on the manifest line that declares it', () => {
    const snapshot = withFacts(directUpdate('debug', '4.3.4', '4.3.5'), [fact({ name: 'debug', requested: '4.3.5', publishedAt: ago(2 * HOUR) }), fact({ name: 'debug', requested: '4.3.4' })]);
    const found = analyze(snapshot).findings.filter((f) => f.id === 'registry-fresh-release');
    expect(found.map((f) => [f.severity, f.path, f.line, f.package])).toEqual([['medium', 'package.json', 5, 'debug']]);
    expect(found[0]?.title).toBe('debug@4.3.5 was published 2 hours ago');
  });

  it('is low for a transitive package a lockfile alone moves', () => {
    const snapshot = withFacts(transitiveUpdate('chalk-ansi', '5.3.0', '5.3.1'), [fact({ name: 'chalk-ansi', requested: '5.3.1', publishedAt: ago(5 * HOUR) }), fact({ name: 'chalk-ansi', requested: '5.3.0' })]);
    expect(registryFindings(snapshot)).toEqual([{ id: 'registry-fresh-release', severity: 'low', path: 'package-lock.json', line: expect.any(Number), package: 'chalk-ansi' }]);
  });

  it('stays quiet on a routine bump to a version months old by the same publisher', () => {
    const snapshot = withFacts(directUpdate('debug', '4.3.4', '4.3.5'), [fact({ name: 'debug', requested: '4.3.5', publishedAt: ago(90 * DAY) }), fact({ name: 'debug', requested: '4.3.4' })]);
    expect(registryFindings(snapshot)).toEqual([]);
  });

  it('follows the configured minimum age', () => {
    const versions = [fact({ name: 'debug', requested: '4.3.5', publishedAt: ago(2 * DAY) }), fact({ name: 'debug', requested: '4.3.4' })];
    expect(registryFindings(withFacts(directUpdate('debug', '4.3.4', '4.3.5'), versions, 3)).map((f) => f.id)).toEqual(['registry-fresh-release']);
    expect(registryFindings(withFacts(directUpdate('debug', '4.3.4', '4.3.5'), versions, 1))).toEqual([]);
  });

  it('says nothing without registry facts (lookups off, or the registry did not answer)', () => {
    expect(registryFindings(directUpdate('debug', '4.3.4', '4.3.5'))).toEqual([]);
  });
});

describe('registry-publisher-changed', () => {
  it('reports a new version published by an account that did not maintain the previous one: high when fresh too', () => {
    const versions = [
      fact({ name: 'eslint-config-x', requested: '8.10.1', publisher: 'npm-helper-9', maintainers: ['alice', 'npm-helper-9'], publishedAt: ago(6 * HOUR) }),
      fact({ name: 'eslint-config-x', requested: '8.10.0', publisher: 'alice', maintainers: ['alice'] }),
    ];
    const found = registryFindings(withFacts(directUpdate('eslint-config-x', '8.10.0', '8.10.1'), versions));
    expect(found.map((f) => [f.id, f.severity])).toEqual([
      ['registry-publisher-changed', 'high'],
      ['registry-fresh-release', 'medium'],
    ]);
  });

  it('is medium for an old version, and quiet when the publisher already maintained the previous version', () => {
    const stranger = [fact({ name: 'left-x', requested: '2.0.1', publisher: 'zed' }), fact({ name: 'left-x', requested: '2.0.0', publisher: 'alice', maintainers: ['alice'] })];
    expect(registryFindings(withFacts(directUpdate('left-x', '2.0.0', '2.0.1'), stranger)).map((f) => [f.id, f.severity])).toEqual([['registry-publisher-changed', 'medium']]);
    const colleague = [fact({ name: 'left-x', requested: '2.0.1', publisher: 'bob' }), fact({ name: 'left-x', requested: '2.0.0', publisher: 'alice', maintainers: ['alice', 'bob'] })];
    expect(registryFindings(withFacts(directUpdate('left-x', '2.0.0', '2.0.1'), colleague))).toEqual([]);
  });

  it('compares crates.io publishers from Cargo.lock: low for an old version', () => {
    const cargoLock = (version: string) => `version = 3\n\n[[package]]\nname = "app"\nversion = "0.1.0"\ndependencies = ["tokio-x"]\n\n[[package]]\nname = "tokio-x"\nversion = "${version}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${'a'.repeat(64)}"\n`;
    const snapshot = snapshotOf(change('Cargo.lock', cargoLock('1.2.0'), cargoLock('1.2.1')));
    const versions = [
      fact({ ecosystem: 'cargo', name: 'tokio-x', requested: '1.2.1', publisher: 'newcomer', maintainers: null }),
      fact({ ecosystem: 'cargo', name: 'tokio-x', requested: '1.2.0', publisher: 'carllerche', maintainers: null }),
    ];
    expect(registryFindings(withFacts(snapshot, versions)).map((f) => [f.id, f.severity, f.path])).toEqual([['registry-publisher-changed', 'low', 'Cargo.lock']]);
    expect(registryLookups(snapshot, 50).lookups).toEqual([{ ecosystem: 'cargo', name: 'tokio-x', versions: ['1.2.1', '1.2.0'] }]);
  });
});

describe('registry-version-yanked and registry-version-deprecated', () => {
  it('reports a pinned PyPI version that is yanked', () => {
    const snapshot = snapshotOf(change('requirements.txt', 'requests==2.31.0\n', 'requests==2.32.0\n'));
    const versions = [fact({ ecosystem: 'pypi', name: 'requests', requested: '2.32.0', yanked: true, yankedReason: 'broken on Windows', publisher: null, maintainers: null })];
    const found = analyze(withFacts(snapshot, versions)).findings.filter((f) => f.id.startsWith('registry-'));
    expect(found.map((f) => [f.id, f.severity, f.line])).toEqual([['registry-version-yanked', 'medium', 1]]);
    expect(found[0]?.detail).toContain('broken on Windows');
  });

  it('reports a direct dependency moved to a deprecated version, not one already deprecated, not a transitive one', () => {
    const deprecated = [fact({ name: 'request-x', requested: '2.88.2', deprecated: 'request-x has been deprecated' }), fact({ name: 'request-x', requested: '2.88.0' })];
    expect(registryFindings(withFacts(directUpdate('request-x', '2.88.0', '2.88.2'), deprecated)).map((f) => [f.id, f.severity])).toEqual([['registry-version-deprecated', 'low']]);
    const already = [deprecated[0]!, fact({ name: 'request-x', requested: '2.88.0', deprecated: 'request-x has been deprecated' })];
    expect(registryFindings(withFacts(directUpdate('request-x', '2.88.0', '2.88.2'), already))).toEqual([]);
    expect(registryFindings(withFacts(transitiveUpdate('request-x', '2.88.0', '2.88.2'), deprecated))).toEqual([]);
  });
});

describe('registry-install-script', () => {
  it('reports install scripts the published manifest runs and the lockfile does not show', () => {
    const versions = [fact({ name: 'color-x', requested: '1.4.1', installScripts: ['postinstall'] }), fact({ name: 'color-x', requested: '1.4.0' })];
    expect(registryFindings(withFacts(directUpdate('color-x', '1.4.0', '1.4.1'), versions)).map((f) => [f.id, f.severity])).toEqual([['registry-install-script', 'high']]);
    expect(registryFindings(withFacts(transitiveUpdate('color-x', '1.4.0', '1.4.1'), versions)).map((f) => [f.id, f.severity])).toEqual([['registry-install-script', 'medium']]);
  });

  it('reads a new dependency declared without a lockfile through its range', () => {
    const snapshot = snapshotOf(change('package.json', pkg({ dependencies: { express: '^5.1.0' } }), pkg({ dependencies: { express: '^5.1.0', 'fast-glob-x': '^3.0.0' } })));
    expect(registryLookups(snapshot, 50).lookups).toEqual([{ ecosystem: 'npm', name: 'fast-glob-x', versions: ['^3.0.0'] }]);
    const versions = [fact({ name: 'fast-glob-x', requested: '^3.0.0', version: '3.3.3', installScripts: ['preinstall'] })];
    expect(registryFindings(withFacts(snapshot, versions)).map((f) => [f.id, f.severity, f.line])).toEqual([['registry-install-script', 'high', 6]]);
  });

  it('leaves to the lockfile rules what the lockfile shows, and is quiet when the previous version ran scripts too', () => {
    const versions = [fact({ name: 'esbuild-x', requested: '0.23.0', installScripts: ['postinstall'] }), fact({ name: 'esbuild-x', requested: '0.21.5', installScripts: ['postinstall'] })];
    expect(registryFindings(withFacts(directUpdate('esbuild-x', '0.21.5', '0.23.0'), versions))).toEqual([]);
    const gained = [versions[0]!, fact({ name: 'esbuild-x', requested: '0.21.5' })];
    const shown = analyze(withFacts(directUpdate('esbuild-x', '0.21.5', '0.23.0', { to: true }), gained)).findings.map((f) => f.id);
    expect(shown).toContain('install-script-added');
    expect(shown).not.toContain('registry-install-script');
  });
});

describe('registry-no-source-repository', () => {
  it('reports a new direct package whose registry entry links no repository', () => {
    const snapshot = snapshotOf(change('package.json', pkg({ dependencies: {} }), pkg({ dependencies: { 'util-x': '1.0.0' } })));
    expect(registryFindings(withFacts(snapshot, [fact({ name: 'util-x', requested: '1.0.0', repository: null })])).map((f) => [f.id, f.severity])).toEqual([['registry-no-source-repository', 'low']]);
  });

  it('is quiet when a repository is linked, when the registry has no such field, and for updates', () => {
    const added = snapshotOf(change('package.json', pkg({ dependencies: {} }), pkg({ dependencies: { 'util-x': '1.0.0' } })));
    expect(registryFindings(withFacts(added, [fact({ name: 'util-x', requested: '1.0.0' })]))).toEqual([]);
    expect(registryFindings(withFacts(added, [fact({ name: 'util-x', requested: '1.0.0', repository: null, repositoryStated: false })]))).toEqual([]);
    expect(registryFindings(withFacts(directUpdate('util-x', '1.0.0', '1.0.1'), [fact({ name: 'util-x', requested: '1.0.1', repository: null }), fact({ name: 'util-x', requested: '1.0.0' })]))).toEqual([]);
  });
});

describe('registryLookups', () => {
  it('asks only for registry packages with a version a registry can answer for, direct ones first, at most the limit', () => {
    const snapshot = snapshotOf(
      change('package.json', pkg({ dependencies: { a: '^1.0.0' } }), pkg({ dependencies: { a: '^1.0.0', b: '^2.0.0', c: 'github:acme/c', d: 'latest' } })),
      change('Cargo.toml', '[package]\nname = "x"\nversion = "0.1.0"\n\n[dependencies]\n', '[package]\nname = "x"\nversion = "0.1.0"\n\n[dependencies]\nserde = "1.0"\n'),
      change('go.mod', 'module example.com/x\n\ngo 1.22\n', 'module example.com/x\n\ngo 1.22\n\nrequire github.com/BurntSushi/toml v1.4.0\n'),
      change('package-lock.json', lock({ t: { version: '1.0.0' } }), lock({ t: { version: '1.0.1' } })),
    );
    const { lookups, total } = registryLookups(snapshot, 50);
    expect(lookups).toEqual([
      { ecosystem: 'npm', name: 'b', versions: ['^2.0.0'] },
      { ecosystem: 'go', name: 'github.com/BurntSushi/toml', versions: ['v1.4.0'] },
      { ecosystem: 'npm', name: 't', versions: ['1.0.1', '1.0.0'] },
    ]);
    expect(total).toBe(3);
    const capped = registryLookups(snapshot, 2);
    expect(capped.lookups.map((l) => l.name)).toEqual(['b', 'github.com/BurntSushi/toml']);
    expect(capped.total).toBe(3);
  });
});
