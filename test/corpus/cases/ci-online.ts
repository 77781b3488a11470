/**
 * Corpus cases of the online workflow audits (impostor commits, stale pins, ref confusion,
 * advisories; docs/findings.md): each case gives the action repositories GitHub shows for it
 * (test/support/github-action-repos.ts), so the real pipeline reads the facts from the local
 * GitHub server. Modeled on public write-ups (named in the descriptions); written for this corpus.
 */
import { linearHistory, shaOf, type ActionRepoSpec } from '../../support/github-action-repos.js';
import { makePrFixture, type FixtureFile, type PrFixtureSpec } from '../../support/pr-fixture.js';
import { daysAgo, lines, nodeCi, type CorpusEntry } from '../helpers.js';

const MEMBER = { login: 'paul-m', association: 'MEMBER', createdAt: '2016-02-11T12:00:00Z' };
const NEWCOMER = { login: 'pin-all-the-things', association: 'FIRST_TIME_CONTRIBUTOR', createdAt: daysAgo(20) };
const DEPENDABOT = { login: 'dependabot[bot]', type: 'Bot', association: 'NONE', createdAt: '2017-05-01T12:00:00Z' };

// release-tools/publish: main is r1..r6; v3.0.0 at r2, v3.1.0 and v3 at r4, r6 untagged; a fork's commit on top of r3.
const publish = linearHistory('corpus-publish', 6);
const [, r2, , r4, , r6] = publish.shas as [string, string, string, string, string, string];
const forkCommit = shaOf('corpus-publish-fork');
const PUBLISH: ActionRepoSpec = {
  owner: 'release-tools',
  repo: 'publish',
  commits: { ...publish.commits, [forkCommit]: [publish.shas[2]!] },
  branches: { main: r6 },
  tags: { 'v3.1.0': r4, v3: r4, 'v3.0.0': r2 },
  advisories: [
    {
      ghsaId: 'GHSA-7r2w-q9c4-m5x8',
      cveId: 'CVE-2026-31177',
      severity: 'high',
      summary: 'The tag-name input is expanded into a shell command without quoting, so a crafted tag runs commands with the job\'s token.',
      vulnerableRange: '< 3.1.0',
      patched: '3.1.0',
    },
  ],
};

// lint-kit/check: v2 is a tag and also a branch (someone pushed a branch named like the tag).
const check = linearHistory('corpus-check', 3);
const [, c2, c3] = check.shas as [string, string, string];
const CHECK: ActionRepoSpec = { owner: 'lint-kit', repo: 'check', commits: check.commits, branches: { main: c3, v2: c3 }, tags: { 'v2.4.0': c2, v2: c2 } };

const CHECKOUT = 'actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2';

function releaseWorkflow(publishUses: string): string {
  return lines(
    'name: Release',
    'on:',
    '  push:',
    '    tags: ["v*"]',
    'permissions:',
    '  contents: read',
    'jobs:',
    '  publish:',
    '    runs-on: ubuntu-24.04',
    '    environment: release',
    '    steps:',
    `      - uses: ${CHECKOUT}`,
    '      - run: npm ci && npm run build',
    `      - uses: ${publishUses}`,
    '        with:',
    '          token: ${{ secrets.NPM_TOKEN }}',
  );
}

function lintWorkflow(checkUses: string | null): string {
  return lines(
    'name: Lint',
    'on:',
    '  pull_request:',
    'permissions:',
    '  contents: read',
    'jobs:',
    '  lint:',
    '    runs-on: ubuntu-24.04',
    '    steps:',
    `      - uses: ${CHECKOUT}`,
    '      - run: npm ci',
    ...(checkUses === null ? ['      - run: npm run lint'] : [`      - uses: ${checkUses}`]),
  );
}

function pr(number: number, spec: Partial<PrFixtureSpec> & { files: FixtureFile[] }) {
  return () =>
    makePrFixture({
      owner: 'acme',
      repo: 'release-train',
      number,
      author: MEMBER,
      commits: [{ message: spec.title ?? 'ci: update workflow' }],
      checkRuns: nodeCi(),
      priorPrs: spec.author === undefined ? { total: 210, merged: 198 } : { total: 1, merged: 0 },
      createdAt: daysAgo(0, 4),
      ...spec,
    });
}

export const CI_ONLINE_CASES: CorpusEntry[] = [
  {
    id: 'ci-online-impostor-commit',
    description:
      'Modeled on Chainguard\'s "What the fork? Imposter commits in GitHub Actions": a first-time contributor "pins" the release action to a SHA labeled v3.1.0 that is a commit of a fork, in the history of none of the action\'s branches or tags; the release job holds NPM_TOKEN.',
    actionRepos: [PUBLISH],
    fixture: pr(7101, {
      author: NEWCOMER,
      title: 'ci: pin actions by SHA (security hardening)',
      files: [{ path: '.github/workflows/release.yml', base: releaseWorkflow('release-tools/publish@v3'), head: releaseWorkflow(`release-tools/publish@${forkCommit} # v3.1.0`) }],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['gha-impostor-commit'] },
  },
  {
    id: 'ci-online-pin-release-commit',
    description: 'Dependabot pins the release action to the commit of its v3.1.0 tag (the SHA GitHub shows for the tag), comment included: nothing to hold back.',
    actionRepos: [PUBLISH],
    fixture: pr(7102, {
      author: DEPENDABOT,
      priorPrs: { total: 0, merged: 0 },
      title: 'build(deps): bump release-tools/publish from 3.0.0 to 3.1.0',
      files: [{ path: '.github/workflows/release.yml', base: releaseWorkflow(`release-tools/publish@${r2} # v3.0.0`), head: releaseWorkflow(`release-tools/publish@${r4} # v3.1.0`) }],
    }),
    expect: { level: 'low', action: 'approve', noFindings: true },
  },
  {
    id: 'ci-online-vulnerable-release',
    description:
      'A maintainer pins the release action to the commit of v3.0.0, a release GitHub\'s advisory database lists as affected by a command injection fixed in 3.1.0 (modeled on GHSA-mcph-m25j-8j63-style advisories for actions).',
    actionRepos: [PUBLISH],
    fixture: pr(7103, {
      title: 'ci: pin the publish action',
      files: [{ path: '.github/workflows/release.yml', base: releaseWorkflow('release-tools/publish@v3'), head: releaseWorkflow(`release-tools/publish@${r2} # v3.0.0`) }],
    }),
    expect: { level: ['high', 'critical'], action: 'request_changes', findings: ['gha-action-advisory'] },
  },
  {
    id: 'ci-online-stale-pin',
    description: 'A maintainer pins the release action to the tip of its main branch, a commit no release tag points to (zizmor\'s stale-action-refs): low, reviewed as a CI change.',
    actionRepos: [PUBLISH],
    fixture: pr(7104, {
      title: 'ci: use the unreleased publish fix',
      files: [{ path: '.github/workflows/release.yml', base: releaseWorkflow(`release-tools/publish@${r4} # v3.1.0`), head: releaseWorkflow(`release-tools/publish@${r6}`) }],
    }),
    expect: { level: ['low', 'medium'], action: ['approve', 'comment'], findings: ['gha-stale-action-ref'] },
  },
  {
    id: 'ci-online-ref-confusion',
    description: 'A maintainer adds a lint action by its v2 ref, which names both a tag and a branch of the action\'s repository (zizmor\'s ref-confusion).',
    actionRepos: [CHECK],
    fixture: pr(7105, {
      title: 'ci: run lint-kit/check',
      files: [{ path: '.github/workflows/lint.yml', base: lintWorkflow(null), head: lintWorkflow('lint-kit/check@v2') }],
    }),
    expect: { level: ['medium', 'high'], action: ['comment', 'request_changes'], findings: ['gha-ref-confusion'] },
  },
];
