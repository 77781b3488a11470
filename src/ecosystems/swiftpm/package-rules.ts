import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { lookAlikePackageHost, spelledLikeAccount } from '../lookalike-host.js';
import type { ChangedFileFacts, ExtractedDependency } from '../types.js';
import { gitRepositoryOf, lineOf } from '../util.js';

/** At most this many findings of one rule in one file (capFindings caps them again). */
const MAX_FINDINGS = 100;

/** Where a package's URL points: host, owner and repository (gitRepositoryOf: lower case, scheme, user and `.git` dropped), or null for a path or a registry identity. */
function repositoryParts(url: string | null | undefined): { host: string; owner: string; repository: string } | null {
  if (url === null || url === undefined || !/^[a-z][\w+.-]{0,30}:\/\/|^[\w.-]{1,100}@[\w.-]{1,253}:/i.test(url.trim())) return null;
  const parts = (gitRepositoryOf(url) ?? '').split('/');
  if (parts.length < 3) return null;
  return { host: parts[0]!, owner: parts.slice(1, -1).join('/'), repository: parts[parts.length - 1]! };
}

/** The URL a declared or pinned package is fetched from: the manifest's `url:` (target) or the pin's location (resolved). */
function locationOf(dep: ExtractedDependency): string | null {
  if (dep.source === 'path') return null;
  return dep.target ?? dep.resolved ?? null;
}

function byName(deps: readonly ExtractedDependency[]): Map<string, ExtractedDependency> {
  const map = new Map<string, ExtractedDependency>();
  for (const dep of deps) if (!map.has(dep.name)) map.set(dep.name, dep);
  return map;
}

/**
 * `swift-package-moved`: a package the base already had, under the same identity, now fetched
 * from another host or another owner (`github.com/apple/swift-nio` to `github.com/apple-oss/swift-nio`).
 * SwiftPM names a package by its URL's last component, so the manifest and every `import` read
 * the same and the code is whoever's the new repository is. Medium; high when the new owner is
 * spelled like the old one (a look-alike account) or the new host like a code host. A URL respelled
 * (case, `.git`, a trailing `/`, `http` to `https` on the same repository) is the same repository.
 * In Package.resolved, a host move of a version the base pinned is left to the lockfile origin check
 * (`lockfile-source-changed`, `lockfile-foreign-host`), which reports it for every ecosystem.
 */
export function swiftPackageMoves({ path, base, head, headContent }: ChangedFileFacts): KeyedFinding[] {
  if (base === null) return [];
  const before = byName(base.deps);
  const findings: KeyedFinding[] = [];
  for (const dep of head.deps) {
    if (findings.length >= MAX_FINDINGS) break;
    const old = before.get(dep.name);
    if (old === undefined) continue;
    const from = repositoryParts(locationOf(old));
    const to = repositoryParts(locationOf(dep));
    if (from === null || to === null) continue;
    const hostMoved = from.host !== to.host;
    const ownerMoved = from.owner !== to.owner;
    if (!hostMoved && !ownerMoved) continue;
    // A pinned version moved to another host: the lockfile origin check's (see above).
    if (dep.depType === 'locked' && hostMoved && !ownerMoved && old.version === dep.version) continue;
    const lookAlikeOwner = ownerMoved && spelledLikeAccount(from.owner, to.owner);
    const lookAlikeHost = hostMoved ? lookAlikePackageHost(to.host) : null;
    const where = `${to.host}/${to.owner}/${to.repository}`;
    const was = `${from.host}/${from.owner}/${from.repository}`;
    findings.push(
      makeFinding({
        id: 'swift-package-moved',
        severity: lookAlikeOwner || lookAlikeHost !== null ? 'high' : 'medium',
        title: `${dep.name} moves from ${was} to ${where}`,
        detail:
          `${path} now fetches the package ${dep.name} from ${where} instead of ${was}: SwiftPM names a package by the last part of its URL, so the manifest's products and every import stay the same while the code is whatever ${hostMoved ? `${to.host}` : `the account ${to.owner}`} serves` +
          (lookAlikeOwner ? `, an account spelled like ${from.owner}, which only a look-alike needs` : '') +
          (lookAlikeHost !== null ? `, a host spelled like ${lookAlikeHost} without being it` : '') +
          '. Check that the project moved there (a transfer, a new organization) and that the new repository is its own; pin the commit you reviewed.',
        path,
        line: lineOf(headContent, locationOf(dep) ?? dep.name),
        package: dep.name,
        subject: `${dep.name} ${where}`,
      }),
    );
  }
  return findings;
}

/**
 * `insecure-url-scheme`: a package URL over plain `http://` or `git://`, new in the PR (a package
 * added, or moved to such a URL). Neither has encryption or integrity: anyone on the network path
 * can hand over other code when SwiftPM resolves a version (a commit pinned in Package.resolved is
 * checked by git, a tag to resolve is not). As for submodules and pre-commit repositories: medium.
 */
export function swiftInsecureUrls({ path, base, head, headContent }: ChangedFileFacts): KeyedFinding[] {
  const before = new Set((base?.deps ?? []).map((d) => `${d.name}\u0000${locationOf(d) ?? ''}`));
  const findings: KeyedFinding[] = [];
  for (const dep of head.deps) {
    if (findings.length >= MAX_FINDINGS) break;
    const url = locationOf(dep);
    if (url === null || !/^(?:http|git):\/\//i.test(url.trim()) || before.has(`${dep.name}\u0000${url}`)) continue;
    const scheme = url.trim().slice(0, url.trim().indexOf(':')).toLowerCase();
    findings.push(
      makeFinding({
        id: 'insecure-url-scheme',
        severity: 'medium',
        title: `${dep.name} is fetched over ${scheme}://`,
        detail: `${path} fetches the package ${dep.name} from ${url}: ${scheme}:// has neither encryption nor integrity, so anyone on the network path can serve other code when SwiftPM resolves it. Use https:// (or ssh://).`,
        path,
        line: lineOf(headContent, url),
        package: dep.name,
        subject: `${dep.name} ${url}`,
      }),
    );
  }
  return findings;
}
