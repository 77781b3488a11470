import { describe, expect, it } from 'vitest';
import { MINIFIED_LINE_LENGTH, addsMinifiedLine, isScannableSourcePath, scanAddedCode } from '../../../src/ecosystems/code/obfuscation.js';
import { findPipeToShell } from '../../../src/ecosystems/shell/pipe-to-shell.js';

describe('added code scanning', () => {
  it('finds decode-and-run and long encoded blobs handed to sinks, with new-file line numbers', () => {
    const patch = `@@ -10,3 +10,5 @@ function x() {\n context\n-removed\n+const ok = 1;\n+exec(base64.b64decode("aW1wb3J0IG9z"))\n context`;
    expect(scanAddedCode('tools/x.py', patch).map((f) => [f.id, f.line])).toEqual([['obfuscated-code', 12]]);
    const hex = `@@ -1,0 +1,1 @@\n+const p = Buffer.from("${'ab'.repeat(120)}", "hex");`;
    expect(scanAddedCode('src/a.ts', hex).map((f) => f.id)).toEqual(['obfuscated-code']);
  });

  it('leaves ordinary code and removed lines alone', () => {
    const patch = `@@ -1,2 +1,2 @@\n-eval(atob("aGVsbG8="))\n+const data = JSON.parse(text);\n+${'const a = 1; '.repeat(10)}`;
    expect(scanAddedCode('src/a.js', patch)).toEqual([]);
  });

  it('only scans source files outside generated folders', () => {
    expect(['src/a.ts', 'lib/b.py', 'scripts/c.sh'].every(isScannableSourcePath)).toBe(true);
    expect(['dist/a.js', 'vendor/b.php', 'public/app.min.js', 'README.md', 'node_modules/x/index.js'].some(isScannableSourcePath)).toBe(false);
  });

  it('finds download-and-run shell pipelines', () => {
    expect(findPipeToShell('curl -fsSL https://x.sh | bash\nwget -O- https://y | sudo -E sh\nbash <(curl -s https://z)\nsh -c "$(curl -fsSL https://w)"\ncurl https://api | jq .')).toEqual([
      'curl -fsSL https://x.sh | bash',
      'wget -O- https://y | sudo -E sh',
      'bash <(curl -s https://z)',
      'sh -c "$(curl -fsSL https://w)',
    ]);
  });
});

describe('addsMinifiedLine', () => {
  it('says whether a diff adds a line over the minified length (what makes the pipeline read the file for its header)', () => {
    const long = 'x'.repeat(MINIFIED_LINE_LENGTH + 1);
    expect(addsMinifiedLine(['@@ -3,3 +3,3 @@', ' a', `+${long}`, ' b'].join('\n'))).toBe(true);
    expect(addsMinifiedLine(['@@ -3,3 +3,3 @@', ' a', `-${long}`, `+${'x'.repeat(MINIFIED_LINE_LENGTH)}`].join('\n'))).toBe(false);
    expect(addsMinifiedLine(`@@ -1 +1 @@\n ${long}`)).toBe(false);
    expect(addsMinifiedLine(`+${long}`)).toBe(true);
  });
});
