import { performance } from 'node:perf_hooks';
import { extractCargoLock } from '../../src/ecosystems/cargo/extract.js';
import { extractPackageLock } from '../../src/ecosystems/npm/package-lock.js';
import { extractPoetryLock, extractUvLock } from '../../src/ecosystems/pypi/locks.js';
import type { ExtractResult } from '../../src/ecosystems/types.js';
import { cargoLock, poetryLock, uvLock } from '../../test/support/lockfile-generators.js';
import { median, round } from '../lib/stats.js';

/** A package-lock.json v3 with `n` packages, about as npm writes it. */
function packageLock(n: number): string {
  const packages: Record<string, unknown> = { '': { name: 'app', version: '1.0.0', dependencies: { 'pkg-0': '^1.0.0' } } };
  for (let i = 0; i < n; i += 1) {
    packages[`node_modules/pkg-${i}`] = {
      version: `1.${i % 50}.${i % 7}`,
      resolved: `https://registry.npmjs.org/pkg-${i}/-/pkg-${i}-1.${i % 50}.${i % 7}.tgz`,
      integrity: `sha512-${'a'.repeat(86)}==`,
      dependencies: { [`pkg-${(i + 1) % n}`]: '^1.0.0' },
      ...(i % 3 === 0 ? { dev: true } : {}),
    };
  }
  return JSON.stringify({ name: 'app', version: '1.0.0', lockfileVersion: 3, requires: true, packages }, null, 2);
}

const FORMATS: ReadonlyArray<readonly [string, () => string, (content: string) => ExtractResult]> = [
  ['package_lock', () => packageLock(10_000), extractPackageLock],
  ['poetry_lock', () => poetryLock(10_000, false), extractPoetryLock],
  ['uv_lock', () => uvLock(10_000, false), extractUvLock],
  ['cargo_lock', () => cargoLock(10_000), extractCargoLock],
];

/** Median milliseconds to extract a generated 10,000-package lockfile of each format. */
export function timeLockfiles(options: { runs: number }): Map<string, number> {
  const result = new Map<string, number>();
  for (const [name, generate, extract] of FORMATS) {
    // A flat string, as the content arrives from GitHub (not a rope built by concatenation).
    const content = JSON.parse(JSON.stringify(generate())) as string;
    const first = extract(content);
    if (first.skipReason !== undefined || first.deps.length < 9_000) throw new Error(`${name}: the generated lockfile did not parse (${first.skipReason ?? `${first.deps.length} packages`})`);
    const times: number[] = [];
    for (let i = 0; i < options.runs; i += 1) {
      const started = performance.now();
      extract(content);
      times.push(performance.now() - started);
    }
    result.set(name, round(median(times), 1));
  }
  return result;
}
