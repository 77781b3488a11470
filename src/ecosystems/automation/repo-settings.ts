import { parseYamlLimited } from '../../limited-parse.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ChangedFileFacts, ExtractResult } from '../types.js';
import { isRecord, lineOf } from '../util.js';
import type { Severity } from '../../signal/schema.js';

/**
 * `repo-settings-weakened`: `.github/settings.yml` is repository settings as code (the Probot
 * "Settings" app, repository-settings/app): once merged to the default branch, the app applies it,
 * collaborators, teams and branch protection included. A pull request that grants someone write or
 * admin access, or takes protection off a branch, changes who can push to the project, through a
 * file that reads like configuration.
 *
 * Each weak state of the head side is a finding keyed by what it is (a collaborator's access, a
 * branch without reviews); the analysis reports the keys the base side did not have, so a setting
 * that was already there is not reported again. The file takes effect only where the app is
 * installed; the detail says so.
 */

const ADMIN = new Set(['admin', 'maintain']);

interface Weakness {
  readonly severity: Severity;
  readonly title: string;
  readonly what: string;
  readonly subject: string;
  readonly near: string;
}

function accessWeaknesses(doc: Record<string, unknown>): Weakness[] {
  const found: Weakness[] = [];
  for (const [list, label, key] of [
    ['collaborators', 'collaborator', 'username'],
    ['teams', 'team', 'name'],
  ] as const) {
    const entries = Array.isArray(doc[list]) ? doc[list].filter(isRecord) : [];
    for (const entry of entries) {
      const who = typeof entry[key] === 'string' ? entry[key] : null;
      const permission = typeof entry.permission === 'string' ? entry.permission.toLowerCase() : null;
      if (who === null || permission === null) continue;
      if (!ADMIN.has(permission) && permission !== 'push' && permission !== 'write') continue;
      found.push({
        severity: ADMIN.has(permission) ? 'high' : 'medium',
        title: `Repository settings give ${label} ${who} ${permission} access`,
        what: `gives the ${label} ${who} ${permission} access${ADMIN.has(permission) ? ' (they can change settings, protection and secrets)' : ' (they can push to unprotected branches)'}`,
        subject: `access:${label}:${who.toLowerCase()}:${ADMIN.has(permission) ? 'admin' : 'write'}`,
        near: who,
      });
    }
  }
  return found;
}

function protectionWeaknesses(doc: Record<string, unknown>): Weakness[] {
  const found: Weakness[] = [];
  const branches = Array.isArray(doc.branches) ? doc.branches.filter(isRecord) : [];
  for (const branch of branches) {
    const name = typeof branch.name === 'string' ? branch.name : null;
    if (name === null) continue;
    const weak = (severity: Severity, what: string, key: string): void => {
      found.push({ severity, title: `Repository settings ${what} on ${name}`, what: `${what} on the branch ${name}`, subject: `branch:${name}:${key}`, near: name });
    };
    if (!('protection' in branch)) continue;
    const protection = branch.protection;
    if (!isRecord(protection)) {
      weak('high', 'remove branch protection', 'unprotected');
      continue;
    }
    const reviews = protection.required_pull_request_reviews;
    if (reviews === null || (isRecord(reviews) && reviews.required_approving_review_count === 0)) weak('high', 'require no approving review', 'no-reviews');
    if (isRecord(reviews) && reviews.require_code_owner_reviews === false) weak('medium', 'do not require code owners to review', 'no-codeowners');
    if (protection.required_status_checks === null) weak('medium', 'require no status checks', 'no-checks');
    if (protection.enforce_admins === false) weak('low', 'let admins bypass protection', 'admins-bypass');
    if (protection.allow_force_pushes === true) weak('medium', 'allow force pushes', 'force-push');
    if (protection.allow_deletions === true) weak('medium', 'allow the branch to be deleted', 'deletions');
  }
  return found;
}

function visibilityWeaknesses(doc: Record<string, unknown>): Weakness[] {
  const repository = isRecord(doc.repository) ? doc.repository : null;
  if (repository === null) return [];
  if (repository.private === false || repository.visibility === 'public') {
    return [{ severity: 'high', title: 'Repository settings make the repository public', what: 'makes the repository public (everything in it, history included, becomes readable by anyone)', subject: 'visibility:public', near: 'private' }];
  }
  return [];
}

export function isRepoSettingsPath(path: string): boolean {
  return path === '.github/settings.yml' || path === '.github/settings.yaml';
}

export function extractRepoSettings(content: string, path: string): ExtractResult {
  const parsed = parseYamlLimited(content, { maxAliasCount: 100 });
  if (!parsed.ok) return { deps: [], skipReason: parsed.reason };
  const doc = parsed.value;
  if (doc === null || doc === undefined) return { deps: [] };
  if (!isRecord(doc)) return { deps: [], skipReason: 'not a YAML mapping' };
  const findings: KeyedFinding[] = [...accessWeaknesses(doc), ...protectionWeaknesses(doc), ...visibilityWeaknesses(doc)].map((weakness) =>
    makeFinding({
      id: 'repo-settings-weakened',
      severity: weakness.severity,
      title: weakness.title,
      detail: `${path} is applied to the repository by the Settings app (repository-settings/app) once merged to the default branch, where the app is installed: this change ${weakness.what}. Changing who can push, or what protects a branch, belongs with the repository's administrators, in a PR of its own that they approve.`,
      path,
      line: lineOf(content, weakness.near),
      subject: weakness.subject,
    }),
  );
  return { deps: [], findings, requiredChecks: requiredChecksOf(doc) };
}

/** Required checks read at most per branch, and branches read. */
const MAX_REQUIRED_CHECKS = 100;
const MAX_BRANCHES = 50;

/**
 * By protected branch, the status checks its protection requires: `required_status_checks.contexts`
 * and the newer `checks: [{ context }]`, names as written.
 */
function requiredChecksOf(doc: Record<string, unknown>): Record<string, string[]> {
  const required: Record<string, string[]> = {};
  const branches = Array.isArray(doc.branches) ? doc.branches.filter(isRecord).slice(0, MAX_BRANCHES) : [];
  for (const branch of branches) {
    if (typeof branch.name !== 'string' || !isRecord(branch.protection) || !isRecord(branch.protection.required_status_checks)) continue;
    const checks = branch.protection.required_status_checks;
    const names = [
      ...(Array.isArray(checks.contexts) ? checks.contexts.filter((c): c is string => typeof c === 'string') : []),
      ...(Array.isArray(checks.checks) ? checks.checks.filter(isRecord).flatMap((c) => (typeof c.context === 'string' ? [c.context] : [])) : []),
    ];
    required[branch.name] = names.slice(0, MAX_REQUIRED_CHECKS);
  }
  return required;
}

/**
 * `repo-settings-weakened` for required status checks dropped one by one: a branch both sides
 * protect whose head requires fewer of the checks its base required (`contexts: [DCO, "ci/circleci:
 * go-1-17"]` to `[DCO]`). Low: a check dropped from the list no longer blocks a merge when it
 * fails; often it is one that no longer runs (a CI service or a Go version retired), which the
 * reviewer confirms. All checks removed (`required_status_checks: null`) is the medium state
 * extractRepoSettings reports.
 */
export function requiredChecksDroppedRule(file: ChangedFileFacts): KeyedFinding[] {
  const before = file.base?.requiredChecks;
  const after = file.head.requiredChecks;
  if (before === undefined || after === undefined) return [];
  const content = file.headContent ?? '';
  const findings: KeyedFinding[] = [];
  for (const [branch, checks] of Object.entries(after)) {
    const was = before[branch];
    if (was === undefined) continue;
    const dropped = was.filter((check) => !checks.includes(check));
    if (dropped.length === 0) continue;
    const named = dropped.slice(0, 5).map((check) => `"${check}"`).join(', ') + (dropped.length > 5 ? ` and ${dropped.length - 5} more` : '');
    findings.push(
      makeFinding({
        id: 'repo-settings-weakened',
        severity: 'low',
        title: `Repository settings stop requiring ${dropped.length === 1 ? 'a status check' : `${dropped.length} status checks`} on ${branch}`,
        detail: `${file.path} is applied to the repository by the Settings app (repository-settings/app) once merged to the default branch, where the app is installed: this change stops requiring ${named} to pass before a merge into ${branch}. If those checks still run, a failing one no longer blocks a merge; make sure they are retired (a CI service or a toolchain version dropped).`,
        path: file.path,
        line: lineOf(content, `name: ${branch}`) ?? lineOf(content, branch),
        subject: `branch:${branch}:checks-dropped:${[...dropped].sort().join(',')}`,
      }),
    );
  }
  return findings;
}
