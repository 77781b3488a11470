import { makeFinding } from '../finding.js';
import { joinContinuations } from '../shell/continuation.js';
import { findGitInstalls } from '../shell/git-installs.js';
import { findRemoteInstalls } from '../shell/remote-installs.js';
import { lineOf } from '../util.js';
import type { RuleContext } from './facts.js';
import { scriptsOf, secretNamesIn } from './facts.js';

/**
 * `gha-unpinned-tool` for a `run:` step: a tool installed or run straight from a git repository at a
 * ref that moves (`pip install git+https://github.com/o/r`, `@main`, `npm install github:o/r`,
 * `cargo install --git …` without `--rev`, `go install module@latest`): whatever was last pushed
 * there runs in the job. Medium when the job has something to steal: a privileged trigger
 * (`pull_request_target`, `workflow_run`, `issue_comment`, …) or a secret in the step's, the job's or
 * the workflow's env or script (the GITHUB_TOKEN alone aside); low otherwise. A command split over
 * continuation lines is read as one (joinContinuations). The repository's own
 * organization is left alone (lowerOwnOrganization drops it); a commit or a version tag is fixed.
 */
export function gitInstallRules(ctx: RuleContext): void {
  const workflowSecrets = secretNamesIn(ctx.workflow.env).length > 0;
  for (const job of ctx.workflow.jobs) {
    const jobSecrets = workflowSecrets || secretNamesIn(job.env).length > 0;
    for (const step of job.steps) {
      for (const script of scriptsOf(step)) {
        if (!script.includes('git') && !script.includes('go ') && !script.includes('://')) continue;
        const secrets = jobSecrets || secretNamesIn(step.env).length > 0 || secretNamesIn(script).length > 0;
        const exposed = ctx.privileged.length > 0 || secrets;
        const lines = script.split('\n');
        // A command over several lines (`pip install \` then `git+https://…`) is read as one.
        for (const { text: line, first } of joinContinuations(lines)) {
          for (const install of findGitInstalls(line)) {
            const why = ctx.privileged.length > 0 ? `on ${ctx.privileged.join(', ')}, with the base repository's token and secrets` : secrets ? "with the job's secrets" : "with the job's token";
            ctx.findings.push(
              makeFinding({
                id: 'gha-unpinned-tool',
                severity: exposed ? 'medium' : 'low',
                title: `Workflow installs ${install.repo} from a git ref that moves`,
                detail:
                  `Job ${job.id} installs \`${install.text}\` ${install.ref === null ? "at the repository's default branch" : `at ${install.ref}`}: each run takes whatever was last pushed there, code no one here reviewed, and runs it ${why}. ` +
                  'Fix: pin a commit (`@<40-hex sha>`) or a released version from the package registry, with hashes where the installer checks them.',
                path: ctx.path,
                line: lineOf(ctx.content, install.text) ?? lineOf(ctx.content, line.trim()) ?? lineOf(ctx.content, (lines[first] ?? '').trim()),
                package: install.repo,
                subject: `run:${job.id}:${install.text}`,
              }),
            );
          }
          // A package from a URL without a hash (`pip install https://host/pkg.tar.gz`, `npm i -g https://…/tool.tgz`).
          for (const install of findRemoteInstalls(line)) {
            if (install.kind !== 'url') continue;
            const why = ctx.privileged.length > 0 ? `on ${ctx.privileged.join(', ')}, with the base repository's token and secrets` : secrets ? "with the job's secrets" : "with the job's token";
            ctx.findings.push(
              makeFinding({
                id: 'gha-unpinned-tool',
                severity: install.worse !== null ? 'high' : install.pin === 'moving' && exposed ? 'medium' : 'low',
                title: `Workflow installs a package from a URL without a hash${install.worse === null ? '' : ` ${install.worse}`}`,
                detail:
                  `Job ${job.id} runs ${install.tool} on \`${install.spec}\`${install.worse === null ? '' : ` (${install.worse})`}: ${install.pin === 'moving' ? 'a file with no version and no hash checked, whatever that server returns at that moment' : 'a file with no hash checked, which whoever controls that server can replace under the same name'}, run ${why}. ` +
                  'Fix: install a released version from the package registry, or pin the file by its hash (`#sha256=` with pip, `--require-hashes`).',
                path: ctx.path,
                line: lineOf(ctx.content, install.spec) ?? lineOf(ctx.content, (lines[first] ?? '').trim()),
                package: install.spec.slice(0, 200),
                subject: `run:${job.id}:${install.spec}`,
              }),
            );
          }
        }
      }
    }
  }
}
