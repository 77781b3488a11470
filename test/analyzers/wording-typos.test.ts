import { describe, expect, it } from 'vitest';
import { typosInWordsOnly } from '../../src/analyzers/wording-typos.js';

const file = (path: string, removed: readonly string[], added: readonly string[], context = '  // context') => ({
  path,
  status: 'modified' as const,
  patch: [`@@ -10,${removed.length + 1} +10,${added.length + 1} @@`, ` ${context}`, ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n'),
});

describe('typosInWordsOnly', () => {
  it('reads a respelled word of a message, in any language the code rules know, as a typo fix', () => {
    expect(typosInWordsOnly(file('src/auth/session.ts', ["  throw new Error('The sesion has expried, log in again');"], ["  throw new Error('The session has expired, log in again');"]))).toBe(true);
    expect(typosInWordsOnly(file('internal/auth/token.go', ['\treturn errors.New("token is not vaild anymore")'], ['\treturn errors.New("token is not valid anymore")']))).toBe(true);
    expect(typosInWordsOnly(file('lib/auth/login.rb', ["    flash[:alert] = 'Plase sign in first'"], ["    flash[:alert] = 'Please sign in first'"]))).toBe(true);
  });

  it('reads a respelled line of a Python docstring as one, when the hunk shows its quotes', () => {
    expect(typosInWordsOnly(file('app/auth.py', ['    Checks the pasword of the user.'], ['    Checks the password of the user.'], '    """Log in.'))).toBe(true);
  });

  it('is false for a change of code, a value, a name, a reworded sentence, a query or a logic word', () => {
    expect(typosInWordsOnly(file('src/auth/session.ts', ["  throw new Error('The sesion has expried');"], ["  throw new TypeError('The session has expired');"]))).toBe(false);
    expect(typosInWordsOnly(file('src/auth/session.ts', ["  const role = 'admin';"], ["  const role = 'admins';"]))).toBe(false);
    expect(typosInWordsOnly(file('src/auth/session.ts', ["  const msg = 'Your token has expired';"], ["  const msg = 'Your session has expired';"]))).toBe(false);
    expect(typosInWordsOnly(file('src/auth/session.ts', ["  db.query('SELECT id FROM users WHERE role = admin');"], ["  db.query('SELECT id FROM user WHERE role = admin');"]))).toBe(false);
    expect(typosInWordsOnly(file('src/auth/session.ts', ["  const scopes = 'read write delete';"], ["  const scopes = 'read write delete all';"]))).toBe(false);
    expect(typosInWordsOnly(file('src/auth/session.ts', ["  const rule = 'deny for every user';"], ["  const rule = 'allow for every user';"]))).toBe(false);
    expect(typosInWordsOnly(file('src/auth/session.ts', ['  // A comment.'], ['  // A coment.']))).toBe(false);
    expect(typosInWordsOnly({ ...file('src/auth/session.ts', ["  f('a b cc');"], ["  f('a b cd');"]), status: 'added' })).toBe(false);
  });
});
