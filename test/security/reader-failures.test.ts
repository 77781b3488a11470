/**
 * A reader of pull request content that throws (a bug, a stack overflow on content nobody foresaw:
 * a 10 MB line overflowed V8's regular expression stack in the obfuscation check, 2026-11-30) must
 * degrade the signal, not fail the analysis: the reader is named in the warnings (meta.warnings),
 * its findings are missing, and every other reader's findings stay. The code scan, read per file
 * when it throws, loses only the file it throws on.
 */
import { describe, expect, it, vi } from 'vitest';
import { analyzeContent } from '../../src/services/analyze-content.js';
import { runAnalyzers } from '../../src/analyzers/run-analyzers.js';
import { DEFAULT_CONFIG } from '../../src/repo-config/schema.js';
import { DEFAULT_NOW, makeFile, makeSnapshot } from '../support/snapshot-factory.js';
import type * as LogicHoles from '../../src/ecosystems/code/logic-holes.js';
import type * as Codeowners from '../../src/ecosystems/automation/codeowners.js';

vi.mock('../../src/ecosystems/code/logic-holes.js', async (importOriginal) => {
  const real = await importOriginal<typeof LogicHoles>();
  return {
    ...real,
    logicHoles: (...args: Parameters<typeof real.logicHoles>) => {
      if (args[0] === 'src/bad.ts') throw new RangeError('Maximum call stack size exceeded');
      return real.logicHoles(...args);
    },
  };
});

vi.mock('../../src/ecosystems/pypi/task-file-indexes.js', () => ({
  taskFileIndexFindings: (file: { path: string }) => {
    if (file.path === 'noxfile.py') throw new TypeError('boom');
    return [];
  },
}));

vi.mock('../../src/ecosystems/automation/codeowners.js', async (importOriginal) => ({
  ...(await importOriginal<typeof Codeowners>()),
  codeownersFindings: (snapshot: { files: readonly { path: string }[] }) => {
    if (snapshot.files.some((f) => f.path === 'noxfile.py')) throw new Error('a reader across files');
    return [];
  },
}));

function added(path: string, lines: string[]) {
  return {
    file: makeFile(path, { status: 'added', additions: lines.length, deletions: 0, patch: `@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join('\n')}` }),
    content: { path, base: null, head: `${lines.join('\n')}\n` },
  };
}

describe('a reader that throws', () => {
  const parts = [
    added('src/bad.ts', ['export function allowed(user: User) {', '  return user.role === "admin" || true;', '}']),
    added('src/loader.js', ['const code = Buffer.from(payload.split(" ")[1], "base64").toString();', 'eval(code);']),
    added('noxfile.py', ['import nox', '@nox.session', 'def tests(session):', '    session.install("--extra-index-url", "https://pkgs.example.com/simple", "pkg")']),
    added('requirements.txt', ['requests==2.32.3']),
  ];
  const snapshot = makeSnapshot({ files: parts.map((p) => p.file), contents: parts.map((p) => p.content) });

  it('is named in the warnings; the other readers and the other files are read', () => {
    const { sections } = analyzeContent({ snapshot, now: DEFAULT_NOW.toISOString() });
    expect(sections.warnings).toEqual([
      'Reading the code changes failed (RangeError: Maximum call stack size exceeded) on src/bad.ts: their findings are missing from this signal; the other files were read.',
      'The task file index check failed (TypeError: boom) on noxfile.py: their findings are missing from this signal; the other files were read.',
      'The CODEOWNERS check failed (Error: a reader across files): its findings are missing from this signal; the rest of the analysis is complete.',
    ]);
    const ids = sections.supplyChain.findings.map((f) => `${f.id} ${f.path}`);
    expect(ids).toContain('dynamic-code-execution src/loader.js');
    expect(ids.some((id) => id.endsWith(' src/bad.ts'))).toBe(false);
    expect(sections.supplyChain.new_dependencies.map((d) => d.name)).toEqual(['requests']);
    expect(sections.risk.level).not.toBe('low');
  });

  it('a line of 10 MB (it overflowed the obfuscation check\'s regular expression stack): every reader completes', () => {
    const line = 'x'.repeat(10_000_000);
    const big = added('src/a.ts', [line]);
    const result = runAnalyzers(makeSnapshot({ files: [big.file], contents: [big.content] }), { now: DEFAULT_NOW, config: DEFAULT_CONFIG });
    expect(result.warnings).toEqual([]);
  }, 60_000);

  it('without a failing reader, no warning (the control)', () => {
    const quiet = makeSnapshot({ files: [parts[1]!.file, parts[3]!.file], contents: [parts[1]!.content, parts[3]!.content] });
    expect(runAnalyzers(quiet, { now: DEFAULT_NOW, config: DEFAULT_CONFIG }).warnings).toEqual([]);
  });
});
