import { ANALYZER_VERSION } from '../version.js';

export const VERSION_TEXT = `svc ${ANALYZER_VERSION}\n`;

export const MAIN_HELP = `svc ${ANALYZER_VERSION}: a signal for every pull request

Usage:
  svc-signal analyze <PR URL | OWNER/REPO#NUMBER> [options]   analyze a pull request and print a report
  svc-signal render <signal.json | -> [options]              print a saved signal as a report
  svc-signal serve                                            start the service (same as npm start)
  svc-signal migrate [up | down --yes]                        run the migrations, or roll back the latest one
  svc-signal help [command]                                   help for a command

Options:
  -h, --help       show help
  -v, --version    print the version

Run 'svc-signal analyze --help' for the analysis options. Documentation: docs/cli.md.
`;

export const ANALYZE_HELP = `Usage: svc-signal analyze <PR URL | OWNER/REPO#NUMBER> [options]

Analyzes a GitHub pull request and prints its signal: risk level and score with the drivers,
findings, focus files, checks, triage, the suggested review action and draft comments, warnings.

  <PR URL>             {GITHUB_URL}/OWNER/REPO/pull/NUMBER (a trailing /files, query or
                       fragment is fine)
  OWNER/REPO#NUMBER    the same pull request, on GITHUB_URL

Options:
  -f, --format <text|json|markdown|sarif|annotations>
                       text (default): a readable report; json: the signal exactly as
                       POST /api/analyze returns it in "signal"; markdown: for a PR comment or
                       a job summary, at most 65,536 characters; sarif: the findings as a
                       SARIF 2.1.0 log for GitHub code scanning; annotations: the findings as
                       GitHub Actions workflow commands (::error file=...::), 10 per level
      --fail-on <low|medium|high|critical|none>
                       exit 1 when the risk level is at least this level (default: none)
      --token <token>  GitHub token to read with (default: $GITHUB_TOKEN; prefer the variable,
                       command lines are visible to other users of the machine)
      --remote <URL>   ask a running svc service (POST <URL>/api/analyze) instead of analyzing
                       here; sends $SVC_API_KEY as the bearer key when set
  -q, --quiet          no progress on stderr (progress shows only when stdout and stderr are
                       terminals)
  -h, --help           show this help

Environment:
  GITHUB_TOKEN         GitHub token (public repositories work without one, within GitHub's
                       anonymous rate limit)
  GITHUB_URL           GitHub web base (default https://github.com, or $GITHUB_SERVER_URL)
  GITHUB_API_URL       REST base (default https://api.github.com; {GITHUB_URL}/api/v3 for any
                       other GITHUB_URL, as on GitHub Enterprise Server)
  ANALYSIS_TIMEOUT_MS  upper bound of one analysis (default 60000)
  SVC_API_KEY          API key for --remote
  SVC_DOCS_URL         where docs/findings.md is published; SARIF rules link their help there

Exit codes: 0 done; 1 the risk level reached --fail-on; 2 bad usage or the analysis failed
(the reason is on stderr).
`;

export const RENDER_HELP = `Usage: svc-signal render <signal.json | -> [options]

Prints a saved signal (the JSON of 'svc-signal analyze --format json', or a whole POST /api/analyze
answer) as a report. '-' reads standard input.

Options:
  -f, --format <text|json|markdown|sarif|annotations>
                                      as for svc-signal analyze (default text)
      --fail-on <low|medium|high|critical|none>
                                      exit 1 when the risk level is at least this level
  -h, --help                          show this help
`;

export const SERVE_HELP = `Usage: svc-signal serve

Starts the whole service (HTTP API, web pages, webhook queue), exactly as 'npm start' does, with
the configuration from the environment (README.md, "Configuration"). Stops on SIGINT or SIGTERM.
`;

export const MIGRATE_HELP = `Usage: svc-signal migrate [up | down --yes]

up (default): applies every pending database migration, as 'npm run migrate' does. Processes
  migrating one PostgreSQL database at once take turns (an advisory lock).
down --yes: rolls back the latest migration only, dropping its tables and their data, as
  'npm run migrate -- down --yes' does. Without --yes it names that migration, does nothing and
  exits 2. Run it again to go back one more.
The database is DATABASE_URL, or the embedded one under DATA_DIR.
`;

export const HELP: Record<string, string> = {
  analyze: ANALYZE_HELP,
  render: RENDER_HELP,
  serve: SERVE_HELP,
  migrate: MIGRATE_HELP,
};
