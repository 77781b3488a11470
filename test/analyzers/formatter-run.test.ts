import { describe, expect, it } from 'vitest';
import { formatterRunTitle, relaidOutFiles } from '../../src/analyzers/formatter-run.js';
import { makeCommit, makeFile, makeSnapshot } from '../support/snapshot-factory.js';

describe('formatterRunTitle', () => {
  it("reads PHP's `CS` (coding standards) in capitals as a formatter run (guzzle's 'Fixed native_function_invocation CS')", () => {
    expect(formatterRunTitle('Fixed native_function_invocation CS (#2444)')).toBe(true);
    expect(formatterRunTitle('CS')).toBe(true);
    expect(formatterRunTitle('Fix CS')).toBe(true);
    expect(formatterRunTitle('CS fixes (phpdoc_align)')).toBe(true);
    expect(formatterRunTitle('CS. Trimming trailing whitespace.')).toBe(true);
  });

  it('does not read a C# file, CSS, another word or a second change announced beside it as one', () => {
    expect(formatterRunTitle('Fix null check in Client.cs')).toBe(false);
    expect(formatterRunTitle('Update CSS for the docs site')).toBe(false);
    expect(formatterRunTitle('Add cs translation')).toBe(false);
    expect(formatterRunTitle('Support CS-1234 tickets in the parser')).toBe(false);
    expect(formatterRunTitle('CS and add a retry sleep')).toBe(false);
  });
});

describe('relaidOutFiles', () => {
  const file = (removed: string[], added: string[]) => makeFile('src/Cookie/CookieJar.php', { patch: ['@@ -10,3 +10,3 @@', ' {', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`), ' }'].join('\n') });
  const relaid = (title: string, removed: string[], added: string[]) => [...relaidOutFiles(makeSnapshot({ title, files: [file(removed, added)], commits: [makeCommit({ message: title })] }))];

  it('lists a file whose native functions a CS run called through the global namespace', () => {
    expect(relaid('Fixed native_function_invocation CS', ['        return count($this->cookies);', '        if (0 !== strpos($path, \'/\')) {'], ['        return \\count($this->cookies);', '        if (0 !== \\strpos($path, \'/\')) {'])).toEqual(['src/Cookie/CookieJar.php']);
  });

  it('leaves out a file whose logic changed under the same title, and every file under another title', () => {
    expect(relaid('Fixed native_function_invocation CS', ['        if (0 !== strpos($path, \'/\')) {'], ['        if (0 === \\strpos($path, \'/\')) {'])).toEqual([]);
    expect(relaid('Use the global count', ['        return count($this->cookies);'], ['        return \\count($this->cookies);'])).toEqual([]);
  });
});
