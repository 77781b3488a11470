import { describe, expect, it } from 'vitest';
import { createPathClassifier } from '../../../src/analyzers/classify-path.js';
import { scanCodeChanges } from '../../../src/ecosystems/code/scan-code-changes.js';
import { makeCommit, makeFile, makeSnapshot } from '../../support/snapshot-factory.js';

const classifier = createPathClassifier();

function hunk(added: readonly string[], removed: readonly string[] = [], context = ' # context'): string {
  return [`@@ -10,${removed.length + 1} +10,${added.length + 1} @@`, context, ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n');
}

/** allowlist-check-loosened's severity for one file's hunk, or null. */
function severity(path: string, added: string[], removed: string[], context?: string, title = 'Simplify validation'): string | null {
  const snapshot = makeSnapshot({ title, files: [makeFile(path, { patch: hunk(added, removed, context) })], commits: [makeCommit({ message: title })] });
  return scanCodeChanges(snapshot, (p) => classifier.info(p)).find((f) => f.id === 'allowlist-check-loosened')?.severity ?? null;
}

describe('allowlist-check-loosened: a validation pattern loses its anchors', () => {
  it('reads a user name, e-mail or path pattern that loses an anchor, medium', () => {
    expect(severity('app/accounts/forms.py', ["USERNAME_RE = re.compile(r'[a-z0-9_]{3,32}')"], ["USERNAME_RE = re.compile(r'^[a-z0-9_]{3,32}$')"])).toBe('medium');
    expect(severity('app/accounts/forms.py', ['    if not USERNAME_RE.search(username):'], ['    if not USERNAME_RE.match(username):'])).toBe('medium');
    expect(severity('src/upload.ts', ['  if (!/[\\w.-]+/.test(fileName)) throw new Error("bad name");'], ['  if (!/^[\\w.-]+$/.test(fileName)) throw new Error("bad name");'], ' // context')).toBe('medium');
  });

  it('rates it high inside a validating function when it checks a host, URL, path, user name or e-mail', () => {
    expect(severity('app/accounts/validators.py', ["    return re.search(r'[a-z0-9_]{3,32}', username) is not None"], ["    return re.fullmatch(r'[a-z0-9_]{3,32}', username) is not None"], ' def validate_username(username):')).toBe('high');
    expect(severity('src/net/host.ts', ['  return /[\\w.-]+/.test(host);'], ['  return /^[\\w.-]+$/.test(host);'], ' export function isValidHost(host: string): boolean {')).toBe('high');
  });

  it("reads Ruby's \\A and \\z turned into ^ and $", () => {
    expect(severity('app/models/user.rb', ['  validates :username, format: { with: /^[a-z0-9_]{3,32}$/ }'], ['  validates :username, format: { with: /\\A[a-z0-9_]{3,32}\\z/ }'], ' class User < ApplicationRecord')).toBe('high');
    expect(severity('lib/acme/redirects.rb', ['    url =~ %r{^https://acme\\.com/}'], ['    url =~ %r{\\Ahttps://acme\\.com/}'])).toBe('medium');
  });

  it('stays quiet for an anchor added, a log parser, a pattern rewritten, and ^/$ turned into \\A/\\z', () => {
    expect(severity('app/accounts/forms.py', ["USERNAME_RE = re.compile(r'^[a-z0-9_]{3,32}$')"], ["USERNAME_RE = re.compile(r'[a-z0-9_]{3,32}')"])).toBeNull();
    expect(severity('tools/changelog.py', ["VERSION_RE = re.compile(r'version = \"(.*)\"')"], ["VERSION_RE = re.compile(r'^version = \"(.*)\"')"])).toBeNull();
    expect(severity('app/accounts/forms.py', ["USERNAME_RE = re.compile(r'[a-z0-9_.]{3,40}')"], ["USERNAME_RE = re.compile(r'^[a-z0-9_]{3,32}$')"])).toBeNull();
    expect(severity('app/models/user.rb', ['  validates :username, format: { with: /\\A[a-z0-9_]{3,32}\\z/ }'], ['  validates :username, format: { with: /^[a-z0-9_]{3,32}$/ }'])).toBeNull();
    expect(severity('test/accounts/test_forms.py', ["USERNAME_RE = re.compile(r'[a-z0-9_]{3,32}')"], ["USERNAME_RE = re.compile(r'^[a-z0-9_]{3,32}$')"])).toBeNull();
  });
});

describe('allowlist-check-loosened: its title says what kind of check', () => {
  it("names an input validation for a user name's pattern, a host check for a host's", () => {
    const titleOf = (path: string, added: string, removed: string): string | undefined =>
      scanCodeChanges(makeSnapshot({ title: 'Simplify validation', files: [makeFile(path, { patch: hunk([added], [removed]) })], commits: [makeCommit({ message: 'Simplify validation' })] }), (p) => classifier.info(p)).find((f) => f.id === 'allowlist-check-loosened')?.title;
    expect(titleOf('app/accounts/forms.py', "USERNAME_RE = re.compile(r'[a-z0-9_]{3,32}')", "USERNAME_RE = re.compile(r'^[a-z0-9_]{3,32}$')")).toBe('An input validation check lets more through');
    expect(titleOf('src/net/origin.py', "ALLOWED_ORIGIN = re.compile(r'https://([a-z]+\\.)?acme\\.com')", "ALLOWED_ORIGIN = re.compile(r'^https://([a-z]+\\.)?acme\\.com$')")).toBe('A host, origin or URL check lets more through');
  });
});
