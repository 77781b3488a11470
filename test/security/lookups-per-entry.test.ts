/**
 * Lookups made once per entry of a PR's file, or once per changed file, must not rescan the whole
 * file or every other file each time (found 2026-11-30): the line of each go.mod `replace` was found
 * by splitting the file from its start (16,000 replaces: 22 s), the line of each pyproject.toml
 * index by splitting the text before it (16,000 uv indexes: 24 s), a noxfile naming one index
 * hundreds of times per call built a finding per mention (4 s for 1 MB), and each changed workflow
 * gathered what every other changed workflow left behind (4,000 workflows: 12 s). The bounds below
 * are wide (the quadratic forms took tens of seconds); the answers are asserted with them.
 */
import { describe, expect, it } from 'vitest';
import { analyzeContent } from '../../src/services/analyze-content.js';
import { parseChangedFiles } from '../../src/analyzers/supply-chain/parsed-file.js';
import { checkFileRules } from '../../src/analyzers/supply-chain/check-file-rules.js';
import { MAX_FINDINGS_PER_FILE } from '../../src/analyzers/supply-chain/cap-findings.js';
import { makeFile, makeSnapshot } from '../support/snapshot-factory.js';

const NOW = '2026-11-30T00:00:00Z';
/** Wide: the linear forms take well under a second here, the quadratic ones took 20 s and more. */
const BOUND_MS = 8_000;

function addedFile(path: string, head: string) {
  const lines = head.split('\n');
  return makeSnapshot({
    files: [makeFile(path, { status: 'added', additions: lines.length, deletions: 0, patch: `@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join('\n')}` })],
    contents: [{ path, base: null, head }],
  });
}

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

describe('lookups per entry of a file', () => {
  it('go.mod: 32,000 replace directives are located in one pass, each finding on its own line', () => {
    const count = 32_000;
    const head = `module example.com/x\n\ngo 1.22\n\nreplace (\n${Array.from({ length: count }, (_, i) => `\t"example.com/m${i}" v1.0.0 => ../m${i}`).join('\n')}\n)\n`;
    const { value, ms } = timed(() => analyzeContent({ snapshot: addedFile('go.mod', head), now: NOW }));
    expect(ms).toBeLessThan(BOUND_MS);
    const replaces = [...value.sections.supplyChain.findings, ...value.sections.supplyChain.suppressed_findings].filter((f) => f.id === 'go-replace');
    expect(replaces).toHaveLength(MAX_FINDINGS_PER_FILE);
    // `replace (` is line 5: module m<i> is on line 6 + i.
    for (const finding of replaces) expect(finding.line, finding.package ?? '').toBe(6 + Number(/m(\d+)$/.exec(finding.package ?? '')?.[1]));
  }, 60_000);

  it('go.mod: a replace found on its own line, in a block or on one line, quoted or not, with or without a version', () => {
    const head = 'module example.com/x\n\n// example.com/a => mentioned in a comment first\nrequire example.com/a v1.0.0\nreplace example.com/a => ../a\nreplace (\n\texample.com/b v1.2.0 => github.com/fork/b v1.2.1\n\t"example.com/c" => ./c\n)\n';
    const lines = new Map(analyzeContent({ snapshot: addedFile('go.mod', head), now: NOW }).sections.supplyChain.findings.filter((f) => f.id === 'go-replace').map((f) => [f.package, f.line]));
    expect(Object.fromEntries(lines)).toEqual({ 'example.com/a': 5, 'example.com/b': 7, 'example.com/c': 8 });
  });

  it('pyproject.toml: 16,000 uv indexes and 16,000 Poetry sources are reported on their lines, at most 20 each', () => {
    const count = 16_000;
    for (const table of ['tool.uv.index', 'tool.poetry.source']) {
      const head = `[project]\nname = "x"\n${Array.from({ length: count }, (_, i) => `[[${table}]]\nname = "i${i}"\nurl = "https://h${i}.example/simple"\n`).join('')}`;
      const { value, ms } = timed(() => analyzeContent({ snapshot: addedFile('pyproject.toml', head), now: NOW }));
      expect(ms, table).toBeLessThan(BOUND_MS);
      const indexes = value.sections.supplyChain.findings.filter((f) => f.id === 'pip-extra-index');
      expect(indexes.length, table).toBe(MAX_FINDINGS_PER_FILE);
      // Index i's url is on line 5 + 3i.
      for (const finding of indexes) expect(finding.line, finding.title).toBe(5 + 3 * Number(/h(\d+)\.example/.exec(finding.title)?.[1]));
    }
  }, 60_000);

  it('noxfile.py: a megabyte of calls naming one extra index is one finding per index, read within each call', () => {
    const unit = 'session.install("--extra-index-url", "https://pkgs.example.com/simple", "pkg"); ';
    const lines = Array.from({ length: Math.ceil(1_000_000 / (unit.length * 40)) }, () => `    ${unit.repeat(40)}`);
    const head = `import nox\n\n@nox.session\ndef tests(session):\n${lines.join('\n')}\n    session.install("--index-url", "https://other.example/simple", "pkg")\n`;
    const { value, ms } = timed(() => analyzeContent({ snapshot: addedFile('noxfile.py', head), now: NOW }));
    expect(ms).toBeLessThan(BOUND_MS);
    const indexes = value.sections.supplyChain.findings.filter((f) => f.id === 'pip-extra-index' && f.path === 'noxfile.py');
    expect(indexes.map((f) => [f.title, f.line])).toEqual([
      ['--extra-index-url adds the package index pkgs.example.com next to PyPI', 5],
      ['--index-url replaces PyPI with other.example', 5 + lines.length],
    ]);
  }, 60_000);

  it('changed workflows: what the others left behind is gathered once and shared, and a ref moved to another workflow still reads as moved', () => {
    const workflow = (uses: string) => `on: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ${uses}\n`;
    const count = 1_000;
    const paths = Array.from({ length: count }, (_, i) => `.github/workflows/w${i}.yml`);
    // Each workflow moves from its own action at v1 to the next one's at v2: that action was followed by a moving ref in another workflow.
    const snapshot = makeSnapshot({
      files: paths.map((path) => makeFile(path, { status: 'modified', patch: '@@ -6 +6 @@\n-      - uses: a/b@v1\n+      - uses: a/b@v2' })),
      contents: paths.map((path, i) => ({ path, base: workflow(`owner${i}/action@v1`), head: workflow(`owner${(i + 1) % count}/action@v2`) })),
    });
    // Each file's reviseIntroduced is handed the list of what was left behind: one list for all (it was built per file from every other file, 4,000 workflows: 12 s).
    const lists = new Set<readonly unknown[]>();
    const files = parseChangedFiles(snapshot).files.map((file) => {
      const revise = file.match.file.reviseIntroduced!;
      return { ...file, match: { ...file.match, file: { ...file.match.file, reviseIntroduced: ((introduced, sides, elsewhere) => {
        lists.add(elsewhere);
        return revise(introduced, sides, elsewhere);
      }) as typeof revise } } };
    });
    const { value: findings, ms } = timed(() => checkFileRules(files));
    expect(ms).toBeLessThan(BOUND_MS);
    expect(lists.size).toBe(1);
    expect([...lists][0]).toHaveLength(count);
    const unpinned = findings.filter((f) => f.id === 'gha-unpinned-action');
    expect(unpinned).toHaveLength(count);
    expect(unpinned.every((f) => f.severity === 'info')).toBe(true);
    expect(unpinned.find((f) => f.path === paths[0])?.detail).toContain(`Before this PR ${paths[1]}, which this PR removes or rewrites, already followed owner1/action by a moving ref (owner1/action@v1):`);
  }, 60_000);
});
