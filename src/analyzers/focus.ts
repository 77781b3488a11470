import type { Finding, FocusFile, FocusHunk, FocusSection, Severity, SupplyChainSection } from '../signal/schema.js';
import { bySeverityDescending } from '../signal/severity.js';
import { diffHunks } from '../snapshot/head-line-ranges.js';
import type { PrSnapshot, SnapshotFile } from '../snapshot/pr-snapshot.js';
import { MANIFEST_LABEL, type PathCategory, type PathInfo } from './classify-path.js';
import type { AnalyzerContext } from './context.js';
import { reviewableLines } from './reviewable-lines.js';
import { isRoutineCiEdit } from './sensitive-changes.js';

/**
 * Focus: which files a reviewer should read first. Every listed file gets a score in 0..1 with the
 * reasons behind it; the top `focus.max_files` are returned, ranked. docs/signal.md ("focus")
 * gives the formula:
 *
 *   score = min(1, 0.5 x sensitivity + 0.3 x churn + 0.2 x importance + bonus) x damping
 *
 * sensitivity: strongest matching sensitive-path weight (0 when none), leaving out the dependency
 *   manifest hit and a routine workflow edit's CI hit, as the sensitive-paths risk driver does;
 * churn: log10(1 + reviewable lines) / log10(1 + 1000), capped at 1 (1,000 lines = 1), where
 *   reviewable lines weigh deletions as triage does (src/analyzers/reviewable-lines.ts);
 * importance: by category (CATEGORY_IMPORTANCE); a workflow edit that only moves `uses:` refs or
 *   is routine (versions, matrices, timeouts, names) counts as configuration (ROUTINE_CI_IMPORTANCE);
 * bonus: +0.3 for a deleted test file, +0.3 for a binary artifact (executable, library, archive),
 *   +0.1 for a new source file; a file a finding points at (code, supply-chain or CI finding) gets
 *   FINDING_BONUS by its worst finding, and its reasons name the lines to read first;
 * damping: 0.25 for generated, vendored and lockfiles, 0.5 for documentation, else 1.
 *
 * Each file also names its hunks to read first (`hunks`, at most MAX_HUNKS): the hunks a finding
 * points at, worst finding first, then the hunks that add the most lines.
 */

export const CATEGORY_IMPORTANCE: Readonly<Record<PathCategory, number>> = {
  source: 1,
  ci: 1,
  dependency: 0.8,
  binary: 0.8,
  config: 0.6,
  test: 0.4,
  other: 0.3,
  docs: 0.2,
  lockfile: 0.1,
  generated: 0.1,
  vendored: 0.1,
};

const DAMPING: Partial<Record<PathCategory, number>> = {
  generated: 0.25,
  vendored: 0.25,
  lockfile: 0.25,
  docs: 0.5,
};

/** Focus bonus of a file by the worst finding on it: the lines these findings point at are read first. */
export const FINDING_BONUS: Readonly<Record<Severity, number>> = { critical: 0.6, high: 0.5, medium: 0.3, low: 0.15, info: 0 };
/** Importance of a routine workflow edit: a configuration change, not code that runs with the repository's secrets. */
export const ROUTINE_CI_IMPORTANCE = CATEGORY_IMPORTANCE.config;
/** Hunks named per focus file. */
export const MAX_HUNKS = 3;
const MAX_FINDING_REASONS = 3;

const CHURN_SATURATION = Math.log10(1 + 1000);
const LARGE_CHANGE_LINES = 300;

export interface ScoredFile extends FocusFile {
  readonly churn: number;
}

export function churnFactor(lines: number): number {
  return Math.min(1, Math.log10(1 + Math.max(0, lines)) / CHURN_SATURATION);
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** Why a file of a damped category ranks lower. */
const WEIGHED_DOWN_REASONS: Partial<Record<PathInfo['category'], string>> = {
  generated: 'generated file (weighed down)',
  vendored: 'vendored code (weighed down)',
  lockfile: 'lockfile (weighed down: review the manifest and the dependency findings instead)',
  docs: 'documentation (weighed down)',
};

const byFindingRank = (a: Finding, b: Finding): number => bySeverityDescending(a.severity, b.severity) || (a.line ?? 0) - (b.line ?? 0);

/** Findings worst first, then by line; a list already in that order is returned as is. */
function rankFindings(findings: readonly Finding[]): readonly Finding[] {
  for (let i = 1; i < findings.length; i += 1) if (byFindingRank(findings[i - 1]!, findings[i]!) > 0) return [...findings].sort(byFindingRank);
  return findings;
}

/** The findings of each path, each list worst first (one pass, one sort per path). */
function findingsByPath(findings: readonly Finding[]): Map<string, Finding[]> {
  const byPath = new Map<string, Finding[]>();
  for (const finding of findings) {
    const list = byPath.get(finding.path);
    if (list === undefined) byPath.set(finding.path, [finding]);
    else list.push(finding);
  }
  for (const list of byPath.values()) list.sort(byFindingRank);
  return byPath;
}

export function scoreFile(file: SnapshotFile, info: PathInfo, findings: readonly Finding[] = [], routineCi = false): { score: number; reasons: string[] } {
  const lines = file.additions + file.deletions;
  const reviewable = reviewableLines(file);
  const reasons: string[] = [];
  // A manifest's path weight is left out (its supply-chain findings say what the change does), and
  // so is a routine workflow edit's: focus agrees with the sensitive-paths driver (sensitive-changes.ts).
  const sensitive = routineCi ? [] : info.sensitive.filter((hit) => hit.label !== MANIFEST_LABEL);
  const sensitivity = sensitive[0]?.weight ?? 0;
  let bonus = 0;
  const ranked = rankFindings(findings);
  const worst = ranked[0];
  if (worst !== undefined) bonus += FINDING_BONUS[worst.severity];
  for (const finding of ranked.slice(0, MAX_FINDING_REASONS)) {
    if (finding.severity === 'info') continue;
    reasons.push(`${finding.severity} finding${finding.line !== null ? ` at line ${finding.line}` : ''}: ${finding.title}`);
  }
  for (const hit of sensitive) reasons.push(`security-sensitive: ${hit.label}`);

  if (info.isTest && file.status === 'removed') {
    bonus += 0.3;
    reasons.push('test file deleted');
  } else if (file.status === 'removed') {
    reasons.push('file deleted');
  }
  if (file.status === 'added' && info.category === 'source') {
    bonus += 0.1;
    reasons.push('new file');
  } else if (file.status === 'added') {
    reasons.push('new file');
  }
  if (file.status === 'renamed' && file.previousPath !== null) reasons.push(`renamed from ${file.previousPath}`);
  if (routineCi) reasons.push('routine workflow edit (action refs, versions, matrices, timeouts or names)');
  if (info.isBinary && file.status !== 'removed') {
    bonus += 0.3;
    reasons.push('binary artifact: cannot be reviewed as text');
  } else if (info.category === 'binary') {
    reasons.push('binary file (media)');
  }
  if (lines >= LARGE_CHANGE_LINES && DAMPING[info.category] === undefined) reasons.push(`large change: ${lines} lines`);

  const weighedDown = WEIGHED_DOWN_REASONS[info.category];
  if (weighedDown !== undefined) reasons.push(weighedDown);
  reasons.push(`${lines} line${lines === 1 ? '' : 's'} changed (+${file.additions} -${file.deletions})`);

  const importance = routineCi ? ROUTINE_CI_IMPORTANCE : CATEGORY_IMPORTANCE[info.category];
  const raw = 0.5 * sensitivity + 0.3 * churnFactor(reviewable) + 0.2 * importance + bonus;
  const score = round3(Math.min(1, raw) * (DAMPING[info.category] ?? 1));
  return { score, reasons };
}

/** Every listed file, scored and sorted (score desc, then churn desc, then path). */
export function scoreFiles(snapshot: PrSnapshot, ctx: AnalyzerContext, findings: readonly Finding[] = []): ScoredFile[] {
  return scoreGrouped(snapshot, ctx, findingsByPath(findings));
}

function scoreGrouped(snapshot: PrSnapshot, ctx: AnalyzerContext, byPath: ReadonlyMap<string, readonly Finding[]>): ScoredFile[] {
  const { classifier } = ctx;
  const scored: ScoredFile[] = [];
  for (const file of snapshot.files) {
    const info = classifier.info(file.path);
    const routineCi = info.category === 'ci' && file.status === 'modified' && isRoutineCiEdit(snapshot, file);
    const { score, reasons } = scoreFile(file, info, byPath.get(file.path), routineCi);
    scored.push({
      path: file.path,
      rank: 1,
      score,
      reasons,
      status: file.status,
      additions: file.additions,
      deletions: file.deletions,
      category: info.category,
      churn: reviewableLines(file),
    });
  }
  scored.sort((a, b) => b.score - a.score || b.churn - a.churn || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return scored;
}

/**
 * The hunks of a file to read first: those a finding points at (worst finding first, its title as
 * the reason), then those that add the most lines. New-side line ranges, as GitHub's "Files
 * changed" tab numbers them; none for a removed file or one without a patch.
 */
export function focusHunks(file: SnapshotFile | undefined, findings: readonly Finding[] = []): FocusHunk[] {
  if (file === undefined || file.patch === null || file.status === 'removed') return [];
  // A file emptied but not removed has one hunk `@@ -1,N +0,0 @@`: its new side starts at line 0,
  // which no line number is; its range is the empty file's line 1.
  const hunks = diffHunks(file.patch)
    .filter((hunk) => hunk.added + hunk.removed > 0)
    .map((hunk) => (hunk.start >= 1 ? hunk : { ...hunk, start: 1, end: Math.max(1, hunk.end) }));
  const picked: FocusHunk[] = [];
  const taken = new Set<number>();
  const ranked = rankFindings(findings).filter((f) => f.line !== null && f.severity !== 'info');
  for (const finding of ranked) {
    if (picked.length >= MAX_HUNKS) break;
    const line = finding.line ?? 0;
    const index = hunks.findIndex((hunk) => line >= hunk.start && line <= Math.max(hunk.start, hunk.end));
    if (index < 0 || taken.has(index)) continue;
    taken.add(index);
    const hunk = hunks[index];
    if (hunk !== undefined) picked.push({ start: hunk.start, end: Math.max(hunk.start, hunk.end), reason: `${finding.severity} finding: ${finding.title}` });
  }
  const bySize = hunks
    .map((hunk, index) => ({ hunk, index }))
    .filter(({ index }) => !taken.has(index))
    .sort((a, b) => b.hunk.added - a.hunk.added || b.hunk.removed - a.hunk.removed || a.hunk.start - b.hunk.start);
  for (const { hunk } of bySize) {
    if (picked.length >= MAX_HUNKS) break;
    picked.push({ start: hunk.start, end: Math.max(hunk.start, hunk.end), reason: `+${hunk.added} -${hunk.removed}` });
  }
  return picked;
}

export function analyzeFocus(snapshot: PrSnapshot, ctx: AnalyzerContext, s: { supplyChain?: SupplyChainSection } = {}): FocusSection {
  const byPath = findingsByPath(s.supplyChain?.findings ?? []);
  const scored = scoreGrouped(snapshot, ctx, byPath);
  const filesByPath = new Map(snapshot.files.map((file) => [file.path, file]));
  const files: FocusFile[] = [];
  const limit = Math.min(ctx.config.focus.max_files, scored.length);
  for (let i = 0; i < limit; i += 1) {
    const file = scored[i];
    if (file === undefined) break;
    files.push({
      path: file.path,
      rank: i + 1,
      score: file.score,
      reasons: file.reasons,
      status: file.status,
      additions: file.additions,
      deletions: file.deletions,
      category: file.category,
      hunks: focusHunks(filesByPath.get(file.path), byPath.get(file.path)),
    });
  }
  return {
    files,
    total_files: Math.max(snapshot.changedFiles, snapshot.files.length),
    listed_files: snapshot.files.length,
  };
}
