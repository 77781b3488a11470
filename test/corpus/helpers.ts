/**
 * Shared builders for the verdict corpus (test/corpus/fixtures.ts and test/corpus/cases/*.ts):
 * the corpus's clock, its expectation types, realistic manifests, lockfiles and CI runs.
 */
import { createHash } from 'node:crypto';
import type { ReviewAction, RiskLevel } from '../../src/signal/schema.js';
import type { ActionRepoSpec } from '../support/github-action-repos.js';
import type { FixtureCheckRun, PrFixture } from '../support/pr-fixture.js';

/** The analysis time every corpus verdict assumes. */
export const CORPUS_NOW = '2026-11-22T12:00:00Z';

export interface CorpusExpectation {
  /** The risk level, or the levels a senior reviewer would accept. */
  level: RiskLevel | RiskLevel[];
  action: ReviewAction | ReviewAction[];
  /** Risk driver ids that must be present. */
  drivers?: string[];
  /** Risk driver ids that must not be present. */
  absentDrivers?: string[];
  /** Supply-chain finding ids that must be present. */
  findings?: string[];
  /** No supply-chain finding at all. */
  noFindings?: boolean;
  /** Triage recommendation ids that must be present. */
  recommendations?: string[];
  /** Triage recommendation ids that must not be present (a recommendation needs its reason). */
  absentRecommendations?: string[];
  /** Warnings (substrings) this PR is expected to produce; any other warning fails. */
  warnings?: string[];
}

export interface CorpusEntry {
  id: string;
  description: string;
  fixture: () => PrFixture;
  expect: CorpusExpectation;
  /**
   * The action repositories GitHub shows for this case's remote `uses:` refs (tags, branches,
   * commits, advisories): only a case that gives them is checked online (impostor commits, ref
   * confusion, stale pins, advisories); the others model no action repository and run without
   * those lookups (ACTION_LOOKUPS_MAX=0).
   */
  actionRepos?: ActionRepoSpec[];
}

// ---------------------------------------------------------------------------------------------
// Helpers

export const NOW_MS = Date.parse(CORPUS_NOW);

export function daysAgo(days: number, hours = 0): string {
  return new Date(NOW_MS - days * 86_400_000 - hours * 3_600_000).toISOString().replace('.000Z', 'Z');
}

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export function integrity(seed: string): string {
  return `sha512-${createHash('sha512').update(seed).digest('base64')}`;
}

export function tarball(name: string, version: string, host = 'https://registry.npmjs.org'): string {
  const base = name.startsWith('@') ? name.split('/')[1] ?? name : name;
  return `${host}/${name}/-/${base}-${version}.tgz`;
}

export interface LockPackage {
  name: string;
  version: string;
  dev?: boolean;
  resolved?: string;
  integrity?: string;
  hasInstallScript?: boolean;
  dependencies?: Record<string, string>;
  license?: string;
}

export interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** A package-lock.json (lockfileVersion 3) as npm 10 writes it. */
export function packageLock(root: Manifest, packages: LockPackage[]): string {
  const entries: Record<string, unknown> = {
    '': {
      name: root.name,
      version: root.version,
      ...(root.dependencies ? { dependencies: root.dependencies } : {}),
      ...(root.devDependencies ? { devDependencies: root.devDependencies } : {}),
    },
  };
  for (const pkg of [...packages].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    entries[`node_modules/${pkg.name}`] = {
      version: pkg.version,
      resolved: pkg.resolved ?? tarball(pkg.name, pkg.version),
      integrity: pkg.integrity ?? integrity(`${pkg.name}@${pkg.version}`),
      ...(pkg.dev ? { dev: true } : {}),
      ...(pkg.hasInstallScript ? { hasInstallScript: true } : {}),
      license: pkg.license ?? 'MIT',
      ...(pkg.dependencies ? { dependencies: pkg.dependencies } : {}),
    };
  }
  return json({ name: root.name, version: root.version, lockfileVersion: 3, requires: true, packages: entries });
}

export function packageJson(root: Manifest & { scripts?: Record<string, string>; type?: string }): string {
  return json({
    name: root.name,
    version: root.version,
    private: true,
    type: root.type ?? 'module',
    scripts: root.scripts ?? { build: 'tsc -p tsconfig.build.json', test: 'vitest run', lint: 'eslint .' },
    ...(root.dependencies ? { dependencies: root.dependencies } : {}),
    ...(root.devDependencies ? { devDependencies: root.devDependencies } : {}),
  });
}

/** GitHub Actions jobs of a typical Node project, all green unless overridden. */
export function nodeCi(overrides: Record<string, Partial<FixtureCheckRun>> = {}): FixtureCheckRun[] {
  return ['build', 'lint', 'test (20.x)', 'test (22.x)'].map((name) => ({ name, ...overrides[name] }));
}

export function lines(...text: string[]): string {
  return `${text.join('\n')}\n`;
}

// A web application's dependencies, shared by the npm fixtures.
export const WEBAPP_DEPS = { express: '^5.1.0', pino: '^9.5.0', zod: '^4.1.11' };
export const WEBAPP_DEV = { eslint: '^9.14.0', typescript: '~5.9.3', vitest: '^4.0.8' };
export const WEBAPP_LOCKED: LockPackage[] = [
  { name: 'express', version: '5.1.0' },
  { name: 'pino', version: '9.5.0' },
  { name: 'zod', version: '4.1.11' },
  { name: 'eslint', version: '9.14.0', dev: true },
  { name: 'typescript', version: '5.9.3', dev: true },
  { name: 'vitest', version: '4.0.8', dev: true },
  { name: 'body-parser', version: '2.2.0' },
  { name: 'debug', version: '4.3.7' },
  { name: 'ms', version: '2.1.3' },
];
export const WEBAPP: Manifest = { name: 'storefront', version: '3.12.0', dependencies: WEBAPP_DEPS, devDependencies: WEBAPP_DEV };

export function withDeps(extra: Record<string, string>, base: Record<string, string> = WEBAPP_DEPS): Record<string, string> {
  return Object.fromEntries(Object.entries({ ...base, ...extra }).sort(([a], [b]) => (a < b ? -1 : 1)));
}
