import { describe, expect, it } from 'vitest';
import { isBinaryPath, isExecutablePath, isMediaPath } from '../../../src/ecosystems/binary/index.js';

describe('binary paths', () => {
  it('recognizes executables, libraries, bytecode and archives', () => {
    const paths = ['bin/tool.exe', 'lib/libfoo.so', 'lib/libfoo.so.1.2', 'a.dylib', 'b.dll', 'x.bin', 'm.wasm', 'A.class', 'c.pyc', 'lib.jar', 'd.tar.gz', 'e.zip', 'f.whl', 'g.node'];
    expect(paths.filter(isBinaryPath)).toEqual(paths);
  });

  it('does not treat media or text as suspicious binaries', () => {
    const paths = ['logo.png', 'photo.JPG', 'font.woff2', 'doc.pdf', 'src/index.ts', 'README.md', 'Makefile', 'so', 'data.json'];
    expect(paths.filter(isBinaryPath)).toEqual([]);
    expect(['logo.png', 'photo.JPG', 'font.woff2', 'doc.pdf'].every(isMediaPath)).toBe(true);
    expect(isMediaPath('tool.exe')).toBe(false);
  });

  it('tells executables from other binaries', () => {
    expect(['a.exe', 'b.so', 'c.dylib', 'd.so.6'].map(isExecutablePath)).toEqual([true, true, true, true]);
    expect(['a.jar', 'b.zip', 'c.pyc', 'd.png'].map(isExecutablePath)).toEqual([false, false, false, false]);
  });
});
