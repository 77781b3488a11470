/**
 * Start-up time and idle RSS of the compiled build (`node dist/src/main.js`, `npm start`) against
 * the sources through tsx (`node --import tsx src/main.ts`, `npm run dev`), in the same run and
 * on the same database: the two are started in turn, `runs` times each, on a database that is
 * already initialized and migrated (the first start is not counted), so that each figure is the
 * code's own start: loading modules, opening the database, listening.
 */
import { execFileSync } from 'node:child_process';
import { ROOT, startServiceProcess } from '../lib/service-process.js';
import { median, round, sleep } from '../lib/stats.js';

export interface StartupResult {
  readonly compiled: { readonly startMs: number; readonly idleRssMb: number };
  readonly tsx: { readonly startMs: number; readonly idleRssMb: number };
}

/**
 * `database`: the environment that points every start at one database (DATA_DIR of an embedded
 * database, or DATABASE_URL). Idle RSS is read `settleMs` after /healthz first answers.
 */
export async function benchStartup(env: Record<string, string>, options: { runs: number; settleMs: number }): Promise<StartupResult> {
  execFileSync(process.execPath, ['scripts/build.js', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
  const start = (runtime: 'compiled' | 'tsx') => startServiceProcess({ name: `startup-${runtime}`, postgresAdminUrl: null, databaseUrl: env.DATABASE_URL, env, runtime, pollMs: 10 });
  // Creates and migrates the database once, outside the figures.
  await (await start('compiled')).stop();
  const figures = { compiled: { startMs: [] as number[], rssMb: [] as number[] }, tsx: { startMs: [] as number[], rssMb: [] as number[] } };
  for (let run = 0; run < options.runs; run += 1) {
    // Alternating, so that a change in the machine's load falls on both alike.
    for (const runtime of run % 2 === 0 ? (['compiled', 'tsx'] as const) : (['tsx', 'compiled'] as const)) {
      const svc = await start(runtime);
      try {
        await sleep(options.settleMs);
        figures[runtime].startMs.push(svc.startMs);
        figures[runtime].rssMb.push(svc.rssMb() ?? Number.NaN);
      } finally {
        await svc.stop();
      }
    }
  }
  const summary = (f: { startMs: number[]; rssMb: number[] }) => ({ startMs: round(median(f.startMs), 0), idleRssMb: round(median(f.rssMb)) });
  return { compiled: summary(figures.compiled), tsx: summary(figures.tsx) };
}
