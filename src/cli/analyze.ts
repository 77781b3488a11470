import { AnalysisError } from '../errors.js';
import { createOctokit } from '../github/create-octokit.js';
import { AnalysisService } from '../services/analysis-service.js';
import { createRegistryReading } from '../services/read-registry-facts.js';
import type { Signal } from '../signal/schema.js';
import { parseCommandArgs, parseFailOn, parseFormat } from './args.js';
import { readCliEnvironment } from './environment.js';
import { CliError, EXIT_OK, usageError } from './errors.js';
import { ANALYZE_HELP } from './help.js';
import { report, write, type CliIo } from './io.js';
import { createProgress, type Progress } from './progress.js';
import { analyzeRemotely, parseRemoteBase } from './remote.js';
import { parseShorthand, resolveTarget } from './target.js';

/** How long --remote waits for the service (its own analysis limit is 60 s by default). */
const REMOTE_TIMEOUT_MS = 120_000;

/**
 * `svc analyze`: see ANALYZE_HELP and docs/cli.md. Returns the exit code; throws CliError (exit 2).
 * Tokens and keys it uses are pushed to `secrets`, so that no error text can show them.
 */
export async function analyzeCommand(args: readonly string[], io: CliIo, secrets: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs('analyze', args, {
    format: { type: 'string', short: 'f' },
    'fail-on': { type: 'string' },
    token: { type: 'string' },
    remote: { type: 'string' },
    quiet: { type: 'boolean', short: 'q' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help === true) {
    await write(io.stdout, ANALYZE_HELP);
    return EXIT_OK;
  }
  const format = parseFormat(values.format, 'analyze');
  const failOn = parseFailOn(values['fail-on'], 'analyze');
  if (positionals.length === 0) throw usageError('Missing the pull request: give its URL or OWNER/REPO#NUMBER.', 'analyze');
  if (positionals.length > 1) throw usageError(`Expected one pull request, got ${positionals.length} arguments.`, 'analyze');
  const input = positionals[0] ?? '';
  if (values.token !== undefined && values.token.trim() === '') throw usageError('--token is empty.', 'analyze');
  if (values.token !== undefined) secrets.push(values.token);
  const progress = createProgress({ quiet: values.quiet === true, stdout: io.stdout, stderr: io.stderr });

  let result: { signal: Signal; raw: unknown };
  try {
    result =
      values.remote !== undefined
        ? await analyzeViaService(input, values.remote, values.token ?? null, io, secrets, progress)
        : await analyzeHere(input, values.token ?? null, values.quiet === true, io, secrets, progress);
  } finally {
    progress.done();
  }
  return report(result.signal, result.raw, format, failOn, io);
}


/** One analysis in this process with `io.env`'s GitHub settings and token, no progress shown (the Action). */
export async function analyzeQuietly(input: string, io: CliIo, secrets: string[]): Promise<Signal> {
  const progress = createProgress({ quiet: true, stdout: io.stdout, stderr: io.stderr });
  try {
    return (await analyzeHere(input, null, true, io, secrets, progress)).signal;
  } finally {
    progress.done();
  }
}

/** The same pipeline as POST /api/analyze (AnalysisService, source "api"), without a database. */
async function analyzeHere(input: string, flagToken: string | null, quiet: boolean, io: CliIo, secrets: string[], progress: Progress) {
  const env = readCliEnvironment(io.env);
  const target = resolveTarget(input, env.githubUrl);
  const token = flagToken ?? env.githubToken;
  if (token !== null) secrets.push(token);
  const say = (message: string) => {
    if (!quiet) io.stderr.write(`svc: ${message}\n`);
  };
  // The content is analyzed in this thread: the CLI runs one analysis and exits, so a worker
  // thread would add its start-up and guard nothing else (docs/adr/0012-analysis-pool-and-budget.md).
  const service = new AnalysisService({
    createClient: (clientToken, budget) => createOctokit({ baseUrl: env.githubApiUrl, token: clientToken, budget, log: { warn: say, error: say } }),
    scanStore: null,
    timeoutMs: env.analysisTimeoutMs,
    registry: createRegistryReading(env.registry),
  });
  progress.update(`reading ${target.owner}/${target.repo}#${target.number} from ${env.githubApiUrl}`);
  try {
    const outcome = await service.analyze(target, { token, source: 'api', onProgress: (message) => progress.update(message) });
    return { signal: outcome.signal, raw: outcome.signal };
  } catch (error) {
    if (!(error instanceof AnalysisError)) throw error;
    const detail = [error.detail];
    if (token === null && (error.kind === 'not_found' || error.kind === 'forbidden')) {
      detail.push('No GitHub token was used: a private repository needs one. Set GITHUB_TOKEN (or pass --token).');
    } else if (token === null && error.kind === 'rate_limited') {
      detail.push('No GitHub token was used: set GITHUB_TOKEN for a higher rate limit.');
    }
    throw new CliError(error.message, { detail });
  }
}

/**
 * --remote: POST /api/analyze on a running service. A URL is sent as `{url}` (the service checks
 * it against its own GITHUB_URL); OWNER/REPO#NUMBER as the explicit fields. --token travels as
 * `access_token` (used for that request only); GITHUB_TOKEN from the environment is never sent.
 */
async function analyzeViaService(input: string, remote: string, flagToken: string | null, io: CliIo, secrets: string[], progress: Progress) {
  const base = parseRemoteBase(remote);
  const shorthand = parseShorthand(input);
  const apiKey = io.env.SVC_API_KEY !== undefined && io.env.SVC_API_KEY.trim() !== '' ? io.env.SVC_API_KEY.trim() : null;
  if (apiKey !== null) secrets.push(apiKey);
  const body: Record<string, unknown> =
    shorthand !== null ? { provider: 'github', owner: shorthand.owner, repo: shorthand.repo, pr_number: shorthand.number } : { url: input.trim() };
  if (flagToken !== null) body.access_token = flagToken;
  progress.update(`asking ${base} to analyze ${input.trim()}`);
  return analyzeRemotely({ base, body, apiKey, timeoutMs: REMOTE_TIMEOUT_MS });
}
