import type { ExtractedDependency } from '../../ecosystems/types.js';
import { changedLines } from '../../ecosystems/code/changed-lines.js';
import type { KeyedFinding } from '../../ecosystems/finding.js';
import type { SnapshotFile } from '../../snapshot/pr-snapshot.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { hostOf } from '../../ecosystems/util.js';
import { capFindings } from './cap-findings.js';
import type { LockfileChange } from './change-list.js';
import type { ParsedFile } from './parsed-file.js';
import { sideIndex } from './parsed-file.js';

function sameAlgorithm(a: string, b: string): boolean {
  const algorithm = (value: string): string => /^([a-z0-9]+)[-:=]/i.exec(value)?.[1]?.toLowerCase() ?? '';
  return algorithm(a) === algorithm(b);
}

/**
 * Whether the checksum of an unchanged version changed. One hash: any change. A list of artifact
 * checksums (Python lockfiles: a wheel per platform and Python, and the sdist): a checksum replaced,
 * one gone and another come; wheels only added or only dropped (a Python version supported or
 * dropped) are not a changed artifact.
 */
export function integrityChanged(before: string, after: string): boolean {
  if (before === after) return false;
  const a = before.split(' ');
  const b = after.split(' ');
  if (a.length === 1 && b.length === 1) return true;
  const old = new Set(a);
  const now = new Set(b);
  return a.some((hash) => !now.has(hash)) && b.some((hash) => !old.has(hash));
}

/** One copy of a package as the origin checks compare it: its version, source and checksum. */
function copyKey(dep: ExtractedDependency): string {
  return `${dep.version ?? ''}\u0000${dep.resolved ?? ''}\u0000${dep.integrity ?? ''}`;
}

/** `yarnPath: .yarn/releases/yarn-4.5.0.cjs` (Yarn 1: `yarn-path`) on a changed line. */
const YARN_PATH_LINE = /^\s*"?yarn(?:Path|-path)"?\s*:?\s/;
/** `"packageManager": "yarn@4.5.0…"` on a changed package.json line. */
const YARN_PACKAGE_MANAGER_LINE = /^\s*"packageManager"\s*:\s*"yarn@/;
const YARN_RELEASE_PATH = /(?:^|\/)\.yarn\/releases\/[^/]+\.c?js$/;

/**
 * The PR changes the Yarn version: a release added or removed under `.yarn/releases/`, `yarnPath`
 * moved in `.yarnrc.yml`, or `packageManager: yarn@…` changed in a package.json. Read from the
 * patches; linear.
 */
export function changesYarnVersion(files: readonly SnapshotFile[]): boolean {
  return files.some((f) => {
    if (YARN_RELEASE_PATH.test(f.path)) return f.status !== 'modified';
    const name = f.path.slice(f.path.lastIndexOf('/') + 1);
    if (f.patch == null || (name !== '.yarnrc.yml' && name !== '.yarnrc' && name !== 'package.json')) return false;
    const pattern = name === 'package.json' ? YARN_PACKAGE_MANAGER_LINE : YARN_PATH_LINE;
    const lines = changedLines(f.patch, 2_000).filter((l) => pattern.test(l.text));
    return lines.some((l) => l.sign === '+') && lines.some((l) => l.sign === '-');
  });
}

/** Where one lockfile's packages come from, and checksums that change under an unchanged version. */
function lockfileOrigins(lock: ParsedFile, yarnUpgraded: boolean): KeyedFinding[] {
  const { ecosystem, path } = lock;
  const baseIndex = sideIndex(lock, 'base');
  const headIndex = sideIndex(lock, 'head');
  if (headIndex === null) return [];
  const registryHosts = new Set(lock.match.manager.registryHosts ?? []);
  // Hosts the lockfile already used before the PR count as the project's registries (a private mirror).
  if (baseIndex) for (const entry of baseIndex.values()) for (const dep of entry.all) {
    const host = hostOf(dep.resolved);
    if (host) registryHosts.add(host);
  }
  const foreign = new Map<string, string[]>();
  const integrity: KeyedFinding[] = [];
  const unverified: KeyedFinding[] = [];
  const moved = new Map<string, { from: string; to: string; packages: string[] }>();
  const publicRegistry = new Set(lock.match.manager.registryHosts ?? []);
  /** Two hosts of the ecosystem's public registry are one source (registry.npmjs.org, registry.yarnpkg.com). */
  const sameSource = (a: string | null, b: string | null): boolean => a === b || (a !== null && b !== null && publicRegistry.has(a) && publicRegistry.has(b));
  const sameScheme = (lock.base?.checksumScheme ?? null) === (lock.head?.checksumScheme ?? null);
  for (const [key, entry] of headIndex) {
    const before = baseIndex?.get(key);
    // The base's first copy of each version, and every source and checksum its copies had, found
    // once (a find per copy was quadratic in a package's copies). A copy the base already had as it
    // is carried over, whichever copy of the version it is compared with: an npm v6 lockfile keeps
    // a package both at the top (with its checksum) and bundled inside another (fsevents' bundled
    // dependencies carry none), and a PR that changes nothing there changes neither.
    let beforeByVersion: Map<string | null, ExtractedDependency> | undefined;
    let beforeCopies: Set<string> | undefined;
    if (before !== undefined && before.all.length > 1) {
      beforeByVersion = new Map();
      beforeCopies = new Set();
      for (const d of before.all) {
        if (!beforeByVersion.has(d.version)) beforeByVersion.set(d.version, d);
        beforeCopies.add(copyKey(d));
      }
    }
    for (const dep of entry.all) {
      const old = before === undefined ? undefined : beforeByVersion === undefined ? (before.first.version === dep.version ? before.first : undefined) : beforeByVersion.get(dep.version);
      if (old !== undefined && old.resolved === dep.resolved && old.integrity === dep.integrity) continue;
      if (beforeCopies?.has(copyKey(dep)) === true) continue;
      const host = hostOf(dep.resolved);
      // A scoped public registry's own tarball of the package (JSR's npm.jsr.io for `@jsr/…`) is no foreign host.
      const isForeign = host !== null && dep.source !== 'git' && !registryHosts.has(host) && old?.resolved !== dep.resolved && registryHosts.size > 0 && lock.match.manager.scopedRegistry?.(dep.name, dep.resolved ?? '') !== true;
      if (isForeign) {
        const names = foreign.get(host) ?? [];
        names.push(dep.name);
        foreign.set(host, names);
      }
      // A copy bundled inside another package (npm's own `node_modules/npm/node_modules/brace-expansion`)
      // never has a checksum of its own: the bundling package's tarball, checked by its hash, carries it.
      if (old && old.integrity && !dep.integrity && dep.source === 'registry' && dep.bundled !== true) {
        unverified.push(
          makeFinding({
            id: 'lockfile-integrity-removed',
            severity: 'high',
            title: `${path} drops the checksum of ${dep.name}@${dep.version}`,
            detail: `${path} had an integrity hash for ${dep.name}@${dep.version} and no longer has one, for the same version: installs stop verifying what they download, so a swapped artifact would go unnoticed. Package managers write the hash for every registry package; regenerate the lockfile.`,
            path,
            package: dep.name,
            subject: `${dep.name}@${dep.version}`,
          }),
        );
      }
      const oldHost = hostOf(old?.resolved);
      // A version that came from a git repository and now comes from the ecosystem's public registry
      // (rails-controller-testing from github.com to rubygems.org once its fix was released) moves
      // to the immutable release the registry checks: what the finding would ask for.
      const toPublicRelease = old?.source === 'git' && host !== null && publicRegistry.has(host);
      if (old && !isForeign && oldHost !== null && host !== null && !sameSource(oldHost, host) && dep.source !== 'git' && !toPublicRelease) {
        const move = moved.get(`${oldHost}\u0000${host}`) ?? { from: oldHost, to: host, packages: [] };
        move.packages.push(`${dep.name}@${dep.version}`);
        moved.set(`${oldHost}\u0000${host}`, move);
      }
      // A local path's package (`file:toolkit/actions-io-0.0.0.tgz`) is a tarball or folder of the
      // repository, not a published version: its checksum follows its content, which the PR itself shows.
      if (old && sameScheme && dep.source !== 'path' && old.integrity && dep.integrity && integrityChanged(old.integrity, dep.integrity) && sameAlgorithm(old.integrity, dep.integrity)) {
        // The base's copy compared may be the unpatched entry of the same version (Yarn locks both).
        if (dep.builtinPatch === true && yarnUpgraded && before !== undefined && before.all.some((d) => d.version === dep.version && d.builtinPatch === true)) {
          // Yarn's own compatibility patch (resolve, typescript, fsevents) is rebuilt by the new Yarn.
          integrity.push(
            makeFinding({
              id: 'lockfile-integrity-changed',
              severity: 'low',
              title: `Checksum of Yarn's built-in patch of ${dep.name}@${dep.version} changed with the Yarn version`,
              detail: `${path} records a different checksum for the same version of ${dep.name} patched by Yarn's built-in compatibility patch, and this PR changes the Yarn version: the new Yarn ships a new patch, so the patched package changes with it. Check that the version change is the only reason.`,
              path,
              package: dep.name,
              subject: `${dep.name}@${dep.version}`,
            }),
          );
          continue;
        }
        // SwiftPM pins a version's tag with the commit it pointed at: another commit for the same version is the tag moved.
        const movedTag = ecosystem === 'swift';
        integrity.push(
          makeFinding({
            id: 'lockfile-integrity-changed',
            severity: 'high',
            title: movedTag ? `Revision of ${dep.name} ${dep.version} changed without a version change` : `Checksum of ${dep.name}@${dep.version} changed without a version change`,
            detail: movedTag
              ? `${path} pins ${dep.name} ${dep.version} to commit ${dep.integrity} instead of ${old.integrity}: the tag ${dep.version} now points at another commit (a tag moved or re-pushed, the repository taken over, or another repository under the same URL), and every resolve builds that commit. A released tag never moves: compare the two commits, and pin the one you reviewed.`
              : `${path} records a different integrity hash for the same version of ${dep.name}. A published version never changes: this means a different artifact (a republished or tampered package, or another source). Regenerate the lockfile from the registry and compare.`,
            path,
            package: dep.name,
            subject: `${dep.name}@${dep.version}`,
          }),
        );
      }
    }
  }
  const findings = [...capFindings(integrity), ...capFindings(unverified)];
  for (const { from, to, packages } of moved.values()) {
    findings.push(
      makeFinding({
        id: 'lockfile-source-changed',
        severity: 'medium',
        title: `${path} moves unchanged versions from ${from} to ${to}`,
        detail: `${packages.length} package(s) (${packages.slice(0, 5).join(', ')}${packages.length > 5 ? ', …' : ''}) keep their version but are now downloaded from ${to} instead of ${from}. The versions did not change, so nothing required the move: check that ${to} serves the same artifacts (compare their integrity hashes with the registry's).`,
        path,
        package: packages.length === 1 ? (packages[0]!.slice(0, packages[0]!.lastIndexOf('@')) || null) : null,
        subject: `${from}->${to}`,
      }),
    );
  }
  for (const [host, names] of foreign) {
    const unique = [...new Set(names)];
    findings.push(
      makeFinding({
        id: 'lockfile-foreign-host',
        severity: 'high',
        title: `${path} resolves packages from ${host}`,
        detail: `${unique.length} package(s) (${unique.slice(0, 5).join(', ')}${unique.length > 5 ? ', …' : ''}) are downloaded from ${host}, which is not the ${ecosystem} registry and was not used by this lockfile before. A lockfile pointing at another host installs whatever that host serves.`,
        path,
        package: unique[0] ?? null,
        subject: host,
      }),
    );
  }
  return findings;
}

/** `lockfile-foreign-host`, `lockfile-integrity-changed`, `lockfile-integrity-removed`, `lockfile-source-changed` for every changed lockfile. */
export function checkLockfileOrigins(lockfiles: readonly LockfileChange[], files: readonly SnapshotFile[] = []): KeyedFinding[] {
  const yarnUpgraded = lockfiles.length > 0 && changesYarnVersion(files);
  return lockfiles.flatMap(({ lock }) => lockfileOrigins(lock, yarnUpgraded));
}
