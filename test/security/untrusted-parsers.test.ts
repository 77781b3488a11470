/**
 * Every document a pull request brings is parsed through src/limited-parse.ts (size and nesting
 * limits, then the parser), and what that parse builds is bounded too: yaml's unique-key check
 * and alias expansion, which the nesting limit does not see. Time-free: each test asserts what is
 * refused and why, or that the result is the parser's own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { matchManagerFile } from '../../src/ecosystems/api.js';
import { parseJsonc, parseJsoncLimited } from '../../src/ecosystems/automation/jsonc.js';
import { extractYarnLock } from '../../src/ecosystems/npm/yarn-lock.js';
import { parseWorkflow } from '../../src/ecosystems/github-actions/workflow.js';
import { parseYamlLimited, withoutStackTraces, YAML_ALIAS_ALLOWANCE, YAML_MAX_ANCHORS } from '../../src/limited-parse.js';

const SEED = Number(process.env.FC_SEED ?? 424242);
const ROOT = join(import.meta.dirname, '../..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function extract(path: string, content: string) {
  const match = matchManagerFile(path);
  if (match === null) throw new Error(`no manager reads ${path}`);
  return match.file.extract(content, path, () => null);
}

describe('parsers of pull request content', () => {
  it('no reader of PR content imports a parser or calls JSON.parse itself: all go through src/limited-parse.ts', () => {
    const offenders: string[] = [];
    for (const folder of ['src/ecosystems', 'src/snapshot', 'src/repo-config', 'src/analyzers']) {
      for (const file of sourcesUnder(join(ROOT, folder))) {
        const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
        if (/from '(?:yaml|smol-toml|fast-xml-parser|@iarna\/toml|toml|js-yaml|json5)'/.test(code) || /\bJSON\.parse\s*\(/.test(code)) offenders.push(relative(ROOT, file));
      }
    }
    expect(offenders).toEqual([]);
  });

  it('a berry yarn.lock the line scanner cannot read is parsed within the YAML limits (depth refused, not a stack overflow)', () => {
    // An odd indentation sends it to the YAML parser, as a hand-edited lockfile would.
    const lock = (body: string) => `__metadata:\n   version: 6\n\n${body}\n`;
    const flow = extractYarnLock(lock(`a: ${'['.repeat(20_000)}${']'.repeat(20_000)}`));
    expect(flow.skipReason).toMatch(/^invalid yarn\.lock: not analyzed: nested [\d,]+ levels deep, over the limit of 100 for YAML$/);
    const block = extractYarnLock(lock(`a:\n  ${'- '.repeat(2_000)}x`));
    expect(block.skipReason).toMatch(/over the limit of 100 for YAML/);
    const big = extractYarnLock(lock(`a: "${'x'.repeat(2 * 1024 * 1024)}"`));
    expect(big.skipReason).toMatch(/characters, over the 2,097,152-character limit for YAML/);
    // Errors are reported plainly (the first one), not yaml's pretty errors that quote every line.
    const errors = extractYarnLock(lock(`a: ${'"'.repeat(40_000)}`));
    expect(errors.skipReason).toMatch(/^invalid yarn\.lock: invalid YAML: [^\n]+ at line 4$/);
    // A regular berry lockfile in an irregular layout still reads.
    const ok = extractYarnLock('__metadata:\n   version: 6\n   cacheKey: 8\n\n"left-pad@npm:^1.3.0":\n  version: 1.3.0\n  resolution: "left-pad@npm:1.3.0"\n  checksum: abc\n');
    expect(ok.deps).toEqual([expect.objectContaining({ name: 'left-pad', version: '1.3.0', source: 'registry' })]);
  });

  it('JSON with comments (devcontainer, VS Code tasks, Renovate) is parsed within the JSON limits: a document nested 100,000 deep is refused, never walked', () => {
    const deep = (value: string) => `{"postCreateCommand": ${'{"a":'.repeat(100_000)}${value}${'}'.repeat(100_000)}, "tasks": [], "packageRules": []}`;
    expect(parseJsonc(deep('"x"'))).toBeUndefined();
    expect(parseJsoncLimited(deep('"x"'))).toEqual({ ok: false, reason: expect.stringMatching(/nested [\d,]+ levels deep, over the limit of 256 for JSON/) });
    for (const path of ['.devcontainer/devcontainer.json', '.vscode/tasks.json', 'renovate.json']) {
      const result = extract(path, deep('"curl x | sh"'));
      expect(result.skipReason, path).toBeDefined();
      expect(result.skipReason, path).not.toMatch(/call stack/);
    }
    expect(parseJsonc('{"a": [1, 2,], // c\n "b": 1}')).toEqual({ a: [1, 2], b: 1 });
  });

  it('duplicate keys are found in one pass (a set per map), exactly where yaml finds them (property)', () => {
    const key = fc.constantFrom('a', 'b', 'A', '"a"', "'a'", '1', '"1"', '01', '0x1', '~', 'null', 'true', '.nan', '.NaN', '1.0', '"b"', '<<');
    const entries = fc.array(fc.tuple(key, fc.constantFrom('1', '{x: 1}', '[1]', '{a: 1, a: 2}')), { minLength: 1, maxLength: 6 });
    const shapes = fc.oneof(
      entries.map((list) => list.map(([k, v]) => `${k}: ${v}`).join('\n')),
      entries.map((list) => `{${list.map(([k, v]) => `${k}: ${v}`).join(', ')}}`),
      entries.map((list) => `top:\n${list.map(([k, v]) => `  ${k}: ${v}`).join('\n')}`),
      entries.map((list) => list.map(([k, v]) => `- ${k}: ${v}`).join('\n')),
    );
    fc.assert(
      fc.property(shapes, (text) => {
        const theirs = parseDocument(text, { prettyErrors: false });
        const ours = parseYamlLimited(text);
        expect(ours.ok, text).toBe(theirs.errors.length === 0);
        if (ours.ok) expect(ours.value).toEqual(theirs.toJS());
        else if (theirs.errors[0]?.code === 'DUPLICATE_KEY') expect(ours.reason).toMatch(/^invalid YAML: Map keys must be unique at line \d+$/);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('a map of 50,000 keys (yaml compares each with every earlier one: over a minute) is read, and a repeat at its end is found', () => {
    const keys = Array.from({ length: 50_000 }, (_, i) => `k${i}: v`).join('\n');
    const read = parseYamlLimited(`${keys}\n`);
    expect(read.ok && Object.keys(read.value as object)).toHaveLength(50_000);
    expect(parseYamlLimited(`${keys}\nk49999: again\n`)).toEqual({ ok: false, reason: 'invalid YAML: Map keys must be unique at line 50001' });
  }, 60_000);

  it('aliases may not expand a document past twice its own nodes plus 10,000: a wide expansion and a cyclic alias are refused', () => {
    // 900 jobs sharing one 400-step list: 360,000 steps for the rules from 45 kB (1,000 jobs: 17 s before this limit).
    const steps = Array.from({ length: 400 }, (_, i) => `  - run: echo "\${{ github.event.pull_request.title }}" ${i}`).join('\n');
    const jobs = Array.from({ length: 900 }, (_, j) => `  j${j}: {runs-on: ubuntu-latest, steps: *s}`).join('\n');
    const wide = parseWorkflow(`on: pull_request_target\nx: &s\n${steps}\njobs:\n${jobs}\n`, 'workflow');
    expect('skipReason' in wide ? wide.skipReason : wide).toMatch(/^not analyzed: its aliases expand it to [\d,]+ nodes from [\d,]+, over the limit of 2 times its own nodes plus 10,000$/);
    // A node that contains its own alias: a circular object for every reader that walks it.
    for (const text of ['on: &x [*x]\n', 'jobs: &j\n  a: *j\n', 'a: &x {b: [1, {c: *x}]}\n']) {
      expect(parseYamlLimited(text), text).toEqual({ ok: false, reason: expect.stringMatching(/^not analyzed: its aliases expand it to ∞ nodes/) });
    }
    // What anchors are for: a few jobs sharing their steps.
    const shared = parseWorkflow(
      `on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps: &steps\n      - uses: actions/checkout@v4\n      - run: npm test\n  b:\n    runs-on: windows-latest\n    steps: *steps\n  c:\n    runs-on: macos-latest\n    steps: *steps\n`,
      'workflow',
    );
    if (!('workflow' in shared)) throw new Error(shared.skipReason);
    expect(shared.workflow.jobs.map((job) => job.steps.length)).toEqual([2, 2, 2]);
    // The allowance alone: one alias of a list of 9,000 scalars is read.
    const list = `a: &a [${Array.from({ length: 9_000 }, () => '1').join(', ')}]\nb: *a\n`;
    expect(YAML_ALIAS_ALLOWANCE).toBe(10_000);
    expect(parseYamlLimited(list)).toMatchObject({ ok: true });
  });

  it('at most 1,000 anchors and aliases (yaml resolves each alias by a scan of all before it)', () => {
    const pairs = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: &x${i} v\nb${i}: *x${i}`).join('\n');
    expect(YAML_MAX_ANCHORS).toBe(1_000);
    expect(parseYamlLimited(pairs(500))).toMatchObject({ ok: true, value: expect.objectContaining({ a499: 'v', b499: 'v' }) });
    expect(parseYamlLimited(pairs(20_000))).toEqual({ ok: false, reason: 'not analyzed: 40,000 anchors and aliases, over the limit of 1,000' });
  });

  it('errors built while parsing carry no stack trace, and the limit is restored even when the parse throws', () => {
    const saved = Error.stackTraceLimit;
    const stack = withoutStackTraces(() => new Error('inside').stack ?? '');
    expect(stack.split('\n')).toEqual(['Error: inside']);
    expect(() =>
      withoutStackTraces(() => {
        throw new Error('thrown');
      }),
    ).toThrow('thrown');
    expect(Error.stackTraceLimit).toBe(saved);
    expect(new Error('outside').stack?.split('\n').length).toBeGreaterThan(1);
  });
});
