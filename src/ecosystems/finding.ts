import type { Finding, Severity } from '../signal/schema.js';

/**
 * A finding as the rules produce it, with a `key` that identifies the issue independent of its
 * line, so that the analysis can compare base and head and report only what the PR introduces.
 */
export interface KeyedFinding extends Finding {
  readonly key: string;
  /**
   * Owners of the actions that may account for what the finding reports (gha-excessive-permissions:
   * an action that takes the job's token by its own input default): when one of them is the
   * repository's own organization, the analysis drops the finding (lowerOwnOrganization).
   */
  readonly accountedBy?: readonly string[];
  /**
   * gha-excessive-permissions on a grant whose every job lacking a reason runs local actions
   * (`uses: ./.github/actions/x`): the scope, whether the workflow answers conversations, and for
   * each such job the repository paths of its local actions, whose steps may be what needs the scope.
   * The analysis reads them from the PR or the base (settleLocalActionGrants) and drops the finding
   * when they show the need, or cannot be read.
   */
  readonly localActions?: { readonly scope: string; readonly conversation: boolean; readonly jobs: readonly (readonly string[])[] };
}

export interface FindingInput {
  readonly id: string;
  readonly severity: Severity;
  readonly title: string;
  readonly detail: string;
  readonly path: string;
  readonly line?: number | null;
  readonly package?: string | null;
  /** What makes this finding distinct within its path (action@ref, expression, script name...). */
  readonly subject: string;
}

export function makeFinding(input: FindingInput): KeyedFinding {
  return {
    id: input.id,
    severity: input.severity,
    title: input.title,
    detail: input.detail,
    path: input.path,
    line: input.line ?? null,
    package: input.package ?? null,
    key: `${input.id}\u0000${input.path}\u0000${input.subject}`,
  };
}

/** Drops the internal key. */
export function toFinding(finding: KeyedFinding): Finding {
  return {
    id: finding.id,
    severity: finding.severity,
    title: finding.title,
    detail: finding.detail,
    path: finding.path,
    line: finding.line,
    package: finding.package,
  };
}
