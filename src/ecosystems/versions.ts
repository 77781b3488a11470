import semver from 'semver';

/**
 * Version ordering, best effort per ecosystem: semver for npm, cargo, composer, go and actions
 * where the strings are semver; otherwise a loose ordering that splits versions into numeric and
 * word parts (PEP 440-ish for PyPI, Maven's qualifiers, Ruby's pre-releases).
 */

const PRE_RELEASE_WORDS: Record<string, number> = {
  dev: -6, snapshot: -5, alpha: -4, a: -4, beta: -3, b: -3, milestone: -2, m: -2, pre: -2, preview: -2,
  rc: -1, c: -1, cr: -1,
  ga: 0, final: 0, release: 0, '': 0,
  sp: 1, post: 1,
};

/** The first concrete version inside a constraint: `^1.2.3` -> `1.2.3`, `>=2.0,<3` -> `2.0`. */
export function versionOfConstraint(constraint: string | null): string | null {
  if (!constraint) return null;
  const match = /v?(\d+(?:\.[0-9A-Za-z]+)*(?:[-+.][0-9A-Za-z.-]+)?)/.exec(constraint);
  return match ? match[1]! : null;
}

function tokens(version: string): (number | string)[] {
  const out: (number | string)[] = [];
  const re = /(\d+)|([a-z]+)/gi;
  for (let m = re.exec(version); m; m = re.exec(version)) {
    out.push(m[1] !== undefined ? Number(m[1]) : m[2]!.toLowerCase());
  }
  return out;
}

function wordRank(word: string): number {
  return PRE_RELEASE_WORDS[word] ?? -0.5;
}

/** Loose ordering: numbers compare numerically, words by pre-release rank, missing parts as 0. */
export function compareLoose(a: string, b: string): number {
  const ta = tokens(a);
  const tb = tokens(b);
  const length = Math.max(ta.length, tb.length);
  for (let i = 0; i < length; i += 1) {
    const x = ta[i] ?? 0;
    const y = tb[i] ?? 0;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x < y ? -1 : 1;
    const rx = typeof x === 'number' ? (i >= ta.length ? 0 : 0.5) : wordRank(x);
    const ry = typeof y === 'number' ? (i >= tb.length ? 0 : 0.5) : wordRank(y);
    if (rx !== ry) return rx < ry ? -1 : 1;
    if (typeof x === 'string' && typeof y === 'string') return x < y ? -1 : 1;
  }
  return 0;
}

function clean(version: string): string {
  return version.trim().replace(/^[=v]+/, '').replace(/^==/, '');
}

/**
 * Orders two versions or constraints of one ecosystem: negative when a < b, 0 when equal,
 * positive when a > b, null when either has no recognizable version (a branch, a URL, `*`).
 */
export function compareVersions(_ecosystem: string, a: string | null, b: string | null): number | null {
  const va = versionOfConstraint(a);
  const vb = versionOfConstraint(b);
  if (va === null || vb === null) return null;
  const sa = semver.valid(clean(va), { loose: true });
  const sb = semver.valid(clean(vb), { loose: true });
  if (sa !== null && sb !== null) return semver.compare(sa, sb, { loose: true });
  return compareLoose(clean(va), clean(vb));
}

export type Direction = 'upgrade' | 'downgrade' | 'changed';

export function directionOf(ecosystem: string, from: string | null, to: string | null): Direction {
  const order = compareVersions(ecosystem, from, to);
  if (order === null || order === 0) return 'changed';
  return order < 0 ? 'upgrade' : 'downgrade';
}

/** The highest of several versions (lockfiles can hold several copies of one package). */
export function highestVersion(ecosystem: string, versions: Iterable<string>): string | null {
  let best: string | null = null;
  for (const version of versions) {
    if (best === null) best = version;
    else if ((compareVersions(ecosystem, best, version) ?? 0) < 0) best = version;
  }
  return best;
}

/**
 * Ecosystems whose 0.x minor releases are routine updates, not breaking ones. Go: a module's
 * import path names its major version (v2 and up need a `/v2` suffix), and v0 modules such as
 * golang.org/x/... release a new minor every month or so; Go's own tooling (`go get -u`,
 * gorelease) treats v0.17 -> v0.18 as an ordinary upgrade. npm and Cargo resolve `^0.17` to
 * 0.17.x only, so there a 0.x minor is a breaking step and stays major.
 */
const ROUTINE_ZERO_MINORS = new Set(['go']);

/**
 * True when `to` is a later major version than `from` (the versions or constraints of one
 * package): the first number rises, or, below 1.0.0 where semver treats every minor as breaking,
 * the second (except in ROUTINE_ZERO_MINORS). False when either has no recognizable version.
 */
export function isMajorUpgrade(ecosystem: string, from: string | null, to: string | null): boolean {
  if (directionOf(ecosystem, from, to) !== 'upgrade') return false;
  const numbers = (v: string | null): number[] => (versionOfConstraint(v) ?? '').split(/[^0-9]+/).filter(Boolean).slice(0, 2).map(Number);
  const [fromMajor = 0, fromMinor = 0] = numbers(from);
  const [toMajor = 0, toMinor = 0] = numbers(to);
  if (toMajor !== fromMajor) return toMajor > fromMajor;
  return fromMajor === 0 && toMinor > fromMinor && !ROUTINE_ZERO_MINORS.has(ecosystem);
}
