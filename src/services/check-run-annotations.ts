import { sarifLevel, type SarifLevel } from '../signal/sarif.js';
import type { Signal, Severity } from '../signal/schema.js';
import { hasLines, type LineRanges } from '../snapshot/head-line-ranges.js';

/** One annotation as GitHub's Checks API takes it (output.annotations[]). */
export interface CheckAnnotation {
  readonly path: string;
  readonly start_line: number;
  readonly end_line: number;
  readonly annotation_level: 'failure' | 'warning' | 'notice';
  readonly title: string;
  readonly message: string;
  readonly raw_details?: string;
}

/** GitHub takes at most 50 annotations per create or update request; more need further updates. */
export const ANNOTATIONS_PER_REQUEST = 50;
/** At most this many annotations per check run (three requests); the summary says when more were left out. */
export const ANNOTATION_CAP = 150;

const TITLE_LIMIT = 255;
const MESSAGE_LIMIT = 4_000;
const DETAILS_LIMIT = 8_000;

export interface AnnotationPlan {
  /** Most severe first, at most ANNOTATION_CAP. */
  readonly annotations: readonly CheckAnnotation[];
  /** Findings and comments with a line that could be annotated but were over the cap. */
  readonly overCap: number;
  /** Findings and comments whose line is not known to exist in the PR's head (left out, GitHub would refuse them). */
  readonly outsideHead: number;
}

const LEVEL_ORDER: Readonly<Record<CheckAnnotation['annotation_level'], number>> = { failure: 0, warning: 1, notice: 2 };

/** critical and high fail, medium warns, low and info are notices (the SARIF levels, in the Checks API's words). */
export function annotationLevel(severity: Severity): CheckAnnotation['annotation_level'] {
  return CHECK_LEVEL[sarifLevel(severity)];
}

const CHECK_LEVEL: Readonly<Record<SarifLevel, CheckAnnotation['annotation_level']>> = { error: 'failure', warning: 'warning', note: 'notice' };

/**
 * The check run's annotations: one per finding and per line-anchored draft comment, on lines that
 * exist in the PR's head (`headLines`, from the snapshot). A file-level finding sits on line 1 of
 * its file. A draft comment on the same line as a finding becomes that annotation's raw details
 * instead of a second annotation.
 */
export function planAnnotations(signal: Signal, headLines: ReadonlyMap<string, LineRanges>, cap = ANNOTATION_CAP): AnnotationPlan {
  const out: CheckAnnotation[] = [];
  const byLine = new Map<string, number>();
  let outsideHead = 0;
  for (const finding of signal.supply_chain.findings) {
    const line = finding.line ?? 1;
    if (!hasLines(headLines.get(finding.path), line)) {
      outsideHead += 1;
      continue;
    }
    byLine.set(`${finding.path}\u0000${line}`, out.length);
    out.push({
      path: finding.path,
      start_line: line,
      end_line: line,
      annotation_level: annotationLevel(finding.severity),
      title: clip(`${finding.title} (${finding.id})`, TITLE_LIMIT),
      message: clip(finding.detail === '' ? finding.title : finding.detail, MESSAGE_LIMIT),
    });
  }
  for (const comment of signal.review.comments) {
    if (comment.line === null) continue;
    if (!hasLines(headLines.get(comment.path), comment.line)) {
      outsideHead += 1;
      continue;
    }
    const same = byLine.get(`${comment.path}\u0000${comment.line}`);
    const existing = same === undefined ? undefined : out[same];
    if (same !== undefined && existing !== undefined) {
      out[same] = { ...existing, raw_details: clip(comment.body, DETAILS_LIMIT) };
      continue;
    }
    out.push({
      path: comment.path,
      start_line: comment.line,
      end_line: comment.line,
      annotation_level: 'notice',
      title: 'svc review note',
      message: clip(comment.body, MESSAGE_LIMIT),
    });
  }
  const sorted = out.map((annotation, index) => ({ annotation, index })).sort((a, b) => LEVEL_ORDER[a.annotation.annotation_level] - LEVEL_ORDER[b.annotation.annotation_level] || a.index - b.index);
  return {
    annotations: sorted.slice(0, cap).map(({ annotation }) => annotation),
    overCap: Math.max(0, sorted.length - cap),
    outsideHead,
  };
}

/** The annotations in request-sized batches. */
export function annotationBatches(annotations: readonly CheckAnnotation[], size = ANNOTATIONS_PER_REQUEST): CheckAnnotation[][] {
  const batches: CheckAnnotation[][] = [];
  for (let i = 0; i < annotations.length; i += size) batches.push(annotations.slice(i, i + size));
  return batches;
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = max - 1;
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut)}…`;
}
