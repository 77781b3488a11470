import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RiskLevel } from '../signal/schema.js';
import { analyzeQuietly } from './analyze.js';
import type { Format } from './args.js';
import { CliError, describeError, EXIT_ERROR } from './errors.js';
import { renderSignal, report, write, type CliIo } from './io.js';
import { RISK_LEVELS } from './report-model.js';
import { escapeData } from './render-annotations.js';

const FORMATS = ['markdown', 'text', 'json'] as const;

/**
 * The GitHub Action (action.yml, `runs: using: node24`, bundled into action/dist/index.mjs):
 * analyzes the pull request of the triggering event once, then from that one signal writes the
 * markdown report to the job summary, the signal JSON and SARIF to RUNNER_TEMP, the outputs to
 * GITHUB_OUTPUT, the findings as annotations (unless `annotate` is false), and the report in
 * `format` to the log. Returns the exit code: 1 when `fail-on` is reached, 2 on bad inputs, no
 * pull request, or a failed analysis (also shown as an error annotation). docs/cli.md.
 */
export async function runAction(io: CliIo): Promise<number> {
  const secrets: string[] = [];
  try {
    return await act(io, secrets);
  } catch (error) {
    const text = describeError(error, secrets);
    await write(io.stderr, text);
    await write(io.stdout, `::error title=svc::${escapeData(text.trim())}\n`);
    return EXIT_ERROR;
  }
}

async function act(io: CliIo, secrets: string[]): Promise<number> {
  const env = io.env;
  const token = input(env, 'github-token');
  if (token !== '') secrets.push(token);
  const failOnText = input(env, 'fail-on') || 'none';
  if (failOnText !== 'none' && !(RISK_LEVELS as readonly string[]).includes(failOnText)) throw new CliError('fail-on must be none, low, medium, high or critical.');
  const failOn = failOnText === 'none' ? null : (failOnText as RiskLevel);
  const format = input(env, 'format') || 'markdown';
  if (!(FORMATS as readonly string[]).includes(format)) throw new CliError('format must be markdown, text or json.');
  const annotate = (input(env, 'annotate') || 'true').toLowerCase();
  if (annotate !== 'true' && annotate !== 'false') throw new CliError('annotate must be true or false.');
  const prUrl = await pullRequestUrl(env.GITHUB_EVENT_PATH);
  if (prUrl === null) throw new CliError('No pull request in this event: run the action on pull_request events.');

  // The analysis reads the server the workflow runs on, with the input token (never the job's
  // environment's own GITHUB_TOKEN, if any).
  const analysisEnv: NodeJS.ProcessEnv = { ...env, GITHUB_TOKEN: token };
  if (env.GITHUB_SERVER_URL) analysisEnv.GITHUB_URL = env.GITHUB_SERVER_URL;
  // SARIF rules link to docs/findings.md at the action's own repository and ref.
  if (env.GITHUB_ACTION_REPOSITORY && env.GITHUB_SERVER_URL) {
    analysisEnv.SVC_DOCS_URL = `${env.GITHUB_SERVER_URL}/${env.GITHUB_ACTION_REPOSITORY}/blob/${env.GITHUB_ACTION_REF || 'HEAD'}/docs/findings.md`;
  }
  const signal = await analyzeQuietly(prUrl, { ...io, env: analysisEnv }, secrets);

  const temp = env.RUNNER_TEMP || '.';
  const signalFile = path.join(temp, 'svc-signal.json');
  const sarifFile = path.join(temp, 'svc.sarif');
  await writeFile(signalFile, renderSignal(signal, signal, 'json', analysisEnv));
  await writeFile(sarifFile, renderSignal(signal, signal, 'sarif', analysisEnv));
  if (env.GITHUB_STEP_SUMMARY) await appendFile(env.GITHUB_STEP_SUMMARY, renderSignal(signal, signal, 'markdown', analysisEnv));
  if (env.GITHUB_OUTPUT) {
    const outputs = { 'risk-level': signal.risk.level, 'risk-score': String(signal.risk.score), 'review-action': signal.review.action, 'signal-file': signalFile, sarif: sarifFile };
    await appendFile(env.GITHUB_OUTPUT, Object.entries(outputs).map(([name, value]) => `${name}=${value}\n`).join(''));
  }
  if (annotate === 'true') await write(io.stdout, renderSignal(signal, signal, 'annotations', analysisEnv));
  // The log is the workflow's: the report's lines are never read as workflow commands.
  return report(signal, signal, format as Format, failOn, { ...io, env: analysisEnv }, { workflowLog: true });
}

/** An input as the runner passes it to a JavaScript action: INPUT_<NAME> (upper case), trimmed. */
function input(env: NodeJS.ProcessEnv, name: string): string {
  return (env[`INPUT_${name.toUpperCase()}`] ?? '').trim();
}

/** `pull_request.html_url` of the event payload (GITHUB_EVENT_PATH), or null. */
async function pullRequestUrl(eventPath: string | undefined): Promise<string | null> {
  if (!eventPath) return null;
  let event: unknown;
  try {
    event = JSON.parse(await readFile(eventPath, 'utf8'));
  } catch {
    return null;
  }
  const url = (event as { pull_request?: { html_url?: unknown } } | null)?.pull_request?.html_url;
  return typeof url === 'string' && url !== '' ? url : null;
}
