import { distance } from 'fastest-levenshtein';

/**
 * What a PR says it is. A title or commit subject that calls the change a typo fix, docs,
 * formatting, a lint fix or a version bump promises that no program logic changes.
 */
const CLAIM =
  /^\s*(?:\[[^\]]{0,40}\]\s*)?(?:(?:docs?|style|chore\(release\)|chore\(docs?\)|typo)(?:\([^)]{0,40}\))?!?:|(?:\w{1,20}(?:\([^)]{0,40}\))?!?:\s*)?(?:fix(?:e[sd])?\s+(?:a\s+|some\s+|the\s+)?typos?\b|typos?\b|(?:update|improve|fix|add)\s+(?:the\s+)?(?:docs?|documentation|readme|comments?|docstrings?|changelog)\b|docs?\b|documentation\b|readme\b|(?:re)?format(?:ting|ted)?\b|whitespace\b|lint(?:ing)?\s+fix|fix\s+lint|(?:bump|update)\s+(?:the\s+)?version\b|version\s+bump\b|release\s+v?\d))/i;

/** The claim in the title or a commit subject, quoted as written, or null. */
export function benignClaim(title: string, commitMessages: readonly string[]): string | null {
  if (CLAIM.test(title)) return title.trim().slice(0, 120);
  for (const message of commitMessages) {
    const subject = message.split('\n', 1)[0] ?? '';
    if (CLAIM.test(subject)) return subject.trim().slice(0, 120);
  }
  return null;
}

const TOKEN = /[A-Za-z_$][\w$]*|\d[\w.]*|[^\s\w]/g;

/**
 * True when the code of a file's added lines differs from its removed lines by more than
 * string contents, comments, whitespace and identifiers renamed by a couple of letters (a typo
 * fixed in a name). `added` and `removed` are the masked code of each side (code-text.ts).
 */
export function logicChanged(added: readonly string[], removed: readonly string[]): boolean {
  const a = added.join('\n').match(TOKEN) ?? [];
  const r = removed.join('\n').match(TOKEN) ?? [];
  if (a.length !== r.length) return true;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? '';
    const y = r[i] ?? '';
    if (x === y) continue;
    const identifiers = /^[A-Za-z_$]/.test(x) && /^[A-Za-z_$]/.test(y);
    if (!identifiers || distance(x, y) > 2) return true;
  }
  return false;
}
