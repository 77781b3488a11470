import { distance } from 'fastest-levenshtein';
import { normalizePypiName } from '../pypi/normalize.js';
import { CARGO_KNOWN, CARGO_TARGETS } from './popular-cargo.js';
import { COMPOSER_KNOWN, COMPOSER_TARGETS } from './popular-composer.js';
import { GO_TARGETS, MAVEN_TARGETS } from './popular-go-maven.js';
import { EXTRA_TARGETS } from './popular-others.js';
import { NPM_KNOWN, NPM_TARGETS } from './popular-npm.js';
import { NPM_ESTABLISHED_LOOK_ALIKES, NPM_KNOWN_LOOK_ALIKES } from './popular-npm-lookalikes.js';
import { NUGET_TARGETS } from './popular-nuget.js';
import { PYPI_KNOWN, PYPI_TARGETS } from './popular-pypi.js';
import { PYPI_KNOWN_LOOK_ALIKES } from './popular-pypi-lookalikes.js';
import { RUBYGEMS_KNOWN, RUBYGEMS_TARGETS } from './popular-rubygems.js';

/**
 * Typosquat detection: a new dependency whose name is one or two edits away from a popular
 * package of the same ecosystem (or the same once separators are dropped: `crossenv`), while not
 * being a popular package itself. Names shorter than 4 characters or longer than 40 are never
 * reported (too many legitimate neighbours, or too long to be a plausible slip).
 *
 * One comparison for every ecosystem; what differs is how a name is normalized (`comparable`:
 * PEP 503 for PyPI, `-` = `_` on crates.io, Go without its major-version suffix) and who owns a
 * namespace (`namespaceOf`: a Go module's host and account, a Maven groupId, a Packagist vendor).
 * Namespaced names are also compared by what follows the namespace: a popular Go module's
 * owner/repository on another host (gitee.com/gorilla/mux), a popular Maven artifact under a
 * personal groupId (io.github.someone:jackson-databind). The bundled lists, their sources and the
 * script that regenerates them: scripts/typosquat-lists.ts.
 */

/** The bundled lists by ecosystem: names worth impersonating, and names never reported themselves. */
const BUNDLED: Readonly<Record<string, { readonly targets: string; readonly known: string }>> = {
  npm: { targets: NPM_TARGETS, known: `${NPM_KNOWN}\n${NPM_KNOWN_LOOK_ALIKES}\n${NPM_ESTABLISHED_LOOK_ALIKES}` },
  pypi: { targets: PYPI_TARGETS, known: `${PYPI_KNOWN}\n${PYPI_KNOWN_LOOK_ALIKES}` },
  cargo: { targets: CARGO_TARGETS, known: CARGO_KNOWN },
  rubygems: { targets: RUBYGEMS_TARGETS, known: RUBYGEMS_KNOWN },
  composer: { targets: COMPOSER_TARGETS, known: COMPOSER_KNOWN },
  go: { targets: GO_TARGETS, known: '' },
  maven: { targets: MAVEN_TARGETS, known: '' },
  nuget: { targets: NUGET_TARGETS, known: '' },
  gradle: { targets: MAVEN_TARGETS, known: '' },
};

interface Lists {
  readonly targets: readonly string[];
  readonly byLength: ReadonlyMap<number, readonly string[]>;
  readonly bySkeleton: ReadonlyMap<string, string>;
  readonly known: ReadonlySet<string>;
  /** Go, Maven and Packagist: the namespaces (owners) of the bundled names. */
  readonly namespaces: ReadonlySet<string>;
  /** Go and Maven: the targets by what follows their namespace (owner/repository, artifactId). */
  readonly byRest: ReadonlyMap<string, readonly string[]>;
  /** Go: the targets on an account host by host and repository path without the owner (`github.com/bolt`). */
  readonly byRepository: ReadonlyMap<string, readonly string[]>;
  /** npm: the scopes of the bundled names (popular or merely known), organizations that publish under them. */
  readonly knownScopes: ReadonlySet<string>;
  /** npm: the scopes of at least POPULAR_SCOPE_MIN targets, each with its skeleton. */
  readonly popularScopes: readonly (readonly [scope: string, skeleton: string])[];
}

/** ID prefixes nuget.org reserves for their owners (lower case): packages under them are theirs. */
const NUGET_RESERVED_PREFIXES: readonly string[] = ['microsoft.', 'system.', 'azure.', 'awssdk.'];

/** Go, Maven and Packagist names belong to an owner: a GitHub account or vanity host, a verified Maven groupId, a Packagist vendor. */
const NAMESPACED = new Set(['go', 'maven', 'gradle', 'composer']);

/**
 * A normalized name as it is compared. Go: without the major-version suffix (`/v2`, gopkg.in
 * `.v3`), which new majors change legitimately. crates.io: `-` and `_` are one name (the registry
 * refuses a crate that differs from another only there, so `serde-json` can only be serde_json).
 */
function comparable(ecosystem: string, name: string): string {
  if (ecosystem === 'go') return name.replace(/\/v\d+$/, '').replace(/^(gopkg\.in\/.*)\.v\d+$/, '$1');
  if (ecosystem === 'cargo') return name.replaceAll('-', '_');
  return name;
}

/**
 * Who publishes under a name: a Go module's host and account (`github.com/spf13`, `golang.org/x`,
 * `go.uber.org`, `gopkg.in/yaml`), a Maven groupId. A new name in a popular namespace comes from
 * its owner, not from a squatter.
 */
function namespaceOf(ecosystem: string, name: string): string {
  if (ecosystem === 'composer') return name.split('/')[0]!;
  if (ecosystem !== 'go') return name.split(':')[0]!;
  const parts = name.split('/');
  const host = parts[0]!;
  if (['github.com', 'gitlab.com', 'bitbucket.org', 'golang.org', 'gopkg.in'].includes(host) && parts.length >= 2) return `${host}/${parts[1]}`;
  return host;
}

function inKnownNamespace(ecosystem: string, name: string, namespaces: ReadonlySet<string>): boolean {
  const namespace = namespaceOf(ecosystem, name);
  if (namespaces.has(namespace)) return true;
  if (ecosystem !== 'maven' && ecosystem !== 'gradle') return false;
  // Maven Central verifies a namespace with everything under it (org.springframework covers
  // org.springframework.boot, io.reactivex's owner also publishes io.reactivex.rxjava3).
  for (let at = namespace.lastIndexOf('.'); at > 0; at = namespace.lastIndexOf('.', at - 1)) if (namespaces.has(namespace.slice(0, at))) return true;
  for (const known of namespaces) if (known.startsWith(`${namespace}.`)) return true;
  return false;
}

/**
 * What follows the namespace, when it names one thing on its own: a Go module's path after its
 * host when that is owner/repository (`gorilla/mux`; a vanity path's single `zap` is too generic),
 * a Maven artifactId of 8 characters or more. Null otherwise.
 */
function restOf(ecosystem: string, name: string): string | null {
  if (ecosystem === 'go') {
    const slash = name.indexOf('/');
    const rest = slash < 0 ? '' : name.slice(slash + 1);
    return rest.includes('/') ? rest : null;
  }
  if (ecosystem === 'maven' || ecosystem === 'gradle') {
    const artifact = name.split(':')[1] ?? '';
    return artifact.length >= 8 ? artifact : null;
  }
  return null;
}

/** Maven groupIds anyone can claim for themselves (a GitHub or GitLab account, JitPack): a popular artifact under one is borrowed. */
const PERSONAL_GROUP = /^(?:io|com)\.git(?:hub|lab)\.|^com\.gitee\.|^com\.jitpack\./;

/**
 * A popular module or artifact of the same name under another owner, when that owner's namespace is
 * one a squatter can take: a Go module's owner/repository on another host, or on the same host under
 * an owner dressed up as the popular one (`github.com/boltdb-go/bolt` for `github.com/boltdb/bolt`,
 * `go-spf13/cobra`: ownerLookalike); a Maven artifact under a personal groupId.
 */
function sameNameElsewhere(ecosystem: string, candidate: string, lists: Lists): string | null {
  if (ecosystem === 'go') {
    // owner/repository after the host: the same repository path under a look-alike owner.
    const [host, owner, ...path] = candidate.split('/');
    if (host !== undefined && owner !== undefined && path.length > 0 && OWNER_HOSTS.has(host)) {
      for (const target of lists.byRepository.get(`${host}/${path.join('/')}`) ?? []) {
        const targetOwner = target.split('/')[1] ?? '';
        if (targetOwner !== owner && ownerLookalike(owner, targetOwner, path[0] ?? '')) return target;
      }
    }
  }
  const rest = restOf(ecosystem, candidate);
  if (rest === null) return null;
  for (const target of lists.byRest.get(rest) ?? []) {
    if (ecosystem === 'go' && candidate.split('/')[0] !== target.split('/')[0]) return target;
    if (ecosystem !== 'go' && PERSONAL_GROUP.test(namespaceOf(ecosystem, candidate))) return target;
  }
  return null;
}

/** Hosts whose first path segment is an account anyone can register. */
const OWNER_HOSTS: ReadonlySet<string> = new Set(['github.com', 'gitlab.com', 'bitbucket.org']);

/** Words squatters add to an owner's name to look official (`boltdb-go`, `go-spf13`, `gorilla-dev`). */
const OWNER_AFFIXES: ReadonlySet<string> = new Set(['go', 'golang', 'dev', 'devs', 'io', 'hq', 'lib', 'libs', 'pkg', 'pkgs', 'official', 'org', 'team', 'labs', 'project', 'oss', 'community']);

/** The owner without the affix words it is dressed in (the whole owner when it is nothing else). */
function ownerCore(owner: string): string {
  const parts = owner.split(/[-_.]+/).filter((part) => part !== '');
  const core = parts.filter((part) => !OWNER_AFFIXES.has(part)).join('');
  return core === '' ? parts.join('') : core;
}

/**
 * `owner` imitates `target`: the same once affix words and separators are dropped, one or two edits
 * away (owners of 5 characters or more), or the popular owner joined to the repository's name or a
 * word of it (`golangci-lint/golangci-lint` for `golangci/golangci-lint`, `stretchr-testify/testify`
 * for `stretchr/testify`, `testify-stretchr`): an account named to look like the project's own.
 */
function ownerLookalike(owner: string, target: string, repository: string): boolean {
  const a = ownerCore(owner);
  const b = ownerCore(target);
  if (a === b) return true;
  if (Math.min(owner.length, target.length) >= 5 && isNear(owner, target, 2)) return true;
  if (b.length < 3 || a.length <= b.length) return false;
  const extra = a.startsWith(b) ? a.slice(b.length) : a.endsWith(b) ? a.slice(0, a.length - b.length) : '';
  if (extra === '') return false;
  const repoWords = repository.toLowerCase().split(/[-_.]+/).filter((w) => w.length >= 2);
  return extra === repoWords.join('') || repoWords.includes(extra);
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

/** Scopes with at least this many popular packages are an organization's (`@typescript-eslint`, `@babel`), not one package's. */
const POPULAR_SCOPE_MIN = 3;

function listsFor(ecosystem: string): Lists | null {
  if (cache.has(ecosystem)) return cache.get(ecosystem) ?? null;
  const bundled = BUNDLED[ecosystem];
  const targets = [...words(bundled?.targets ?? ''), ...words(EXTRA_TARGETS[ecosystem] ?? '')];
  if (targets.length === 0) {
    cache.set(ecosystem, null);
    return null;
  }
  const normal = (name: string): string => comparable(ecosystem, normalizePackageName(ecosystem, name));
  const normalized = [...new Set(targets.map(normal))];
  const byLength = new Map<number, string[]>();
  const bySkeleton = new Map<string, string>();
  const byRest = new Map<string, string[]>();
  const byRepository = new Map<string, string[]>();
  for (const target of normalized) {
    if (ecosystem === 'go') {
      const [host, , ...path] = target.split('/');
      if (host !== undefined && OWNER_HOSTS.has(host) && path.length > 0) {
        const key = `${host}/${path.join('/')}`;
        byRepository.set(key, [...(byRepository.get(key) ?? []), target]);
      }
    }
    const list = byLength.get(target.length) ?? [];
    list.push(target);
    byLength.set(target.length, list);
    if (!bySkeleton.has(skeleton(target))) bySkeleton.set(skeleton(target), target);
    const rest = NAMESPACED.has(ecosystem) ? restOf(ecosystem, target) : null;
    if (rest !== null) byRest.set(rest, [...(byRest.get(rest) ?? []), target]);
  }
  const known = new Set([...normalized, ...words(bundled?.known ?? '').map(normal)]);
  const scopeOf = (name: string): string | null => (name.startsWith('@') && name.includes('/') ? name.slice(1, name.indexOf('/')) : null);
  const targetsPerScope = new Map<string, number>();
  for (const scope of normalized.map(scopeOf)) if (scope !== null) targetsPerScope.set(scope, (targetsPerScope.get(scope) ?? 0) + 1);
  const lists: Lists = {
    targets: normalized,
    byLength,
    bySkeleton,
    known,
    namespaces: new Set(NAMESPACED.has(ecosystem) ? normalized.map((t) => namespaceOf(ecosystem, t)) : []),
    byRest,
    byRepository,
    knownScopes: new Set([...known].map(scopeOf).filter((scope) => scope !== null)),
    popularScopes: [...targetsPerScope].filter(([, n]) => n >= POPULAR_SCOPE_MIN).map(([scope]) => [scope, skeleton(scope)] as const),
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
  if (candidate === target || numberedSuccessor(candidate, target)) return false;
  return isTransposition(candidate, target) || distance(candidate, target) <= maxDistance;
}

/**
 * `target` is `candidate` with a version number after it: `json5` of `json`, `boto3` of `boto`,
 * `jinja2` of `jinja`, `pdfjs5`. A numbered name is a successor named after the plain one, which
 * is older (npm's `json` CLI of 2011 before `json5`, `boto` before `boto3`) and whose name was
 * taken before the successor's: the plain name is no slip of the numbered one. The other way
 * round (`lodash4` for `lodash`, `request2`) is still a look-alike.
 */
function numberedSuccessor(candidate: string, target: string): boolean {
  return target.length > candidate.length && target.length <= candidate.length + 2 && target.startsWith(candidate) && /^\d{1,2}$/.test(target.slice(candidate.length)) && /[a-z]$/.test(candidate);
}

/** npm's ESLint plugin and shareable-config families: `eslint-plugin-<rest>`, `eslint-config-<rest>`. */
const ESLINT_FAMILY = /^(eslint-(?:plugin|config))-(.{4,60})$/;
/** A name shaped like one of them, prefix included (`eslint-plugn-react`): group 1 the prefix, group 2 the rest. */
const ESLINT_LIKE = /^(e[a-z]{3,8}-[a-z]{4,8})-(.{4,60})$/;
const eslintFamilies = new Map<Lists, readonly (readonly [string, string])[]>();
/** Digits read as the letters they look like (`a11y` and `ally`, `r0uter` and `router`). */
const digitsAsLetters = (name: string): string => name.replace(/[013578]/g, (d) => ({ '0': 'o', '1': 'l', '3': 'e', '5': 's', '7': 't', '8': 'b' })[d] ?? d);

/**
 * Whether a plugin's or config's rest imitates a popular one's. Reported: the same once digits are
 * read as letters (`jsx-ally`), a letter doubled or an `s` added at the end (`reactt`, `imports`),
 * the last letter dropped (`react-hook`), one edit up to 8 characters and two beyond, and a swap
 * of two letters. Not: a fork or variant named after the original (`import-x`, `prettierx`,
 * `airbnb-babel` beside `airbnb-base`: another word after a shared first one), a word put in front
 * (`preact`, `unstandard`), and one letter changed in a rest of 5 characters or fewer (`tsdoc`
 * beside `jsdoc`: short names are each other's neighbours).
 */
function pluginRestNear(rest: string, target: string): boolean {
  if (rest === target) return false;
  if (digitsAsLetters(rest) === digitsAsLetters(target)) return true;
  if (rest.endsWith(target)) return false;
  if (rest.startsWith(target)) {
    const added = rest.slice(target.length);
    return added === 's' || added === target.slice(-1);
  }
  if (target.startsWith(rest)) return target.length - rest.length === 1;
  const [restFirst] = rest.split('-');
  const [targetFirst] = target.split('-');
  if (rest.includes('-') && target.includes('-') && restFirst === targetFirst) return false;
  if (isTransposition(rest, target)) return true;
  if (Math.max(rest.length, target.length) <= 5 && rest.length === target.length) return false;
  return isNear(rest, target, Math.max(rest.length, target.length) <= 8 ? 1 : 2);
}

/**
 * An ESLint plugin's or shareable config's look-alike: ESLint loads a plugin named in a config by
 * prefix and rest, and the long common prefix makes the whole-name distance meaningless, so the rest
 * is compared as a name of its own (pluginRestNear), and the prefix misspelled with the same rest
 * (`eslint-plugn-react`). The popular ones are the bundled npm names of those families (its ranking
 * ranks them among the top 6,000, most as KNOWN). A rest that is itself a popular npm package is a
 * plugin for that package (`eslint-plugin-preact` beside `eslint-plugin-react`), not a slip.
 */
function eslintLookalike(candidate: string, lists: Lists): string | null {
  const like = ESLINT_LIKE.exec(candidate);
  if (like === null) return null;
  let family = eslintFamilies.get(lists);
  if (family === undefined) {
    family = [...lists.known].flatMap((name) => {
      const m = ESLINT_FAMILY.exec(name);
      return m === null ? [] : [[m[1] ?? '', m[2] ?? ''] as const];
    });
    eslintFamilies.set(lists, family);
  }
  const prefix = like[1] ?? '';
  const rest = like[2] ?? '';
  const aPlugin = lists.known.has(rest);
  for (const [targetPrefix, targetRest] of family) {
    if (prefix === targetPrefix) {
      if (!aPlugin && targetRest.length >= 4 && pluginRestNear(rest, targetRest)) return `${targetPrefix}-${targetRest}`;
    } else if (rest === targetRest && distance(prefix, targetPrefix) <= 2) {
      return `${targetPrefix}-${targetRest}`;
    }
  }
  return null;
}

/**
 * A scope dressed as a popular organization's, whatever the package under it (`@typescript_eslinter/eslint`,
 * the 2024 npm look-alike of `@typescript-eslint`): compared without separators, the same, or past
 * eight characters one edit away (two past twelve) or a swapped pair, from a scope with at least POPULAR_SCOPE_MIN popular
 * packages. A scope with a bundled package of its own is its owner's (findTyposquatTarget asks first); a candidate under five
 * characters, or a popular scope under six (`@types`: `@typed` is another organization), is left
 * to the comparison by package name above (`@typse/node`). Reported as `@scope/*`.
 */
function lookalikeScope(scope: string, lists: Lists): string | null {
  if (scope.length < 5) return null;
  // Compared without separators: `typescript_eslinter` and `typescript-eslinter` read alike.
  const squashed = skeleton(scope);
  for (const [target, targetSquashed] of lists.popularScopes) {
    if (targetSquashed.length < 6 || Math.abs(targetSquashed.length - squashed.length) > 2) continue;
    // Separators moved (@open-telemetry, @aws_sdk) at any length; a letter changed only in a long
    // scope: a short one a letter away is as often another organization's (@ls-lint beside
    // @eslint, @aps_sdk beside @aws-sdk).
    if (squashed === targetSquashed || (targetSquashed.length > 8 && isNear(squashed, targetSquashed, targetSquashed.length > 12 ? 2 : 1))) return `@${target}/*`;
  }
  return null;
}

/** The popular package `name` imitates, or null. */
export function findTyposquatTarget(ecosystem: string, name: string): string | null {
  const lists = listsFor(ecosystem);
  if (lists === null) return null;
  const candidate = comparable(ecosystem, normalizePackageName(ecosystem, name));
  if (lists.known.has(candidate)) return null;
  // nuget.org lets only their owners publish under a reserved ID prefix: no squatter can be there.
  if (ecosystem === 'nuget' && NUGET_RESERVED_PREFIXES.some((prefix) => candidate.startsWith(prefix))) return null;
  if (NAMESPACED.has(ecosystem) && inKnownNamespace(ecosystem, candidate, lists.namespaces)) return null;
  const elsewhere = NAMESPACED.has(ecosystem) ? sameNameElsewhere(ecosystem, candidate, lists) : null;
  if (elsewhere !== null) return elsewhere;

  if (candidate.startsWith('@')) {
    // Scoped npm names: only a look-alike scope over the same package name (@typse/node).
    const slash = candidate.indexOf('/');
    if (slash < 0) return null;
    const scope = candidate.slice(1, slash);
    // Only a scope's owner publishes under it: a scope with a popular package of its own is an
    // organization's (@aws-cdk beside @aws-sdk, @storybook), whatever the package under it.
    if (lists.knownScopes.has(scope)) return null;
    const rest = candidate.slice(slash + 1);
    for (const target of lists.targets) {
      if (!target.startsWith('@') || !target.endsWith(`/${rest}`)) continue;
      const targetScope = target.slice(1, target.indexOf('/'));
      if (scope.length >= 4 && isNear(scope, targetScope, 1)) return target;
    }
    return lookalikeScope(scope, lists);
  }
  if (ecosystem === 'npm') {
    const plugin = eslintLookalike(candidate, lists);
    if (plugin !== null) return plugin;
  }
  if (candidate.length < 4 || candidate.length > (NAMESPACED.has(ecosystem) ? 120 : 40)) return null;

  const sameSkeleton = lists.bySkeleton.get(skeleton(candidate));
  if (sameSkeleton !== undefined && sameSkeleton !== candidate) return sameSkeleton;

  const maxDistance = candidate.length <= 8 ? 1 : 2;
  for (let length = candidate.length - maxDistance; length <= candidate.length + maxDistance; length += 1) {
    for (const target of lists.byLength.get(length) ?? []) {
      if (target.length < 5 && maxDistance === 1 && candidate.length < 5) continue;
      if (isNear(candidate, target, maxDistance) && !anotherShortWord(candidate, target)) return target;
    }
  }
  return null;
}

/** The words of a package name, between its separators. */
const WORD_SEPARATORS = /[-_.]/;

/**
 * Whether `candidate` is `target` with one short word replaced by another (`react-list` beside
 * `react-is`, `sax-stream` beside `tar-stream`, `bare-buffer` beside `safe-buffer`): both names
 * have the same words but one, and that one, five characters or fewer in both, takes two edits
 * (not a swap) to become the other. Two slips in one short word leave another word, not a
 * mistyped one; the two edits a long name is allowed are for slips spread over it
 * (`expresss-sesion`) or in a long word (`typescirpt-eslintt`). As the ESLint families' rests
 * are compared (pluginRestNear: `tsdoc` beside `jsdoc`).
 */
function anotherShortWord(candidate: string, target: string): boolean {
  const a = candidate.split(WORD_SEPARATORS);
  const b = target.split(WORD_SEPARATORS);
  if (a.length < 2 || a.length !== b.length) return false;
  let differing = -1;
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] === b[i]) continue;
    if (differing !== -1) return false;
    differing = i;
  }
  if (differing === -1) return false;
  const x = a[differing] ?? '';
  const y = b[differing] ?? '';
  return x.length <= 5 && y.length <= 5 && !isTransposition(x, y) && distance(x, y) >= 2;
}
