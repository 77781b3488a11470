import type { PrSnapshot } from '../../snapshot/pr-snapshot.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ExtractResult } from '../types.js';
import { gitGlob } from '../git-glob.js';
import { lineOf } from '../util.js';

/**
 * CODEOWNERS weakened for the paths the same pull request changes: for each changed file, the
 * owners the base's CODEOWNERS requires (last matching rule wins, as on GitHub) are compared with
 * those the PR's version would require; owners that disappear are reported with the pattern they
 * came from. A PR that changes protected files and removes their owners in the same stroke is how
 * required reviews get bypassed once it merges.
 */

export const CODEOWNERS_PATHS = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'];

export function isCodeownersPath(path: string): boolean {
  return CODEOWNERS_PATHS.includes(path);
}

interface Rule {
  readonly pattern: string;
  readonly owners: readonly string[];
  readonly match: (path: string) => boolean;
}

const MAX_RULES = 2000;

export function parseCodeowners(content: string): Rule[] {
  const rules: Rule[] = [];
  for (const raw of content.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [pattern, ...rest] = line.split(/\s+/);
    if (pattern === undefined || pattern.startsWith('[')) continue;
    const owners: string[] = [];
    for (const owner of rest) {
      if (owner.startsWith('#')) break;
      owners.push(owner.toLowerCase());
    }
    // The pattern may come from the pull request: matched without regular expressions (git-glob.ts).
    rules.push({ pattern, owners, match: gitGlob(pattern, { contents: true }) });
    if (rules.length >= MAX_RULES) break;
  }
  return rules;
}

function ownersOf(rules: readonly Rule[], path: string): { rule: Rule | null; owners: readonly string[] } {
  for (let i = rules.length - 1; i >= 0; i -= 1) {
    const rule = rules[i]!;
    if (rule.match(path)) return { rule, owners: rule.owners };
  }
  return { rule: null, owners: [] };
}

/** CODEOWNERS has no findings of its own; extraction only makes the analysis read both sides. */
export function extractCodeowners(): ExtractResult {
  return { deps: [] };
}

export function codeownersFindings(snapshot: PrSnapshot): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  for (const path of CODEOWNERS_PATHS) {
    const content = snapshot.contents.find((c) => c.path === path);
    if (content === undefined || content.base === null) continue;
    const before = parseCodeowners(content.base);
    const after = parseCodeowners(content.head ?? '');
    const removed = new Map<string, { owners: Set<string>; files: string[]; pattern: string }>();
    for (const file of snapshot.files) {
      const old = ownersOf(before, file.previousPath ?? file.path);
      if (old.rule === null || old.owners.length === 0) continue;
      const now = ownersOf(after, file.path).owners;
      const lost = old.owners.filter((o) => !now.includes(o));
      if (lost.length === 0) continue;
      const entry = removed.get(old.rule.pattern) ?? { owners: new Set<string>(), files: [], pattern: old.rule.pattern };
      for (const owner of lost) entry.owners.add(owner);
      entry.files.push(file.path);
      removed.set(old.rule.pattern, entry);
    }
    for (const { owners, files, pattern } of removed.values()) {
      const list = [...owners].sort();
      findings.push(
        makeFinding({
          id: 'codeowners-weakened',
          severity: 'high',
          title: `CODEOWNERS drops ${list.join(', ')} from ${pattern}, which this PR changes`,
          detail:
            `${path}: ${list.join(', ')} ${list.length === 1 ? 'owns' : 'own'} ${pattern} on the base branch and would no longer review it after this PR, which itself changes ${files.slice(0, 5).join(', ')}${files.length > 5 ? ` and ${files.length - 5} more` : ''} there. ` +
            'Changing protected files and their owners in one PR is how required reviews get bypassed. Have the current owners approve, and split the ownership change into its own PR.',
          path,
          line: lineOf(content.head, pattern) ?? null,
          subject: `${pattern}:${list.join(',')}`,
        }),
      );
    }
  }
  return findings;
}
