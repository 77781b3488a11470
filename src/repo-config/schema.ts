import { z } from 'zod';
import { RiskLevel, Severity } from '../signal/schema.js';

/**
 * Schema of `.github/svc.yml`, the per-repository configuration read from the PR's base commit
 * (never its head). Every key is optional; `RepoConfig.parse({})` gives the defaults.
 * docs/configuration.md documents every key.
 */

export const CONFIG_PATH = '.github/svc.yml';

export const SensitivePath = z.object({
  /** A glob (picomatch syntax, matched against the repository-relative path). */
  pattern: z.string().min(1).describe('Glob (picomatch; gitignore-style: no slash matches at any depth) of repository-relative paths'),
  /** How much a change here weighs, 0..1. */
  weight: z.number().min(0).max(1).default(0.8).describe('How much a change here weighs, 0..1'),
  /** A word a reviewer reads, e.g. "payments". */
  label: z.string().min(1).default('sensitive (repository configuration)').describe('A word a reviewer reads, e.g. "payments"'),
});
export type SensitivePath = z.infer<typeof SensitivePath>;

export const IgnoredFinding = z
  .object({
    /** The finding id from docs/findings.md. */
    id: z.string().min(1).describe('The finding id (docs/findings.md)'),
    /** Only for findings on this path (glob). */
    path: z.string().min(1).optional().describe('Only findings on paths matching this glob'),
    /** Only for findings about this package. */
    package: z.string().min(1).optional().describe('Only findings about this package'),
    /** Why it is ignored: shown in the signal's suppressed findings. */
    reason: z.string().min(1).describe('Why it is ignored; shown with the suppressed finding'),
    /** After this date (YYYY-MM-DD) the finding counts again. */
    expires: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'expires must be a date written YYYY-MM-DD')
      .optional()
      .describe('The rule lapses after this day (YYYY-MM-DD, UTC)'),
  })
  .strict();
export type IgnoredFinding = z.infer<typeof IgnoredFinding>;

export const RiskThresholds = z
  .object({
    /** Lowest score that is medium. */
    medium: z.number().min(0).max(1).default(0.25).describe('Lowest risk score that is medium'),
    /** Lowest score that is high. */
    high: z.number().min(0).max(1).default(0.5).describe('Lowest risk score that is high'),
    /** Lowest score that is critical. */
    critical: z.number().min(0).max(1).default(0.75).describe('Lowest risk score that is critical'),
  })
  .strict()
  .refine((t) => t.medium < t.high && t.high < t.critical, {
    message: 'risk thresholds must rise: medium < high < critical',
  });
export type RiskThresholds = z.infer<typeof RiskThresholds>;

export const ReviewRules = z
  .object({
    /** The highest risk level at which "approve" may be suggested. */
    approve_max_level: RiskLevel.default('low').describe('Highest risk level at which approve may be suggested'),
    /** Reviewable changed lines above which a PR needs discussion (split it). */
    needs_discussion_lines: z.number().int().positive().default(1500).describe('Reviewable changed lines above which the PR needs discussion'),
    /** Reviewable files above which a PR needs discussion. */
    needs_discussion_files: z.number().int().positive().default(60).describe('Reviewable files above which the PR needs discussion'),
    /** Finding severity from which the suggestion is request_changes. */
    request_changes_severity: Severity.default('high').describe('Finding severity from which the suggestion is request_changes'),
    /** Ask for changes when required checks fail. */
    request_changes_on_failing_checks: z.boolean().default(true).describe('Suggest request_changes when checks fail'),
    /** Suggest approve only when the author's trust is at least this. */
    approve_min_trust: z.enum(['high', 'medium', 'low']).default('medium').describe('Lowest author trust for which approve may be suggested'),
  })
  .strict();
export type ReviewRules = z.infer<typeof ReviewRules>;

export const RepoConfig = z
  .object({
    sensitive_paths: z.array(SensitivePath).default([]).describe('Paths that need extra care, with their weight'),
    generated_paths: z.array(z.string().min(1)).default([]).describe('Globs of generated files: left out of focus and effort'),
    vendored_paths: z.array(z.string().min(1)).default([]).describe('Globs of vendored third-party code: left out of focus and effort'),
    required_checks: z.array(z.string().min(1)).default([]).describe('Check run names or status contexts that must pass'),
    ignore_findings: z.array(IgnoredFinding).default([]).describe('Findings already judged: listed as suppressed, with the reason'),
    severity_overrides: z.record(z.string(), Severity).default({}).describe('Severity by finding id'),
    risk_thresholds: RiskThresholds.default({ medium: 0.25, high: 0.5, critical: 0.75 }).describe('Scores at which the risk level becomes medium, high and critical'),
    review: ReviewRules.default(ReviewRules.parse({})).describe('Knobs of the suggested review action rules'),
    focus: z
      .object({
        /** How many files the focus list shows at most. */
        max_files: z.number().int().min(1).max(500).default(25).describe('How many files the focus list shows at most'),
      })
      .strict()
      .default({ max_files: 25 })
      .describe('The focus list of files to review first'),
  })
  .strict();
export type RepoConfig = z.infer<typeof RepoConfig>;

export const DEFAULT_CONFIG: RepoConfig = RepoConfig.parse({});
