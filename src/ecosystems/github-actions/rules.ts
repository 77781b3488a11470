import { maxSeverity } from '../../signal/severity.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { blankContinuations } from '../shell/continuation.js';
import { archiveRunIn, binaryRunSource, scriptRunsIn, suspiciousDownloadRun } from '../shell/download-run.js';
import { findPipeToShell, pipeCommandKey, vendorInstallerHost } from '../shell/pipe-to-shell.js';
import { lineOf } from '../util.js';
import { actionRefRules } from './action-ref-rules.js';
import { aiAgentRules } from './ai-agent-rules.js';
import type { RuleContext } from './facts.js';
import { scriptsOf, triggerFactsOf } from './facts.js';
import { environmentCodeRules, githubEnvRules, templateInjectionRules } from './injection-rules.js';
import { githubScriptInjectionRules } from './github-script-injection.js';
import { permissionRules } from './permission-rules.js';
import { catalogRules } from './catalog-rules.js';
import { gitInstallRules } from './git-install-rules.js';
import { githubAppTokenRules, misfeatureRules, unsoundTernaryRules } from './feature-rules.js';
import { obfuscationRules } from './obfuscation-rules.js';
import { trustedPublishingRules } from './publishing-rules.js';
import { artifactPoisoningRules, artipackedRules, cachePoisoningRules } from './poisoning-rules.js';
import { dropRegistryOverridesOfRedirectedTokens, secretRules, secretsInheritRules } from './secret-rules.js';
import { runnerRegistrationRules } from './runner-registration-rules.js';
import { toolTyposquatRules } from './tool-typosquat-rules.js';
import { checkoutRules, conditionRules, containerCredentialRules, dangerousTriggerRules, insecureCommandsRules, selfHostedRules } from './trigger-rules.js';
import type { Workflow } from './workflow.js';

/**
 * CI configuration rules for GitHub workflows and composite actions (docs/findings.md, "CI
 * configuration"), written after zizmor's audit documentation and OpenSSF Scorecard's checks.
 * Each finding carries a key that ignores line numbers, so that the analysis reports only what the
 * PR introduces.
 */
export function workflowFindings(workflow: Workflow, content: string, path: string): KeyedFinding[] {
  const ctx: RuleContext = { ...triggerFactsOf(workflow), content, path, findings: [] };
  dangerousTriggerRules(ctx);
  checkoutRules(ctx);
  permissionRules(ctx);
  selfHostedRules(ctx);
  runnerRegistrationRules(ctx);
  conditionRules(ctx);
  insecureCommandsRules(ctx);
  containerCredentialRules(ctx);
  templateInjectionRules(ctx);
  environmentCodeRules(ctx);
  githubScriptInjectionRules(ctx);
  githubEnvRules(ctx);
  secretRules(ctx);
  toolTyposquatRules(ctx);
  secretsInheritRules(ctx);
  artifactPoisoningRules(ctx);
  cachePoisoningRules(ctx);
  artipackedRules(ctx);
  actionRefRules(ctx);
  pipeToShellRules(ctx);
  downloadRunRules(ctx);
  obfuscationRules(ctx);
  catalogRules(ctx);
  gitInstallRules(ctx);
  trustedPublishingRules(ctx);
  misfeatureRules(ctx);
  githubAppTokenRules(ctx);
  unsoundTernaryRules(ctx);
  aiAgentRules(ctx);
  return dedupe(dropRegistryOverridesOfRedirectedTokens(ctx.findings));
}

function pipeToShellRules(ctx: RuleContext): void {
  // On a privileged trigger the job runs with the repository's secrets and a token that can write,
  // on events outsiders cause: even a vendor's installer is read as any other download there.
  const privileged = ctx.privileged.length > 0 ? ctx.privileged.join(', ') : null;
  for (const job of ctx.workflow.jobs) {
    for (const step of job.steps) {
      for (const script of scriptsOf(step)) {
        for (const command of findPipeToShell(script)) {
          // A tool vendor's own installer over HTTPS (rustup, uv, Bun, ...) is how its guide installs it: still unpinned, not a stranger's script.
          const vendor = vendorInstallerHost(command);
          const usual = vendor !== null && privileged === null;
          ctx.findings.push(
            makeFinding({
              id: 'curl-pipe-shell',
              severity: usual ? 'medium' : 'high',
              title: 'Workflow pipes a download into a shell',
              detail: `Job ${job.id} runs \`${command}\`: the script is whatever the server returns at that moment, unverified${vendor !== null ? ` (from ${vendor}, the tool's own installer over HTTPS: the usual way to install it, and still unpinned${privileged !== null ? `; but the workflow runs on ${privileged}, with the repository's secrets and a token that can write` : ''})` : ''}. Download it, check its checksum or signature, then run it; or use a pinned action.`,
              path: ctx.path,
              line: lineOf(ctx.content, command) ?? lineOf(ctx.content, 'curl') ?? lineOf(ctx.content, 'wget'),
              // By command, not by job: the same installer the workflow already pipes in another job
              // (a new job copied from one there: kubebuilder's test-helm-samples.yml) is not new.
              subject: pipeCommandKey(command),
            }),
          );
        }
        // An archive downloaded without a checksum, unpacked, and a script from it run: the same, a tarball between.
        const archive = archiveRunIn(blankContinuations(script));
        if (archive !== null) {
          const vendor = vendorInstallerHost(`curl ${archive} | sh`);
          ctx.findings.push(
            makeFinding({
              id: 'curl-pipe-shell',
              severity: vendor !== null && privileged === null ? 'medium' : 'high',
              title: 'Workflow runs a script from an archive it downloads',
              detail: `Job ${job.id} downloads ${archive} without checking a checksum, unpacks it and runs a script from it: whatever the server returns at that moment runs, as \`curl … | sh\` would${vendor !== null ? ` (from ${vendor}, the tool's own download host over HTTPS: the usual way to install it, and still unpinned)` : ''}. Check the archive's checksum or signature before unpacking it, or use a pinned action.`,
              path: ctx.path,
              line: lineOf(ctx.content, archive) ?? lineOf(ctx.content, 'curl') ?? lineOf(ctx.content, 'wget'),
              subject: `archive:${archive}`,
            }),
          );
        }
      }
    }
    // Scripts downloaded to a file and then sourced or run, in one step or a later one of the job (`curl -o "$T" …; . "$T"`):
    // the same in two steps, each source once (pipeCommandKey), not an archive's URL the job reports above, nor,
    // when downloaded-binary-run reports a file of the job, a source of its (a bare IP, a paste host, a gist, plain HTTP).
    const scripts = job.steps.flatMap((step) => scriptsOf(step));
    const archives = new Set(scripts.flatMap((script) => {
      const archive = archiveRunIn(blankContinuations(script));
      return archive === null ? [] : [pipeCommandKey(archive)];
    }));
    const suspicious = !scripts.every((script) => suspiciousDownloadRun(script.split('\n')) === null);
    const reported = new Set<string>();
    for (const run of scriptRunsIn(blankContinuations(scripts.join('\n')))) {
      const key = pipeCommandKey(run.url);
      if (archives.has(key) || reported.has(key) || (suspicious && binaryRunSource(run.url))) continue;
      reported.add(key);
      const vendor = vendorInstallerHost(`curl ${run.url} | sh`);
      ctx.findings.push(
        makeFinding({
          id: 'curl-pipe-shell',
          severity: vendor !== null && privileged === null ? 'medium' : 'high',
          title: 'Workflow runs a script it downloads',
          detail: `Job ${job.id} downloads ${run.url} to a file and runs it as a script (sourced or given to a shell): whatever the server returns at that moment runs unverified, as \`curl … | sh\` would${vendor !== null ? ` (from ${vendor}, the tool's own installer over HTTPS: the usual way to install it, and still unpinned)` : ''}. Check its checksum or signature before running it, or use a pinned action.`,
          path: ctx.path,
          line: lineOf(ctx.content, run.url) ?? lineOf(ctx.content, 'curl') ?? lineOf(ctx.content, 'wget'),
          subject: `script:${key}`,
        }),
      );
    }
  }
}

/** `downloaded-binary-run`: a step downloads a file from a bare IP or a paste, tunnel or file-drop host and runs it. */
function downloadRunRules(ctx: RuleContext): void {
  for (const job of ctx.workflow.jobs) {
    for (const step of job.steps) {
      for (const script of scriptsOf(step)) {
        const lines = script.split('\n');
        const hit = suspiciousDownloadRun(lines);
        if (hit === null) continue;
        const download = (lines[hit.index] ?? '').trim();
        ctx.findings.push(
          makeFinding({
            id: 'downloaded-binary-run',
            severity: hit.plainHttp ? 'medium' : 'high',
            title: `Workflow runs a file downloaded from ${hit.source}`,
            detail: `Job ${job.id} downloads \`${download.slice(0, 200)}\` from ${hit.source} and runs it (or makes it executable), in CI, with the job's token and secrets. ${hit.plainHttp ? 'Over plain HTTP anyone on the network path can swap the file.' : 'Nothing stands behind a file served from there: it is how compromised workflows fetch their second stage.'} Take the tool from its release page or a package registry, pinned and with its checksum verified.`,
            path: ctx.path,
            line: lineOf(ctx.content, download) ?? null,
            subject: download,
          }),
        );
      }
    }
  }
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
