/** The table printed at the end and the verdict of each target. */

export interface Target {
  readonly op: '<=' | '>=' | '==';
  readonly value: number;
}

export interface Row {
  readonly key: string;
  readonly label: string;
  readonly value: number | null;
  readonly unit?: string;
  readonly target?: Target;
  /** Why the figure is missing (an error or a skipped part). */
  readonly note?: string;
}

export type Verdict = 'PASS' | 'MISS' | 'ERROR' | 'SKIP' | '';

export function verdictOf(row: Row): { verdict: Verdict; margin: string } {
  if (row.value === null || !Number.isFinite(row.value)) return { verdict: row.note?.startsWith('skipped') ? 'SKIP' : row.target ? 'ERROR' : '', margin: row.note ?? '' };
  const target = row.target;
  if (target === undefined) return { verdict: '', margin: '' };
  const value = row.value;
  if (target.op === '==') return value === target.value ? { verdict: 'PASS', margin: '' } : { verdict: 'MISS', margin: `${value - target.value > 0 ? '+' : ''}${value - target.value}` };
  const pass = target.op === '<=' ? value <= target.value : value >= target.value;
  let margin: string;
  if (target.op === '<=') {
    if (value === 0) margin = 'beaten outright';
    else if (pass) margin = target.value / value >= 2 ? `${(target.value / value).toFixed(1)}x under` : `${Math.round((1 - value / target.value) * 100)}% under`;
    else margin = `${Math.round((value / target.value - 1) * 100)}% over`;
  } else if (pass) margin = value / target.value >= 2 ? `${(value / target.value).toFixed(1)}x the target` : `${Math.round((value / target.value - 1) * 100)}% above`;
  else margin = `${Math.round((1 - value / target.value) * 100)}% short`;
  return { verdict: pass ? 'PASS' : 'MISS', margin };
}

function formatNumber(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '-';
  if (Math.abs(value) >= 1000) return Math.round(value).toLocaleString('en-US');
  return String(Math.round(value * 100) / 100);
}

export function renderTable(rows: readonly Row[]): string {
  const cells = rows.map((row) => {
    const { verdict, margin } = verdictOf(row);
    return [
      row.key,
      `${formatNumber(row.value)}${row.value !== null && row.unit ? ` ${row.unit}` : ''}`,
      row.target ? `${row.target.op} ${formatNumber(row.target.value)}` : '',
      verdict,
      margin,
    ];
  });
  const header = ['figure', 'value', 'target', 'verdict', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: readonly string[]) => c.map((cell, i) => (i === 1 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

export function renderGrowth(points: readonly { files: number; latencyMs: number | null; githubRequests: number | null; analyzerMs: number | null }[], delayMs: number): string {
  const header = ['files', 'latency ms', 'x delay', 'GitHub requests', 'analyzers ms'];
  const rows = points.map((p) => [
    p.files.toLocaleString('en-US'),
    formatNumber(p.latencyMs),
    p.latencyMs === null || delayMs === 0 ? '-' : (p.latencyMs / delayMs).toFixed(2),
    formatNumber(p.githubRequests),
    formatNumber(p.analyzerMs),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (c: readonly string[]) => c.map((cell, i) => cell.padStart(widths[i] ?? 0)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
