import { changedLines } from './changed-lines.js';
import type { SnapshotFile } from '../../snapshot/pr-snapshot.js';

/**
 * A Rust edit that only changes how values are passed: a borrow added or dropped (`set_cookies(self.jar,
 * …)` to `set_cookies(&self.jar, …)`, `fn f(jar: CookieJar)` to `fn f(jar: &CookieJar)`, `&mut self` to
 * `&self`), a dereference, a `mut` or `ref` binding, a `.clone()` / `.to_owned()` / `.as_ref()` dropped
 * or added: what Clippy's `needless_pass_by_value`, `trivially_copy_pass_by_ref` and
 * `redundant_clone` ask for. The compiler's borrow checker proves such an edit keeps what the code
 * does, so a sensitive file (a cookie jar, a router) edited only so runs as before.
 *
 * The removed and added lines pair up in order, each pair equal once the sigils in prefix position
 * and those calls are taken out, and at least one pair differs in them. A `&` or `*` between two
 * operands (`a & b`, `x * y`) is an operator, not a borrow, and is kept: `x * y` to `x & y` is weighed.
 */
const PREFIX_SIGIL = /(^|[(,[{=:|;!]|\breturn|\bin|\bmatch|\bif|\bwhile|->|=>)(\s*)(?:&\s*mut\s+|&|\*)+(?=[\s\w(['"&*])/g;
const BINDING = /\b(?:mut|ref)\s+/g;
const OWNERSHIP_CALL = /\.(?:clone|to_owned|as_ref)\(\)/g;

function normalize(text: string): string {
  // Twice: a sigil after a sigil's neighbour (`(&*x`) is reached on the second pass.
  let out = text.replace(BINDING, '').replace(OWNERSHIP_CALL, '');
  for (let i = 0; i < 2; i += 1) out = out.replace(PREFIX_SIGIL, '$1$2');
  return out.replace(/\s+/g, ' ').trim();
}

export function onlyBorrowsChanged(file: Pick<SnapshotFile, 'path' | 'patch'>): boolean {
  if (file.patch === null || !file.path.endsWith('.rs') || file.patch.length > 200_000) return false;
  const lines = changedLines(file.patch, 401);
  if (lines.length === 0 || lines.length > 400) return false;
  // Pairs within each hunk, in order.
  const byHunk = new Map<number, { removed: string[]; added: string[] }>();
  for (const line of lines) {
    if (line.text.length > 1000) return false;
    if (line.text.trim() === '') continue;
    const entry = byHunk.get(line.hunk) ?? { removed: [], added: [] };
    (line.sign === '+' ? entry.added : entry.removed).push(line.text);
    byHunk.set(line.hunk, entry);
  }
  let differs = false;
  for (const { removed, added } of byHunk.values()) {
    if (removed.length !== added.length) return false;
    for (let i = 0; i < removed.length; i += 1) {
      const before = removed[i] ?? '';
      const after = added[i] ?? '';
      if (normalize(before) !== normalize(after)) return false;
      if (before.replace(/\s+/g, ' ').trim() !== after.replace(/\s+/g, ' ').trim()) differs = true;
    }
  }
  return differs;
}
