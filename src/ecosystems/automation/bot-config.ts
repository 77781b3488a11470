import { parseYamlLimited } from '../../limited-parse.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import type { ExtractResult } from '../types.js';
import { hostOf, isRecord, lineOf } from '../util.js';
import { findPipeToShell } from '../shell/pipe-to-shell.js';
import { parseJson5, parseJsonc } from './jsonc.js';

/**
 * Update bots' configuration: Dependabot allowing package managers to run code during updates or
 * reaching new registries, Renovate running commands after upgrades or merging on its own.
 */

/** Ecosystems whose updates Dependabot cannot delay (no cooldown option). */
const NO_COOLDOWN = new Set(['opentofu']);

export function extractDependabot(content: string, path: string): ExtractResult {
  const parsed = parseYamlLimited(content, { maxAliasCount: 100 });
  if (!parsed.ok) return { deps: [], skipReason: parsed.reason };
  const doc = parsed.value;
  if (!isRecord(doc)) return { deps: [], skipReason: 'not a YAML mapping' };
  const findings: KeyedFinding[] = [];
  const updates = Array.isArray(doc.updates) ? doc.updates.filter(isRecord) : [];
  for (const update of updates) {
    if (update['insecure-external-code-execution'] !== 'allow') continue;
    const ecosystem = String(update['package-ecosystem'] ?? '?');
    findings.push(
      makeFinding({
        id: 'dependabot-external-code-execution',
        severity: 'high',
        title: `Dependabot may run package code while updating ${ecosystem}`,
        detail:
          `${path} sets insecure-external-code-execution: allow for ${ecosystem} (${String(update.directory ?? '/')}): while it resolves updates, Dependabot runs the packages' own code (setup.py, gemspecs) with access to the registries credentials it was given. ` +
          'A compromised dependency then reaches those credentials. Remove it unless a maintainer decided otherwise.',
        path,
        line: lineOf(content, 'insecure-external-code-execution'),
        subject: `${ecosystem}:${String(update.directory ?? '/')}`,
      }),
    );
  }
  for (const update of updates) {
    const ecosystem = String(update['package-ecosystem'] ?? '?');
    if (update.cooldown !== undefined || NO_COOLDOWN.has(ecosystem)) continue;
    const directory = String(update.directory ?? (Array.isArray(update.directories) ? update.directories.join(', ') : '/'));
    findings.push(
      makeFinding({
        id: 'dependabot-cooldown',
        severity: 'info',
        title: `Dependabot proposes ${ecosystem} releases the day they appear`,
        detail:
          `${path} has no cooldown for ${ecosystem} (${directory}): Dependabot opens an update as soon as a release is published, before anyone had time to notice a compromised one (most are taken down within days). ` +
          'Fix, when convenient: cooldown: { default-days: 7 } (semver-major-days, semver-minor-days, semver-patch-days to tune).',
        path,
        line: lineOf(content, `package-ecosystem: ${ecosystem}`) ?? lineOf(content, ecosystem),
        subject: `${ecosystem}:${directory}`,
      }),
    );
  }
  const registries = isRecord(doc.registries) ? doc.registries : {};
  for (const [name, registry] of Object.entries(registries)) {
    if (!isRecord(registry)) continue;
    const url = typeof registry.url === 'string' ? registry.url : '';
    findings.push(
      makeFinding({
        id: 'dependabot-registry',
        severity: 'low',
        title: `Dependabot registry ${name} (${hostOf(url) ?? url})`,
        detail: `${path} lets Dependabot fetch packages from ${url || 'a registry'} (and hands it the credentials configured for it). Check that the registry is the project's.`,
        path,
        line: lineOf(content, url || name),
        subject: `${name}:${url}`,
      }),
    );
  }
  return { deps: [], findings };
}

const NARROW_UPDATES = new Set(['patch', 'minor', 'pin', 'digest', 'pinDigest', 'lockFileMaintenance', 'bump']);

function automergeScope(rule: Record<string, unknown>): string | null {
  if (rule.automerge !== true) return null;
  const types = Array.isArray(rule.matchUpdateTypes) ? rule.matchUpdateTypes.filter((t): t is string => typeof t === 'string') : [];
  if (types.length > 0 && types.every((t) => NARROW_UPDATES.has(t))) return null;
  const names = ['matchPackageNames', 'matchPackagePatterns', 'matchDepNames', 'matchPackagePrefixes']
    .flatMap((k) => (Array.isArray(rule[k]) ? rule[k] : []))
    .filter((v): v is string => typeof v === 'string');
  if (names.length > 0) return names.slice(0, 3).join(', ');
  // A rule limited otherwise (by manager, dependency type, datasource or file) is not every update: say which it is.
  const limits = NARROWING_KEYS.flatMap((k) => {
    const values = (Array.isArray(rule[k]) ? rule[k] : typeof rule[k] === 'string' ? [rule[k]] : []).filter((v): v is string => typeof v === 'string');
    return values.length > 0 ? [`${k}: ${values.slice(0, 3).join(', ')}`] : [];
  });
  return limits.length > 0 ? `the updates of ${limits.join('; ')}` : 'every update';
}

/** packageRules keys that limit a rule to some updates without naming packages. */
const NARROWING_KEYS = ['matchManagers', 'matchDepTypes', 'matchDatasources', 'matchCategories', 'matchFileNames', 'matchPaths'];

export function extractRenovate(content: string, path: string): ExtractResult {
  // Renovate reads each of its configuration files as JSON5 (identifier keys, single quotes).
  const json = parseJsonc(content);
  const doc = isRecord(json) ? json : parseJson5(content);
  if (!isRecord(doc)) return { deps: [], skipReason: 'not JSON or JSON5' };
  const findings: KeyedFinding[] = [];
  const rules = [doc, ...(Array.isArray(doc.packageRules) ? doc.packageRules.filter(isRecord) : [])];
  for (const rule of rules) {
    const scope = automergeScope(rule);
    if (scope === null) continue;
    findings.push(
      makeFinding({
        id: 'renovate-automerge',
        severity: 'medium',
        title: `Renovate merges ${scope} without a review${rule.ignoreTests === true ? ', even with failing tests' : ''}`,
        detail:
          `${path} turns on automerge for ${scope}, major versions included: a compromised or breaking release lands on the default branch with nobody looking${rule.ignoreTests === true ? ' (ignoreTests: true even skips the checks)' : ''}. ` +
          'Limit automerge to matchUpdateTypes [minor, patch] (and a minimumReleaseAge), and keep required checks.',
        path,
        line: lineOf(content, '"automerge"') ?? lineOf(content, 'automerge'),
        subject: `${scope}:${String(rule.ignoreTests === true)}`,
      }),
    );
  }
  for (const rule of rules) {
    const tasks = isRecord(rule.postUpgradeTasks) ? rule.postUpgradeTasks : null;
    const commands = tasks && Array.isArray(tasks.commands) ? tasks.commands.filter((c): c is string => typeof c === 'string') : [];
    const allowed = Array.isArray(rule.allowedPostUpgradeCommands) ? rule.allowedPostUpgradeCommands.filter((c): c is string => typeof c === 'string') : [];
    for (const command of [...commands, ...allowed]) {
      // A download piped into a shell runs whatever that host serves, in Renovate's environment with its token.
      const piped = findPipeToShell(command.slice(0, 2000))[0];
      findings.push(
        makeFinding({
          id: 'renovate-post-upgrade-command',
          severity: piped === undefined ? 'medium' : 'high',
          title: `Renovate runs \`${command.slice(0, 60)}\` after upgrades`,
          detail: `${path} makes Renovate run \`${command}\` after each upgrade, in its own environment with its token, on code the new dependency versions bring; what it produces is committed to the update branch.${piped === undefined ? '' : ` It pipes a download into a shell (${piped}): whatever that host serves then runs with Renovate's token.`} Check the command, and keep allowedPostUpgradeCommands narrow (anchored patterns).`,
          path,
          line: lineOf(content, command),
          subject: command,
        }),
      );
    }
  }
  return { deps: [], findings };
}
