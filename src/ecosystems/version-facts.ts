import semver from 'semver';
import { compareLoose } from './versions.js';

/**
 * What a version string in a manifest or lockfile says, before it is compared with another:
 * a commit SHA is not a version, and a range is a constraint, not what gets installed.
 */

const HEX = /^[0-9a-f]+$/i;

/** A git commit (or content) hash: 40 or 64 hex digits, or 7 to 39 with at least one letter (a short SHA). */
export function isCommitSha(value: string | null): boolean {
  if (value === null) return false;
  const v = value.trim();
  if (!HEX.test(v)) return false;
  if (v.length === 40 || v.length === 64) return true;
  return v.length >= 7 && v.length < 40 && /[a-f]/i.test(v);
}

/** `# v4.1.1`, `# tag=v4.1.1`, `#v2`, `# 1.2.3`: the version a comment names, at the start of the comment. */
const COMMENT_VERSION = /^#\s*(?:(?:tag|version)(?:\s*[:=])?\s*)?(v?\d+(?:\.[0-9A-Za-z-]+)*)/;

/**
 * The version a SHA pin carries in its comment (`uses: actions/checkout@8e5e7e5… # v4.1.1`), read
 * from the line of `content` that holds the SHA; null when no line holds it or it has no version comment.
 */
export function pinnedVersionComment(content: string | null, sha: string): string | null {
  if (content === null || sha.length < 7) return null;
  let from = 0;
  for (let at = content.indexOf(sha, from); at >= 0; at = content.indexOf(sha, from)) {
    const end = content.indexOf('\n', at);
    const rest = content.slice(at + sha.length, end < 0 ? content.length : end);
    const hash = rest.indexOf('#');
    if (hash >= 0) {
      const match = COMMENT_VERSION.exec(rest.slice(hash));
      if (match) return match[1]!;
    }
    from = at + sha.length;
  }
  return null;
}

/** The version to report for a declared or locked version: a SHA becomes its comment's version, or unknown (null). */
export function reportedVersion(version: string | null, content: string | null): string | null {
  if (!isCommitSha(version)) return version;
  return pinnedVersionComment(content, version!.trim());
}

interface Interval {
  readonly low: string | null;
  readonly high: string | null;
  /** `<=` and exact pins include their upper bound; `<`, `~=` and `.*` do not. */
  readonly highInclusive: boolean;
  /** A single version (`==1.2.3`, an exact pin). */
  readonly exact: boolean;
}

/** PEP 440 and RubyGems specifiers (`>=2017`, `>=1.2,<2`, `~=1.4`, `~> 5.1`, `==1.2.*`) as one interval; null when unread. */
function intervalOf(spec: string): Interval | null {
  let low: string | null = null;
  let high: string | null = null;
  let exact = false;
  let highInclusive = false;
  const parts = spec.split(',').map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length === 0) return null;
  for (const part of parts) {
    const match = /^(~=|~>|===|==|!=|>=|<=|[<=>])?\s*v?(\d+(?:\.[0-9A-Za-z*]+)*)$/.exec(part);
    if (!match) return null;
    const op = match[1] ?? '==';
    const version = match[2]!;
    const numbers = version.split('.');
    if (op === '!=') continue;
    if (op === '>=' || op === '>') low = version;
    else if (op === '<' || op === '<=') {
      high = version;
      highInclusive = op === '<=';
    }
    else if (op === '~=' || op === '~>') {
      low = version;
      const head = numbers.slice(0, Math.max(1, numbers.length - 1)).map(Number);
      head[head.length - 1] = (head[head.length - 1] ?? 0) + 1;
      high = head.join('.');
      highInclusive = false;
    } else if (version.endsWith('.*')) {
      low = version.slice(0, -2);
      const head = low.split('.').map(Number);
      head[head.length - 1] = (head[head.length - 1] ?? 0) + 1;
      high = head.join('.');
      highInclusive = false;
    } else {
      low = version;
      high = version;
      highInclusive = true;
      exact = true;
    }
  }
  return { low, high, highInclusive, exact };
}

function intervalsOverlap(a: Interval, b: Interval): boolean {
  const startsBefore = (low: string | null, upper: Interval): boolean => {
    if (low === null || upper.high === null) return true;
    const order = compareLoose(low, upper.high);
    return order < 0 || (order === 0 && upper.highInclusive);
  };
  return startsBefore(a.low, b) && startsBefore(b.low, a);
}

/**
 * True when a manifest's constraint changes from one range to another that overlaps it
 * (`>=2017` to `>=2023`, `^1.2.0` to `^1.4.0`): what is installed need not move, so the change is
 * a constraint change, not an upgrade or a downgrade. False for exact pins on both sides, for
 * ranges that do not overlap (`^4` to `^5`: every install moves) and for what cannot be read.
 */
export function isConstraintChange(ecosystem: string, from: string | null, to: string | null): boolean {
  if (from === null || to === null) return false;
  const a = from.trim();
  const b = to.trim();
  if (a === '' || b === '') return false;
  switch (ecosystem) {
    case 'npm':
    case 'composer':
    case 'cargo': {
      const caret = (v: string): string => (ecosystem === 'cargo' && /^\d/.test(v) ? `^${v}` : v);
      const ra = semver.validRange(caret(a), { loose: true });
      const rb = semver.validRange(caret(b), { loose: true });
      if (ra === null || rb === null) return false;
      if (semver.valid(caret(a), { loose: true }) !== null && semver.valid(caret(b), { loose: true }) !== null) return false;
      return semver.intersects(ra, rb, { loose: true });
    }
    case 'pypi':
    case 'rubygems': {
      const ia = intervalOf(a);
      const ib = intervalOf(b);
      if (ia === null || ib === null || (ia.exact && ib.exact)) return false;
      return intervalsOverlap(ia, ib);
    }
    case 'nuget': {
      // A floating version (`4.*`, `*`) and a version it takes (`4.0.1`), or two floats one within the other.
      const prefix = (v: string): string => v.slice(0, v.indexOf('*'));
      const takes = (float: string, version: string): boolean => float.includes('*') && version.startsWith(prefix(float));
      if (a.includes('*') && b.includes('*')) return a !== b && (a.startsWith(prefix(b)) || b.startsWith(prefix(a)));
      return takes(a, b) || takes(b, a);
    }
    default:
      return false;
  }
}
