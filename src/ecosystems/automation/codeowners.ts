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
 * required reviews get bypassed once it merges (high). Owners removed from a list whose other
 * owners stay, none added, where the PR changes only ownership lists and docs under the pattern (a
 * maintainer leaves), are medium: GitHub asks for one code owner's approval, so no one new can
 * approve, and no protected code changes with it; low when the author only removes themselves, and
 * low for a handover in a PR of its own that the removed owners are asked to approve. Files the PR
 * deletes under a rule it deletes too (a component moved out with its ownership line) count as
 * ownership and docs do: the code is gone, not changed.
 */

export const CODEOWNERS_PATHS = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'];

/** Files that hold no code: ownership and maintainer lists, documentation. */
const OWNERSHIP_OR_DOCS = /(?:^|\/)(?:CODEOWNERS|OWNERS|MAINTAINERS|AUTHORS|CONTRIBUTORS)(?:\.[a-z]+)?$|\.(?:md|mdx|markdown|rst|adoc|asciidoc|txt)$/i;

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

/** The base's owners of a path that the head's rules keep, for a detail (`@org/approvers`). */
function keptOwners(before: readonly Rule[], after: readonly Rule[], path: string): string {
  const old = ownersOf(before, path).owners;
  return ownersOf(after, path).owners.filter((o) => old.includes(o)).slice(0, 5).join(', ');
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
    const removed = new Map<string, { owners: Set<string>; files: string[]; pattern: string; handedOver: boolean; code: boolean; newComponent: boolean; newPatterns: Set<string> }>();
    // Patterns the head's CODEOWNERS no longer has a rule for, and those the base had.
    const patternsAfter = new Set(after.map((r) => r.pattern));
    const patternsBefore = new Set(before.map((r) => r.pattern));
    for (const file of snapshot.files) {
      const old = ownersOf(before, file.previousPath ?? file.path);
      if (old.rule === null || old.owners.length === 0) continue;
      const head = ownersOf(after, file.path);
      const now = head.owners;
      const lost = old.owners.filter((o) => !now.includes(o));
      if (lost.length === 0) continue;
      const entry = removed.get(old.rule.pattern) ?? { owners: new Set<string>(), files: [], pattern: old.rule.pattern, handedOver: false, code: false, newComponent: true, newPatterns: new Set<string>() };
      // A file the PR adds under a rule the PR adds, that keeps an owner of the rule it overrides
      // (`detectors/azure/azureappservice @org/approvers @author` below `detectors/azure/ @org/approvers
      // @pyohannes`): a new component given owners of its own, which the base's owners review in this
      // PR, and the team they share still approves there.
      const ownComponent = file.status === 'added' && head.rule !== null && !patternsBefore.has(head.rule.pattern) && now.some((o) => old.owners.includes(o));
      if (!ownComponent) entry.newComponent = false;
      else entry.newPatterns.add(head.rule!.pattern);
      // A file the PR deletes under a rule it deletes too (a component moved to a repository of its
      // own, its ownership line with it) is code gone, not code changed under weakened review, and
      // no one is handed a file that no longer exists: the owners' loss is weighed as for ownership
      // lists and docs.
      const ruleGoesWithFile = file.status === 'removed' && !patternsAfter.has(old.rule.pattern);
      // Handed over: the file is left without owners, or someone the base did not list now owns it.
      if (!ruleGoesWithFile && (now.length === 0 || now.some((o) => !old.owners.includes(o)))) entry.handedOver = true;
      if (!OWNERSHIP_OR_DOCS.test(file.path) && !ruleGoesWithFile) entry.code = true;
      for (const owner of lost) entry.owners.add(owner);
      entry.files.push(file.path);
      removed.set(old.rule.pattern, entry);
    }
    const author = `@${snapshot.author.login.toLowerCase()}`;
    // Who GitHub asks to approve this PR's change of CODEOWNERS: the base's owners of the file itself.
    const ownersOfFile = ownersOf(before, path).owners;
    const onlyOwnership = snapshot.files.every((f) => OWNERSHIP_OR_DOCS.test(f.path));
    for (const { owners, files, pattern, handedOver, code, newComponent, newPatterns } of removed.values()) {
      const list = [...owners].sort();
      if (newComponent) {
        const added = [...newPatterns].sort();
        findings.push(
          makeFinding({
            id: 'codeowners-weakened',
            severity: 'low',
            title: `CODEOWNERS gives ${added.join(', ')}, which this PR adds, owners of ${added.length === 1 ? 'its' : 'their'} own`,
            detail: `${path}: the PR adds ${files.slice(0, 5).join(', ')}${files.length > 5 ? ` and ${files.length - 5} more` : ''} under a rule of its own (${added.join(', ')}) that keeps ${keptOwners(before, after, files[0]!)} of ${pattern} and no longer asks ${list.join(', ')}. The files are new, so no one loses review of code they owned, and ${pattern}'s owners review them in this PR: check that the new owners are the people who maintain the component.`,
            path,
            line: lineOf(content.head, added[0]!) ?? null,
            subject: `${pattern}:${list.join(',')}`,
          }),
        );
        continue;
      }
      // A handover in a PR of its own: nothing but ownership lists and docs change, and the owners
      // it removes own CODEOWNERS itself on the base, so GitHub asks them to approve their handover
      // (a team renamed or replaced: `* @org/old-team` to `* @org/new-team`). Low.
      if (handedOver && !code && onlyOwnership && list.some((o) => ownersOfFile.includes(o))) {
        findings.push(
          makeFinding({
            id: 'codeowners-weakened',
            severity: 'low',
            title: `CODEOWNERS hands ${pattern} over from ${list.join(', ')}`,
            detail: `${path}: ${list.join(', ')} ${list.length === 1 ? 'owns' : 'own'} ${pattern} on the base branch and would no longer review it after this PR. The PR changes nothing but ownership lists and docs, and ${list.length === 1 ? 'that owner owns' : 'those owners own'} ${path} on the base, so GitHub asks ${list.length === 1 ? 'it' : 'them'} to approve this handover: check that ${list.length === 1 ? 'it does' : 'they do'}.`,
            path,
            line: lineOf(content.head, pattern) ?? null,
            subject: `${pattern}:${list.join(',')}`,
          }),
        );
        continue;
      }
      // Only removals, other base owners staying, and nothing under the pattern changed but ownership
      // lists and docs (a maintainer leaves): GitHub asks one code owner's approval, so no one new can
      // approve, and no protected code changes in the same stroke: medium; low when the author only
      // removes themselves. Owners removed from code the same PR changes stay high.
      const severity = handedOver ? 'high' : list.every((o) => o === author) ? 'low' : code ? 'high' : 'medium';
      findings.push(
        makeFinding({
          id: 'codeowners-weakened',
          severity,
          title: `CODEOWNERS drops ${list.join(', ')} from ${pattern}, which this PR changes`,
          detail:
            `${path}: ${list.join(', ')} ${list.length === 1 ? 'owns' : 'own'} ${pattern} on the base branch and would no longer review it after this PR, which itself changes ${files.slice(0, 5).join(', ')}${files.length > 5 ? ` and ${files.length - 5} more` : ''} there. ` +
            (handedOver || code
              ? 'Changing protected files and their owners in one PR is how required reviews get bypassed. Have the current owners approve, and split the ownership change into its own PR.'
              : `The other owners of ${pattern} stay, none is added, and the PR changes no code there (only ownership lists or docs): ${list.length === 1 ? 'the removed owner is' : 'the removed owners are'} no longer asked to review there. Check that this is intended.`),
          path,
          line: lineOf(content.head, pattern) ?? null,
          subject: `${pattern}:${list.join(',')}`,
        }),
      );
    }
  }
  return findings;
}
