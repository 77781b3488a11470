import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { spelledLikeAccount } from '../lookalike-host.js';
import { isLoopbackHost } from '../npm/registry-hosts.js';
import { asString, gitRepositoryOf, hostOf, isRecord, lineOf } from '../util.js';

/** Packagist's own hosts: a `composer` repository there adds nothing. */
const PACKAGIST_HOSTS = new Set(['packagist.org', 'repo.packagist.org', 'www.packagist.org']);
/** Repository types that are the project's own files: a folder, a folder of archives. */
const LOCAL_TYPES = new Set(['path', 'artifact']);
/** At most this many repositories are read. */
const MAX_REPOSITORIES = 100;

interface Repository {
  readonly type: string;
  readonly url: string;
  /** The package an inline `package` repository defines, and where its dist comes from. */
  readonly packageName: string | null;
}

/** The repositories of composer.json: a list, or an object keyed by name (`"packagist.org": false` turns Packagist off). */
function repositoriesOf(value: unknown): { repositories: Repository[]; packagistOff: boolean } {
  const repositories: Repository[] = [];
  let packagistOff = false;
  const entries = Array.isArray(value) ? value.map((v) => ['', v] as const) : isRecord(value) ? Object.entries(value) : [];
  for (const [key, entry] of entries.slice(0, MAX_REPOSITORIES)) {
    if (entry === false && (key === 'packagist.org' || key === 'packagist')) packagistOff = true;
    if (isRecord(entry) && entry['packagist.org'] === false) packagistOff = true;
    if (!isRecord(entry)) continue;
    const type = (asString(entry.type) ?? '').toLowerCase();
    if (type === '' || LOCAL_TYPES.has(type)) continue;
    if (type === 'package') {
      const pkg = isRecord(entry.package) ? entry.package : Array.isArray(entry.package) && isRecord(entry.package[0]) ? entry.package[0] : null;
      const dist = pkg !== null && isRecord(pkg.dist) ? pkg.dist : null;
      const source = pkg !== null && isRecord(pkg.source) ? pkg.source : null;
      const url = asString(dist?.url) ?? asString(source?.url) ?? '';
      // A dist of type `path` at a folder (no scheme: `src/Local`) is the project's own files, as a
      // `path` repository is: a monorepo's package defined inline (flysystem's "Promote local adapter
      // to package", whose `league/flysystem-local` is its own `src/Local`, was medium).
      if (dist !== null && (asString(dist.type) ?? '').toLowerCase() === 'path' && url === asString(dist.url) && !/^[a-z][\w+.-]{0,30}:\/\//i.test(url)) continue;
      if (url !== '') repositories.push({ type, url, packageName: pkg === null ? null : asString(pkg.name) });
      continue;
    }
    const url = asString(entry.url) ?? '';
    if (url !== '') repositories.push({ type, url, packageName: null });
  }
  return { repositories, packagistOff };
}

/**
 * Where an inline `package` repository's dist comes from, its version aside: the scheme, the host and
 * at most the first two folders of its path (the file itself left out). On a code host the account
 * and repository (`https://github.com/github/cmark-gfm` for `…/archive/0.29.0.gfm.9.zip`); on a host of
 * its own, the host and its folders. A bump of the archive to another release of the same origin (a
 * CommonMark parser's "Bump gfm spec to 0.29.0.gfm.9", medium in a replay) is the repository the base
 * had: whoever served the old release serves the new one. Another account, host or scheme is another origin.
 */
function originOf(url: string): string {
  const match = /^([a-z][\w+.-]{0,30}:\/\/)([^/?#]{1,300})((?:\/[^/?#]{0,300}){0,50})/i.exec(url);
  if (match === null) return url;
  const folders = match[3]!.split('/').slice(1, -1).filter((segment) => segment !== '');
  return `${match[1]!.toLowerCase()}${match[2]!.toLowerCase()}/${folders.slice(0, 2).join('/')}`;
}

/**
 * The required package (`vendor/name`) that a git repository of the same name under an account
 * spelled like its vendor would serve: `github.com/laravell/framework` for `laravel/framework`
 * (lookalike-host.ts, spelledLikeAccount). Packagist's vendor is most often the GitHub account.
 */
function lookAlikeOf(url: string, requiredNames: readonly string[]): string | null {
  // `host/owner/name` (gitRepositoryOf: lower case, scheme, user and `.git` dropped).
  const [, owner, name, ...more] = (gitRepositoryOf(url) ?? '').split('/');
  if (owner === undefined || name === undefined || more.length > 0) return null;
  for (const required of requiredNames) {
    const [vendor, pkg] = required.split('/');
    if (vendor !== undefined && pkg !== undefined && pkg.toLowerCase() === name && spelledLikeAccount(vendor, owner)) return required;
  }
  return null;
}

/**
 * `composer-repository-override`: a repository composer.json declares on a host other than
 * Packagist's. Composer asks the repositories in order and Packagist last, and takes a package
 * from the first that has it: a `vcs`/`git`/`github` repository serves whatever package its own
 * composer.json names (a fork of guzzlehttp/guzzle serves guzzlehttp/guzzle), a `composer`
 * repository serves any name, an inline `package` downloads its dist from where it says. Medium;
 * high over plain `http://` (anyone on the path serves other code) or when the file turns Packagist
 * off (every package then comes from these), or for a git repository named as a required package
 * under an account spelled like its vendor (a look-alike fork). Keyed by type and URL (an inline
 * package by its name and origin, originOf), so a repository the base had is not reported again; a folder (`path`, `artifact`, or an inline package whose dist is of type
 * `path` at a folder) and a host on the machine are not reported.
 */
export function composerRepositoryFindings(doc: Record<string, unknown>, content: string, path: string): KeyedFinding[] {
  const { repositories, packagistOff } = repositoriesOf(doc.repositories);
  const required = [doc.require, doc['require-dev']].flatMap((section) => (isRecord(section) ? Object.keys(section).slice(0, 500) : []));
  const findings: KeyedFinding[] = [];
  for (const repo of repositories) {
    const host = hostOf(repo.url) ?? hostOf(`https://${repo.url.replace(/^[\w.-]{1,100}@/, '').replace(':', '/')}`);
    if (host === null || isLoopbackHost(host) || (repo.type === 'composer' && PACKAGIST_HOSTS.has(host))) continue;
    const insecure = /^http:\/\//i.test(repo.url);
    const lookAlike = repo.type === 'composer' || repo.type === 'package' ? null : lookAlikeOf(repo.url, required);
    const serves =
      repo.type === 'composer'
        ? 'any package it lists, before Packagist is asked'
        : repo.type === 'package'
          ? `${repo.packageName ?? 'the package it defines'}, downloaded from that URL with no registry in between`
          : 'the package its own composer.json names, in place of the one on Packagist (a fork serves the original name)';
    findings.push(
      makeFinding({
        id: 'composer-repository-override',
        severity: insecure || packagistOff || lookAlike !== null ? 'high' : 'medium',
        title: `${path} takes packages from ${host}`,
        detail:
          `${path} adds a ${repo.type} repository at ${repo.url}, which serves ${serves}: whoever controls ${host} decides what Composer installs, and Composer runs the packages' plugins and scripts` +
          (insecure ? '; over plain http anyone on the network path can serve other code' : '') +
          (packagistOff ? '; the file also turns Packagist off, so every package comes from its repositories' : '') +
          (lookAlike !== null ? `; it is ${lookAlike}'s repository name under an account spelled like ${lookAlike.split('/')[0] ?? ''}, which only a look-alike fork needs` : '') +
          '. Check that it is your organization\'s repository, over https; prefer a Packagist release, or a private Packagist that mirrors it.',
        path,
        line: lineOf(content, repo.url),
        package: repo.packageName ?? lookAlike,
        // An inline package by its name and origin (originOf): a new release of it from the same place is not reported again.
        subject: repo.type === 'package' ? `package ${repo.packageName ?? ''} ${originOf(repo.url)}` : `${repo.type} ${repo.url}`,
      }),
    );
  }
  return findings;
}
