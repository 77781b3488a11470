import { describe, expect, it } from 'vitest';
import { makeFinding } from '../../../src/ecosystems/finding.js';
import { keptActionsWanted, lowerUnpinnedRefsKeptElsewhere } from '../../../src/ecosystems/github-actions/kept-actions.js';
import { makeFile } from '../../support/snapshot-factory.js';

const patch = (...lines: string[]): string => [`@@ -10,2 +10,${lines.length} @@`, ...lines].join('\n');

describe('keptActionsWanted', () => {
  it("wants the base's workflows when a workflow or action patch adds a third-party action by a moving ref", () => {
    expect(keptActionsWanted('.github/workflows/ci.yml', patch('       - run: npm test', '+      - uses: codecov/codecov-action@v4'))).toBe(true);
    expect(keptActionsWanted('.github/workflows/ci.yml', patch("+      uses: 'softprops/action-gh-release@v2'"))).toBe(true);
    expect(keptActionsWanted('.github/actions/setup/action.yml', patch('+    - uses: pnpm/action-setup@v4'))).toBe(true);
    // A reusable workflow of another repository, by a branch.
    expect(keptActionsWanted('.github/workflows/ci.yml', patch('+    uses: octo-org/shared/.github/workflows/test.yml@main'))).toBe(true);
  });
  it("does not for a bump of the same action, GitHub's own actions, a commit pin, a local action or another file", () => {
    expect(keptActionsWanted('.github/workflows/ci.yml', patch('-      - uses: codecov/codecov-action@v3', '+      - uses: codecov/codecov-action@v4'))).toBe(false);
    expect(keptActionsWanted('.github/workflows/ci.yml', patch('+      - uses: actions/cache@v4', '+      - uses: github/codeql-action/init@v3'))).toBe(false);
    expect(keptActionsWanted('.github/workflows/ci.yml', patch('+      - uses: codecov/codecov-action@b9fd7d16f6d7d1b5d2bec1a2887e65ceed900238 # v4.6.0'))).toBe(false);
    expect(keptActionsWanted('.github/workflows/ci.yml', patch('+      - uses: ./.github/actions/setup'))).toBe(false);
    expect(keptActionsWanted('docs/ci.md', patch('+      - uses: codecov/codecov-action@v4'))).toBe(false);
    expect(keptActionsWanted('.github/workflows/ci.yml', null)).toBe(false);
  });
});

describe('lowerUnpinnedRefsKeptElsewhere', () => {
  const unpinned = (pkg: string, severity: 'medium' | 'low') =>
    makeFinding({ id: 'gha-unpinned-action', severity, title: `Action ${pkg} is not pinned`, detail: 'Pin it.', path: '.github/workflows/ci.yml', line: 12, package: pkg, subject: `${pkg}@v4` });
  const nightly = { path: '.github/workflows/nightly.yml', content: ['on: schedule', 'jobs:', '  n:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: codecov/codecov-action@v4', '      - uses: octo-tools/lint@v1', '      - uses: pinned-org/tool@b9fd7d16f6d7d1b5d2bec1a2887e65ceed900238', ''].join('\n') };
  const files = [makeFile('.github/workflows/ci.yml')];

  it('lowers an action an unchanged workflow follows by a moving ref to info, and another action of its owner to low', () => {
    const out = lowerUnpinnedRefsKeptElsewhere([unpinned('codecov/codecov-action', 'medium'), unpinned('octo-tools/format', 'medium')], { files, baseFiles: [nightly] });
    expect(out.map((f) => [f.package, f.severity])).toEqual([
      ['codecov/codecov-action', 'info'],
      ['octo-tools/format', 'low'],
    ]);
    expect(out[0]!.detail).toMatch(/nightly\.yml, which this PR leaves as it is, already follows codecov\/codecov-action by a moving ref \(codecov\/codecov-action@v4\)/);
  });

  it('keeps a new owner, an action the base pinned by commit, and a workflow the PR changes as they are', () => {
    const kept = [unpinned('other-org/upload', 'medium'), unpinned('pinned-org/tool', 'medium')];
    expect(lowerUnpinnedRefsKeptElsewhere(kept, { files, baseFiles: [nightly] }).map((f) => f.severity)).toEqual(['medium', 'medium']);
    // The nightly workflow is changed by the PR too: its base is not what stays.
    expect(lowerUnpinnedRefsKeptElsewhere([unpinned('codecov/codecov-action', 'medium')], { files: [...files, makeFile(nightly.path)], baseFiles: [nightly] }).map((f) => f.severity)).toEqual(['medium']);
  });
});
