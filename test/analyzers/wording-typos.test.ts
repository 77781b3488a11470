import { describe, expect, it } from 'vitest';
import { messagesOnlyReworded, typosInWordsOnly } from '../../src/analyzers/wording-typos.js';

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

  it("reads the same words of a message in another order as a wording fix, and an ERB or EJS template's tag as its language", () => {
    // Modeled on an authentication library's "use correct grammar for the send password reset button".
    expect(typosInWordsOnly(file('app/auth/messages.rb', ['  MSG = "Send me reset password instructions"'], ['  MSG = "Send me password reset instructions"']))).toBe(true);
    expect(typosInWordsOnly(file('lib/generators/templates/passwords/new.html.erb', ['    <%= f.button :submit, "Send me reset password instructions" %>'], ['    <%= f.button :submit, "Send me password reset instructions" %>'], '  <div class="form-actions">'))).toBe(true);
    expect(typosInWordsOnly(file('views/auth/login.ejs', ["  <%= t('Plase sign in first') %>"], ["  <%= t('Please sign in first') %>"], '<form method="post">'))).toBe(true);
  });

  it('is false for words moved with a logic word among them, a sentence reworded as it moves, or a template edit outside its tags', () => {
    expect(typosInWordsOnly(file('app/auth/policy.rb', ['  RULE = "deny reads allow writes"'], ['  RULE = "allow reads deny writes"']))).toBe(false);
    expect(typosInWordsOnly(file('app/auth/messages.rb', ['  MSG = "Send me reset password instructions"'], ['  MSG = "Send me password recovery instructions"']))).toBe(false);
    expect(typosInWordsOnly(file('app/auth/messages.rb', ['  MSG = "one two three four five six"'], ['  MSG = "six five four three two one"']))).toBe(false);
    expect(typosInWordsOnly(file('app/views/passwords/new.html.erb', ['  <%= f.submit "Send me instructions" %>'], ['  <%= f.submit "Send me instructions", formaction: "/x" %>'], '<div>'))).toBe(false);
    expect(typosInWordsOnly(file('app/views/passwords/new.html.erb', ['  <p>Forgot your pasword?</p>'], ['  <p>Forgot your password? <%= csrf_meta_tags %></p>'], '<div>'))).toBe(false);
    expect(typosInWordsOnly(file('app/views/passwords/new.html.mustache', ['  <p>{{ "Send me reset password instructions" }}</p>'], ['  <p>{{ "Send me password reset instructions" }}</p>'], '<div>'))).toBe(false);
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

describe('messagesOnlyReworded', () => {
  const file = (path: string, removed: string[], added: string[]) => ({ path, status: 'modified' as const, patch: ['@@ -100,3 +100,3 @@', ' export function guard(options) {', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`), ' }'].join('\n') });
  it('reads an exception, error, panic or log message reworded, placeholders kept, as no code change', () => {
    expect(messagesOnlyReworded(file('src/middleware/bearer-auth/index.ts', ['    throw new Error(\'bearer auth middleware requires options for "token"\')'], ['    throw new Error(\'bearer auth middleware requires options for "token" or "verifyToken"\')']))).toBe(true);
    expect(messagesOnlyReworded(file('app/auth/views.py', ['        raise ValueError("token missing")'], ['        raise ValueError("the session token is missing; sign in again")']))).toBe(true);
    expect(messagesOnlyReworded(file('internal/auth/jwt.go', ['\t\treturn nil, fmt.Errorf("parse key: %w", err)'], ['\t\treturn nil, fmt.Errorf("parsing the PEM signing key: %w", err)']))).toBe(true);
    expect(messagesOnlyReworded(file('lib/auth/session.rb', ['    raise ArgumentError, "secret too short"'], ['    raise ArgumentError, "the session secret must be at least 64 bytes long"']))).toBe(true);
    expect(messagesOnlyReworded(file('src/auth/login.js', ["  logger.warn('login failed')"], ["  logger.warn('login failed for this account')"]))).toBe(true);
  });
  it('does not for a string that is no message, a placeholder changed, a URL, or code changed beside it', () => {
    expect(messagesOnlyReworded(file('src/middleware/auth.ts', ["  if (header === 'Bearer') throw new Error('bad scheme')"], ["  if (header === 'Basic') throw new Error('bad scheme')"]))).toBe(false);
    expect(messagesOnlyReworded(file('src/middleware/auth.ts', ["  const realm = 'api'"], ["  const realm = 'admin'"]))).toBe(false);
    expect(messagesOnlyReworded(file('internal/auth/jwt.go', ['\t\treturn nil, fmt.Errorf("parse key: %w", err)'], ['\t\treturn nil, fmt.Errorf("parse key %s: %w", key, err)']))).toBe(false);
    expect(messagesOnlyReworded(file('src/auth/login.js', ['  throw new Error(`login failed`)'], ['  throw new Error(`login failed ${leak(user)}`)']))).toBe(false);
    expect(messagesOnlyReworded(file('src/auth/login.js', ["  throw new Error('login failed')"], ["  throw new Error('login failed, see https://evil.example/x')"]))).toBe(false);
    expect(messagesOnlyReworded(file('src/auth/login.js', ["  throw new Error('login failed')"], ["  throw new Error('login failed'); next()"]))).toBe(false);
    expect(messagesOnlyReworded({ path: 'src/auth/login.js', status: 'added', patch: '@@ -0,0 +1,1 @@\n+throw new Error("x")' })).toBe(false);
  });
});
