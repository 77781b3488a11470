import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';

/**
 * Looks at the lines a PR adds to source files for code that hides what it does: long encoded
 * blobs handed to eval/exec/Function/decoders, and minified one-line blobs in source folders.
 */

const SOURCE_FILE = /\.(?:[cm]?js|jsx|[cm]?ts|tsx|py|rb|php|sh|ps1|pl)$/i;
const GENERATED_PLACE = /(?:^|\/)(?:dist|build|out|vendor|vendored|third[_-]party|node_modules|coverage|\.next|target|site-packages)\/|\.min\.[cm]?js$|[-.]bundle\.js$/i;

const LONG_BASE64 = /[A-Za-z0-9+/]{160,}={0,2}|[A-Za-z0-9_-]{200,}/;
const LONG_HEX = /(?:\\x[0-9a-fA-F]{2}){40,}|(?:0x[0-9a-fA-F]{2},\s*){40,}|[0-9a-fA-F]{200,}/;
const SINK = /\b(?:eval|exec|execSync|Function|atob|Buffer\.from|b64decode|decodebytes|base64_decode|gzinflate|str_rot13|fromCharCode|unescape|marshal\.loads|zlib\.decompress|compile|spawn|system|popen)\s*\(/;
const DECODE_AND_RUN =
  /\b(?:eval|exec|Function)\s*\(\s*(?:atob|Buffer\.from|base64\.b64decode|b64decode|base64_decode|gzinflate|codecs\.decode|bytes\.fromhex|zlib\.decompress|unescape|String\.fromCharCode)\s*\(/;

/** Added lines longer than this in a source file look like a minified or generated blob. */
export const MINIFIED_LINE_LENGTH = 1000;

/** Whether a diff adds a line longer than MINIFIED_LINE_LENGTH (one pass, no line split). */
export function addsMinifiedLine(patch: string): boolean {
  let start = 0;
  while (start < patch.length) {
    let end = patch.indexOf('\n', start);
    if (end < 0) end = patch.length;
    if (end - start - 1 > MINIFIED_LINE_LENGTH && patch.charCodeAt(start) === 43 /* + */) return true;
    start = end + 1;
  }
  return false;
}

export function isScannableSourcePath(path: string): boolean {
  return SOURCE_FILE.test(path) && !GENERATED_PLACE.test(path);
}

/**
 * `codeLength`: how long a line's code is for the minified check; by default its whole length. Test
 * files pass the length with string contents blanked: an inline snapshot or an expected source map
 * is a long string of test data, while a minified blob is long code.
 */
export function scanAddedCode(path: string, patch: string, codeLength: (text: string) => number = (text) => text.length): KeyedFinding[] {
  const findings: KeyedFinding[] = [];
  let line = 0;
  let obfuscated = false;
  let minified = false;
  let start = 0;
  while (start <= patch.length && !(obfuscated && minified)) {
    let end = patch.indexOf('\n', start);
    if (end < 0) end = patch.length;
    const first = patch.charCodeAt(start);
    if (first === 64 /* @ */ && patch.startsWith('@@', start)) {
      const header = /^@@ -\d+(?:,\d+)? \+(\d+)/.exec(patch.slice(start, Math.min(end, start + 100)));
      line = header ? Number(header[1]) : line;
    } else if (first === 43 /* + */) {
      const text = patch.slice(start + 1, end);
      if (!obfuscated && text.length >= 20 && ((text.includes('(') && /eval|exec|Function/.test(text) && DECODE_AND_RUN.test(text)) || (text.length >= 160 && (LONG_BASE64.test(text) || LONG_HEX.test(text)) && SINK.test(text)))) {
        obfuscated = true;
        findings.push(
          makeFinding({
            id: 'obfuscated-code',
            severity: 'high',
            title: 'Encoded payload is decoded and executed',
            detail: 'An added line decodes an encoded string (base64, hex, char codes) and hands it to eval/exec/Function or a decoder: a common way to hide malicious code from review. Ask for the plain source.',
            path,
            line: line > 0 ? line : null,
            subject: 'obfuscated',
          }),
        );
      } else if (!minified && text.length > MINIFIED_LINE_LENGTH && codeLength(text) > MINIFIED_LINE_LENGTH) {
        minified = true;
        findings.push(
          makeFinding({
            id: 'minified-source',
            severity: 'medium',
            title: `Minified or generated code in a source file (${text.length} characters on one line)`,
            detail: 'A line this long in a source folder cannot be reviewed and may hide anything. Commit the readable source, and keep generated bundles in dist/ or build/ (or mark them generated).',
            path,
            line: line > 0 ? line : null,
            subject: 'minified',
          }),
        );
      }
      line += 1;
    } else if (first !== 45 /* - */ && first !== 92 /* \ */) {
      line += 1;
    }
    start = end + 1;
  }
  return findings;
}
