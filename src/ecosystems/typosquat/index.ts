import { distance } from 'fastest-levenshtein';
import { normalizePypiName } from '../pypi/normalize.js';
import { GO_TARGETS, MAVEN_TARGETS } from './popular-go-maven.js';
import { EXTRA_TARGETS } from './popular-others.js';
import { NPM_KNOWN, NPM_TARGETS } from './popular-npm.js';
import { PYPI_KNOWN, PYPI_TARGETS } from './popular-pypi.js';

/**
 * Typosquat detection: a new dependency whose name is one or two edits away from a popular
 * package of the same ecosystem (or the same once separators are dropped: `crossenv`), while not
 * being a popular package itself. Names shorter than 4 characters or longer than 40 are never
 * reported (too many legitimate neighbours, or too long to be a plausible slip).
 */

interface Lists {
  readonly targets: readonly string[];
  readonly byLength: ReadonlyMap<number, readonly string[]>;
  readonly bySkeleton: ReadonlyMap<string, string>;
  readonly known: ReadonlySet<string>;
  /** Go and Maven: the namespaces (owners) of the bundled names. */
  readonly namespaces: ReadonlySet<string>;
}

/** Go and Maven names belong to an owner: a GitHub account or vanity host, a verified Maven groupId. */
const NAMESPACED = new Set(['go', 'maven', 'gradle']);

/** Go: without the major-version suffix (`/v2`, gopkg.in `.v3`), which new majors change legitimately. */
function comparable(ecosystem: string, name: string): string {
  return ecosystem === 'go' ? name.replace(/\/v\d+$/, '').replace(/^(gopkg\.in\/.*)\.v\d+$/, '$1') : name;
}

/**
 * Who publishes under a name: a Go module's host and account (`github.com/spf13`, `golang.org/x`,
 * `go.uber.org`, `gopkg.in/yaml`), a Maven groupId. A new name in a popular namespace comes from
 * its owner, not from a squatter.
 */
function namespaceOf(ecosystem: string, name: string): string {
  if (ecosystem !== 'go') return name.split(':')[0]!;
  const parts = name.split('/');
  const host = parts[0]!;
  if (['github.com', 'gitlab.com', 'bitbucket.org', 'golang.org', 'gopkg.in'].includes(host) && parts.length >= 2) return `${host}/${parts[1]}`;
  return host;
}

function inKnownNamespace(ecosystem: string, name: string, namespaces: ReadonlySet<string>): boolean {
  const namespace = namespaceOf(ecosystem, name);
  if (namespaces.has(namespace)) return true;
  // Maven Central verifies a namespace with everything under it (org.springframework covers org.springframework.boot).
  if (ecosystem !== 'go') for (let at = namespace.lastIndexOf('.'); at > 0; at = namespace.lastIndexOf('.', at - 1)) if (namespaces.has(namespace.slice(0, at))) return true;
  return false;
}

const cache = new Map<string, Lists | null>();

function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => w !== '');
}

/** Lower-case, and PEP 503 for PyPI (runs of `-`, `_`, `.` become `-`). */
export function normalizePackageName(ecosystem: string, name: string): string {
  return ecosystem === 'pypi' ? normalizePypiName(name) : name.toLowerCase();
}

function skeleton(name: string): string {
  return name.replace(/[-_.]/g, '');
}

function listsFor(ecosystem: string): Lists | null {
  if (cache.has(ecosystem)) return cache.get(ecosystem) ?? null;
  let targets: string[] = [];
  let known: string[] = [];
  if (ecosystem === 'npm') {
    targets = words(NPM_TARGETS);
    known = words(NPM_KNOWN);
  } else if (ecosystem === 'pypi') {
    targets = words(PYPI_TARGETS);
    known = words(PYPI_KNOWN);
  } else if (ecosystem === 'go') {
    targets = words(GO_TARGETS);
  } else if (ecosystem === 'maven' || ecosystem === 'gradle') {
    targets = words(MAVEN_TARGETS);
  }
  targets.push(...words(EXTRA_TARGETS[ecosystem] ?? ''));
  if (targets.length === 0) {
    cache.set(ecosystem, null);
    return null;
  }
  const normalized = [...new Set(targets.map((t) => normalizePackageName(ecosystem, t)))];
  const byLength = new Map<number, string[]>();
  const bySkeleton = new Map<string, string>();
  for (const target of normalized) {
    const list = byLength.get(target.length) ?? [];
    list.push(target);
    byLength.set(target.length, list);
    if (!bySkeleton.has(skeleton(target))) bySkeleton.set(skeleton(target), target);
  }
  const lists: Lists = {
    targets: normalized,
    byLength,
    bySkeleton,
    known: new Set([...normalized, ...known.map((k) => normalizePackageName(ecosystem, k))]),
    namespaces: new Set(NAMESPACED.has(ecosystem) ? normalized.map((t) => namespaceOf(ecosystem, t)) : []),
  };
  cache.set(ecosystem, lists);
  return lists;
}

/** Every bundled name of an ecosystem (targets and known), for tests and docs. */
export function bundledNames(ecosystem: string): string[] {
  const lists = listsFor(ecosystem);
  return lists ? [...lists.known] : [];
}

/** True when `a` becomes `b` by swapping two adjacent characters. */
function isTransposition(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  if (i >= a.length - 1) return false;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

function isNear(candidate: string, target: string, maxDistance: number): boolean {
  if (candidate === target) return false;
  return isTransposition(candidate, target) || distance(candidate, target) <= maxDistance;
}

/** The popular package `name` imitates, or null. */
export function findTyposquatTarget(ecosystem: string, name: string): string | null {
  const lists = listsFor(ecosystem);
  if (lists === null) return null;
  const candidate = comparable(ecosystem, normalizePackageName(ecosystem, name));
  if (lists.known.has(candidate)) return null;
  if (NAMESPACED.has(ecosystem) && inKnownNamespace(ecosystem, candidate, lists.namespaces)) return null;

  if (candidate.startsWith('@')) {
    // Scoped npm names: only a look-alike scope over the same package name (@typse/node).
    const slash = candidate.indexOf('/');
    if (slash < 0) return null;
    const scope = candidate.slice(1, slash);
    const rest = candidate.slice(slash + 1);
    for (const target of lists.targets) {
      if (!target.startsWith('@') || !target.endsWith(`/${rest}`)) continue;
      const targetScope = target.slice(1, target.indexOf('/'));
      if (scope.length >= 4 && isNear(scope, targetScope, 1)) return target;
    }
    return null;
  }
  if (candidate.length < 4 || candidate.length > (NAMESPACED.has(ecosystem) ? 120 : 40)) return null;

  const sameSkeleton = lists.bySkeleton.get(skeleton(candidate));
  if (sameSkeleton !== undefined && sameSkeleton !== candidate) return sameSkeleton;

  const maxDistance = candidate.length <= 8 ? 1 : 2;
  for (let length = candidate.length - maxDistance; length <= candidate.length + maxDistance; length += 1) {
    for (const target of lists.byLength.get(length) ?? []) {
      if (target.length < 5 && maxDistance === 1 && candidate.length < 5) continue;
      if (isNear(candidate, target, maxDistance)) return target;
    }
  }
  return null;
}
