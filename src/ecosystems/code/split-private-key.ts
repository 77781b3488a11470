/**
 * `private-key-added` across two files of one PR: one file adds a PEM private key's header and the
 * first part of its body with no end marker, and another adds the rest of a body and the end
 * marker with no header. Each half alone matches no secret pattern (they need the whole block);
 * put together at run time (`KEY_HEAD + KEY_TAIL`) they are the key. A parser's constant (`const
 * HEADER = '-----BEGIN PRIVATE KEY-----'`) has no body after it and is not a half. Linear: each
 * file's added text is searched once for each marker, and a bounded window around it for a run of
 * base64.
 */
import type { SnapshotFile } from '../../snapshot/pr-snapshot.js';
import type { KeyedFinding } from '../finding.js';
import { makeFinding } from '../finding.js';
import { changedLines } from './changed-lines.js';

const BEGIN = /-----BEGIN ((?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY)-----/;
const END = /-----END (?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY-----/;
/** A run of base64 as long as most of a PEM line (64 characters): key material, not a word. */
const BODY = /[A-Za-z0-9+/]{48}/;
/** Characters read after a header or before an end marker for the body. */
const WINDOW = 3000;
/** Added characters read per file. */
const MAX_CHARS = 200_000;

interface Half {
  readonly path: string;
  readonly line: number | null;
  readonly kind: string;
}

/** The added text of a file, with the new-file line where each added line starts. */
function addedText(file: SnapshotFile): { text: string; starts: number[]; lines: number[] } {
  let text = '';
  const starts: number[] = [];
  const lines: number[] = [];
  for (const l of changedLines(file.patch ?? '', 3000)) {
    if (l.sign !== '+') continue;
    if (text.length > MAX_CHARS) break;
    starts.push(text.length);
    lines.push(l.line);
    text += `${l.text}\n`;
  }
  return { text, starts, lines };
}

/**
 * The finding for a private key split across files, or null. `testLike(path)` says whether a file is
 * a test, fixture, documentation or example (medium there, as for a whole key); `reported` are the
 * files already given `private-key-added`.
 */
export function splitPrivateKey(files: readonly SnapshotFile[], testLike: (path: string) => boolean, reported: ReadonlySet<string>): KeyedFinding | null {
  const heads: Half[] = [];
  const tails: Half[] = [];
  for (const file of files) {
    if (file.patch === null || file.status === 'removed' || reported.has(file.path)) continue;
    if (!file.patch.includes('PRIVATE KEY-----')) continue;
    const { text, starts, lines } = addedText(file);
    const begin = BEGIN.exec(text);
    const end = END.exec(text);
    if (begin !== null && end === null && BODY.test(text.slice(begin.index + begin[0].length, begin.index + begin[0].length + WINDOW))) {
      let i = 0;
      while (i + 1 < starts.length && (starts[i + 1] ?? Infinity) <= begin.index) i += 1;
      heads.push({ path: file.path, line: lines[i] ?? null, kind: begin[1] ?? 'PRIVATE KEY' });
    } else if (end !== null && begin === null && BODY.test(text.slice(Math.max(0, end.index - WINDOW), end.index))) {
      let i = 0;
      while (i + 1 < starts.length && (starts[i + 1] ?? Infinity) <= end.index) i += 1;
      tails.push({ path: file.path, line: lines[i] ?? null, kind: '' });
    }
  }
  const head = heads[0];
  const tail = tails.find((t) => t.path !== head?.path);
  if (head === undefined || tail === undefined) return null;
  const throwaway = testLike(head.path) && testLike(tail.path);
  return makeFinding({
    id: 'private-key-added',
    severity: throwaway ? 'medium' : 'critical',
    title: 'Private key committed in two halves',
    detail: `${head.path} adds the header and first part of a ${head.kind} (-----BEGIN ${head.kind}-----) with no end, and ${tail.path} adds the rest and its end marker (line ${tail.line ?? '?'}) with no header: each half matches no secret pattern, put together they are the key${throwaway ? '. Both files are tests, fixtures or examples: if it is a throwaway key, generate it at test time instead' : ''}. Anyone who can read the repository, its forks and its history can join them: revoke the key now (removing it later does not help), and load it from a secret store.`,
    path: head.path,
    line: head.line,
    subject: 'secret:split-private-key',
  });
}
