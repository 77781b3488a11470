import type { Contributor, EvidenceSection, FocusSection, SupplyChainSection, TriageSection } from '../signal/schema.js';
import type { PrSnapshot } from '../snapshot/pr-snapshot.js';
import type { PathCategory } from './classify-path.js';
import type { AnalyzerContext } from './context.js';
import { tooManyFiles } from './verdict-rules.js';
import { unreadCi } from './evidence.js';
import { DELETED_LINE_WEIGHT, reviewableLines } from './reviewable-lines.js';
import { sensitiveChanges } from './sensitive-changes.js';
import { codeLinesChanged, isInertChange, untestedCode } from './untested-code.js';
import { movedDependency } from './moved-dependencies.js';
import { listNames } from './list-names.js';

/**
 * Triage: how long the review takes, how stale the branch is, and what to do next.
 * docs/signal.md ("triage") gives every formula and threshold.
 */

const DAY_MS = 86_400_000;

/** Categories a reviewer does not read line by line. */
const NOT_REVIEWABLE: ReadonlySet<PathCategory> = new Set(['generated', 'vendored', 'lockfile']);
/** Documentation lines count for this share of a code line. */
export const DOCS_LINE_WEIGHT = 0.25;
/** Data a test reads, by extension: weighed like documentation. */
const TEST_DATA = /\.(?:json|jsonl|ya?ml|txt|csv|tsv|xml|html?|snap|golden|expected|out|ndjson)$/i;

/**
 * A documentation generator's signature in a page's changed lines: jazzy's, Doxygen's, javadoc's,
 * TypeDoc's or DocFX's footer or generator tag, which carries the tool's version or the date and so
 * changes whenever the pages are regenerated (an Alamofire release regenerates 300 jazzy pages).
 */
const DOCS_GENERATOR = /generated\s{1,3}(?:by|on|with)\b[^\n]{1,200}?\b(?:jazzy|doxygen|javadoc|typedoc|docfx|dokka|pdoc|rustdoc)\b|<meta\s{1,3}name="generator"\s{1,3}content="(?:jazzy|doxygen|javadoc|typedoc|docfx|dokka|pdoc|rustdoc)/i;
/** Longest patch searched for a generator's signature. */
const MAX_GENERATOR_PATCH = 200_000;

/** True when a documentation file's changed lines carry a documentation generator's signature (DOCS_GENERATOR). */
function generatedDocs(patch: string | null): boolean {
  if (patch === null || patch.length > MAX_GENERATOR_PATCH) return false;
  for (const line of patch.split('\n')) {
    if ((line.startsWith('+') || line.startsWith('-')) && DOCS_GENERATOR.test(line.slice(0, 2000))) return true;
  }
  return false;
}

/** Review speed: minutes = BASE + lines / LINES_PER_MINUTE + files x MINUTES_PER_FILE + skimming. */
export const EFFORT_BASE_MINUTES = 5;
export const LINES_PER_MINUTE = 5;
export const MINUTES_PER_FILE = 1.5;
/** Generated, vendored and lockfiles are skimmed: this much per file and per line, at most SKIM_MAX_MINUTES. */
export const SKIM_MINUTES_PER_FILE = 0.5;
export const SKIM_LINES_PER_MINUTE = 500;
export const SKIM_MAX_MINUTES = 15;
/** Upper bounds (minutes) of effort levels 1..4; above the last is level 5. */
export const EFFORT_LEVEL_BOUNDS = [15, 30, 60, 120] as const;

export interface ReviewableChange {
  /** Reviewable files, extrapolated to the files GitHub did not list. */
  readonly files: number;
  /** Reviewable lines (added lines, deletions and docs weighted), extrapolated likewise. */
  readonly lines: number;
  /** Generated, vendored and lockfiles (skimmed, not read), extrapolated likewise. */
  readonly skimmedFiles: number;
  /** Their added and deleted lines. */
  readonly skimmedLines: number;
  /** True when GitHub listed fewer files than the PR changes. */
  readonly extrapolated: boolean;
}

/**
 * Reviewable change: listed files except generated, vendored and lockfiles, and documentation
 * removed whole (those are skimmed);
 * their added lines, deleted lines at DELETED_LINE_WEIGHT (REMOVED_FILE_LINE_WEIGHT for a file
 * removed whole), documentation and comment-only edits of code (commentOnly) at DOCS_LINE_WEIGHT of that. When GitHub listed fewer files than
 * the PR has, the unlisted files and lines (PR totals minus the listed ones) are assumed reviewable
 * in the same proportion as the listed ones.
 */
export function measureReviewable(snapshot: PrSnapshot, ctx: AnalyzerContext, leaveOut: ReadonlySet<string> = new Set()): ReviewableChange {
  const { classifier } = ctx;
  let files = 0;
  let lines = 0;
  let skimmedFiles = 0;
  let skimmedLines = 0;
  let listedAdditions = 0;
  let listedDeletions = 0;
  for (const file of snapshot.files) {
    listedAdditions += file.additions;
    listedDeletions += file.deletions;
    // Files the caller leaves out (a formatter run's re-laid-out files, for the review action) count nowhere.
    if (leaveOut.has(file.path)) continue;
    const category = classifier.classify(file.path);
    // A documentation file removed whole (release-note fragments a release consumes, such as
    // Changesets' .changeset/*.md) is skimmed, not read: nothing links to it or runs it.
    if (NOT_REVIEWABLE.has(category) || (category === 'docs' && (file.status === 'removed' || generatedDocs(file.patch)))) {
      skimmedFiles += 1;
      skimmedLines += file.additions + file.deletions;
      continue;
    }
    files += 1;
    // Documentation, and a test's data (fixtures, vectors, snapshots: JSON, YAML, text), are skimmed
    // more than read: a 9,800-line JSON of test vectors is not 9,800 lines of code to review.
    // So is a source or test file whose diff changes only comments and whitespace (a Javadoc or
    // docstring-comment sweep over 40 classes): it is read as prose, and nothing runs differently.
    const skimmed = category === 'docs' || (category === 'test' && TEST_DATA.test(file.path)) || commentOnly(file, category);
    lines += skimmed ? reviewableLines(file) * DOCS_LINE_WEIGHT : reviewableLines(file);
  }
  const listed = snapshot.files.length;
  const unlistedFiles = Math.max(0, snapshot.changedFiles - listed);
  const unlistedAdditions = Math.max(0, snapshot.additions - listedAdditions);
  const unlistedDeletions = Math.max(0, snapshot.deletions - listedDeletions);
  const extrapolated = unlistedFiles > 0;
  if (extrapolated) {
    const unlistedLines = unlistedAdditions + unlistedDeletions;
    const unlistedWeighed = unlistedAdditions + unlistedDeletions * DELETED_LINE_WEIGHT;
    if (listed === 0) {
      files = unlistedFiles;
      lines = unlistedWeighed;
    } else {
      const reviewableShare = files / listed;
      files += unlistedFiles * reviewableShare;
      lines += unlistedWeighed * reviewableShare;
      skimmedFiles += unlistedFiles * (1 - reviewableShare);
      skimmedLines += unlistedLines * (1 - reviewableShare);
    }
  }
  return { files: Math.round(files), lines: Math.round(lines), skimmedFiles: Math.round(skimmedFiles), skimmedLines: Math.round(skimmedLines), extrapolated };
}

/**
 * A source or test file that stays, whose diff GitHub sent and changes only comments and whitespace
 * (codeLinesChanged 0; a directive comment such as `# type: ignore` or `//go:build` counts as code).
 */
function commentOnly(file: PrSnapshot['files'][number], category: PathCategory): boolean {
  return (category === 'source' || category === 'test') && file.status === 'modified' && file.patch !== null && file.additions + file.deletions > 0 && codeLinesChanged(file) === 0;
}

/** Minutes to review a change; 0 only for an empty one (a lockfile-only update still takes a few). */
export function effortMinutes(change: Pick<ReviewableChange, 'files' | 'lines' | 'skimmedFiles' | 'skimmedLines'>): number {
  if (change.files === 0 && change.lines === 0 && change.skimmedFiles === 0 && change.skimmedLines === 0) return 0;
  const skim = Math.min(SKIM_MAX_MINUTES, change.skimmedFiles * SKIM_MINUTES_PER_FILE + change.skimmedLines / SKIM_LINES_PER_MINUTE);
  return Math.ceil(EFFORT_BASE_MINUTES + change.lines / LINES_PER_MINUTE + change.files * MINUTES_PER_FILE + skim);
}

export function effortLevel(minutes: number): number {
  let level = 1;
  for (const bound of EFFORT_LEVEL_BOUNDS) {
    if (minutes <= bound) return level;
    level += 1;
  }
  return level;
}

function daysBetween(from: string, now: Date): number {
  const t = Date.parse(from);
  if (Number.isNaN(t)) return 0;
  return Math.max(0, Math.floor((now.getTime() - t) / DAY_MS));
}

/** true: conflicts; false: GitHub says it merges cleanly; null: GitHub has not computed it yet. */
export function hasConflicts(snapshot: PrSnapshot): boolean | null {
  if (snapshot.mergeableState === 'dirty' || snapshot.mergeable === false) return true;
  if (snapshot.mergeable === true) return false;
  return null;
}

/** Behind-by (commits) from which the branch is medium / high stale. */
export const BEHIND_MEDIUM = 20;
export const BEHIND_HIGH = 100;
/** Days without an update from which the branch is medium / high stale. */
export const IDLE_MEDIUM_DAYS = 14;
export const IDLE_HIGH_DAYS = 30;
/** Age (days since opened) from which the branch is at least medium stale. */
export const AGE_MEDIUM_DAYS = 30;

export function analyzeTriage(
  snapshot: PrSnapshot,
  ctx: AnalyzerContext,
  s: { focus: FocusSection; evidence: EvidenceSection; supplyChain: SupplyChainSection; contributors: Contributor[] },
): TriageSection {
  const reviewable = measureReviewable(snapshot, ctx);
  const minutes = effortMinutes(reviewable);
  const level = effortLevel(minutes);

  const ageDays = daysBetween(snapshot.createdAt, ctx.now);
  const idleDays = daysBetween(snapshot.updatedAt, ctx.now);
  const behindBy = snapshot.compare?.behindBy ?? null;
  const conflicts = hasConflicts(snapshot);
  let staleness: 'low' | 'medium' | 'high' = 'low';
  if (conflicts === true || (behindBy !== null && behindBy >= BEHIND_HIGH) || idleDays >= IDLE_HIGH_DAYS) staleness = 'high';
  else if ((behindBy !== null && behindBy >= BEHIND_MEDIUM) || idleDays >= IDLE_MEDIUM_DAYS || ageDays >= AGE_MEDIUM_DAYS || snapshot.mergeableState === 'behind') staleness = 'medium';

  return {
    effort: { level, minutes, reviewable_files: reviewable.files, reviewable_lines: reviewable.lines },
    staleness: { risk: staleness, age_days: ageDays, days_since_update: idleDays, behind_by: behindBy, has_conflicts: conflicts },
    recommendations: recommend(snapshot, ctx, s, { reviewable, minutes, level, behindBy, conflicts }),
  };
}

function plural(count: number, word: string, pluralWord = `${word}s`): string {
  return `${count} ${count === 1 ? word : pluralWord}`;
}

const SEVERE = new Set(['high', 'critical']);

function recommend(
  snapshot: PrSnapshot,
  ctx: AnalyzerContext,
  s: { focus: FocusSection; evidence: EvidenceSection; supplyChain: SupplyChainSection; contributors: Contributor[] },
  t: { reviewable: ReviewableChange; minutes: number; level: number; behindBy: number | null; conflicts: boolean | null },
): { id: string; text: string }[] {
  const recs: { id: string; text: string }[] = [];
  const rules = ctx.config.review;
  const { classifier } = ctx;

  if (snapshot.draft) recs.push({ id: 'draft', text: 'This pull request is a draft: review it in depth once the author marks it ready.' });

  const failed = s.evidence.checks.filter((c) => c.outcome === 'failed').map((c) => c.name);
  if (failed.length > 0) recs.push({ id: 'fix-failing-checks', text: `Fix the failing ${failed.length === 1 ? 'check' : 'checks'}: ${listNames(failed)}.` });

  if (t.conflicts === true) recs.push({ id: 'resolve-conflicts', text: `Resolve the merge conflicts with ${snapshot.baseBranch}.` });
  else if ((t.behindBy !== null && t.behindBy >= BEHIND_MEDIUM) || snapshot.mergeableState === 'behind') {
    const behind = t.behindBy !== null ? `: the branch is ${plural(t.behindBy, 'commit')} behind` : '';
    recs.push({ id: 'rebase', text: `Rebase on ${snapshot.baseBranch} (or merge it in) and let CI run again${behind}.` });
  }

  if (t.reviewable.lines > rules.needs_discussion_lines || tooManyFiles(t.reviewable.files, t.reviewable.lines, rules.needs_discussion_files) || t.level >= 5) {
    recs.push({
      id: 'split',
      text: `Split this pull request: ${t.reviewable.lines} reviewable lines in ${plural(t.reviewable.files, 'file')} take about ${t.minutes} minutes to review; smaller pull requests get better reviews.`,
    });
  }

  // Security review: the changes the sensitive-paths driver weighs, or severe findings.
  const severe = s.supplyChain.findings.filter((f) => SEVERE.has(f.severity));
  const { paths: sensitive, labels } = sensitiveChanges(snapshot, ctx, new Set());
  if (sensitive.length > 0 || severe.length > 0) {
    const parts: string[] = [];
    if (sensitive.length > 0) parts.push(`it touches ${listNames([...labels.keys()])} (${listNames(sensitive)})`);
    if (severe.length > 0) parts.push(`${plural(severe.length, 'high-severity finding')}: ${listNames(severe.map((f) => f.title))}`);
    recs.push({ id: 'security-review', text: `Ask for a security review: ${parts.join('; ')}.` });
  }

  const untested = untestedCode(snapshot, ctx, s.evidence);
  if (untested.length > 0) {
    recs.push({ id: 'add-tests', text: `Add or update tests: ${plural(untested.length, 'source file')} (${listNames(untested.map((f) => f.path))}) ${untested.length === 1 ? 'adds' : 'add'} code and no test changed.` });
  }
  if (s.evidence.tests.test_files_deleted > 0) {
    const deleted = snapshot.files.filter((f) => f.status === 'removed' && classifier.info(f.path).isTest).map((f) => f.path);
    recs.push({ id: 'explain-deleted-tests', text: `Explain or restore the ${plural(deleted.length, 'deleted test file')} (${listNames(deleted)}): coverage must not shrink silently.` });
  }

  const pending = s.evidence.checks.filter((c) => c.outcome === 'pending').map((c) => c.name);
  if (pending.length > 0) recs.push({ id: 'wait-for-ci', text: `Wait for CI: ${plural(pending.length, 'check')} still running (${listNames(pending)}).` });
  if (s.evidence.missing_required.length > 0) {
    recs.push({ id: 'run-required-checks', text: `Required ${s.evidence.missing_required.length === 1 ? 'check has' : 'checks have'} not reported on this commit: ${listNames(s.evidence.missing_required)}. Make sure ${s.evidence.missing_required.length === 1 ? 'it runs' : 'they run'} before merging.` });
  }
  const unread = unreadCi(snapshot);
  if (unread.length > 0) {
    recs.push({ id: 'check-ci', text: `${unread.length === 2 ? 'CI results' : unread[0] === 'check runs' ? 'Check runs' : 'Commit statuses'} could not be read: check the checks tab on GitHub before merging.` });
  } else if (s.evidence.summary.total === 0 && s.evidence.missing_required.length === 0) {
    recs.push({ id: 'add-ci', text: 'No CI reported on this commit: run the build and tests (or set up CI) before merging.' });
  }

  const moved = movedDependency(s.supplyChain, (path) => classifier.classify(path) === 'lockfile');
  const deps = s.supplyChain.new_dependencies.filter((d) => !moved(d));
  if (deps.length > 0) {
    const names = deps.map((d) => `${d.name}${d.version !== null ? `@${d.version}` : ''}`);
    const text =
      deps.length === 1
        ? `Review the new dependency ${names[0] ?? ''}: is it needed, maintained, and acceptably licensed?`
        : `Review the ${deps.length} new dependencies (${listNames(names)}): is each needed, maintained, and acceptably licensed?`;
    recs.push({ id: 'review-new-dependencies', text });
  }

  const lowTrust = s.contributors.find((c) => c.roles.includes('author') && c.trust_level === 'low');
  // Nothing to run in a docs or comment-only change: no reason to read it as a possible attack on the build.
  if (lowTrust !== undefined && !isInertChange(snapshot, ctx)) {
    recs.push({ id: 'verify-contributor', text: `The author ${lowTrust.login} is new here (${lowTrust.context.slice(0, 2).join(', ')}): read the whole diff, including CI and build files, before running it.` });
  }
  return recs;
}
