/**
 * The calibration report: runs every case of test/corpus through the real pipeline (the local
 * GitHub-compatible server and the AnalysisService, as test/corpus/corpus.test.ts does) and prints
 * the distribution of risk levels and review actions, then every case outside its expected range:
 * benign cases above it (false alarms, over-caution) and risky cases below it (misses), and any
 * other deviation. Exits 1 when a case is outside its range. `npm run calibrate`; docs in
 * CONTRIBUTING.md ("Calibration").
 */
import { startCorpusRunner } from '../test/corpus/corpus-runner.js';
import { CORPUS } from '../test/corpus/fixtures.js';
import type { CorpusEntry } from '../test/corpus/helpers.js';
import { ACTION_ORDER, LEVEL_ORDER, caseKind, placeVerdict, type CaseKind, type Placement } from '../test/corpus/verdict-range.js';

interface Row {
  readonly entry: CorpusEntry;
  readonly kind: CaseKind;
  readonly level: string;
  readonly action: string;
  readonly placement: Placement;
  readonly rationale: string;
}

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

function table(title: string, counts: Map<string, Record<CaseKind, number>>, order: readonly string[]): string[] {
  const out = [title, `  ${'value'.padEnd(18)} ${'benign'.padStart(6)} ${'risky'.padStart(6)} ${'all'.padStart(6)}`];
  for (const key of order) {
    const c = counts.get(key) ?? { benign: 0, risky: 0 };
    out.push(`  ${key.padEnd(18)} ${String(c.benign).padStart(6)} ${String(c.risky).padStart(6)} ${String(c.benign + c.risky).padStart(6)}`);
  }
  return out;
}

function tally(rows: readonly Row[], key: (row: Row) => string): Map<string, Record<CaseKind, number>> {
  const counts = new Map<string, Record<CaseKind, number>>();
  for (const row of rows) {
    const c = counts.get(key(row)) ?? { benign: 0, risky: 0 };
    c[row.kind] += 1;
    counts.set(key(row), c);
  }
  return counts;
}

function describeRow(row: Row): string {
  const want = `${asList(row.entry.expect.level).join('|')} / ${asList(row.entry.expect.action).join('|')}`;
  return `  ${row.entry.id}: got ${row.level} / ${row.action}, expected ${want}\n    ${row.entry.description}\n    ${row.rationale}`;
}

async function main(): Promise<number> {
  const runner = await startCorpusRunner(CORPUS);
  const rows: Row[] = [];
  try {
    for (const entry of CORPUS) {
      const signal = await runner.signal(entry);
      rows.push({
        entry,
        kind: caseKind(entry.expect),
        level: signal.risk.level,
        action: signal.review.action,
        placement: placeVerdict(entry.expect, signal.risk.level, signal.review.action).overall,
        rationale: signal.review.rationale,
      });
    }
  } finally {
    await runner.close();
  }

  const benign = rows.filter((r) => r.kind === 'benign');
  const risky = rows.filter((r) => r.kind === 'risky');
  const falseAlarms = benign.filter((r) => r.placement === 'above');
  const misses = risky.filter((r) => r.placement === 'below');
  const otherwise = rows.filter((r) => r.placement !== 'in-range' && !falseAlarms.includes(r) && !misses.includes(r));
  const lines = [
    `Calibration report: ${rows.length} corpus cases (${benign.length} benign, ${risky.length} risky)`,
    '',
    ...table('Risk levels', tally(rows, (r) => r.level), LEVEL_ORDER),
    '',
    ...table('Review actions', tally(rows, (r) => r.action), ACTION_ORDER),
    '',
    `Benign cases above their expected range (false alarms or over-caution): ${falseAlarms.length}`,
    ...falseAlarms.map(describeRow),
    '',
    `Risky cases below their expected range (misses): ${misses.length}`,
    ...misses.map(describeRow),
    '',
    `Other cases outside their range: ${otherwise.length}`,
    ...otherwise.map(describeRow),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  return falseAlarms.length + misses.length + otherwise.length === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`calibrate: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  },
);
