/**
 * Arrays from a pull request are never spread into call arguments: `push(...items)` passes each
 * item as an argument, and past about 100,000 (a requirements.txt of 200,000 pins, found
 * 2026-11-30) the call overflows the stack, so the analysis of that pull request failed with a
 * RangeError. src/ appends with pushAll, and the lint refuses a spread into push, unshift, splice,
 * Math.max and Math.min anywhere in src/ (the file itself: test/security/work-per-entry.test.ts).
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { pushAll } from '../../src/push-all.js';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function spreadMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('no array spread into call arguments', () => {
  it('push(...items) overflows the stack on 1,000,000 items; pushAll appends them all, from several lists and iterables', () => {
    const items = Array.from({ length: 1_000_000 }, (_, i) => i);
    expect(() => [0].push(...items)).toThrow(RangeError);
    const target = [-1];
    expect(pushAll(target, items, new Set([7, 8]), [])).toBe(target);
    expect(target).toHaveLength(1_000_003);
    expect(target.slice(0, 2)).toEqual([-1, 0]);
    expect(target.slice(-3)).toEqual([999_999, 7, 8]);
  });

  it.each([
    ['src/ecosystems/npm/x.ts', 'export function f(a: number[], b: number[]): void { a.push(...b); }\n'],
    ['src/analyzers/x.ts', 'export function f(a: number[], b: number[]): void { a.unshift(...b); }\n'],
    ['src/github/x.ts', 'export function f(a: number[], b: number[]): void { a.splice(0, 1, ...b); }\n'],
    ['src/http/x.ts', 'export function f(a: number[]): number { return Math.max(...a); }\n'],
    ['src/services/x.ts', 'export function f(a: number[]): number { return Math.min(...a); }\n'],
  ])('the lint refuses a spread into call arguments in %s', async (file, code) => {
    const messages = await spreadMessages(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/overflows the stack/);
  });

  it('the lint allows pushAll, spreads into array literals, and tests', async () => {
    expect(await spreadMessages('src/ecosystems/npm/x.ts', "import { pushAll } from '../../push-all.js';\nexport function f(a: number[], b: number[]): number[] { pushAll(a, b); return [...a, ...b]; }\n")).toEqual([]);
    expect(await spreadMessages('test/x.test.ts', 'export function f(a: number[], b: number[]): void { a.push(...b); }\n')).toEqual([]);
  });
});
