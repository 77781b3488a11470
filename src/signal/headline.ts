import { readFirstLines } from './focus-hunks.js';
import type { Signal } from './schema.js';

/**
 * What a reviewer reads in ten seconds, the opening of every summary (check run, job summary,
 * markdown report): the verdict, the top three reasons, and the one file to look at first.
 */
export interface Headline {
  /** "request changes · risk high (0.72)" */
  readonly verdict: string;
  /** At most three reasons, heaviest first: the risk drivers' titles with their detail. */
  readonly reasons: readonly { readonly title: string; readonly detail: string }[];
  /** The first focus file and why, or null when the PR has none. */
  readonly firstFile: { readonly path: string; readonly why: string | null } | null;
}

export const ACTION_WORDS: Readonly<Record<Signal['review']['action'], string>> = {
  approve: 'approve',
  comment: 'comment',
  request_changes: 'request changes',
  needs_discussion: 'needs discussion',
};

export function headline(signal: Signal): Headline {
  const reasons = [...signal.risk.drivers]
    .map((driver, index) => ({ driver, index }))
    .sort((a, b) => b.driver.weight - a.driver.weight || a.index - b.index)
    .slice(0, 3)
    .map(({ driver }) => ({ title: driver.title, detail: driver.detail }));
  const first = signal.focus.files[0];
  return {
    verdict: `${ACTION_WORDS[signal.review.action]} · risk ${signal.risk.level} (${signal.risk.score.toFixed(2)})`,
    reasons,
    firstFile: first === undefined ? null : { path: first.path, why: [first.reasons[0], readFirstLines(first)].filter((part) => part !== undefined && part !== null).join('; ') || null },
  };
}
