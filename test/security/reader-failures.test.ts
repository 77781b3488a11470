/**
 * A reader of pull request content that throws (a bug, a stack overflow on content nobody foresaw:
 * a 10 MB line overflowed V8's regular expression stack in the obfuscation check, 2026-11-30) must
 * degrade the signal, not fail the analysis: every check of the supply chain runs through
 * `guarded` or `guardedPerFile` (src/analyzers/supply-chain.ts), which name the reader in the
 * warnings (meta.warnings) and keep every other reader's findings; the code scan, read per file
 * when it throws, loses only the file it throws on.
 */
import { describe, expect, it } from 'vitest';
import { guarded, guardedPerFile, type ReaderFailures } from '../../src/analyzers/guarded.js';
import { runAnalyzers } from '../../src/analyzers/run-analyzers.js';
import { DEFAULT_CONFIG } from '../../src/repo-config/schema.js';
import { DEFAULT_NOW, makeFile, makeSnapshot } from '../support/snapshot-factory.js';

function added(path: string, lines: string[]) {
  return {
    file: makeFile(path, { status: 'added', additions: lines.length, deletions: 0, patch: `@@ -0,0 +1,${lines.length} @@\n${lines.map((l) => `+${l}`).join('\n')}` }),
    content: { path, base: null, head: `${lines.join('\n')}\n` },
  };
}

describe('a reader that throws', () => {
  it('guarded: the reader is named with its error, its fallback answers, and nothing else is lost', () => {
    const failures: ReaderFailures = { messages: [] };
    expect(guarded(failures, 'The CODEOWNERS check', () => ['a'], [])).toEqual(['a']);
    expect(failures.messages).toEqual([]);
    expect(guarded(failures, 'The CODEOWNERS check', (): string[] => { throw new RangeError('Maximum call stack size exceeded'); }, [])).toEqual([]);
    expect(failures.messages).toEqual(['The CODEOWNERS check failed (RangeError: Maximum call stack size exceeded): its findings are missing from this signal; the rest of the analysis is complete.']);
  });

  it('guardedPerFile: on a throw the files are read one by one, and only those that still throw are lost and named', () => {
    const files = ['src/a.ts', 'src/bad.ts', 'src/c.ts'].map((path) => ({ path }));
    const read = (some: readonly { path: string }[]) => {
      if (some.some((f) => f.path === 'src/bad.ts')) throw new TypeError('boom');
      return some.map((f) => f.path);
    };
    const failures: ReaderFailures = { messages: [] };
    expect(guardedPerFile(failures, 'Reading the code changes', files, read)).toEqual(['src/a.ts', 'src/c.ts']);
    expect(failures.messages).toEqual(['Reading the code changes failed (TypeError: boom) on src/bad.ts: their findings are missing from this signal; the other files were read.']);
    // A reading across files that throws, while each file alone reads: each file's own findings.
    const across = (some: readonly { path: string }[]) => {
      if (some.length > 1) throw new Error('across');
      return some.map((f) => f.path);
    };
    const second: ReaderFailures = { messages: [] };
    expect(guardedPerFile(second, 'Reading the code changes', files, across)).toEqual(['src/a.ts', 'src/bad.ts', 'src/c.ts']);
    expect(second.messages[0]).toMatch(/^Reading the code changes failed \(Error: across\) on no single file/);
  });

  it('a line of 10 MB (it overflowed the obfuscation check\'s regular expression stack): every reader completes, and a small PR warns of nothing', () => {
    const big = added('src/a.ts', ['x'.repeat(10_000_000)]);
    expect(runAnalyzers(makeSnapshot({ files: [big.file], contents: [big.content] }), { now: DEFAULT_NOW, config: DEFAULT_CONFIG }).warnings).toEqual([]);
    const loader = added('src/loader.js', ['const code = Buffer.from(payload.split(" ")[1], "base64").toString();', 'eval(code);']);
    const result = runAnalyzers(makeSnapshot({ files: [loader.file], contents: [loader.content] }), { now: DEFAULT_NOW, config: DEFAULT_CONFIG });
    expect(result.warnings).toEqual([]);
    expect(result.supplyChain.findings.map((f) => f.id)).toContain('dynamic-code-execution');
  }, 60_000);
});
