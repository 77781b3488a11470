const NUMBER = new Intl.NumberFormat('en-US');

/** 3500 -> "3,500". */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** "3 files", "1 file", "1,200 lines". */
export function plural(count: number, noun: string): string {
  return `${formatNumber(count)} ${count === 1 ? noun : `${noun}s`}`;
}

/** ISO timestamp -> "2024-05-01 10:30 UTC" (server-rendered, so one fixed zone). */
export function formatDate(iso: string | null | undefined): string {
  if (iso === null || iso === undefined) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
