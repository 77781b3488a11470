import { describe, expect, it } from 'vitest';
import { runAnalyzers } from '../../src/analyzers/run-analyzers.js';
import { AUDITED_CI_WEIGHT } from '../../src/analyzers/sensitive-changes.js';
import { DEFAULT_CONFIG } from '../../src/repo-config/schema.js';
import { DEFAULT_NOW, makeCheckRun, makeFile, makeSnapshot } from '../support/snapshot-factory.js';

const PATH = '.github/workflows/ci.yml';
const BASE = ['name: CI', 'on:', '  push:', '    branches: [main]', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: npm ci && npm test', ''].join('\n');

function analyzeEdit(head: string, patch: string, contents = true) {
  const snapshot = makeSnapshot({
    title: 'ci: allow manual runs',
    files: [makeFile(PATH, { additions: 1, deletions: 0, patch })],
    contents: contents ? [{ path: PATH, base: BASE, head }] : [],
    checkRuns: [makeCheckRun('test')],
  });
  return runAnalyzers(snapshot, { now: DEFAULT_NOW, config: DEFAULT_CONFIG });
}

describe('an ordinary human workflow edit that the workflow rules read and found nothing in', () => {
  it('weighs the CI path less and can be approved; it still names the file', () => {
    const head = BASE.replace('  pull_request:\n', '  pull_request:\n  workflow_dispatch:\n');
    const r = analyzeEdit(head, ['@@ -4,2 +4,3 @@', '     branches: [main]', '   pull_request:', '+  workflow_dispatch:'].join('\n'));
    const driver = r.risk.drivers.find((d) => d.id === 'sensitive-paths');
    expect(driver?.weight).toBe(AUDITED_CI_WEIGHT / 2);
    expect(driver?.detail).toContain('found nothing');
    expect(r.risk.level).toBe('low');
    expect(r.review.action).toBe('approve');
    expect(r.focus.files[0]?.path).toBe(PATH);
  });

  it('keeps the full weight when the rules could not read both sides, and defers to a finding when there is one', () => {
    const head = BASE.replace('  pull_request:\n', '  pull_request:\n  workflow_dispatch:\n');
    const unread = analyzeEdit(head, ['@@ -4,2 +4,3 @@', '     branches: [main]', '   pull_request:', '+  workflow_dispatch:'].join('\n'), false);
    expect(unread.risk.drivers.find((d) => d.id === 'sensitive-paths')?.weight).toBeGreaterThan(AUDITED_CI_WEIGHT / 2);
    expect(unread.risk.level).toBe('medium');
    const target = BASE.replace('  pull_request:\n', '  pull_request_target:\n').replace('      - uses: actions/checkout@v4\n', '      - uses: actions/checkout@v4\n        with:\n          ref: ${{ github.event.pull_request.head.sha }}\n');
    const risky = analyzeEdit(target, ['@@ -5,1 +5,1 @@', '-  pull_request:', '+  pull_request_target:'].join('\n'));
    expect(risky.review.action).not.toBe('approve');
    expect(risky.supplyChain.findings.some((f) => f.path === PATH && (f.severity === 'high' || f.severity === 'critical'))).toBe(true);
  });

  it('keeps the full weight when the edit runs something new (a new script or action)', () => {
    const head = BASE.replace('      - run: npm ci && npm test\n', '      - run: npm ci && npm test\n      - run: npm run coverage\n');
    const r = analyzeEdit(head, ['@@ -13,1 +13,2 @@', '       - run: npm ci && npm test', '+      - run: npm run coverage'].join('\n'));
    expect(r.risk.drivers.find((d) => d.id === 'sensitive-paths')?.weight).toBeGreaterThan(AUDITED_CI_WEIGHT / 2);
    expect(r.risk.level).toBe('medium');
  });
});

describe('an action whose input is code', () => {
  it('keeps the full weight when the code an action runs changes (github-script\'s script:), as for a run: script', () => {
    const script = (code: string) => BASE.replace('      - run: npm ci && npm test\n', `      - run: npm ci && npm test\n      - uses: actions/github-script@v7\n        with:\n          script: ${code}\n`);
    const snapshotOf = (base: string, head: string) =>
      runAnalyzers(
        makeSnapshot({ title: 'ci: tweak', files: [makeFile(PATH, { additions: 1, deletions: 1, patch: ['@@ -16,1 +16,1 @@', `-${base.split('\n')[15]}`, `+${head.split('\n')[15]}`].join('\n') })], contents: [{ path: PATH, base, head }], checkRuns: [makeCheckRun('test')] }),
        { now: DEFAULT_NOW, config: DEFAULT_CONFIG },
      );
    const changed = snapshotOf(script("core.info('ok')"), script("await exec.exec('bash', ['-c', process.env.CMD])"));
    expect(changed.risk.drivers.find((d) => d.id === 'sensitive-paths')?.detail).not.toContain('found nothing');
    // Another input of the same step (its retries) runs nothing new.
    const retries = (n: number) => script("core.info('ok')").replace('          script:', `          retries: ${n}\n          script:`);
    const r = snapshotOf(retries(1), retries(3));
    expect(r.risk.drivers.find((d) => d.id === 'sensitive-paths')?.detail).toContain('found nothing');
  });
});

describe('CI files removed whole and update-bot configuration', () => {
  const analyze = (files: ReturnType<typeof makeFile>[], contents: { path: string; base: string | null; head: string | null }[] = []) =>
    runAnalyzers(makeSnapshot({ title: 'chore: ci housekeeping', files, contents, checkRuns: [makeCheckRun('test')] }), { now: DEFAULT_NOW, config: DEFAULT_CONFIG });

  it('weighs a workflow removed whole as one that runs nothing any more: low, approvable, still named', () => {
    const stale = BASE.split('\n');
    const r = analyze([makeFile('.github/workflows/stale.yml', { status: 'removed', additions: 0, deletions: stale.length, patch: ['@@ -1,13 +0,0 @@', ...stale.slice(0, 13).map((l) => `-${l}`)].join('\n') })], [{ path: '.github/workflows/stale.yml', base: BASE, head: null }]);
    const driver = r.risk.drivers.find((d) => d.id === 'sensitive-paths');
    expect(driver?.weight).toBe(AUDITED_CI_WEIGHT / 2);
    expect(driver?.detail).toContain('.github/workflows/stale.yml is removed whole and no longer runs');
    expect(r.risk.level).toBe('low');
    expect(r.review.action).toBe('approve');
  });

  it('weighs a new Dependabot configuration the rules found nothing in as routine; one that allows external code keeps its finding', () => {
    const config = ['version: 2', 'updates:', '  - package-ecosystem: github-actions', '    directory: /', '    schedule:', '      interval: weekly', '    cooldown:', '      default-days: 7', ''].join('\n');
    const patch = ['@@ -0,0 +1,8 @@', ...config.split('\n').slice(0, 8).map((l) => `+${l}`)].join('\n');
    const r = analyze([makeFile('.github/dependabot.yml', { status: 'added', additions: 8, deletions: 0, patch })], [{ path: '.github/dependabot.yml', base: null, head: config }]);
    expect(r.risk.drivers.find((d) => d.id === 'sensitive-paths')?.weight).toBe(AUDITED_CI_WEIGHT / 2);
    expect(r.risk.level).toBe('low');
    const unsafe = config.replace('    schedule:', '    insecure-external-code-execution: allow\n    schedule:');
    const risky = analyze([makeFile('.github/dependabot.yml', { status: 'added', additions: 9, deletions: 0, patch: ['@@ -0,0 +1,9 @@', ...unsafe.split('\n').slice(0, 9).map((l) => `+${l}`)].join('\n') })], [{ path: '.github/dependabot.yml', base: null, head: unsafe }]);
    expect(risky.supplyChain.findings.map((f) => f.id)).toContain('dependabot-external-code-execution');
    expect(risky.review.action).toBe('request_changes');
  });

  it('keeps the full weight of a removed file that is not CI (an auth module removed whole)', () => {
    const r = analyze([makeFile('src/auth/session.ts', { status: 'removed', additions: 0, deletions: 40 })]);
    expect(r.risk.drivers.find((d) => d.id === 'sensitive-paths')?.weight).toBe(0.4);
  });
});

describe('a command edited beside an action ref moved by its tag', () => {
  it("is read as found clean: the unpinned-action note (info) for an action the base already followed by a tag is no finding of the edit; a new action's is", () => {
    const head = BASE.replace('actions/checkout@v4', 'actions/checkout@v5').replace('npm ci && npm test', 'sudo apt-get update && npm ci && npm test');
    const patch = ['@@ -12,2 +12,2 @@', '-      - uses: actions/checkout@v4', '-      - run: npm ci && npm test', '+      - uses: actions/checkout@v5', '+      - run: sudo apt-get update && npm ci && npm test'].join('\n');
    const moved = analyzeEdit(head, patch);
    expect(moved.supplyChain.findings.map((f) => `${f.id}:${f.severity}`)).toEqual(['gha-unpinned-action:info']);
    expect(moved.risk.level).toBe('low');
    expect(moved.review.action).toBe('approve');
    // Another owner's action, new to the file, keeps the edit weighed.
    const withStep = (uses: string) => analyzeEdit(BASE.replace('actions/checkout@v4', `actions/checkout@v4\n      - uses: ${uses}`).replace('npm ci && npm test', 'sudo apt-get update && npm ci && npm test'), ['@@ -12,2 +12,3 @@', '       - uses: actions/checkout@v4', `+      - uses: ${uses}`, '-      - run: npm ci && npm test', '+      - run: sudo apt-get update && npm ci && npm test'].join('\n'));
    expect(withStep('pnpm/action-setup@v4').risk.level).toBe('medium');
    // The same account's other action (actions/setup-node beside actions/checkout): its refs' owner already ran code in the job.
    expect(withStep('actions/setup-node@v4').risk.level).toBe('low');
  });

  it('is read as found clean: a service image moved to another tag of a repository the base already ran by tag is no finding of the edit; a new repository, or one the base pinned, is (calib24)', () => {
    // Modeled on a PHP framework's maintainer PR "Test on MySQL 9.7": mysql:8 -> mysql:8.4 and a
    // job copied for mysql:9.7, same steps; the replay rated it medium for the low image notes.
    const job = (id: string, image: string) =>
      [`  ${id}:`, '    runs-on: ubuntu-24.04', '    services:', '      mysql:', `        image: ${image}`, '        env:', '          MYSQL_DATABASE: app', '    steps:', '      - uses: actions/checkout@v4', '      - run: vendor/bin/phpunit tests/Integration/Database'].join('\n');
    const workflow = (...jobs: string[]) => ['name: databases', 'on:', '  push:', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', ...jobs, ''].join('\n');
    const analyzeImages = (base: string, head: string) =>
      runAnalyzers(
        makeSnapshot({
          title: 'Test on MySQL 9.7',
          files: [makeFile('.github/workflows/databases.yml', { additions: 12, deletions: 2, patch: ['@@ -9,3 +9,3 @@', '-  mysql_8:', '+  mysql_84:', '-        image: mysql:8', '+        image: mysql:8.4'].join('\n') })],
          contents: [{ path: '.github/workflows/databases.yml', base, head }],
          checkRuns: [makeCheckRun('test')],
        }),
        { now: DEFAULT_NOW, config: DEFAULT_CONFIG },
      );
    const moved = analyzeImages(workflow(job('mysql_8', 'mysql:8')), workflow(job('mysql_84', 'mysql:8.4'), job('mysql_97', 'mysql:9.7')));
    expect(moved.supplyChain.findings.map((f) => `${f.id}:${f.severity}`)).toEqual(['docker-unpinned-image:low', 'docker-unpinned-image:low']);
    expect(moved.risk.drivers.find((d) => d.id === 'sensitive-paths')?.weight).toBe(AUDITED_CI_WEIGHT / 2);
    expect(moved.risk.level).toBe('low');
    // Another repository under a look-alike name is new to the file: weighed in full.
    const other = analyzeImages(workflow(job('mysql_8', 'mysql:8')), workflow(job('mysql_8', 'mysql:8'), job('mysql_97', 'ghcr.io/mysql-ci/mysql:9.7')));
    expect(other.risk.drivers.find((d) => d.id === 'sensitive-paths')?.weight).toBeGreaterThan(AUDITED_CI_WEIGHT / 2);
    expect(other.risk.level).toBe('medium');
    // A base that pinned the image by digest: dropping the pin is a change of what runs.
    const pinned = analyzeImages(workflow(job('mysql_8', `mysql:8@sha256:${'a'.repeat(64)}`)), workflow(job('mysql_8', 'mysql:8.4')));
    expect(pinned.risk.level).toBe('medium');
  });
});

describe('a comment-only edit of a security-sensitive file', () => {
  const analyzeSession = (patch: string) =>
    runAnalyzers(
      makeSnapshot({ title: 'fix mypy finding', files: [makeFile('src/app/sessions.py', { additions: 2, deletions: 2, patch })], checkRuns: [makeCheckRun('test')] }),
      { now: DEFAULT_NOW, config: DEFAULT_CONFIG },
    );

  it('is not weighed as a change of session handling: the code runs as before', () => {
    const patch = [
      '@@ -40,4 +40,4 @@ class SecureCookieSessionInterface(SessionInterface):',
      '-        val = self.get_signing_serializer(app).dumps(dict(session))  # type: ignore',
      '+        val = self.get_signing_serializer(app).dumps(dict(session))  # type: ignore[union-attr]',
      '-            val,  # type: ignore',
      '+            val,',
    ].join('\n');
    const r = analyzeSession(patch);
    expect(r.risk.drivers.map((d) => d.id)).not.toContain('sensitive-paths');
    expect(r.review.action).toBe('approve');
  });

  it('is not weighed as one when it only adds Python return annotations or a one-line __all__; a call in the annotation, another name or default still is', () => {
    const analyzeAuth = (...lines: string[]) =>
      runAnalyzers(
        makeSnapshot({ title: 'add missing type hints', files: [makeFile('httpkit/_auth.py', { additions: 2, deletions: 2, patch: ['@@ -120,6 +120,6 @@ class BasicAuth(Auth):', ...lines].join('\n') })], checkRuns: [makeCheckRun('test')] }),
        { now: DEFAULT_NOW, config: DEFAULT_CONFIG },
      ).risk.drivers.map((d) => d.id);
    expect(analyzeAuth('     def __init__(', '         self, username: typing.Union[str, bytes], password: typing.Union[str, bytes]', '-    ):', '+    ) -> None:')).not.toContain('sensitive-paths');
    expect(analyzeAuth('-    def __init__(self, file: typing.Optional[str] = None):', '+    def __init__(self, file: typing.Optional[str] = None) -> None:')).not.toContain('sensitive-paths');
    expect(analyzeAuth('-__all__ = ["Auth", "BasicAuth", "DigestAuth"]', '+__all__ = ["Auth", "BasicAuth", "DigestAuth", "FunctionAuth"]')).not.toContain('sensitive-paths');
    expect(analyzeAuth('+__all__ = ["Auth", "BasicAuth"]', '+', ' class Auth:')).not.toContain('sensitive-paths');
    expect(analyzeAuth('-    def flow(self, request):', '+    def flow(self, request) -> audit(request):')).toContain('sensitive-paths');
    expect(analyzeAuth('-    def __init__(self, file=None):', '+    def __init__(self, file="~/.netrc") -> None:')).toContain('sensitive-paths');
    expect(analyzeAuth('-__all__ = ["Auth"]', '+__all__ = ["Auth"] + load_plugins()')).toContain('sensitive-paths');
  });

  it('is not weighed as one in a CI configuration or CODEOWNERS when only comment lines, blank lines or the spaces between owners change; a value, an indentation or an owner still is', () => {
    const drivers = (path: string, ...lines: string[]) =>
      runAnalyzers(makeSnapshot({ title: 'Add license headers', files: [makeFile(path, { additions: 2, deletions: 0, patch: lines.join('\n') })], checkRuns: [makeCheckRun('test')] }), { now: DEFAULT_NOW, config: DEFAULT_CONFIG }).risk.drivers.map((d) => d.id);
    const header = ['@@ -1,3 +1,6 @@', '+# Copyright (c) Example Corp.', '+# SPDX-License-Identifier: Apache-2.0', '+', ' version: 2.1', ' ', ' orbs:'];
    expect(drivers('.circleci/config.yml', ...header)).not.toContain('sensitive-paths');
    expect(drivers('.gitlab-ci.yml', '@@ -4,2 +4,2 @@', ' test:', '-  # run the unit tests', '+  # run the unit and integration tests', '   script: make test')).not.toContain('sensitive-paths');
    expect(drivers('.github/CODEOWNERS', '@@ -1,2 +1,2 @@', '-* @example/maintainers', '+*\t\t@example/maintainers', ' /docs/ @example/writers')).not.toContain('sensitive-paths');
    // A value, YAML's indentation (structure there) or an owner changed is weighed.
    expect(drivers('.circleci/config.yml', '@@ -5,2 +5,2 @@', ' jobs:', '-  - run: make test', '+  - run: make test-all')).toContain('sensitive-paths');
    expect(drivers('.gitlab-ci.yml', '@@ -4,3 +4,3 @@', ' test:', '-  script: make test', '+script: make test')).toContain('sensitive-paths');
    expect(drivers('.github/CODEOWNERS', '@@ -1,1 +1,1 @@', '-* @example/maintainers', '+* @example/maintainers @someone-else')).toContain('sensitive-paths');
  });

  it('is not weighed as one when it only moves typing names from `typing.X` to imported names; a name no added typing import brings, or a call, still is (calib22)', () => {
    const analyzeAuth = (...lines: string[]) =>
      runAnalyzers(
        makeSnapshot({ title: 'chore: modernize type hints', files: [makeFile('webkit/authentication.py', { additions: 3, deletions: 3, patch: ['@@ -1,12 +1,12 @@', ...lines].join('\n') })], checkRuns: [makeCheckRun('test')] }),
        { now: DEFAULT_NOW, config: DEFAULT_CONFIG },
      ).risk.drivers.map((d) => d.id);
    // Modeled on a web framework's typing clean-up that reached its authentication module.
    const header = ['-import typing', '+from collections.abc import Sequence', '+from typing import Any, Callable', ' ', ' from webkit.requests import HTTPConnection'];
    expect(analyzeAuth(...header, '-def has_scope(conn: HTTPConnection, scopes: typing.Sequence[str]) -> bool:', '+def has_scope(conn: HTTPConnection, scopes: Sequence[str]) -> bool:', '-    on_error: typing.Callable[[HTTPConnection], typing.Any] | None = None,', '+    on_error: Callable[[HTTPConnection], Any] | None = None,')).not.toContain('sensitive-paths');
    expect(analyzeAuth('+from __future__ import annotations', '+', ' import hmac')).not.toContain('sensitive-paths');
    // A name no added import brings (a local `Sequence` could be anything), or a default changed beside it, is code.
    expect(analyzeAuth('-import typing', '+import typing', '-def has_scope(scopes: typing.Sequence[str]) -> bool:', '+def has_scope(scopes: Sequence[str]) -> bool:')).toContain('sensitive-paths');
    expect(analyzeAuth(...header, '-def has_scope(scopes: typing.Sequence[str] = ()) -> bool:', '+def has_scope(scopes: Sequence[str] = ("admin",)) -> bool:')).toContain('sensitive-paths');
    expect(analyzeAuth('+from typing import cast', '-    user = typing.cast(User, load(token))', '+    user = cast(Admin, load(token))')).toContain('sensitive-paths');
  });

  it('is not weighed as one when it only respells annotations as PEP 585/604 write them (typing.Optional[X] to X | None, typing.Dict to dict); a value or name changed beside it still is (calib34)', () => {
    const analyzeAuth = (...lines: string[]) =>
      runAnalyzers(
        makeSnapshot({ title: 'Use `__future__.annotations`', files: [makeFile('wirecall/_auth.py', { additions: 3, deletions: 2, patch: ['@@ -1,12 +1,13 @@', ...lines].join('\n') })], checkRuns: [makeCheckRun('test')] }),
        { now: DEFAULT_NOW, config: DEFAULT_CONFIG },
      ).risk.drivers.map((d) => d.id);
    // Modeled on an HTTP client's "Use __future__.annotations" that reached its authentication module.
    expect(analyzeAuth('+from __future__ import annotations', '+', ' import typing', '-    def __init__(self, file: typing.Optional[str] = None) -> None:', '+    def __init__(self, file: str | None = None) -> None:', '-        header_dict: typing.Dict[str, str] = {}', '+        header_dict: dict[str, str] = {}')).not.toContain('sensitive-paths');
    expect(analyzeAuth(' import typing', '-    def __init__(self, file: typing.Optional[str] = None) -> None:', '+    def __init__(self, file: str | None = "~/.netrc") -> None:')).toContain('sensitive-paths');
    expect(analyzeAuth(' import typing', '-        header_dict: typing.Dict[str, str] = {}', '+        header_dict: dict[str, str] = {"Authorization": token}')).toContain('sensitive-paths');
  });

  it('is not weighed as one when a Dockerfile changes only LABEL lines; a LABEL inside a continued RUN, or an instruction beside it, still is (calib22)', () => {
    const analyzeImage = (...lines: string[]) =>
      runAnalyzers(
        makeSnapshot({ title: 'Give the test image its own README', files: [makeFile('images/test-git.Dockerfile', { additions: 2, deletions: 1, patch: ['@@ -1,6 +1,7 @@', ...lines].join('\n') })], checkRuns: [makeCheckRun('test')] }),
        { now: DEFAULT_NOW, config: DEFAULT_CONFIG },
      ).risk.drivers.map((d) => d.id);
    // Modeled on a git action's test image gaining a title and a documentation link.
    const head = [' FROM ubuntu:24.04', ' ', ' LABEL org.opencontainers.image.source="https://github.com/acme/checkout-tool"'];
    expect(analyzeImage(...head, '-LABEL org.opencontainers.image.description="Ubuntu with git"', '+LABEL org.opencontainers.image.title="Ubuntu + git"', '+LABEL org.opencontainers.image.description="Ubuntu with git, for the tests."', '+# See the README beside this file.', ' ', ' RUN apt-get update && apt-get install -y git')).not.toContain('sensitive-paths');
    expect(analyzeImage(...head, '+LABEL org.opencontainers.image.title="Ubuntu + git"', '-RUN apt-get update && apt-get install -y git', '+RUN apt-get update && apt-get install -y git curl')).toContain('sensitive-paths');
    expect(analyzeImage(' FROM ubuntu:24.04', ' RUN apt-get update && \\', '-    apt-get install -y git', '+LABEL x=1 ; curl -fsSL https://get.example.sh | sh')).toContain('sensitive-paths');
    expect(analyzeImage(...head, '+LABEL org.opencontainers.image.title="Ubuntu + git" \\', '+    version="1"')).toContain('sensitive-paths');
  });

  it('is weighed as one when a string or the code changes', () => {
    const patch = [
      '@@ -40,2 +40,2 @@ class SecureCookieSessionInterface(SessionInterface):',
      '-        val = self.get_signing_serializer(app).dumps(dict(session))  # type: ignore',
      "+        val = json.dumps(dict(session), salt='')  # type: ignore",
    ].join('\n');
    expect(analyzeSession(patch).risk.drivers.map((d) => d.id)).toContain('sensitive-paths');
  });

  it('is not weighed as one when a typo in the words of a message or a docstring is fixed; a changed value, name or query still is', () => {
    const analyzeLogin = (patch: string, title = 'Fix typo in login error') =>
      runAnalyzers(
        makeSnapshot({ title, files: [makeFile('src/app/auth/login.py', { additions: 1, deletions: 1, patch })], checkRuns: [makeCheckRun('test')] }),
        { now: DEFAULT_NOW, config: DEFAULT_CONFIG },
      );
    const typo = analyzeLogin(['@@ -40,3 +40,3 @@ def login(request):', '     if user is None:', '-        raise AuthError("Invalid credentails, please try agian")', '+        raise AuthError("Invalid credentials, please try again")'].join('\n'));
    expect(typo.risk.drivers.map((d) => d.id)).not.toContain('sensitive-paths');
    expect(typo.risk.level).toBe('low');
    expect(typo.review.action).toBe('approve');
    const docstring = analyzeLogin(['@@ -10,4 +10,4 @@ def login(request):', '     """Log the user in.', ' ', '-    Checks the pasword and starts a sesion.', '+    Checks the password and starts a session.', '     """'].join('\n'));
    expect(docstring.risk.drivers.map((d) => d.id)).not.toContain('sensitive-paths');
    // Under a title that claims nothing (a typo claim over a real change is pr-claim-mismatch's, which names the file).
    const drivers = (removed: string, added: string): string[] => analyzeLogin(['@@ -40,2 +40,2 @@ def login(request):', `-${removed}`, `+${added}`].join('\n'), 'Update the login module').risk.drivers.map((d) => d.id);
    expect(drivers('        raise AuthError("Invalid credentails, please try agian")', '        raise AuthError("Invalid credentials, please try again")')).not.toContain('sensitive-paths');
    // A value the program compares or sends, a query, a key: not words of a message.
    expect(drivers('    ROLE = "admin"', '    ROLE = "admins"')).toContain('sensitive-paths');
    expect(drivers('    q = "SELECT id FROM users WHERE active = true AND role = admin"', '    q = "SELECT id FROM users WHERE active = true OR role = admin"')).toContain('sensitive-paths');
    expect(drivers('    msg = "Invalid credentials for this account"', '    msg = "Invalid credentials for that account"')).toContain('sensitive-paths');
    expect(drivers('    raise AuthError("Invalid credentails, please try agian")', '    raise PermissionError("Invalid credentials, please try again")')).toContain('sensitive-paths');
  });

  it('reads a Rust doc comment with #[doc(inline)] beside it as documentation; a cfg attribute is code', () => {
    const analyzeCookie = (patch: string, title = 'docs: clarify Key::derive_from') =>
      runAnalyzers(makeSnapshot({ title, files: [makeFile('axum-extra/src/extract/cookie/mod.rs', { additions: 3, deletions: 0, patch })], checkRuns: [makeCheckRun('test')] }), {
        now: DEFAULT_NOW,
        config: DEFAULT_CONFIG,
      });
    const docs = analyzeCookie(['@@ -31,2 +31,5 @@', '+/// Cookie signing and encryption key.', '+///', ' #[cfg(feature = "cookie-signed")]', '+#[doc(inline)]', ' pub use cookie::Key;'].join('\n'));
    expect(docs.risk.drivers.map((d) => d.id)).toEqual([]);
    const code = analyzeCookie(['@@ -31,2 +31,3 @@', '-#[cfg(feature = "cookie-signed")]', '+#[cfg(any(feature = "cookie-signed", feature = "cookie-secret"))]', ' pub use cookie::Key;'].join('\n'), 'Export Key with either cookie feature');
    expect(code.risk.drivers.map((d) => d.id)).toContain('sensitive-paths');
  });
});

describe('a workflow edit that renames its concurrency group', () => {
  it('is routine: under a style claim it is low and approved, with no claim finding', () => {
    const base = 'name: CI\non: [push]\nconcurrency:\n  group: "${{ github.workflow }} @ ${{ github.ref }}"\n  cancel-in-progress: true\npermissions:\n  contents: read\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n';
    const edit = (head: string, patch: string) =>
      runAnalyzers(
        makeSnapshot({ title: 'style(ci): remove whitespace from concurrency group', files: [makeFile(PATH, { additions: 1, deletions: 1, patch })], contents: [{ path: PATH, base, head }], checkRuns: [makeCheckRun('test')] }),
        { now: DEFAULT_NOW, config: DEFAULT_CONFIG },
      );
    const renamed = edit(base.replace('}} @ ${{', '}}-${{'), ['@@ -2,3 +2,3 @@', ' on: [push]', ' concurrency:', '-  group: "${{ github.workflow }} @ ${{ github.ref }}"', '+  group: "${{ github.workflow }}-${{ github.ref }}"'].join('\n'));
    expect(renamed.risk.drivers).toEqual([]);
    expect(renamed.review.action).toBe('approve');
    const script = edit(base.replace('npm test', 'npm test && ./upload.sh'), ['@@ -11,2 +11,2 @@', '     steps:', '-      - run: npm test', '+      - run: npm test && ./upload.sh'].join('\n'));
    expect(script.supplyChain.findings.map((f) => f.id)).toContain('pr-claim-mismatch');
  });
});

describe('a project .npmrc that the npm rules read and found nothing in', () => {
  const analyze = (base: string, head: string) =>
    runAnalyzers(
      makeSnapshot({
        title: 'chore: ensure safe config in the npmrc',
        files: [makeFile('.npmrc', { additions: head.split('\n').length - base.split('\n').length, deletions: 0, patch: ['@@ -1,1 +1,4 @@', ...head.trim().split('\n').map((l, i) => (i === 0 ? ` ${l}` : `+${l}`))].join('\n') })],
        contents: [{ path: '.npmrc', base, head }],
        checkRuns: [makeCheckRun('test')],
      }),
      { now: DEFAULT_NOW, config: DEFAULT_CONFIG },
    );

  it('weighs settings of how npm behaves (scripts off, a release-age cooldown, no git dependencies) as read and harmless: low', () => {
    const r = analyze('package-lock=false\n', 'package-lock=false\nmin-release-age=7\nignore-scripts=true\nallow-git=none\n');
    const driver = r.risk.drivers.find((d) => d.id === 'sensitive-paths');
    expect(driver?.weight).toBe(AUDITED_CI_WEIGHT / 2);
    expect(r.risk.level).toBe('low');
  });

  it('leaves a registry, TLS switched off or a preloaded module to their findings, at full weight', () => {
    for (const line of ['registry=https://npm.example.net/', 'strict-ssl=false', 'node-options=--require ./scripts/hook.js']) {
      const r = analyze('package-lock=false\n', `package-lock=false\n${line}\n`);
      expect(r.supplyChain.findings.some((f) => f.path === '.npmrc' && f.severity !== 'info'), line).toBe(true);
      expect(r.risk.level, line).not.toBe('low');
    }
  });
});

describe('a .gitmodules that the submodule rules read and found nothing in', () => {
  const entry = (name: string, url: string) => `[submodule "assets/themes/${name}"]\n\tpath = assets/themes/${name}\n\turl = ${url}\n`;
  const BASE_MODULES = entry('a', 'https://github.com/someone/theme-a.git') + entry('b', 'https://github.com/other/theme-b.git');
  const analyze = (head: string) =>
    runAnalyzers(
      makeSnapshot({
        title: 'Remove the theme b',
        files: [makeFile('.gitmodules', { additions: 0, deletions: 3, patch: ['@@ -4,3 +4,0 @@', ...entry('b', 'https://github.com/other/theme-b.git').trim().split('\n').map((l) => `-${l}`)].join('\n') })],
        contents: [{ path: '.gitmodules', base: BASE_MODULES, head }],
        checkRuns: [makeCheckRun('test')],
      }),
      { now: DEFAULT_NOW, config: DEFAULT_CONFIG },
    );

  it('weighs a submodule dropped as read and harmless: low, still named (a replayed highlighter removing a theme was medium for it)', () => {
    const r = analyze(entry('a', 'https://github.com/someone/theme-a.git'));
    const driver = r.risk.drivers.find((d) => d.id === 'sensitive-paths');
    expect(driver?.weight).toBe(AUDITED_CI_WEIGHT / 2);
    expect(driver?.detail).toContain('.gitmodules');
    expect(r.risk.level).toBe('low');
  });

  it('leaves a submodule moved to another owner, or one added from a third party, to its finding', () => {
    const moved = analyze(entry('a', 'https://github.com/evil/theme-a.git'));
    expect(moved.supplyChain.findings.map((f) => f.id)).toContain('git-submodule-moved');
    expect(moved.risk.level).toBe('high');
    const added = analyze(BASE_MODULES + entry('c', 'https://github.com/third/theme-c.git'));
    expect(added.supplyChain.findings.map((f) => [f.id, f.severity])).toContainEqual(['git-submodule', 'medium']);
    expect(added.risk.level).not.toBe('low');
  });
});

describe('several workflows edited the same audited way (permissions tightened across the repository)', () => {
  const tighten = (names: string[], edit: (base: string) => string, title = 'ci: add minimum GitHub token permissions for workflows') => {
    const files = names.map((name) => `.github/workflows/${name}.yml`);
    const base = BASE.replace('permissions:\n  contents: read\n', '');
    return runAnalyzers(
      makeSnapshot({
        title,
        files: files.map((path) => makeFile(path, { additions: 2, deletions: 0, patch: ['@@ -5,2 +5,4 @@', '   pull_request:', '+permissions:', '+  contents: read', ' jobs:'].join('\n') })),
        contents: files.map((path) => ({ path, base, head: edit(base) })),
        checkRuns: [makeCheckRun('test')],
      }),
      { now: DEFAULT_NOW, config: DEFAULT_CONFIG },
    );
  };

  it('stays low however many workflows it touches: each was read and found clean, still named', () => {
    const r = tighten(['ci', 'labeler', 'stale', 'size-labeler', 'release'], (base) => base.replace('jobs:\n', 'permissions:\n  contents: read\njobs:\n'));
    const driver = r.risk.drivers.find((d) => d.id === 'sensitive-paths');
    expect(driver?.evidence).toHaveLength(5);
    expect(driver?.weight).toBeLessThanOrEqual(AUDITED_CI_WEIGHT / 2);
    expect(r.risk.level).toBe('low');
  });

  it('still weighs workflows that run something new, and each more of them adds weight', () => {
    const r = tighten(['ci', 'labeler', 'stale', 'release'], (base) => base.replace('      - run: npm ci && npm test\n', '      - run: npm ci && npm test\n      - run: ./scripts/upload.sh\n'), 'ci: upload results');
    const driver = r.risk.drivers.find((d) => d.id === 'sensitive-paths');
    expect(driver?.weight).toBeGreaterThan(0.35);
    expect(r.risk.level).toBe('medium');
  });
});

describe('a formatter run that passes through security-sensitive files', () => {
  const run = (title: string, patch: string, path = 'src/app/auth/tokens.py') =>
    runAnalyzers(
      makeSnapshot({
        title,
        files: [
          makeFile(path, { additions: 4, deletions: 2, patch }),
          makeFile('src/app/reports/export.py', { additions: 3, deletions: 1, patch: ['@@ -5,1 +5,3 @@', "-    rows = fetch_rows(query, limit=500, order='desc')", '+    rows = fetch_rows(', '+        query, limit=500, order="desc"', '+    )'].join('\n') }),
        ],
        checkRuns: [makeCheckRun('test')],
      }),
      { now: DEFAULT_NOW, config: DEFAULT_CONFIG },
    );
  const wrapped = ['@@ -20,2 +20,4 @@ def issue_token(user):', "-    claims = {'sub': user.id, 'scope': user.scope, 'exp': now() + TOKEN_TTL}", '-    return jwt.encode(claims, settings.SECRET_KEY, algorithm=\'HS256\')', '+    claims = {"sub": user.id, "scope": user.scope, "exp": now() + TOKEN_TTL}', '+    return jwt.encode(', '+        claims, settings.SECRET_KEY, algorithm="HS256"', '+    )'].join('\n');

  it('is not weighed as a change of the authentication code when the formatter only re-laid it out', () => {
    const r = run('Format the code base with black 26', wrapped);
    expect(r.risk.drivers.map((d) => d.id)).not.toContain('sensitive-paths');
    expect(r.risk.level).toBe('low');
  });

  it('is weighed when a word changes under the formatter claim, or without a formatter claim', () => {
    const algorithm = wrapped.replace('algorithm="HS256"', 'algorithm="none"');
    const changed = run('Format the code base with black 26', algorithm);
    expect(changed.risk.drivers.map((d) => d.id)).toContain('sensitive-paths');
    expect(changed.risk.level).not.toBe('low');
    // The same words, an operator flipped: the claim check reads the tokens and finds the logic changed.
    const expiry = run('Format the code base with black 26', wrapped.replace('"exp": now() + TOKEN_TTL}', '"exp": now() - TOKEN_TTL}'));
    expect(expiry.supplyChain.findings.map((f) => f.id)).toContain('pr-claim-mismatch');
    expect(expiry.risk.level).not.toBe('low');
    expect(run('Refresh token claims', wrapped).risk.drivers.map((d) => d.id)).toContain('sensitive-paths');
  });

  // A PHP library's "Use symfony code style" (PHP-CS-Fixer's Symfony rule set): arrays realigned,
  // a trailing comma added, the spaces around `.` dropped in its cookie code.
  const cookie = [
    '@@ -11,5 +11,5 @@ class SetCookie',
    "-        'Name'     => null,",
    "-        'HttpOnly' => false",
    "+        'Name' => null,",
    "+        'HttpOnly' => false,",
    ' ];',
    '@@ -134,1 +134,1 @@ class SetCookie',
    "-        $str = $this->data['Name'] . '=' . ($this->data['Value'] ?? '') . '; ';",
    "+        $str = $this->data['Name'].'='.($this->data['Value'] ?? '').'; ';",
  ].join('\n');

  it('reads a code style applied by the formatter of a PHP, Java, Kotlin or C# project as a formatter run', () => {
    for (const title of ['Use symfony code style', 'Apply PHP-CS-Fixer', 'CS fixes', 'Run spotless', 'Apply ktlint formatting']) {
      const r = run(title, cookie, 'src/Cookie/SetCookie.php');
      expect(r.risk.drivers.map((d) => d.id), title).not.toContain('sensitive-paths');
      expect(r.risk.level, title).toBe('low');
    }
    // A title that claims no style: the cookie code is weighed.
    expect(run('Stricter treatment of types in SetCookie', cookie, 'src/Cookie/SetCookie.php').risk.drivers.map((d) => d.id)).toContain('sensitive-paths');
  });

  it('is weighed when an operator changes under a formatter title that the claim check does not read as a claim', () => {
    // `Apply rustfmt` and `Use symfony code style` name a formatter without promising "no logic
    // change" in the words the claim check reads: the same words, `==` turned into `!=` or `+` into
    // `-`, must not pass as a re-layout.
    const rust = ['@@ -3,1 +3,3 @@ fn session_valid(a: u32, b: u32) -> bool {', '-    a == b && not_expired(a)', '+    a != b', '+        && not_expired(a)'].join('\n');
    const r = run('Apply rustfmt', rust, 'src/auth/session.rs');
    expect(r.risk.drivers.map((d) => d.id)).toContain('sensitive-paths');
    expect(r.risk.level).not.toBe('low');
    const php = cookie.replace("+        $str = $this->data['Name'].'='", "+        $str = $this->data['Name'].'!='");
    expect(run('Use symfony code style', php, 'src/Cookie/SetCookie.php').risk.drivers.map((d) => d.id)).toContain('sensitive-paths');
    // The same words and operators, a line rewrapped: a re-layout still.
    const rewrapped = ['@@ -3,1 +3,2 @@ fn session_valid(a: u32, b: u32) -> bool {', '-    a == b && not_expired(a)', '+    a == b', '+        && not_expired(a)'].join('\n');
    expect(run('Apply rustfmt', rewrapped, 'src/auth/session.rs').risk.drivers.map((d) => d.id)).not.toContain('sensitive-paths');
  });
});

describe('license headers added across the repository, through security-sensitive files', () => {
  it('are comments: not weighed as a change of the authentication code', () => {
    const header = (comment: string[]) => ['@@ -1,2 +1,5 @@', ...comment.map((l) => `+${l}`), ' import hmac', ' from app.settings import SECRET_KEY'].join('\n');
    const jsHeader = ['@@ -1,2 +1,6 @@', '+/*', '+ * Copyright 2026 The Acme Authors', '+ * SPDX-License-Identifier: Apache-2.0', '+ */', " import { timingSafeEqual } from 'node:crypto';", " import { secret } from './config.js';"].join('\n');
    const r = runAnalyzers(
      makeSnapshot({
        title: 'chore: add missing license headers',
        files: [makeFile('app/auth/signing.py', { additions: 3, deletions: 0, patch: header(['# Copyright 2026 The Acme Authors', '# SPDX-License-Identifier: Apache-2.0', '']) }), makeFile('src/auth/session.ts', { additions: 4, deletions: 0, patch: jsHeader })],
        checkRuns: [makeCheckRun('test')],
      }),
      { now: DEFAULT_NOW, config: DEFAULT_CONFIG },
    );
    expect(r.risk.drivers.map((d) => d.id)).not.toContain('sensitive-paths');
    expect(r.risk.level).toBe('low');
  });
});

describe('workflow edits that move what already runs', () => {
  function analyze(path: string, base: string, head: string, patch: string) {
    const snapshot = makeSnapshot({
      title: 'ci: update',
      files: [makeFile(path, { additions: 1, deletions: 1, patch })],
      contents: [{ path, base, head }],
      checkRuns: [makeCheckRun('test')],
    });
    return runAnalyzers(snapshot, { now: DEFAULT_NOW, config: DEFAULT_CONFIG });
  }

  it('reads `$/dir` as the local action `./dir`: the checkout step dropped and one rewritten to the other runs nothing new', () => {
    const wf = (steps: string[]) => ['name: Issue labeled', 'on:', '  issues:', '    types: [labeled]', 'permissions: {}', 'jobs:', '  reply:', '    runs-on: ubuntu-latest', '    steps:', ...steps, '        with:', '          actions: create-comment', ''].join('\n');
    const base = wf(['      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7', '        with:', '          persist-credentials: false', '      - uses: ./.github/actions/issues-helper']);
    const patch = (uses: string) => ['@@ -9,4 +9,1 @@', '-      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7', '-        with:', '-          persist-credentials: false', '-      - uses: ./.github/actions/issues-helper', `+      - uses: ${uses}`].join('\n');
    const r = analyze('.github/workflows/issue-labeled.yml', base, wf(['      - uses: $/.github/actions/issues-helper']), patch('$/.github/actions/issues-helper'));
    expect(r.risk.drivers.find((d) => d.id === 'sensitive-paths')?.weight).toBe(AUDITED_CI_WEIGHT / 2);
    expect(r.supplyChain.new_dependencies).toEqual([]);
    // Another local directory is another action.
    const other = analyze('.github/workflows/issue-labeled.yml', base, wf(['      - uses: $/.github/actions/other-helper']), patch('$/.github/actions/other-helper'));
    expect(other.risk.drivers.find((d) => d.id === 'sensitive-paths')?.weight).toBeGreaterThan(AUDITED_CI_WEIGHT / 2);
  });

  it("leaves out a Renovate group that moves actions' refs and the job's container image tag together, not a new image repository", () => {
    const wf = (image: string, sarif: string) => ['name: Semgrep', 'on:', '  push:', '    branches: [main]', 'permissions: {}', 'jobs:', '  semgrep:', '    runs-on: ubuntu-latest', '    permissions:', '      security-events: write', '    container:', `      image: ${image}`, '    steps:', '      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7', '      - run: semgrep scan --sarif > semgrep.sarif', `      - uses: github/codeql-action/upload-sarif@${sarif}`, ''].join('\n');
    const oldImage = `semgrep/semgrep:1.172.0@sha256:${'6'.repeat(64)}`;
    const oldSarif = `${'f'.repeat(40)} # v4.37.4`;
    const patch = (image: string, sarif: string) => ['@@ -11,6 +11,6 @@', '     container:', `-      image: ${oldImage}`, `+      image: ${image}`, '     steps:', `-      - uses: github/codeql-action/upload-sarif@${oldSarif}`, `+      - uses: github/codeql-action/upload-sarif@${sarif}`].join('\n');
    const newSarif = `${'a'.repeat(40)} # v4.37.7`;
    const moved = `semgrep/semgrep:1.173.0@sha256:${'7'.repeat(64)}`;
    const renovate = analyze('.github/workflows/semgrep.yml', wf(oldImage, oldSarif), wf(moved, newSarif), patch(moved, newSarif));
    expect(renovate.risk.drivers.find((d) => d.id === 'sensitive-paths')).toBeUndefined();
    const elsewhere = `ghcr.io/someone/semgrep:1.173.0@sha256:${'7'.repeat(64)}`;
    const swapped = analyze('.github/workflows/semgrep.yml', wf(oldImage, oldSarif), wf(elsewhere, newSarif), patch(elsewhere, newSarif));
    expect(swapped.risk.drivers.find((d) => d.id === 'sensitive-paths')).toBeDefined();
  });
});
