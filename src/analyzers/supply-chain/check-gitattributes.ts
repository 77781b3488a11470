import { changedLines } from '../../ecosystems/code/changed-lines.js';
import type { KeyedFinding } from '../../ecosystems/finding.js';
import { makeFinding } from '../../ecosystems/finding.js';
import { baseNameOf, dirNameOf } from '../../ecosystems/util.js';
import type { PrSnapshot, SnapshotFile } from '../../snapshot/pr-snapshot.js';
import { classifyPath, gitattributeOf } from '../classify-path.js';

/**
 * `gitattributes-hides-change`: a PR that adds a `.gitattributes` line collapsing or blanking the
 * diff of files it changes itself: `linguist-generated` (GitHub folds the file's diff and leaves it
 * out of the PR's language stats), `linguist-vendored`, `linguist-documentation`, `-diff` or
 * `binary` (no diff shown at all). svc classifies with the base branch's .gitattributes, so its own
 * view is unchanged; the finding is for the reviewer, whose diff view is not.
 */

/** Attributes that hide a file's diff from review, and how GitHub shows the file then. */
const HIDING: readonly { readonly attribute: string; readonly effect: string; readonly set: boolean }[] = [
  { attribute: 'linguist-generated', effect: 'folds its diff as generated', set: true },
  { attribute: 'linguist-vendored', effect: 'treats it as vendored code', set: true },
  { attribute: 'linguist-documentation', effect: 'treats it as documentation', set: true },
  { attribute: 'diff', effect: 'shows no diff for it', set: false },
  { attribute: 'binary', effect: 'shows it as a binary file', set: true },
];

/** Categories of files whose diff a reviewer has to read. */
const READ = new Set(['source', 'config', 'ci', 'dependency', 'other']);

/** Added lines read per .gitattributes file: a real change adds a handful. */
const MAX_LINES = 200;

/**
 * The matching of added lines against changed paths one PR may cost, counted for each line,
 * attribute and changed file as the line's length times the path's (a glob's match is at worst
 * their product): a second or two. Every .gitattributes of a PR is matched against the files
 * under it, so 20 nested ones of 200 lines over 600 files took 7 s, and 1,000 over 2,000 files
 * would take minutes. Past the budget the lines left are not matched, and one finding says so:
 * unchecked is not the same as harmless.
 */
export const MAX_GITATTRIBUTES_WORK = 500_000_000;

export function checkGitattributes(snapshot: PrSnapshot): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  let work = 0;
  /** The changed files a reviewer has to read, classified once for every .gitattributes of the PR. */
  let readable: SnapshotFile[] | undefined;
  const unchecked: { path: string; lines: number }[] = [];
  for (const file of snapshot.files) {
    if (baseNameOf(file.path) !== '.gitattributes' || file.patch === null || file.status === 'removed') continue;
    const lines = changedLines(file.patch, 2000);
    const removed = new Set(lines.filter((l) => l.sign === '-').map((l) => l.text.trim()));
    const added = lines.filter((l) => l.sign === '+' && !removed.has(l.text.trim()) && !l.text.trim().startsWith('#')).slice(0, MAX_LINES);
    if (added.length === 0) continue;
    const dir = dirNameOf(file.path);
    const prefix = dir === '' ? '' : `${dir}/`;
    // Files the PR changes that existed before and that a reviewer has to read, once. Files the
    // PR adds and marks in the same go are how generated code is introduced; an existing file
    // hidden while it changes is the shape of a change slipped past review.
    readable ??= snapshot.files.filter((changed) => (changed.status === 'modified' || changed.status === 'renamed') && READ.has(classifyPath(changed.path)));
    const candidates = readable.filter((changed) => changed !== file && changed.path.startsWith(prefix));
    if (candidates.length === 0) continue;
    const pathLengths = candidates.reduce((sum, changed) => sum + changed.path.length - prefix.length + 1, 0);
    for (const [index, line] of added.entries()) {
      work += HIDING.length * (line.text.length + 1) * pathLengths;
      if (work > MAX_GITATTRIBUTES_WORK) {
        unchecked.push({ path: file.path, lines: added.length - index });
        break;
      }
      for (const hiding of HIDING) {
        const says = gitattributeOf(line.text, hiding.attribute);
        const hidden = candidates.filter((changed) => says(changed.path.slice(prefix.length)) === hiding.set);
        if (hidden.length === 0) continue;
        const names = hidden.map((f) => f.path);
        findings.push(
          makeFinding({
            id: 'gitattributes-hides-change',
            severity: 'medium',
            title: `.gitattributes hides this PR's own change to ${names[0]}${names.length > 1 ? ` and ${names.length - 1} more` : ''}`,
            detail: `${file.path} line ${line.line} (\`${line.text.trim().slice(0, 120)}\`) makes GitHub's diff view ${hiding.effect} for ${names.slice(0, 5).join(', ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}, which this same PR changes: a reviewer sees less of the change than there is. Review those files in full (svc reads them with the base branch's attributes), and mark files as generated or binary in a PR of its own.`,
            path: file.path,
            line: line.line,
            subject: `${hiding.attribute}:${line.text.trim()}`,
          }),
        );
      }
    }
  }
  const first = unchecked[0];
  if (first !== undefined) {
    const lines = unchecked.reduce((sum, u) => sum + u.lines, 0);
    findings.push(
      makeFinding({
        id: 'gitattributes-hides-change',
        severity: 'medium',
        title: `.gitattributes lines this PR adds could not all be checked against its own changes`,
        detail: `${lines} added line(s) of ${unchecked.length} .gitattributes file(s) (${unchecked.slice(0, 5).map((u) => u.path).join(', ')}${unchecked.length > 5 ? ', …' : ''}) were not matched against the files this PR changes: there are too many, or too long, to check them all. Any of them may fold or blank the diff of a file this PR changes; review the .gitattributes changes and those files in full.`,
        path: first.path,
        subject: 'unchecked',
      }),
    );
  }
  return findings;
}
