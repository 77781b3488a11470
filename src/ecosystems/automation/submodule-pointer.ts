import type { Severity } from '../../signal/schema.js';
import type { PrSnapshot } from '../../snapshot/pr-snapshot.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { origin, submodules } from './git-hooks.js';

/**
 * git-submodule-pointer-moved: the PR moves a submodule to another commit (a gitlink, listed by
 * GitHub as a changed file whose patch is `-Subproject commit <old>` / `+Subproject commit <new>`).
 * The diff shows two hashes, not the code between them. Graded by what else is known about the
 * submodule: its URL moving in the same PR (high), its `.gitmodules` entry changing otherwise
 * (medium), a host other than the repository's forge (medium), another owner (low), the
 * repository's own organization or a relative URL (info: an ordinary bump). `.gitmodules` comes
 * from the PR when it changes it, else from the base commit (read only when a gitlink changes).
 */

const GITLINK = /^([+-])Subproject commit ([0-9a-f]{40})(?:-dirty)?$/;

/** The old and new commit of a gitlink patch, or null when the patch is not a gitlink's. */
export function gitlinkChange(patch: string | null): { from: string | null; to: string | null } | null {
  if (patch === null) return null;
  let from: string | null = null;
  let to: string | null = null;
  for (const line of patch.split('\n')) {
    if (!line.startsWith('+') && !line.startsWith('-')) continue;
    const match = GITLINK.exec(line.trim());
    if (match === null) return null;
    if (match[1] === '-') from = match[2]!;
    else to = match[2]!;
  }
  return from === null && to === null ? null : { from, to };
}

type Entries = ReturnType<typeof submodules>;

function entryFor(entries: Entries | null, path: string): { name: string; url: string } | null {
  if (entries === null) return null;
  for (const [name, entry] of entries) if (entry.path === path && entry.url !== '') return { name, url: entry.url };
  return null;
}

export function submodulePointerFindings(snapshot: PrSnapshot): KeyedFinding[] {
  const moved = snapshot.files.flatMap((file) => {
    if (file.status === 'removed' || file.status === 'added') return [];
    const change = gitlinkChange(file.patch);
    return change !== null && change.from !== null && change.to !== null && change.from !== change.to ? [{ file, from: change.from, to: change.to }] : [];
  });
  if (moved.length === 0) return [];
  const changed = snapshot.contents.find((c) => c.path === '.gitmodules');
  const baseText = changed ? changed.base : (snapshot.baseFiles.find((f) => f.path === '.gitmodules')?.content ?? null);
  const headText = changed ? changed.head : baseText;
  const before = baseText === null ? null : submodules(baseText);
  const after = headText === null ? null : submodules(headText);
  const own = `github.com/${snapshot.owner}`.toLowerCase();
  const findings: KeyedFinding[] = [];
  for (const { file, from, to } of moved) {
    const old = entryFor(before, file.path);
    const now = entryFor(after, file.path) ?? old;
    let severity: Severity;
    let why: string;
    if (now === null) {
      severity = 'low';
      why = 'where it comes from could not be read (.gitmodules has no entry for it, or could not be read)';
    } else if (old !== null && origin(old.url) !== origin(now.url)) {
      severity = 'high';
      why = `the same PR moves its URL from ${old.url} to ${now.url}: the new commit comes from a repository the project did not use before, and neither the repository nor the code is in the diff`;
    } else if (old !== null && old.url !== now.url) {
      severity = 'medium';
      why = `the same PR also changes its URL (${old.url} → ${now.url})`;
    } else if (!origin(now.url).startsWith('github.com/') && !origin(now.url).startsWith('relative')) {
      severity = 'medium';
      why = `it comes from ${now.url}, outside GitHub, where nothing ties the commit to a reviewed release`;
    } else if (origin(now.url) === own || origin(now.url).startsWith('relative')) {
      severity = 'info';
      why = `it comes from this repository's own organization (${now.url})`;
    } else {
      severity = 'low';
      why = `it comes from another owner (${now.url})`;
    }
    findings.push(
      makeFinding({
        id: 'git-submodule-pointer-moved',
        severity,
        title: `Submodule ${file.path} moves to ${to.slice(0, 12)}`,
        detail:
          `The PR moves submodule ${file.path} from commit ${from.slice(0, 12)} to ${to.slice(0, 12)}; ${why}. The diff shows only the two hashes: the code between them is reviewed nowhere in this PR, and on GitHub a commit that only exists in a fork of the submodule's repository resolves through the original's URL too. ` +
          'Fix: compare the two commits in the submodule\'s repository (and check the new one is on its default branch or a release tag) before merging.',
        path: file.path,
        line: 1,
        package: now?.name ?? file.path,
        subject: `${file.path}:${to}`,
      }),
    );
  }
  return findings;
}
