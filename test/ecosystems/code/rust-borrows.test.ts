import { describe, expect, it } from 'vitest';
import { onlyBorrowsChanged } from '../../../src/ecosystems/code/rust-borrows.js';

/** A one-hunk patch: a context line, the removed lines, then the added ones. */
function patch(removed: readonly string[], added: readonly string[]): string {
  return [`@@ -10,${removed.length + 1} +10,${added.length + 1} @@`, ' impl CookieJar {', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n');
}
const borrows = (path: string, removed: string[], added: string[]) => onlyBorrowsChanged({ path, patch: patch(removed, added) });

describe('onlyBorrowsChanged', () => {
  it('reads borrows, dereferences, mut/ref bindings and clones added or dropped in a Rust file as passing values differently', () => {
    expect(borrows('axum-extra/src/extract/cookie/mod.rs', ['        set_cookies(self.jar, res.headers_mut());'], ['        set_cookies(&self.jar, res.headers_mut());'])).toBe(true);
    expect(borrows('axum-extra/src/extract/cookie/mod.rs', ['fn set_cookies(jar: cookie::CookieJar, headers: &mut HeaderMap) {'], ['fn set_cookies(jar: &cookie::CookieJar, headers: &mut HeaderMap) {'])).toBe(true);
    expect(borrows('src/routing/route.rs', ['    pub(crate) fn oneshot_inner(&mut self, req: Request) -> RouteFuture<E> {', '    set_content_length(res.size_hint(), res.headers_mut());'], ['    pub(crate) fn oneshot_inner(&self, req: Request) -> RouteFuture<E> {', '    set_content_length(&res.size_hint(), res.headers_mut());'])).toBe(true);
    expect(borrows('src/auth/session.rs', ['    let key = self.key.clone();', '    if verify(key, *token) {'], ['    let key = &self.key;', '    if verify(key, token) {'])).toBe(true);
    expect(borrows('src/auth/session.rs', ['    for ref user in users.iter() {'], ['    for user in users.iter() {'])).toBe(true);
  });
  it('weighs any other edit: an operator changed, a value changed, a line added, a file that is not Rust, nothing changed', () => {
    expect(borrows('src/auth/mask.rs', ['    let flags = mode * PERM;'], ['    let flags = mode & PERM;'])).toBe(false);
    expect(borrows('src/auth/mask.rs', ['    let ok = a && b;'], ['    let ok = a || b;'])).toBe(false);
    expect(borrows('src/auth/session.rs', ['        set_cookies(self.jar, res.headers_mut());'], ['        set_cookies(&self.signed_jar, res.headers_mut());'])).toBe(false);
    expect(borrows('src/auth/session.rs', ['    verify(&key)?;'], ['    verify(&key)?;', '    log_key(&key);'])).toBe(false);
    expect(borrows('src/auth/session.rs', ['    verify(&key, token)?;'], ['    verify(&key, &token)?; // TODO'])).toBe(false);
    expect(borrows('src/auth/session.cpp', ['    verify(key, token);'], ['    verify(&key, token);'])).toBe(false);
    expect(borrows('src/auth/session.rs', ['    verify(&key, token);'], ['    verify(&key,  token);'])).toBe(false);
    expect(onlyBorrowsChanged({ path: 'src/auth/session.rs', patch: null })).toBe(false);
    expect(borrows('src/auth/lifetimes.rs', ['fn name(&self) -> String {'], ["fn name<'a>(&'a self) -> &'a str {"])).toBe(false);
  });
});
