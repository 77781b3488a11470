/**
 * `github-persistence` in a workflow or composite action: a `run:` script that registers the machine
 * the job runs on as a GitHub Actions self-hosted runner (`./config.sh --url … --token …`, `run.sh
 * --jitconfig …`). The Shai-Hulud 2.0 worm (November 2025) registered every CI runner it reached so,
 * then started the runner (`nohup ./run.sh &`) to take jobs from a repository of its own; a job of
 * this repository's CI has no ordinary reason to make itself another repository's runner.
 */
import { RUNNER_CONFIG, RUNNER_JIT } from '../code/github-persistence.js';
import { makeFinding } from '../finding.js';
import { blankContinuations } from '../shell/continuation.js';
import { lineOf } from '../util.js';
import type { RuleContext } from './facts.js';
import { runsOnLabels, scriptsOf } from './facts.js';

/** The runner started, as a process or a service: `./run.sh`, `run.cmd`, `./svc.sh install|start`, `Runner.Listener`. */
const RUNNER_START = /(?:^|[\s;&|("'`/])(?:run\.(?:sh|cmd)|svc\.sh\s+(?:install|start)|Runner\.Listener)\b/;

/**
 * High when a job on a runner GitHub provides both configures a runner and starts it (the worm's
 * shape); medium when it only configures one, or the job already runs on a self-hosted runner (a
 * workflow that maintains its own fleet).
 */
export function runnerRegistrationRules(ctx: RuleContext): void {
  for (const job of ctx.workflow.jobs) {
    let config: string | null = null;
    let started = false;
    for (const step of job.steps) {
      for (const script of scriptsOf(step)) {
        if (!script.includes('config.') && !script.includes('run.')) continue;
        for (const line of blankContinuations(script).split('\n')) {
          if (config === null && (RUNNER_CONFIG.test(line) || RUNNER_JIT.test(line))) config = line.trim();
          if (!started && RUNNER_START.test(line)) started = true;
        }
      }
    }
    if (config === null) continue;
    const selfHosted = runsOnLabels(job.runsOn).some((l) => l.toLowerCase() === 'self-hosted');
    const high = started && !selfHosted;
    ctx.findings.push(
      makeFinding({
        id: 'github-persistence',
        severity: high ? 'high' : 'medium',
        title: 'A workflow step registers the job\'s machine as a self-hosted runner',
        detail:
          `Job ${job.id} configures a GitHub Actions self-hosted runner on the machine it runs on (${config.replace(/\s+/g, ' ').slice(0, 160)})${high ? ' and starts it' : ''}: ` +
          'the runner then takes jobs from whoever controls the repository or organization it is registered with, on this machine, with the files and credentials of this job. ' +
          'The Shai-Hulud 2.0 worm (November 2025) registered the CI runners it reached so. Unless this workflow provisions your own runners, remove the step.',
        path: ctx.path,
        line: lineOf(ctx.content, (config.split(/\s{2,}/)[0] ?? config).slice(0, 80)),
        subject: `runner:${job.id}`,
      }),
    );
  }
}
