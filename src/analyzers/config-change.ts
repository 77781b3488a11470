import { parseRepoConfig } from '../repo-config/parse-repo-config.js';
import { CONFIG_PATH, DEFAULT_CONFIG, type RepoConfig } from '../repo-config/schema.js';
import type { Finding, Severity } from '../signal/schema.js';
import type { PrSnapshot } from '../snapshot/pr-snapshot.js';
import { pushAll } from '../push-all.js';

const LEVELS = ['low', 'medium', 'high', 'critical'];
const SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'];
const TRUSTS = ['low', 'medium', 'high'];

interface Change {
  readonly text: string;
  /** The change lets more through: fewer alerts, a higher bar for concern, files hidden from review. */
  readonly weakens: boolean;
}

function ignoreKey(rule: RepoConfig['ignore_findings'][number]): string {
  return `${rule.id}|${rule.path ?? ''}|${rule.package ?? ''}`;
}

function describeIgnore(rule: RepoConfig['ignore_findings'][number]): string {
  const scope = [rule.path ? `path ${rule.path}` : '', rule.package ? `package ${rule.package}` : ''].filter(Boolean).join(', ');
  return `${rule.id}${scope ? ` (${scope})` : ''}${rule.expires ? ` until ${rule.expires}` : ''}: "${rule.reason}"`;
}

function listDiff(name: string, before: readonly string[], after: readonly string[], addedWeakens: boolean): Change[] {
  const changes: Change[] = [];
  for (const value of after) if (!before.includes(value)) changes.push({ text: `${name}: adds ${value}`, weakens: addedWeakens });
  for (const value of before) if (!after.includes(value)) changes.push({ text: `${name}: removes ${value}`, weakens: !addedWeakens });
  return changes;
}

function numberChange(name: string, before: number, after: number, higherWeakens: boolean): Change[] {
  if (before === after) return [];
  return [{ text: `${name}: ${before} → ${after}`, weakens: after > before === higherWeakens }];
}

function rankChange(name: string, order: readonly string[], before: string, after: string, higherWeakens: boolean): Change[] {
  if (before === after) return [];
  return [{ text: `${name}: ${before} → ${after}`, weakens: order.indexOf(after) > order.indexOf(before) === higherWeakens }];
}

/** Every difference between two effective configurations, in words, each marked weakening or not. */
export function diffRepoConfig(before: RepoConfig, after: RepoConfig): Change[] {
  const changes: Change[] = [];
  const beforeIgnores = new Map(before.ignore_findings.map((r) => [ignoreKey(r), r]));
  const afterIgnores = new Map(after.ignore_findings.map((r) => [ignoreKey(r), r]));
  for (const [key, rule] of afterIgnores) if (!beforeIgnores.has(key)) changes.push({ text: `ignore_findings: adds ${describeIgnore(rule)}`, weakens: true });
  for (const [key, rule] of beforeIgnores) if (!afterIgnores.has(key)) changes.push({ text: `ignore_findings: removes ${describeIgnore(rule)}`, weakens: false });

  const ids = new Set([...Object.keys(before.severity_overrides), ...Object.keys(after.severity_overrides)]);
  for (const id of [...ids].sort()) {
    const from = before.severity_overrides[id];
    const to = after.severity_overrides[id];
    if (from === to) continue;
    if (to === undefined) changes.push({ text: `severity_overrides: removes ${id} (was ${from})`, weakens: false });
    else if (from === undefined) changes.push({ text: `severity_overrides: ${id} set to ${to}`, weakens: SEVERITIES.indexOf(to) < SEVERITIES.indexOf('high') });
    else changes.push({ text: `severity_overrides: ${id} ${from} → ${to}`, weakens: SEVERITIES.indexOf(to) < SEVERITIES.indexOf(from) });
  }

  const beforeSensitive = new Map(before.sensitive_paths.map((p) => [p.pattern, p]));
  const afterSensitive = new Map(after.sensitive_paths.map((p) => [p.pattern, p]));
  for (const [pattern, entry] of afterSensitive) {
    const old = beforeSensitive.get(pattern);
    if (old === undefined) changes.push({ text: `sensitive_paths: adds ${pattern} (weight ${entry.weight})`, weakens: false });
    else pushAll(changes, numberChange(`sensitive_paths ${pattern} weight`, old.weight, entry.weight, false));
  }
  for (const pattern of beforeSensitive.keys()) if (!afterSensitive.has(pattern)) changes.push({ text: `sensitive_paths: removes ${pattern}`, weakens: true });

  pushAll(changes, listDiff('generated_paths', before.generated_paths, after.generated_paths, true));
  pushAll(changes, listDiff('vendored_paths', before.vendored_paths, after.vendored_paths, true));
  pushAll(changes, listDiff('required_checks', before.required_checks, after.required_checks, false));

  for (const level of ['medium', 'high', 'critical'] as const) {
    pushAll(changes, numberChange(`risk_thresholds.${level}`, before.risk_thresholds[level], after.risk_thresholds[level], true));
  }
  const r0 = before.review;
  const r1 = after.review;
  pushAll(changes, rankChange('review.approve_max_level', LEVELS, r0.approve_max_level, r1.approve_max_level, true));
  pushAll(changes, numberChange('review.needs_discussion_lines', r0.needs_discussion_lines, r1.needs_discussion_lines, true));
  pushAll(changes, numberChange('review.needs_discussion_files', r0.needs_discussion_files, r1.needs_discussion_files, true));
  pushAll(changes, rankChange('review.request_changes_severity', SEVERITIES, r0.request_changes_severity, r1.request_changes_severity, true));
  if (r0.request_changes_on_failing_checks !== r1.request_changes_on_failing_checks) {
    changes.push({ text: `review.request_changes_on_failing_checks: ${r0.request_changes_on_failing_checks} → ${r1.request_changes_on_failing_checks}`, weakens: !r1.request_changes_on_failing_checks });
  }
  pushAll(changes, rankChange('review.approve_min_trust', TRUSTS, r0.approve_min_trust, r1.approve_min_trust, false));
  pushAll(changes, numberChange('focus.max_files', before.focus.max_files, after.focus.max_files, false).map((c) => ({ ...c, weakens: false })));
  return changes;
}

function finding(id: string, severity: Severity, title: string, detail: string): Finding {
  return { id, severity, title, detail, path: CONFIG_PATH, line: null, package: null };
}

/**
 * A PR that edits `.github/svc.yml` is judged by the base configuration (never its own); this
 * finding shows the reviewer what the edit would change once merged, and flags edits that
 * would loosen the rules (findings ignored, thresholds raised, checks no longer required).
 */
export function analyzeConfigChange(snapshot: PrSnapshot): Finding[] {
  const file = snapshot.files.find((f) => f.path === CONFIG_PATH || f.previousPath === CONFIG_PATH);
  if (file === undefined) return [];
  const content = snapshot.contents.find((c) => c.path === CONFIG_PATH);
  const baseText = snapshot.baseFiles.find((f) => f.path === CONFIG_PATH)?.content ?? null;
  const headText = file.status === 'removed' || file.path !== CONFIG_PATH ? null : (content?.head ?? null);
  if (headText === null && file.status !== 'removed' && file.path === CONFIG_PATH) {
    return [finding('config-changed', 'low', 'Repository configuration changed', `${CONFIG_PATH} changes, but its new content could not be read; review it by hand. This PR is judged by the base configuration.`)];
  }
  const parsedBase = baseText === null ? null : parseRepoConfig(baseText);
  const baseConfig = parsedBase?.ok ? parsedBase.config : DEFAULT_CONFIG;
  if (headText !== null) {
    const head = parseRepoConfig(headText);
    if (!head.ok) {
      return [finding('config-invalid', 'medium', 'Repository configuration would become invalid', `After this PR, ${CONFIG_PATH} would not parse (${head.error}), and every analysis would fall back to the defaults. This PR is judged by the base configuration.`)];
    }
    return describe(diffRepoConfig(baseConfig, head.config), 'edits');
  }
  return describe(diffRepoConfig(baseConfig, DEFAULT_CONFIG), 'removes');
}

function describe(changes: Change[], verb: 'edits' | 'removes'): Finding[] {
  const lead = verb === 'removes' ? `This PR removes ${CONFIG_PATH}; the defaults would apply.` : `This PR edits ${CONFIG_PATH}.`;
  const judged = 'It is judged by the base configuration, not by its own.';
  if (changes.length === 0) {
    return [finding('config-changed', 'info', 'Repository configuration changed', `${lead} The effective configuration stays the same. ${judged}`)];
  }
  const weakening = changes.filter((c) => c.weakens);
  const lines = changes.map((c) => `${c.weakens ? '⚠ ' : ''}${c.text}`).join('; ');
  if (weakening.length > 0) {
    return [
      finding(
        'config-weakened',
        'medium',
        'Repository configuration loosened',
        `${lead} ${weakening.length} of ${changes.length} changes loosen the rules a PR is judged by (⚠): ${lines}. ${judged} Make sure a maintainer intends this.`,
      ),
    ];
  }
  return [finding('config-changed', 'low', 'Repository configuration changed', `${lead} Changes: ${lines}. ${judged}`)];
}
