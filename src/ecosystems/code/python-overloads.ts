/**
 * Which added lines of a Python patch belong to an `@overload` stub the PR adds: the decorator
 * (`@overload`, `@typing.overload`, `@t.overload`, `@typing_extensions.overload`), any decorator
 * beside it (`@classmethod`), and the signature it decorates up to its `: ...` body, written on the
 * signature's last line (`) -> bytes | None: ...`) or on the line after it. Python replaces every
 * overload by the function defined after them; only the type checker reads their signatures, as it
 * reads a `.pyi` stub. A stub with any other body, or one that the hunk cuts, is left to be counted.
 * Read from the new side of each hunk (context and added lines), in one linear pass.
 */
import { changedLineKey, walkPatch } from './changed-lines.js';
import { codeText } from './code-text.js';

const OVERLOAD = /^@(?:(?:typing|typing_extensions|t)\.)?overload$/;
const DECORATOR = /^@[\w.]{1,100}(?:\(.{0,200}\))?$/;
const DEF = /^(?:async\s+)?def\s/;
/** The signature's last line with the stub's body after its colon: `) -> str | None: ...`. */
const ENDS_WITH_STUB_BODY = /:\s*\.\.\.$/;
/** Lines a stub may span, decorators and signature; a longer one is counted. */
const MAX_STUB_LINES = 60;

type State = 'outside' | 'decorated' | 'signature' | 'awaiting-body';

export function pythonOverloadStubLines(patch: string): ReadonlySet<string> {
  const stubs = new Set<string>();
  if (!patch.includes('overload')) return stubs;
  let state: State = 'outside';
  let pending: string[] = [];
  let span = 0;
  let lastHunk = -1;
  const reset = (): void => {
    state = 'outside';
    pending = [];
    span = 0;
  };
  walkPatch(patch, (first, text, line, hunk) => {
    if (hunk !== lastHunk) {
      reset();
      lastHunk = hunk;
    }
    if (first === 45 /* - */ || first === 92 /* \ */) return true;
    const code = codeText(text, 'python').code.trim();
    if (state !== 'outside' && code === '') {
      // Blank and comment lines inside a stub are the stub's; nothing counts them as code anyway.
      return true;
    }
    if (OVERLOAD.test(code)) {
      reset();
      state = 'decorated';
      if (first === 43 /* + */) pending.push(changedLineKey('+', line, text));
      span = 1;
      return true;
    }
    if (state === 'outside') return true;
    span += 1;
    if (span > MAX_STUB_LINES) {
      reset();
      return true;
    }
    const key = first === 43 /* + */ ? changedLineKey('+', line, text) : null;
    if (state === 'decorated') {
      if (DECORATOR.test(code)) {
        if (key !== null) pending.push(key);
        return true;
      }
      if (!DEF.test(code)) {
        reset();
        return true;
      }
      state = 'signature';
    }
    if (state === 'awaiting-body') {
      if (code === '...') {
        if (key !== null) pending.push(key);
        for (const k of pending) stubs.add(k);
      }
      reset();
      return true;
    }
    // In the signature: this line is part of it, and may end it.
    if (key !== null) pending.push(key);
    if (ENDS_WITH_STUB_BODY.test(code)) {
      for (const k of pending) stubs.add(k);
      reset();
    } else if (code.endsWith(':')) {
      state = 'awaiting-body';
    }
    return true;
  });
  return stubs;
}
