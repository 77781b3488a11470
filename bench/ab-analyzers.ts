/**
 * `npm run bench:ab -- <checkout> [<checkout> ...]`
 *
 * Compares the pure analyzers of two or more checkouts (git worktrees of other commits, each with
 * `node_modules` reachable) in one process, their calls interleaved on the bench's typical
 * snapshot: each checkout's `runAnalyzers` has its own modules and so its own JIT state, while the
 * machine's load, frequency and caches are the same for all of them within a round. On a shared
 * machine, where two `npm run bench -- --only analyzers` runs of one commit differ by a third, this
 * tells a change of a tenth apart (docs/performance.md, ninth session).
 *
 * Per checkout it prints the median process CPU (user + system, which counts the compiler threads)
 * of one call over the warm-up window the short bench times (calls 20-70), once hot (the last 100
 * calls) and over all calls (`--calls N`, default 400). `--pr huge` runs the 3,000-file PR instead
 * (with `--calls 100`, minutes per checkout).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { runAnalyzers as RunAnalyzers } from '../src/analyzers/run-analyzers.js';
import { loadRepoConfig } from '../src/repo-config/load-repo-config.js';
import { startBenchGitHub } from './lib/github.js';
import { median, round } from './lib/stats.js';
import { buildSnapshot } from './scenarios/analyzers.js';

const { values, positionals } = parseArgs({ options: { calls: { type: 'string', default: '400' }, pr: { type: 'string', default: 'typical' } }, allowPositionals: true });
const calls = Number(values.calls);
const pr = values.pr;
if (positionals.length === 0 || !Number.isInteger(calls) || calls < 100 || (pr !== 'typical' && pr !== 'huge')) {
  console.error('usage: npm run bench:ab -- [--calls N (>= 100)] [--pr typical|huge] <checkout> [<checkout> ...]');
  process.exit(2);
}
const checkouts = positionals.map((dir) => path.resolve(dir));
const runs: (typeof RunAnalyzers)[] = [];
for (const dir of checkouts) {
  const module = (await import(path.join(dir, 'src/analyzers/run-analyzers.ts'))) as { runAnalyzers: typeof RunAnalyzers };
  runs.push(module.runAnalyzers);
}

const github = await startBenchGitHub(0);
const snapshot = await buildSnapshot(github, pr === 'huge' ? github.huge : github.typical).finally(() => github.close());
const now = new Date('2024-05-03T12:00:00Z');
const { config } = loadRepoConfig(snapshot);
const cpuMs: number[][] = runs.map(() => []);
for (let call = 0; call < calls; call += 1) {
  // Each round starts with another checkout, so none is always first after the previous round.
  for (let k = 0; k < runs.length; k += 1) {
    const j = (call + k) % runs.length;
    const started = process.cpuUsage();
    runs[j]!(snapshot, { now, config });
    const used = process.cpuUsage(started);
    cpuMs[j]!.push((used.user + used.system) / 1000);
  }
}
const hotFrom = Math.max(calls - 100, 70);
console.log(`${'checkout'.padEnd(40)} ${'CPU ms, calls 20-70'.padStart(20)} ${`calls ${hotFrom}-${calls}`.padStart(16)} ${'all'.padStart(8)}`);
checkouts.forEach((dir, j) => {
  const times = cpuMs[j]!;
  console.log(`${dir.padEnd(40)} ${String(round(median(times.slice(20, 70)), 2)).padStart(20)} ${String(round(median(times.slice(hotFrom)), 2)).padStart(16)} ${String(round(median(times), 2)).padStart(8)}`);
});
process.exit(0);
