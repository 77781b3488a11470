/**
 * Whether the edit distance (Levenshtein) of `a` and `b` is at most `k`, for a small `k`: the
 * common prefix and suffix are set aside, then only the diagonal band of width 2k + 1 of the
 * table is filled, so the cost is O(length × k) and not O(length²) (two near-identical names of
 * 2,000 characters on each of 1,000 changed lines took a second per file with the full table).
 */
export function withinEditDistance(a: string, b: string, k: number): boolean {
  if (Math.abs(a.length - b.length) > k) return false;
  let start = 0;
  while (start < a.length && start < b.length && a.charCodeAt(start) === b.charCodeAt(start)) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a.charCodeAt(endA - 1) === b.charCodeAt(endB - 1)) {
    endA -= 1;
    endB -= 1;
  }
  const n = endA - start;
  const m = endB - start;
  if (n === 0 || m === 0) return Math.max(n, m) <= k;
  const big = k + 1;
  // Row i - 1 and row i of the table, over b's characters; cells outside the band count as `big`.
  let prev = new Int32Array(m + 1).fill(big);
  let cur = new Int32Array(m + 1).fill(big);
  for (let j = 0; j <= Math.min(m, k); j += 1) prev[j] = j;
  for (let i = 1; i <= n; i += 1) {
    const lo = Math.max(1, i - k);
    const hi = Math.min(m, i + k);
    cur[lo - 1] = lo === 1 && i <= k ? i : big;
    // The band of row i reaches one cell further right than row i - 1's: that cell is outside it.
    if (hi === i + k) prev[hi] = big;
    let rowMin = cur[lo - 1]!;
    const ca = a.charCodeAt(start + i - 1);
    for (let j = lo; j <= hi; j += 1) {
      const cost = ca === b.charCodeAt(start + j - 1) ? 0 : 1;
      const value = Math.min(prev[j - 1]! + cost, prev[j]! + 1, cur[j - 1]! + 1, big);
      cur[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > k) return false;
    [prev, cur] = [cur, prev];
  }
  return prev[m]! <= k;
}
