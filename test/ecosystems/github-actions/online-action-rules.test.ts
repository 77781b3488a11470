import { describe, expect, it } from 'vitest';
import { onlineActionFindings } from '../../../src/ecosystems/github-actions/online-action-rules.js';
import type { SnapshotActionRef } from '../../../src/snapshot/pr-snapshot.js';
import { makeSnapshot } from '../../support/snapshot-factory.js';

/**
 * The online workflow audits read the facts GitHub gave (snapshot.actionRefs); one positive and
 * one negative case per finding id. What is read and when is tested in
 * test/github/read-action-refs.e2e.test.ts; the whole path through the API in
 * test/e2e/online-action-audits.test.ts.
 */

const PATH = '.github/workflows/release.yml';
const FORK_SHA = '0f5c1b7e2d9a4c3b8e6f1a2d3c4b5a6978877665';

function workflow(uses: string): string {
  return ['name: release', 'on:', '  push:', '    tags: ["v*"]', 'jobs:', '  publish:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: actions/checkout@v4', `      - uses: ${uses}`, '      - run: npm publish', ''].join('\n');
}

function ref(facts: Partial<SnapshotActionRef> & { action: string; ref: string }): SnapshotActionRef {
  return { sites: [{ path: PATH, uses: `${facts.action}@${facts.ref}` }], tagsAtCommit: null, reachable: null, comparedWith: [], isTag: null, isBranch: null, version: null, advisories: null, ...facts };
}

function findings(facts: SnapshotActionRef): [string, string, number | null][] {
  const snapshot = makeSnapshot({ contents: [{ path: PATH, base: null, head: workflow(`${facts.action}@${facts.ref}`) }], actionRefs: [facts] });
  return onlineActionFindings(snapshot).map((f) => [f.id, f.severity, f.line]);
}

describe('gha-impostor-commit', () => {
  it('reports a pinned commit that is in the history of neither the default branch nor the newest releases', () => {
    const facts = ref({ action: 'release-tools/publish', ref: FORK_SHA, reachable: false, tagsAtCommit: [], comparedWith: ['main', 'v3.1.0', 'v2.9.4'] });
    expect(findings(facts)).toEqual([['gha-impostor-commit', 'high', 10]]);
    const snapshot = makeSnapshot({ contents: [{ path: PATH, base: null, head: workflow(`release-tools/publish@${FORK_SHA}`) }], actionRefs: [facts] });
    const [finding] = onlineActionFindings(snapshot);
    expect(finding?.detail).toContain('main, v3.1.0, v2.9.4');
    expect(finding?.detail).toContain('git ls-remote --tags https://github.com/release-tools/publish');
    expect(finding?.package).toBe('release-tools/publish');
  });
  it('does not report a reachable commit, or one whose reachability could not be decided', () => {
    expect(findings(ref({ action: 'release-tools/publish', ref: FORK_SHA, reachable: true, tagsAtCommit: ['v3.1.0'] }))).toEqual([]);
    expect(findings(ref({ action: 'release-tools/publish', ref: FORK_SHA, reachable: null, tagsAtCommit: [] }))).toEqual([]);
  });
});

describe('gha-stale-action-ref', () => {
  it('reports a pinned commit of the history that no tag points to', () => {
    expect(findings(ref({ action: 'release-tools/publish', ref: FORK_SHA, reachable: true, tagsAtCommit: [], comparedWith: ['main'] }))).toEqual([['gha-stale-action-ref', 'low', 10]]);
  });
  it('does not report a tagged commit, or one whose tags are unknown (more than one page of them)', () => {
    expect(findings(ref({ action: 'release-tools/publish', ref: FORK_SHA, reachable: true, tagsAtCommit: ['v3.1.0', 'v3'] }))).toEqual([]);
    expect(findings(ref({ action: 'release-tools/publish', ref: FORK_SHA, reachable: true, tagsAtCommit: null }))).toEqual([]);
  });
});

describe('gha-ref-confusion', () => {
  it('reports a ref that is both a tag and a branch', () => {
    expect(findings(ref({ action: 'release-tools/publish', ref: 'v3', isTag: true, isBranch: true, tagsAtCommit: ['v3', 'v3.1.0'], version: 'v3.1.0', advisories: [] }))).toEqual([['gha-ref-confusion', 'medium', 10]]);
  });
  it('does not report a tag without a branch of that name, or an unknown one', () => {
    expect(findings(ref({ action: 'release-tools/publish', ref: 'v3', isTag: true, isBranch: false }))).toEqual([]);
    expect(findings(ref({ action: 'release-tools/publish', ref: 'v3', isTag: true, isBranch: null }))).toEqual([]);
    expect(findings(ref({ action: 'release-tools/publish', ref: 'main', isTag: false, isBranch: null }))).toEqual([]);
  });
});

describe('gha-action-advisory', () => {
  const advisory = { ghsaId: 'GHSA-9xq4-7c2m-p3r8', cveId: 'CVE-2026-20417', url: 'https://github.com/advisories/GHSA-9xq4-7c2m-p3r8', summary: 'Tag names reach a shell.', severity: 'moderate', vulnerableRange: '< 3.1.1', patched: '3.1.1' };
  it('reports each advisory of the release the ref resolves to, with the advisory\'s severity', () => {
    const facts = ref({ action: 'release-tools/publish', ref: 'v3', isTag: true, isBranch: false, version: 'v3.1.0', advisories: [advisory, { ...advisory, ghsaId: 'GHSA-2222-3333-4444', cveId: null, severity: 'critical', patched: null }] });
    expect(findings(facts)).toEqual([
      ['gha-action-advisory', 'medium', 10],
      ['gha-action-advisory', 'critical', 10],
    ]);
    const snapshot = makeSnapshot({ contents: [{ path: PATH, base: null, head: workflow('release-tools/publish@v3') }], actionRefs: [facts] });
    const details = onlineActionFindings(snapshot).map((f) => f.detail);
    expect(details[0]).toContain('Fix: move to 3.1.1 or later');
    expect(details[1]).toContain('No fixed release is published');
  });
  it('does not report a release without advisories, unread advisories, or an advisory the bundled list already reports for this ref', () => {
    expect(findings(ref({ action: 'release-tools/publish', ref: 'v3.1.1', isTag: true, isBranch: false, version: 'v3.1.1', advisories: [] }))).toEqual([]);
    expect(findings(ref({ action: 'release-tools/publish', ref: 'v3.1.1', isTag: true, isBranch: false, version: 'v3.1.1', advisories: null }))).toEqual([]);
    const bundled = { ...advisory, ghsaId: 'GHSA-mrrh-fwg8-r2c3', severity: 'high' };
    expect(findings(ref({ action: 'tj-actions/changed-files', ref: 'v45', isTag: true, isBranch: false, version: 'v45.0.7', advisories: [bundled] }))).toEqual([]);
  });
});
