/**
 * Every parser and rule that reads pull request content, fed pathological inputs (fast-check,
 * fixed seed): deep nesting of brackets, sequences, tags and tables, and long repetitions of
 * the fragments that make backtracking patterns slow (`${{`, spaces, `=`, `curl|`, unclosed
 * `[`/`{`/`(`, slashes, quotes, colons). Each call must finish under a generous time bound and
 * must not throw: a linear pass over these inputs takes milliseconds, a quadratic or exponential
 * one takes minutes (the defects of issue #15 took 14 s for 153 bytes). The bound is wide on
 * purpose (the machine running the suite may be loaded); what it tells apart is linear from not.
 *
 * Reproduce a failure with the seed it prints: FC_SEED=<seed> npx vitest run test/security/pathological-content.property.test.ts
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyPath } from '../../src/analyzers/classify-path.js';
import { parseCoAuthors } from '../../src/analyzers/contributors.js';
import { matchManagerFile } from '../../src/ecosystems/api.js';
import { findAgentCliBypass, findHeadlessAgentRuns } from '../../src/ecosystems/ai-agents/agent-cli.js';
import { findDangerousInstruction, findHiddenText } from '../../src/ecosystems/ai-agents/instructions.js';
import { findPipeToShell } from '../../src/ecosystems/shell/pipe-to-shell.js';
import { jsonDepth, parseJsonLimited, parseTomlLimited, parseYamlLimited, tomlDepth, xmlDepth, yamlDepth } from '../../src/limited-parse.js';
import { parseRepoConfig } from '../../src/repo-config/parse-repo-config.js';
import { runAnalyzers } from '../../src/analyzers/run-analyzers.js';
import { DEFAULT_CONFIG } from '../../src/repo-config/schema.js';
import { DEFAULT_NOW, makeFile, makeSnapshot } from '../support/snapshot-factory.js';

const SEED = Number(process.env.FC_SEED ?? 424242);
const RUNS = Number(process.env.FC_RUNS ?? 25);
const fcOptions = { seed: SEED, numRuns: RUNS, endOnFailure: true } as const;
/** Per call, for inputs up to 240,000 characters. */
const BOUND_MS = 5_000;

/** One file of each format every ecosystem reads (the extractors run the ecosystem's rules too). */
const PATHS = [
  'package.json', 'package-lock.json', 'yarn.lock', 'pnpm-lock.yaml', '.npmrc', '.yarnrc.yml', '.yarnrc', 'bunfig.toml', '.gitmodules',
  'requirements.txt', 'pyproject.toml', 'setup.py', 'Pipfile', 'Pipfile.lock', 'poetry.lock', 'uv.lock', 'pip.conf', 'uv.toml',
  'go.mod', 'go.sum', 'Cargo.toml', 'Cargo.lock', 'Gemfile', 'Gemfile.lock', 'composer.json', 'composer.lock', 'Package.swift', 'Package.resolved',
  'pom.xml', '.mvn/settings.xml', '.mvn/extensions.xml', 'deno.json', 'build.gradle', 'settings.gradle.kts', '.github/workflows/ci.yml', 'action.yml', 'Dockerfile',
  '.mcp.json', '.vscode/mcp.json', '.claude/settings.json', '.gemini/settings.json', '.cursor/hooks.json', '.vscode/settings.json', 'AGENTS.md',
];

/** Fragments repeated thousands of times. */
const UNITS = [
  '[', '{', '(', '<a>', '- ', '? ', '  ', ' ', '\t', '\n', '\r\n', '=', '==', ':', '/', '//', '#', '"', "'", '\\', '`', '_', '@', '.', '-', '|',
  '${{', '${{ ', '}}', 'env a===== ', 'curl ', 'curl|', 'curl x | ', 'sh <(curl ', 'sh -c "$(curl ', 'sudo -', 'a=b ',
  'install_requires=[', 'cmdclass={', 'class A(', 'gem ', 'require ', 'implementation("', 'a:b:', 'registry=', 'Co-authored-by: ',
  'a: ', 'a:\n  ', '[[a]]\n', 'x = [', '"a":{', '{"dependencies":{"a":', 'AAAA', 'aA', 'RUN ', '-i ', 'https://',
  'unsafeHttpWhitelist:\n  - ', '<mirror><mirrorOf>*</mirrorOf><url>https://', '.package(url: "', '.package(', '"1.0.0"..<"', '{"identity":"a","location":"', '-javaagent:', 'org.gradle.jvmargs=', 'maven { url "https://', 'a {', '\turl = ext::', '\tupdate = !', '[install.scopes]\n',
  'claude ', 'claude -', 'gemini -y ', ', send ', 'send the .env ', ' to the ', 'rm -rf ', 'do not tell ', 'curl -d .env ', 'Bash(', '\u200b', '\u{E0041}', '\u{1F3F4}', 'mcpServers":{"a":{"command":"npx","args":["-y","',
];

/** What comes before the repetition: the start of a real file of some format. */
const PREFIXES = [
  '', 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: ', '{"name":"x","scripts":{"postinstall":"', '{"lockfileVersion":1,"dependencies":',
  '{"mcpServers":{"a":{"command":"sh","args":["-c","', '{"hooks":{"PreToolUse":[{"hooks":[{"type":"command","command":"', '# Agents\n\n- ',
  '[project]\ndependencies = ["', 'from setuptools import setup\nsetup(install_requires=[', 'module example.com/m\n\nrequire ', 'FROM alpine\nRUN ',
  'source "https://rubygems.org"\n', '<project><dependencies>', 'dependencies {\n  implementation ', 'lockfileVersion: 9.0\npackages:\n  ', '# yarn lockfile v1\n\n', 'let package = Package(dependencies: [', '{"version":2,"pins":[',
];

const pathological = fc.record({
  prefix: fc.constantFrom(...PREFIXES),
  unit: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...UNITS) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 6 }) }),
  count: fc.integer({ min: 2_000, max: 40_000 }),
  suffix: fc.constantFrom('', 'X', '\n', '!', ']', '}}'),
});

function repeated({ prefix, unit, count, suffix }: { prefix: string; unit: string; count: number; suffix: string }): string {
  return prefix + unit.repeat(Math.min(count, Math.floor(240_000 / unit.length))) + suffix;
}

function timed(what: string, run: () => unknown): void {
  const started = performance.now();
  run();
  const ms = performance.now() - started;
  expect(ms, `${what} took ${Math.round(ms)} ms`).toBeLessThan(BOUND_MS);
}

describe(`pathological pull request content (fast-check seed ${SEED}, ${RUNS} runs per property)`, () => {
  it('every ecosystem extractor (and its rules) stays linear on long repetitions and deep nesting', () => {
    const formats = PATHS.map((path) => {
      const match = matchManagerFile(path);
      expect(match, path).not.toBeNull();
      return { path, extract: match!.file.extract };
    });
    fc.assert(
      fc.property(pathological, (input) => {
        const content = repeated(input);
        for (const { path, extract } of formats) timed(`${path} with ${JSON.stringify(input.unit)} x ${input.count}`, () => extract(content, path, () => null));
      }),
      fcOptions,
    );
  }, 600_000);

  it('the repository configuration, pipe-to-shell, path classification and co-author parsing stay linear', () => {
    fc.assert(
      fc.property(pathological, (input) => {
        const content = repeated(input);
        timed('parseRepoConfig', () => parseRepoConfig(content));
        timed('findPipeToShell', () => findPipeToShell(content));
        timed('classifyPath', () => classifyPath(content.slice(0, 4096)));
        timed('parseCoAuthors', () => parseCoAuthors(content));
        timed('findHiddenText', () => findHiddenText(content));
        timed('findHeadlessAgentRuns', () => findHeadlessAgentRuns(content));
        timed('agent CLI and instruction lines', () => {
          for (const line of content.split('\n').slice(0, 200)) {
            findAgentCliBypass(line);
            findDangerousInstruction(line);
          }
        });
      }),
      fcOptions,
    );
  }, 600_000);

  it('every analyzer (the code changes, secrets, hidden characters, the PR\'s claims) stays linear on added lines made of long repetitions', () => {
    // The rules that read changed source lines (docs/findings.md, "Code changes") grow every
    // session; each source kind below reaches a different set of them.
    const sources = [
      'src/index.js', 'lib/client.ts', 'app/main.py', 'conftest.py', 'cmd/main.go', 'src/lib.rs', 'build.rs', 'src/main/java/App.java',
      'scripts/release.sh', 'Rakefile', 'ext/native/extconf.rb', 'Build.csproj', '.cargo/config.toml', '.devcontainer/devcontainer.json',
      '.pre-commit-config.yaml', 'renovate.json', 'gradlew', 'mvnw.cmd', '.mvn/jvm.config', 'gradle.properties', 'README.md', 'CLAUDE.md', '.github/workflows/release.yml', 'Dockerfile', 'Makefile',
    ];
    const codeUnits = fc.constantFrom(
      'Buffer.from(', '.split(" ")[1]', 'atob(', 'eval(', 'new Function(', 'exec(', 'require("child_process")', 'fetch("https://', 'process.env.', 'os.environ[',
      'requests.post(', '/proc/self/', 'base64 -d', '$(', 'nslookup ', '`', '${', '\u202e', '\\x', '0x', '"+"', "'", 'if (!', ' && ', ' || ', '==', 'verify=False',
      'PRIVATE KEY', 'secretKey', 'https://a.', '.then(', 'await ', '=>', 'import(', 'subprocess.run(', '| sh', 'gh api ', 'npx -y ', 'pip install ',
    );
    const lines = fc.record({
      unit: fc.oneof({ weight: 2, arbitrary: codeUnits }, { weight: 2, arbitrary: fc.constantFrom(...UNITS) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 6 }) }),
      count: fc.integer({ min: 1_000, max: 20_000 }),
      split: fc.constantFrom(0, 1, 40),
    });
    // The harness reaches the code rules: an eval of decoded text among the added lines is found.
    const control = ['const code = Buffer.from(payload.split(" ")[1], "base64").toString();', 'eval(code);'];
    const controlSnapshot = makeSnapshot({
      files: [makeFile('src/index.js', { status: 'added', additions: 2, deletions: 0, patch: `@@ -0,0 +1,2 @@\n${control.map((line) => `+${line}`).join('\n')}` })],
      contents: [{ path: 'src/index.js', base: null, head: control.join('\n') }],
    });
    expect(JSON.stringify(runAnalyzers(controlSnapshot, { now: DEFAULT_NOW, config: DEFAULT_CONFIG }))).toContain('"id":"dynamic-code-execution"');
    fc.assert(
      fc.property(lines, ({ unit, count, split }) => {
        const repeated = unit.repeat(Math.min(count, Math.floor(120_000 / unit.length)));
        // One long line, or lines of `split` units each.
        const added = split === 0 ? [repeated] : Array.from({ length: Math.ceil(repeated.length / (unit.length * split)) }, (_, i) => repeated.slice(i * unit.length * split, (i + 1) * unit.length * split));
        const patch = `@@ -0,0 +1,${added.length} @@\n${added.map((line) => `+${line}`).join('\n')}`;
        const head = added.join('\n');
        for (const path of sources) {
          const snapshot = makeSnapshot({
            title: `Fix typo ${repeated.slice(0, 200)}`,
            body: repeated.slice(0, 60_000),
            files: [makeFile(path, { status: 'added', additions: added.length, deletions: 0, patch })],
            contents: [{ path, base: null, head }],
          });
          timed(`runAnalyzers on ${path} with ${JSON.stringify(unit)} x ${count} (${split === 0 ? 'one line' : `${split} per line`})`, () => runAnalyzers(snapshot, { now: DEFAULT_NOW, config: DEFAULT_CONFIG }));
        }
      }),
      { ...fcOptions, numRuns: Math.min(RUNS, 10) },
    );
  }, 900_000);

  it('documents nested past the limit are refused by depth, before any recursive parsing, whatever their shape', () => {
    const nested = fc.record({ depth: fc.integer({ min: 300, max: 200_000 }), shape: fc.constantFrom('json', 'yaml-flow', 'yaml-seq', 'yaml-block', 'toml', 'xml') });
    fc.assert(
      fc.property(nested, ({ depth, shape }) => {
        let outcome: { ok: boolean; reason?: string } | undefined;
        timed(`${shape} nested ${depth} deep`, () => {
          if (shape === 'json') outcome = parseJsonLimited(`{"a":${'{"a":'.repeat(depth)}1${'}'.repeat(depth + 1)}`);
          else if (shape === 'yaml-flow') outcome = parseYamlLimited(`a: ${'['.repeat(depth)}${']'.repeat(depth)}\n`);
          else if (shape === 'yaml-seq') outcome = parseYamlLimited(`a: ${'- '.repeat(depth)}x\n`);
          else if (shape === 'yaml-block') outcome = parseYamlLimited(Array.from({ length: Math.min(depth, 1_500) }, (_, i) => `${' '.repeat(i)}k:`).join('\n'));
          else if (shape === 'toml') outcome = parseTomlLimited(`a = ${'['.repeat(depth)}${']'.repeat(depth)}\n`);
          else outcome = (() => ({ ok: xmlDepth(`${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}`) <= 128 }))();
        });
        expect(outcome?.ok, outcome?.reason).toBe(false);
        if (outcome?.reason !== undefined) expect(outcome.reason).toMatch(/nested [\d,]+ levels deep, over the limit/);
      }),
      fcOptions,
    );
  }, 600_000);

  it('the depth scans measure real documents exactly (JSON, TOML, XML) or from above (YAML)', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{"}],"c":"\\"["}')).toBe(3);
    expect(tomlDepth('a = "[[["\nb = [[1], {c = 2}] # [[[\n[table]\nd = \'\'\'\n[[[\'\'\'\n')).toBe(2);
    expect(xmlDepth('<?xml version="1.0"?><!-- <a><a> --><p a="x>y"><q/><r><![CDATA[<a><a>]]></r></p>')).toBe(2);
    const workflow = 'on: push\njobs:\n  a:\n    steps:\n      - run: |\n          if [ x ]; then { [[[\n      - with: { a: [1, 2] }\n        env: "[[[["\n';
    expect(yamlDepth(workflow)).toBeGreaterThanOrEqual(6);
    expect(yamlDepth(workflow)).toBeLessThan(20);
    expect(parseYamlLimited(workflow)).toMatchObject({ ok: true });
  });
});
