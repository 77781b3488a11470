import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Signal } from '../../src/signal/schema.js';
import { GITHUB_COMMENT_LIMIT } from '../../src/cli/render-markdown.js';
import { MAX_FINDINGS_PER_SIGNAL } from '../../src/analyzers/supply-chain/cap-findings.js';
import { type GitHubServer, startGitHubServer } from '../support/github-server.js';
import { hugePrFixture, makePrFixture, typicalPrFixture, type FixtureFile } from '../support/pr-fixture.js';
import { cliEnv, ROOT, runCli, SVC } from './run-cli.js';

/** `svc analyze` run as a child process (node bin/svc-signal.js) against the local GitHub-compatible server. */
describe('svc analyze', { timeout: 90_000 }, () => {
  let github: GitHubServer;
  let env: Record<string, string>;
  const SECRET_TOKEN = 'ghp_cli_owner_token_1234567890';

  beforeAll(async () => {
    github = await startGitHubServer();
    github.addPullRequest(typicalPrFixture());
    github.addPullRequest(hugePrFixture());
    github.addPullRequest(
      makePrFixture({ owner: 'acme', repo: 'secret-sauce', number: 7, private: true, title: 'Tune the recipe', files: [{ path: 'src/recipe.ts', additions: 4, deletions: 1 }] }),
    );
    github.setPrivate('acme/secret-sauce', [SECRET_TOKEN]);
    // Many findings and draft comments: 1,500 prebuilt native libraries under long paths.
    const binaries: FixtureFile[] = Array.from({ length: 1_500 }, (_, i) => ({
      path: `vendor/prebuilt/toolchain-${String(i).padStart(4, '0')}/platform-specific-native-bindings/release/libnative-binding-${i}.so`,
      status: 'added',
      patch: null,
      additions: 0,
      deletions: 0,
    }));
    github.addPullRequest(makePrFixture({ owner: 'acme', repo: 'natives', number: 3, title: 'Vendor the prebuilt native bindings', files: binaries }));
    env = { GITHUB_URL: github.url, GITHUB_API_URL: github.apiUrl };
  }, 60_000);

  afterAll(async () => {
    await github?.close();
  });

  const url = (path: string) => `${github.url}${path}`;

  it('prints the readable report by default and exits 0', async () => {
    const run = await runCli(['analyze', url('/acme/widgets/pull/42')], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('acme/widgets#42  Pad widget labels and add the left-pad dependency');
    expect(run.stdout).toMatch(/^Risk: (LOW|MEDIUM|HIGH|CRITICAL) \(score \d\.\d\d\)$/m);
    expect(run.stdout).toMatch(/^Findings \(\d+\)$/m);
    expect(run.stdout).toMatch(/^Focus files \(\d+ of 20\)$/m);
    expect(run.stdout).toContain('Triage');
    expect(run.stdout).toMatch(/^Suggested action: (approve|comment|request changes|needs discussion)$/m);
    expect(run.stdout).toContain('Draft comments');
    expect(run.stdout).toContain('package.json:');
    expect(run.stdout).toContain('+ npm left-pad');
  });

  it('accepts OWNER/REPO#NUMBER, resolved against GITHUB_URL', async () => {
    const run = await runCli(['analyze', 'acme/widgets#42', '--format', 'json'], env);
    expect(run.code).toBe(0);
    const signal = Signal.parse(JSON.parse(run.stdout));
    expect(signal.pr.url).toBe(url('/acme/widgets/pull/42'));
  });

  it('prints the signal as JSON with --format json (source api, valid against the schema)', async () => {
    const run = await runCli(['analyze', url('/acme/widgets/pull/42/files'), '--format', 'json'], env);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as Signal;
    expect(Signal.parse(json)).toEqual(json);
    expect(json).toMatchObject({ version: 'svc.signal.v1', pr: { owner: 'acme', repo: 'widgets', number: 42, author: 'jdoe' }, meta: { source: 'api' } });
    expect(json.signal_id).toMatch(/^sig-acme-widgets-42-[A-Za-z0-9]{12}$/);
    expect(json.meta.scan_id).toMatch(/^scan-[A-Za-z0-9]{24}$/);
    expect(json.meta.github_requests).toBeGreaterThan(0);
  });

  it('prints markdown with --format markdown', async () => {
    const run = await runCli(['analyze', url('/acme/widgets/pull/42'), '-f', 'markdown'], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^### \S+ svc: (low|medium|high|critical) risk \(\d\.\d\d\) · \[acme\/widgets\\#42\]\(http:\/\/127\.0\.0\.1:\d+\/acme\/widgets\/pull\/42\)$/m);
    expect(run.stdout).toContain('#### Focus files');
    expect(run.stdout).toContain('**Suggested action:');
    expect(run.stdout).toContain('<details><summary>Draft review comments');
    expect(run.stdout.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
  });

  it('keeps the markdown of huge pull requests within GitHub’s comment limit, saying what it left out', async () => {
    const huge = await runCli(['analyze', 'acme/monorepo#4242', '--format', 'markdown'], env);
    expect(huge.code).toBe(0);
    expect(huge.stdout.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(huge.stdout).toContain('GitHub lists only the first 3,000 of the 3,500 changed files');

    const natives = await runCli(['analyze', 'acme/natives#3', '--format', 'markdown'], env);
    expect(natives.code).toBe(0);
    const json = await runCli(['analyze', 'acme/natives#3', '--format', 'json'], env);
    const signal = JSON.parse(json.stdout) as Signal;
    // The signal lists the first MAX_FINDINGS_PER_SIGNAL of more than a thousand, and says so.
    expect(signal.supply_chain.findings.length).toBe(MAX_FINDINGS_PER_SIGNAL);
    expect(signal.meta.warnings.some((w) => /^\d{4,} findings are not listed/.test(w))).toBe(true);
    // The full JSON would not fit in a comment; the markdown does, and says how much more there is.
    expect(JSON.stringify(signal).length).toBeGreaterThan(GITHUB_COMMENT_LIMIT);
    expect(natives.stdout.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(natives.stdout).toMatch(/_…and \d+ more findings not shown \(`svc-signal analyze --format json` lists more\)\._/);
    expect(natives.stdout.trimEnd().endsWith('</sub>')).toBe(true);
  });

  it.each([
    ['low', 1],
    ['critical', 0],
    ['none', 0],
  ])('--fail-on %s exits %i for a low-risk pull request', async (level, code) => {
    const json = JSON.parse((await runCli(['analyze', 'acme/widgets#42', '-f', 'json'], env)).stdout) as Signal;
    expect(json.risk.level).toBe('low');
    const run = await runCli(['analyze', 'acme/widgets#42', '--fail-on', level], env);
    expect(run.code).toBe(code);
    expect(run.stdout).toContain('acme/widgets#42');
    if (code === 1) expect(run.stderr).toBe('svc: risk level low reaches --fail-on low\n');
    else expect(run.stderr).toBe('');
  });

  it('--fail-on compares levels: medium is reached by high and critical, not by low', async () => {
    const json = JSON.parse((await runCli(['analyze', 'acme/natives#3', '-f', 'json'], env)).stdout) as Signal;
    expect(['high', 'critical']).toContain(json.risk.level);
    expect((await runCli(['analyze', 'acme/natives#3', '--fail-on', 'medium', '-q'], env)).code).toBe(1);
    expect((await runCli(['analyze', 'acme/widgets#42', '--fail-on', 'medium', '-q'], env)).code).toBe(0);
  });

  it.each([
    ['not a PR URL', ['analyze', 'PLACEHOLDER/acme/widgets/issues/42'], /^svc: Invalid PR URL\. It is not a pull request URL\./],
    ['another host', ['analyze', 'https://gitlab.com/acme/widgets/pull/42'], /Invalid PR URL\. Only http:\/\/127\.0\.0\.1:\d+ is supported\.[\s\S]*set GITHUB_URL/],
    ['garbage', ['analyze', 'not-a-pr'], /^svc: Invalid PR URL\. It is not a URL\./],
    ['a bad shorthand', ['analyze', 'bad_owner/widgets#42'], /^svc: Invalid PR reference "bad_owner\/widgets#42"/],
    ['no pull request', ['analyze'], /^svc: Missing the pull request/],
    ['two pull requests', ['analyze', 'acme/widgets#42', 'acme/widgets#43'], /^svc: Expected one pull request, got 2 arguments\./],
    ['an unknown flag', ['analyze', 'acme/widgets#42', '--colour'], /^svc: Unknown option --colour for 'svc-signal analyze'\.\nRun 'svc-signal analyze --help' for usage\.\n$/],
    ['an unknown format', ['analyze', 'acme/widgets#42', '--format', 'xml'], /^svc: Unknown format "xml": use text, json, markdown, sarif or annotations\./],
    ['an unknown --fail-on level', ['analyze', 'acme/widgets#42', '--fail-on', 'severe'], /^svc: --fail-on must be one of low, medium, high, critical or none/],
    ['a flag without its value', ['analyze', 'acme/widgets#42', '--format'], /^svc: Option '-f, --format <value>' argument missing/],
    ['an unknown command', ['analyse', 'acme/widgets#42'], /^svc: Unknown command "analyse"\.\nRun 'svc-signal --help' for usage\./],
    ['an unknown global flag', ['--verbose'], /^svc: Unknown option --verbose\./],
  ])('exits 2 with the reason on stderr for %s, without reading GitHub', async (_name, args, message) => {
    const before = github.requestCount();
    const run = await runCli(args.map((a) => a.replace('PLACEHOLDER', github.url)), env);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(github.requestCount()).toBe(before);
  });

  it('exits 2 for a bad GITHUB_URL, naming the variable', async () => {
    const run = await runCli(['analyze', 'acme/widgets#42'], { GITHUB_URL: 'ftp://example.com' });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^svc: Invalid configuration\.\n {2}GITHUB_URL: /);
  });

  it('exits 2 with a clear message for a private repository without a token', async () => {
    const run = await runCli(['analyze', 'acme/secret-sauce#7'], env);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('svc: Analysis failed: pull request acme/secret-sauce#7 not found or not accessible with the given credentials');
    expect(run.stderr).toContain('No GitHub token was used: a private repository needs one. Set GITHUB_TOKEN (or pass --token).');
  });

  it('reads a private repository with GITHUB_TOKEN or --token, and never prints the token', async () => {
    const viaEnv = await runCli(['analyze', 'acme/secret-sauce#7', '-f', 'json'], { ...env, GITHUB_TOKEN: SECRET_TOKEN });
    expect(viaEnv.code).toBe(0);
    expect((JSON.parse(viaEnv.stdout) as Signal).pr.title).toBe('Tune the recipe');
    const viaFlag = await runCli(['analyze', 'acme/secret-sauce#7', '--token', SECRET_TOKEN], env);
    expect(viaFlag.code).toBe(0);
    const wrong = await runCli(['analyze', 'acme/secret-sauce#7', '--token', 'ghp_wrong_token_0987654321'], env);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('not found or not accessible');
    expect(wrong.stderr).not.toContain('No GitHub token was used');
    for (const run of [viaEnv, viaFlag, wrong]) {
      expect(run.stdout + run.stderr).not.toContain(SECRET_TOKEN);
      expect(run.stderr).not.toContain('ghp_wrong_token_0987654321');
    }
  });

  it('exits 2 when the pull request does not exist or GitHub fails', async () => {
    const missing = await runCli(['analyze', 'acme/widgets#999'], env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^svc: Analysis failed: pull request acme\/widgets#999 not found/);
    github.failNext(/^\/repos\/acme\/widgets\/pulls\/42$/, 503, 10);
    try {
      const down = await runCli(['analyze', 'acme/widgets#42'], env);
      expect(down.code).toBe(2);
      expect(down.stderr).toMatch(/^svc: Analysis failed: GitHub answered HTTP 503 while reading pull request acme\/widgets#42/);
    } finally {
      github.reset();
    }
  });

  it('prints help and the version', async () => {
    const help = await runCli(['--help'], env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('svc-signal analyze <PR URL | OWNER/REPO#NUMBER>');
    expect(help.stdout).toContain('svc-signal serve');
    expect(help.stdout).toContain('svc-signal migrate [up | down --yes]');
    const analyzeHelp = await runCli(['analyze', '--help'], env);
    expect(analyzeHelp.code).toBe(0);
    for (const flag of ['--format', '--fail-on', '--token', '--remote', '--quiet', 'Exit codes']) expect(analyzeHelp.stdout).toContain(flag);
    expect((await runCli(['help', 'analyze'], env)).stdout).toBe(analyzeHelp.stdout);
    const version = await runCli(['--version'], env);
    expect(version.code).toBe(0);
    expect(version.stdout).toMatch(/^svc \d+\.\d+\.\d+\n$/);
    const bare = await runCli([], env);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('Usage:');
  });

  it('is silent on stderr when stdout is not a terminal, and shows progress on a terminal unless --quiet', async () => {
    const piped = await runCli(['analyze', 'acme/widgets#42'], env);
    expect(piped.stderr).toBe('');
    let hasScript = true;
    try {
      execFileSync('script', ['--version'], { stdio: 'ignore' });
    } catch {
      hasScript = false;
    }
    if (!hasScript) return; // util-linux `script` gives the CLI a terminal; without it only the piped case is checked.
    // Asynchronous: the GitHub-compatible server answers from this very process.
    const onTerminal = async (extra: string) =>
      (
        await promisify(execFile)('script', ['-qec', `"${process.execPath}" "${SVC}" analyze acme/widgets#42 ${extra}`, '/dev/null'], {
          cwd: ROOT,
          env: cliEnv({ TERM: 'dumb', ...env }),
          encoding: 'utf8',
        })
      ).stdout;
    const shown = await onTerminal('');
    expect(shown).toContain('svc: reading acme/widgets#42');
    expect(shown).toContain('\r\x1b[2K');
    expect(shown).toContain('Suggested action:');
    const quiet = await onTerminal('--quiet');
    expect(quiet).not.toContain('svc: reading');
    expect(quiet).toContain('Suggested action:');
  });
});
