/**
 * What live registry lookups add to the typical analysis: the typical PR (it adds left-pad to
 * package.json, so one npm packument is read) against two service processes that differ only in
 * REGISTRY_LOOKUPS, analyzed in turn, with the local registry server answering after the same delay
 * as the GitHub server. The cache is kept cold (REGISTRY_CACHE_TTL_MS=1): every analysis pays its
 * lookup, the case a new package version meets.
 */
import { startRegistryServer, type RegistryServer } from '../../test/support/registry-server.js';
import type { BenchGitHub } from '../lib/github.js';
import { onCleanup } from '../lib/cleanup.js';
import type { ServiceProcess } from '../lib/service-process.js';
import { median, round } from '../lib/stats.js';
import { analyzeOnce } from './analyze.js';

export interface RegistryBenchResult {
  readonly offP50: number;
  readonly onP50: number;
  /** onP50 - offP50. */
  readonly addedMs: number;
  /** Registry requests per analysis with lookups on. */
  readonly registryRequests: number;
  readonly samples: number;
}

/** The local registry server with the typical PR's package, answering after `delayMs`. */
export async function startBenchRegistry(delayMs: number): Promise<RegistryServer> {
  const registry = await startRegistryServer({ delayMs });
  onCleanup('local registry server', () => registry.close());
  registry.addPackage({
    ecosystem: 'npm',
    name: 'left-pad',
    versions: ['1.0.0', '1.1.0', '1.2.0', '1.3.0'].map((version, i) => ({ version, publishedAt: new Date(Date.UTC(2016, 2 + i * 6, 20)).toISOString(), publisher: 'stevemao' })),
  });
  return registry;
}

export function registryEnv(registry: RegistryServer): Record<string, string> {
  return { ...registry.env, REGISTRY_CACHE_TTL_MS: '1' };
}

export async function benchRegistryLookups(
  github: BenchGitHub,
  registry: RegistryServer,
  services: { readonly off: ServiceProcess; readonly on: ServiceProcess },
  options: { warmup: number; iterations: number },
): Promise<RegistryBenchResult> {
  for (let i = 0; i < options.warmup; i += 1) {
    await analyzeOnce(services.off, github, github.typical);
    await analyzeOnce(services.on, github, github.typical);
  }
  const off: number[] = [];
  const on: number[] = [];
  const before = registry.requests.length;
  for (let i = 0; i < options.iterations; i += 1) {
    // In turn, so that drift in the machine's load falls on both alike.
    const a = await analyzeOnce(services.off, github, github.typical);
    const b = await analyzeOnce(services.on, github, github.typical);
    for (const answer of [a, b]) if (answer.warnings.length > 0) throw new Error(`the typical PR was analyzed with warnings: ${answer.warnings.join('; ')}`);
    off.push(a.ms);
    on.push(b.ms);
  }
  const registryRequests = (registry.requests.length - before) / options.iterations;
  if (registryRequests < 1) throw new Error(`lookups on, yet ${registryRequests} registry requests per analysis: the row would measure nothing`);
  const offP50 = round(median(off));
  const onP50 = round(median(on));
  return { offP50, onP50, addedMs: round(onP50 - offP50), registryRequests: round(registryRequests, 2), samples: options.iterations };
}
