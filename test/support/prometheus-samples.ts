/**
 * Reads counters from a Prometheus text exposition (GET /metrics), whatever the order of the
 * labels: how the scale-out bench and test tell which process handled a delivery or an analysis.
 */

const SAMPLE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([A-Za-z_]\w*)="((?:[^"\\]|\\.)*)"/g;

/** The sum of the samples of `name` whose labels include every label given (all of them when none). */
export function sumSamples(exposition: string, name: string, labels: Readonly<Record<string, string>> = {}): number {
  let sum = 0;
  for (const line of exposition.split('\n')) {
    const match = SAMPLE.exec(line);
    if (match === null || match[1] !== name) continue;
    const found = new Map<string, string>();
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL)) found.set(key ?? '', (value ?? '').replace(/\\(.)/g, '$1'));
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) sum += Number(match[3]);
  }
  return sum;
}

/** GET {baseUrl}/metrics (as a loopback caller: no token needed) and sum one family's samples. */
export async function readCounter(baseUrl: string, name: string, labels: Readonly<Record<string, string>> = {}): Promise<number> {
  const response = await fetch(`${baseUrl}/metrics`);
  if (response.status !== 200) throw new Error(`GET ${baseUrl}/metrics answered ${response.status}`);
  return sumSamples(await response.text(), name, labels);
}
