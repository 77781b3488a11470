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
  pattern: z.string().min(1),
  /** How much a change here weighs, 0..1. */
  weight: z.number().min(0).max(1).default(0.8),
  /** A word a reviewer reads, e.g. "payments". */
  label: z.string().min(1).default('sensitive (repository configuration)'),
});
export type SensitivePath = z.infer<typeof SensitivePath>;

export const IgnoredFinding = z
  .object({
    /** The finding id from docs/findings.md. */
    id: z.string().min(1),
    /** Only for findings on this path (glob). */
    path: z.string().min(1).optional(),
    /** Only for findings about this package. */
    package: z.string().min(1).optional(),
    /** Why it is ignored: shown in the signal's suppressed findings. */
    reason: z.string().min(1),
    /** After this date (YYYY-MM-DD) the finding counts again. */
    expires: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'expires must be a date written YYYY-MM-DD')
      .optional(),
  })
  .strict();
export type IgnoredFinding = z.infer<typeof IgnoredFinding>;

export const RiskThresholds = z
  .object({
    /** Lowest score that is medium. */
    medium: z.number().min(0).max(1).default(0.25),
    /** Lowest score that is high. */
    high: z.number().min(0).max(1).default(0.5),
    /** Lowest score that is critical. */
    critical: z.number().min(0).max(1).default(0.75),
  })
  .strict()
  .refine((t) => t.medium < t.high && t.high < t.critical, {
    message: 'risk thresholds must rise: medium < high < critical',
  });
export type RiskThresholds = z.infer<typeof RiskThresholds>;

export const ReviewRules = z
  .object({
    /** The highest risk level at which "approve" may be suggested. */
    approve_max_level: RiskLevel.default('low'),
    /** Reviewable changed lines above which a PR needs discussion (split it). */
    needs_discussion_lines: z.number().int().positive().default(1500),
    /** Reviewable files above which a PR needs discussion. */
    needs_discussion_files: z.number().int().positive().default(60),
    /** Finding severity from which the suggestion is request_changes. */
    request_changes_severity: Severity.default('high'),
    /** Ask for changes when required checks fail. */
    request_changes_on_failing_checks: z.boolean().default(true),
    /** Suggest approve only when the author's trust is at least this. */
    approve_min_trust: z.enum(['high', 'medium', 'low']).default('medium'),
  })
  .strict();
export type ReviewRules = z.infer<typeof ReviewRules>;

export const RepoConfig = z
  .object({
    sensitive_paths: z.array(SensitivePath).default([]),
    generated_paths: z.array(z.string().min(1)).default([]),
    vendored_paths: z.array(z.string().min(1)).default([]),
    required_checks: z.array(z.string().min(1)).default([]),
    ignore_findings: z.array(IgnoredFinding).default([]),
    severity_overrides: z.record(z.string(), Severity).default({}),
    risk_thresholds: RiskThresholds.default({ medium: 0.25, high: 0.5, critical: 0.75 }),
    review: ReviewRules.default(ReviewRules.parse({})),
    focus: z
      .object({
        /** How many files the focus list shows at most. */
        max_files: z.number().int().min(1).max(500).default(25),
      })
      .strict()
      .default({ max_files: 25 }),
  })
  .strict();
export type RepoConfig = z.infer<typeof RepoConfig>;

export const DEFAULT_CONFIG: RepoConfig = RepoConfig.parse({});
