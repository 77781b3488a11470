import { parse } from 'yaml';
import { isRecord } from '../util.js';
import { parseJsonc } from './jsonc.js';

/**
 * Routine edits of update-bot configuration: only schedules, labels, reviewers, commit-message
 * settings, PR limits, groups and ignore lists change (what is updated when, and who is asked), not
 * what the bot may run, merge or reach.
 */
const FREE_KEYS = new Set([
  'schedule', 'interval', 'day', 'time', 'timezone', 'labels', 'reviewers', 'assignees', 'commit-message', 'open-pull-requests-limit',
  'groups', 'ignore', 'milestone', 'rebase-strategy', 'cooldown', 'target-branch', 'versioning-strategy', 'allow',
  'prConcurrentLimit', 'prHourlyLimit', 'labels', 'addLabels', 'reviewersFromCodeOwners', 'assigneesFromCodeOwners', 'commitMessagePrefix',
  'semanticCommits', 'groupName', 'extends', 'timezone', 'dependencyDashboard', 'rangeStrategy', 'minimumReleaseAge', 'ignoreDeps', 'ignorePaths', 'description',
]);

const MAX_NODES = 10_000;

function same(a: unknown, b: unknown, budget: { n: number }): boolean {
  budget.n += 1;
  if (budget.n > MAX_NODES) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i], budget));
  if (isRecord(a) && isRecord(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (FREE_KEYS.has(key)) continue;
      if (!(key in a) || !(key in b) || !same(a[key], b[key], budget)) return false;
    }
    return true;
  }
  return a === b;
}

function read(text: string): unknown {
  try {
    return parse(text, { maxAliasCount: 100 });
  } catch {
    return parseJsonc(text);
  }
}

export function isRoutineBotConfigChange(base: string, head: string): boolean {
  const a = read(base);
  const b = read(head);
  return isRecord(a) && isRecord(b) && same(a, b, { n: 0 });
}
