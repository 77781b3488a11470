/**
 * Appends every item of each list to `target`, one at a time, and returns it.
 *
 * `target.push(...items)` passes each item as an argument: past about 100,000 items (a manifest or
 * lockfile of a pull request can list more) it overflows the stack with a RangeError, and the
 * analysis of that pull request fails. The lint forbids spreading into `push`, `unshift`, `splice`,
 * `Math.max` and `Math.min` in src/ (eslint.layers.js, SPREAD_ARGUMENTS); this is what to call instead.
 */
export function pushAll<T>(target: T[], ...lists: readonly Iterable<T>[]): T[] {
  for (const list of lists) for (const item of list) target.push(item);
  return target;
}
