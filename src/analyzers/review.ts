import type {
  Contributor,
  EvidenceSection,
  FocusSection,
  ReviewAction,
  ReviewComment,
  ReviewSection,
  RiskSection,
  SupplyChainSection,
  TriageSection,
  TrustLevel,
} from '../signal/schema.js';
import { SEVERITY_RANK, advisorySeverity, bySeverityDescending } from '../signal/severity.js';
import { HUNK_HEADER } from '../snapshot/head-line-ranges.js';
import type { PrSnapshot, SnapshotFile } from '../snapshot/pr-snapshot.js';
import { MANIFEST_LABEL, type PathClassifier } from './classify-path.js';
import { otherCommitsOnAutomationPr } from './automation-commits.js';
import type { AnalyzerContext } from './context.js';
import { unreadCi } from './evidence.js';
import { untestedCode } from './untested-code.js';
import { LEVEL_RANK, TRUST_RANK, decideAction, tooManyFiles, worstSeverity } from './verdict-rules.js';
import { relaidOutFiles } from './formatter-run.js';
import { measureReviewable } from './triage.js';
import { movedDependency } from './moved-dependencies.js';
import { listNames } from './list-names.js';

/**
 * The suggested review: an action, the rationale behind it, and draft comments anchored to the
 * diff. The action follows the verdict table (verdict-rules.ts, docs/signal.md "Verdict rules"):
 * the first rule whose condition holds decides, so a critical or high finding always means
 * request_changes and a medium one at most comment or needs_discussion unless the rest of the
 * evidence adds up. decide() gathers the facts the table reads.
 */

export const MAX_COMMENTS = 10;
/** Effort levels up to this count as "small" for approve. */
export const APPROVE_MAX_EFFORT = 3;


export interface AddedLine {
  /** Line number in the new file. */
  readonly line: number;
  /** The added text, without the leading "+". */
  readonly text: string;
}

/** The added lines of a unified diff (GitHub's `patch`), numbered in the new file from the `@@ -a,b +c,d @@` headers. */
export function addedLines(patch: string): AddedLine[] {
  const result: AddedLine[] = [];
  let next = 0;
  let inHunk = false;
  for (const raw of patch.split('\n')) {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    const header = HUNK_HEADER.exec(text);
    if (header !== null) {
      next = Number(header[1]);
      inHunk = true;
      continue;
    }
    if (!inHunk) continue;
    const marker = text.charAt(0);
    if (marker === '+') {
      result.push({ line: next, text: text.slice(1) });
      next += 1;
    } else if (marker === ' ') {
      next += 1;
    }
    // "-" (removed) and "\" (no newline at end of file) do not advance the new file.
  }
  return result;
}

/** The new-file line of the first added line that satisfies `test`, or null. */
export function findAddedLine(patch: string | null, test: (text: string) => boolean): number | null {
  if (patch === null) return null;
  for (const added of addedLines(patch)) {
    if (test(added.text)) return added.line;
  }
  return null;
}

function positiveOrNull(line: number | null): number | null {
  return line !== null && line > 0 ? line : null;
}

/** True when new-file line `line` lies in one of the patch's hunks: GitHub accepts review comments only there. */
export function isLineInDiff(patch: string | null, line: number): boolean {
  return patch !== null && hunkRanges(patch).some(([start, end]) => line >= start && line < end);
}

const HUNK_HEADERS = new RegExp(HUNK_HEADER.source, 'gm');

/** The new-file lines of each hunk of a patch, [start, end). */
function hunkRanges(patch: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of patch.matchAll(HUNK_HEADERS)) {
    const start = Number(match[1]);
    ranges.push([start, start + (match[2] === undefined ? 1 : Number(match[2]))]);
  }
  return ranges;
}

/**
 * isLineInDiff and findAddedLine over the patches of one snapshot, each patch read once: the draft
 * comments ask them for every finding, and a PR can hold thousands of findings on one large patch.
 */
function patchReader(filesByPath: ReadonlyMap<string, SnapshotFile>): { inDiff: (path: string, line: number) => boolean; addedLine: (path: string, test: (text: string) => boolean) => number | null } {
  const ranges = new Map<string, [number, number][]>();
  const added = new Map<string, AddedLine[]>();
  const patchOf = (path: string): string | null => filesByPath.get(path)?.patch ?? null;
  return {
    inDiff(path, line) {
      const patch = patchOf(path);
      if (patch === null) return false;
      let known = ranges.get(path);
      if (known === undefined) ranges.set(path, (known = hunkRanges(patch)));
      return known.some(([start, end]) => line >= start && line < end);
    },
    addedLine(path, test) {
      const patch = patchOf(path);
      if (patch === null) return null;
      let known = added.get(path);
      if (known === undefined) added.set(path, (known = addedLines(patch)));
      return known.find((a) => test(a.text))?.line ?? null;
    },
  };
}

export function analyzeReview(
  snapshot: PrSnapshot,
  ctx: AnalyzerContext,
  s: {
    risk: RiskSection;
    contributors: Contributor[];
    evidence: EvidenceSection;
    supplyChain: SupplyChainSection;
    focus: FocusSection;
    triage: TriageSection;
    /** Content checks and analyses that threw on this PR (run-analyzers' guards): what they would report is missing. */
    readerFailures?: number;
  },
): ReviewSection {
  const { action, reasons } = decide(snapshot, ctx, s);
  const drivers = s.risk.drivers.slice(0, 4).map((d) => d.title);
  const driverText = drivers.length > 0 ? ` Main risk drivers: ${drivers.join('; ')}.` : ' No risk drivers.';
  const label: Record<ReviewAction, string> = {
    request_changes: 'Request changes',
    needs_discussion: 'Needs discussion',
    comment: 'Comment',
    approve: 'Approve',
  };
  const rationale = `${label[action]}: ${reasons.join('; ')}. Risk ${s.risk.level} (score ${s.risk.score.toFixed(2)}).${driverText}`;
  return { action, rationale, comments: draftComments(snapshot, ctx, s) };
}

function decide(
  snapshot: PrSnapshot,
  ctx: AnalyzerContext,
  s: { risk: RiskSection; contributors: Contributor[]; evidence: EvidenceSection; supplyChain: SupplyChainSection; triage: TriageSection; readerFailures?: number },
): { action: ReviewAction; reasons: string[] } {
  const rules = ctx.config.review;
  const author = s.contributors.find((c) => c.roles.includes('author'));
  const authorTrust: TrustLevel = author?.trust_level ?? 'unknown';
  const effort = s.triage.effort;
  const summary = s.evidence.summary;
  const findings = [
    ...s.supplyChain.findings.map((f) => ({ severity: f.severity, title: f.title })),
    ...s.supplyChain.vulnerabilities.map((v) => ({ severity: advisorySeverity(v.severity), title: `known vulnerability in ${v.name} (${v.advisory})` })),
  ].filter((f) => f.severity !== 'info');
  const considered = ctx.config.required_checks.length > 0 ? s.evidence.checks.filter((c) => c.required) : s.evidence.checks;
  const blockingChecks = rules.request_changes_on_failing_checks ? considered.filter((c) => c.outcome === 'failed').map((c) => c.name) : [];

  // What keeps the PR from approve.
  const concerns: string[] = [];
  if (TRUST_RANK[authorTrust] < TRUST_RANK[rules.approve_min_trust]) concerns.push(`author trust is ${authorTrust} (approve needs ${rules.approve_min_trust})`);
  const otherCommits = otherCommitsOnAutomationPr(snapshot);
  if (otherCommits !== null) concerns.push(`commits by ${listNames(otherCommits.people.map((p) => p.who))} on ${otherCommits.automation}'s pull request, which its trust does not cover`);
  if (effort.level > APPROVE_MAX_EFFORT) concerns.push(`not small (effort level ${effort.level}, about ${effort.minutes} minutes)`);
  if (summary.failed > 0) concerns.push(`${summary.failed} non-blocking ${summary.failed === 1 ? 'check' : 'checks'} failing`);
  if (summary.pending > 0) concerns.push(`${summary.pending} ${summary.pending === 1 ? 'check' : 'checks'} still running`);
  if (s.evidence.missing_required.length > 0) concerns.push(`required checks missing (${listNames(s.evidence.missing_required)})`);
  const unread = unreadCi(snapshot);
  if (unread.length > 0) concerns.push(`${unread.join(' and ')} could not be read`);
  if (summary.passed === 0 && summary.failed === 0 && summary.pending === 0 && unread.length < 2) concerns.push('no passing CI check');
  const skipped = s.supplyChain.skipped.map((f) => f.path);
  if (skipped.length > 0) concerns.push(`${skipped.length === 1 ? 'a dependency or CI file' : `${skipped.length} dependency or CI files`} could not be analyzed (${listNames(skipped)})`);
  // A check or an analysis that threw on the PR's content (content made to crash one rule hides what that rule would find).
  const failedReaders = s.readerFailures ?? 0;
  if (failedReaders > 0) concerns.push(`${failedReaders === 1 ? 'a content check' : `${failedReaders} content checks`} failed on this pull request's content, so what ${failedReaders === 1 ? 'it' : 'they'} would report is missing (meta.warnings names ${failedReaders === 1 ? 'it' : 'them'})`);
  if (LEVEL_RANK[s.risk.level] > LEVEL_RANK[rules.approve_max_level]) concerns.push(`risk is ${s.risk.level} (approve allows up to ${rules.approve_max_level})`);
  if (snapshot.draft) concerns.push('still a draft');
  if (snapshot.files.length < snapshot.changedFiles) concerns.push(`not every file was analyzed (${snapshot.files.length} of ${snapshot.changedFiles} listed by GitHub)`);

  const worst = worstSeverity(findings.map((f) => f.severity));
  // A formatter run (the title says so) is one change repeated: its size is read without the files
  // it only re-laid out (formatter-run.ts), and the rationale says so when that is what keeps the PR
  // from needs_discussion.
  const relaid = relaidOutFiles(snapshot);
  const sized = relaid.size > 0 && !snapshot.files.some((f) => f.patch === null) && snapshot.files.length >= snapshot.changedFiles ? measureReviewable(snapshot, ctx, relaid) : null;
  const reviewableLines = sized?.lines ?? effort.reviewable_lines;
  const reviewableFiles = sized?.files ?? effort.reviewable_files;
  const { action, reasons } = decideAction({
    worstFinding: worst,
    requiredCheckFailed: s.evidence.checks.some((c) => c.required && c.outcome === 'failed'),
    uncoveredBinaries: s.risk.drivers.some((d) => d.id === 'binaries'),
    level: s.risk.level,
    score: s.risk.score,
    thresholds: ctx.config.risk_thresholds,
    findings,
    blockingSeverity: SEVERITY_RANK[rules.request_changes_severity] > SEVERITY_RANK.high ? 'high' : rules.request_changes_severity,
    blockingChecks,
    authorTrust,
    reviewableLines,
    reviewableFiles,
    maxLines: rules.needs_discussion_lines,
    maxFiles: rules.needs_discussion_files,
    baseBranch: snapshot.baseBranch,
    conflicts: s.triage.staleness.has_conflicts === true,
    noCi: summary.total === 0,
    approveConcerns: concerns,
    approveReason: `trusted author (${authorTrust}), small change (effort level ${effort.level}, about ${effort.minutes} minutes), CI green (${summary.passed} passed), risk ${s.risk.level}`,
  });
  const wholeTooLarge = effort.reviewable_lines > rules.needs_discussion_lines || tooManyFiles(effort.reviewable_files, effort.reviewable_lines, rules.needs_discussion_files);
  if (sized !== null && wholeTooLarge && action !== 'needs_discussion' && action !== 'request_changes') {
    reasons.push(
      `a formatter run ("${snapshot.title.slice(0, 80)}"): ${relaid.size} of its files only re-laid out (the same words, moved, re-spaced or re-punctuated), so its size is read without them (${reviewableLines} reviewable lines in ${reviewableFiles} files), not as ${effort.reviewable_lines} lines to discuss`,
    );
  }
  return { action, reasons };
}

function mentions(name: string): (text: string) => boolean {
  const lower = name.toLowerCase();
  return (text) => text.toLowerCase().includes(lower);
}

/**
 * Draft comments, most important first, at most MAX_COMMENTS: one per finding (its line, else the
 * added line that mentions its package), one for failing checks, one per sensitive source file
 * when no test changed, one per deleted test file (at most 3), one per binary artifact no finding
 * covers (at most 3), one per new dependency no finding covers (at most 3), on the manifest line
 * that adds it. Comments about the PR as a whole (failing checks)
 * are anchored to the top focus file with line null.
 */
function draftComments(
  snapshot: PrSnapshot,
  ctx: AnalyzerContext,
  s: { evidence: EvidenceSection; supplyChain: SupplyChainSection; focus: FocusSection },
): ReviewComment[] {
  const { classifier } = ctx;
  const filesByPath = new Map<string, SnapshotFile>();
  for (const file of snapshot.files) filesByPath.set(file.path, file);
  const comments: ReviewComment[] = [];
  const seen = new Set<string>();
  const add = (comment: ReviewComment): void => {
    if (comments.length >= MAX_COMMENTS) return;
    const key = `${comment.path}\u0000${comment.line ?? ''}\u0000${comment.body}`;
    if (seen.has(key)) return;
    seen.add(key);
    comments.push(comment);
  };

  const findings = [...s.supplyChain.findings].sort((a, b) => bySeverityDescending(a.severity, b.severity));
  const findingPaths = new Set(findings.map((f) => f.path));
  const findingPackages = new Set(findings.flatMap((f) => (f.package !== null ? [f.package.toLowerCase()] : [])));
  const patches = patchReader(filesByPath);
  for (const finding of findings) {
    if (comments.length >= MAX_COMMENTS) break;
    if (finding.severity === 'info') continue;
    // Findings about files outside the diff (a base workflow that expands the PR's title) cannot anchor a comment.
    if (!filesByPath.has(finding.path)) continue;
    let line = positiveOrNull(finding.line);
    // A finding's line outside the diff (a file GitHub sent without a patch, or a line the PR did not touch) cannot carry a comment.
    if (line !== null && !patches.inDiff(finding.path, line)) line = null;
    if (line === null && finding.package !== null) line = patches.addedLine(finding.path, mentions(finding.package));
    add({ path: finding.path, line, body: `[${finding.severity}] ${finding.title}: ${finding.detail}` });
  }

  const failed = s.evidence.checks.filter((c) => c.outcome === 'failed');
  const anchor = pickAnchor(snapshot, s.focus, classifier);
  if (failed.length > 0 && anchor !== null) {
    const first = failed[0];
    const details = failed.length === 1 && first !== undefined && first.url !== null ? ` (${first.url})` : '';
    add({
      path: anchor,
      line: null,
      body: `CI: ${failed.length === 1 ? 'check' : 'checks'} ${listNames(failed.map((c) => `"${c.name}"`))} failed on this commit${details}. Please fix before this merges.`,
    });
  }

  let count = 0;
  for (const file of untestedCode(snapshot, ctx, s.evidence)) {
    if (count >= 3) break;
    const hit = classifier.info(file.path).sensitive.find((h) => h.label !== MANIFEST_LABEL);
    if (hit === undefined) continue;
    count += 1;
    add({
      path: file.path,
      line: patches.addedLine(file.path, () => true),
      body: `This file is security-sensitive (${hit.label}) and no test changed in this pull request: please add a test that covers this change.`,
    });
  }

  let deletedTests = 0;
  let binaries = 0;
  for (const file of snapshot.files) {
    const info = classifier.info(file.path);
    if (file.status === 'removed' && info.isTest && deletedTests < 3) {
      deletedTests += 1;
      add({ path: file.path, line: null, body: 'This test file is deleted: is its coverage moved elsewhere, or is the behaviour it tested gone too?' });
    }
    if (file.status !== 'removed' && info.isBinary && binaries < 3 && !findingPaths.has(file.path)) {
      binaries += 1;
      add({ path: file.path, line: null, body: 'Binary artifact: it cannot be reviewed as text. Build it from source in CI, or explain where it comes from and how to verify it.' });
    }
  }

  const moved = movedDependency(s.supplyChain, (path) => classifier.classify(path) === 'lockfile');
  const uncovered = s.supplyChain.new_dependencies.filter((d) => !findingPackages.has(d.name.toLowerCase()) && !moved(d));
  for (const dep of uncovered.slice(0, 3)) {
    const line = patches.addedLine(dep.manifest, mentions(dep.name));
    const version = dep.version !== null ? ` ${dep.version}` : '';
    add({
      path: dep.manifest,
      line,
      body: `New ${dep.dev ? 'development ' : ''}dependency ${dep.name}${version} (${dep.ecosystem}): is it needed, maintained and acceptably licensed?`,
    });
  }
  return comments;
}

/** Where a PR-wide comment goes: a changed CI workflow, else the top focus file, else the first listed file. */
function pickAnchor(snapshot: PrSnapshot, focus: FocusSection, classifier: PathClassifier): string | null {
  const ci = snapshot.files.find((f) => f.status !== 'removed' && classifier.classify(f.path) === 'ci');
  if (ci !== undefined) return ci.path;
  return focus.files[0]?.path ?? snapshot.files[0]?.path ?? null;
}
