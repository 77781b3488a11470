import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedFileFacts } from '../types.js';
import { lineOf } from '../util.js';
import { spelledLikeAccount } from '../lookalike-host.js';

/**
 * The 1-based line of each module's first `replace` directive (`module [version] => target`, on a
 * `replace` line or in a `replace (…)` block), read in one pass: a go.mod of 8,000 replaces was
 * scanned from its start once per replace (15 s).
 */
function replaceLines(content: string | null): Map<string, number> {
  const lines = new Map<string, number>();
  if (content === null) return lines;
  let number = 0;
  for (const text of content.split('\n')) {
    number += 1;
    const arrow = text.indexOf('=>');
    if (arrow < 0) continue;
    const words = text.slice(0, arrow).trim().split(/\s+/);
    let at = 0;
    while (at < words.length - 1 && (words[at] === 'replace' || words[at] === '(')) at += 1;
    const module = words[at]?.replace(/^["`]|["`]$/g, '');
    if (module !== undefined && module !== '' && !lines.has(module)) lines.set(module, number);
  }
  return lines;
}

/**
 * Whether a local replace target, read from the directory of the go.mod at `path`, stays inside
 * the repository (`../` from `docs/go.mod`, `./internal/tool`): a module of the same repository,
 * whose code the PR's own diff shows. An absolute path or one that climbs above the root does not.
 */
export function localTargetInRepository(path: string, target: string): boolean {
  const where = target.trim();
  if (where === '' || where.startsWith('/') || where.includes('\\')) return false;
  const stack = path.split('/').slice(0, -1).filter((s) => s !== '' && s !== '.');
  for (const segment of where.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (stack.length === 0) return false;
      stack.pop();
    } else stack.push(segment);
  }
  return true;
}

/**
 * The replaced module's owner when the target is the same repository under an account spelled
 * like it (`github.com/gorilla/mux => github.com/gorrilla/mux`, `gin-gonic/gin => gin-gonlc/gin`):
 * a fork whose account name only a look-alike needs. Same host, same repository name, another
 * owner within one edit (two for names of eight characters or more) or reading the same once
 * confusable characters are folded. Case alone (`Sirupsen` to `sirupsen`) is the same account;
 * null otherwise.
 */
export function lookAlikeOwner(module: string, target: string): string | null {
  const [host, owner, repo] = module.split('/');
  const [toHost, toOwner, toRepo] = (target.split(' ')[0] ?? '').split('/');
  if (host === undefined || owner === undefined || repo === undefined || toHost === undefined || toOwner === undefined || toRepo === undefined) return null;
  if (host.toLowerCase() !== toHost.toLowerCase() || repo.toLowerCase() !== toRepo.toLowerCase()) return null;
  return spelledLikeAccount(owner, toOwner) ? owner : null;
}

/** `go-replace`: a `replace` directive the base did not have (or that points elsewhere now). */
export function goReplaceFindings({ path, base, head, headContent }: ChangedFileFacts): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  let lines: Map<string, number> | null = null;
  for (const [module, target] of Object.entries(head.replaces ?? {})) {
    if (base?.replaces?.[module] === target) continue;
    const local = /^(?:\.{1,2}\/|\/|\.{1,2}$)/.test(target);
    // A module of the same repository (a docs or examples module built against the code beside it): low.
    const inRepository = local && localTargetInRepository(path, target);
    const lookAlike = local ? null : lookAlikeOwner(module, target);
    findings.push(
      makeFinding({
        id: 'go-replace',
        severity: lookAlike !== null ? 'high' : inRepository ? 'low' : 'medium',
        title: `replace points ${module} at ${target}`,
        detail: local
          ? `${path} builds ${module} from the local directory ${target} instead of the published module: review the code there as part of this PR.`
          : lookAlike !== null
            ? `${path} swaps ${module} for ${target}, the same repository under an account spelled like ${lookAlike}: every build gets that account's code under the original import path, and a look-alike account has no other reason to exist. Replace it with the upstream module or a fork under your own organization.`
            : `${path} swaps ${module} for ${target}: every build gets that module's code under the original import path. Check that ${target.split(' ')[0]} is trusted and why the fork is needed.`,
        path,
        line: (lines ??= replaceLines(headContent)).get(module) ?? lineOf(headContent, 'replace'),
        package: module,
        subject: module,
      }),
    );
  }
  return findings;
}
