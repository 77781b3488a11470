/** Corpus package and build-time code cases (look-alike names, install scripts, registry churn). */
import { makePrFixture } from '../../support/pr-fixture.js';
import type { CorpusEntry } from '../helpers.js';
import { daysAgo, nodeCi, packageLock, WEBAPP, WEBAPP_LOCKED } from '../helpers.js';

const RENOVATE = { login: 'renovate[bot]', association: 'CONTRIBUTOR', createdAt: '2017-01-11T09:10:00Z' } as const;

export const PACKAGE_CASES: CorpusEntry[] = [
  {
    id: 'lockfile-maintenance-gains-install-script',
    description: 'Renovate lock file maintenance moves debug 4.3.7 to 4.3.8, and the new version suddenly runs a postinstall (a hijacked patch release).',
    fixture: () => {
      const locked = WEBAPP_LOCKED.map((p) => (p.name === 'debug' ? { ...p, version: '4.3.8', hasInstallScript: true } : p));
      return makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 2011,
        title: 'chore(deps): lock file maintenance',
        body: '🔧 This Pull Request updates lock files to use the latest dependency versions.',
        author: RENOVATE,
        headBranch: 'renovate/lock-file-maintenance',
        files: [{ path: 'package-lock.json', base: packageLock(WEBAPP, WEBAPP_LOCKED), head: packageLock(WEBAPP, locked) }],
        commits: [{ message: 'chore(deps): lock file maintenance', authorEmail: '29139614+renovate[bot]@users.noreply.github.com' }],
        checkRuns: nodeCi(),
        createdAt: daysAgo(0, 6),
      });
    },
    expect: { level: ['medium', 'high'], action: ['comment', 'request_changes'], findings: ['install-script-added'] },
  },
  {
    id: 'lockfile-moves-to-mirror',
    description: 'A contributor regenerates package-lock.json: unchanged versions of ms and debug now download from the company mirror the lockfile already used for one package.',
    fixture: () => {
      const mirror = (name: string, version: string): string => `https://npm.corp.example/${name}/-/${name}-${version}.tgz`;
      const base = WEBAPP_LOCKED.map((p) => (p.name === 'pino' ? { ...p, resolved: mirror('pino', p.version) } : p));
      const head = base.map((p) => (p.name === 'ms' || p.name === 'debug' ? { ...p, resolved: mirror(p.name, p.version) } : p));
      return makePrFixture({
        owner: 'acme',
        repo: 'storefront',
        number: 2012,
        title: 'chore: regenerate lockfile against the mirror',
        body: 'npm install behind the VPN picks the mirror.',
        author: { login: 'dk-contrib', association: 'CONTRIBUTOR', createdAt: '2021-05-19T10:00:00Z' },
        files: [{ path: 'package-lock.json', base: packageLock(WEBAPP, base), head: packageLock(WEBAPP, head) }],
        commits: [{ message: 'chore: regenerate package-lock.json' }],
        checkRuns: nodeCi(),
        priorPrs: { total: 3, merged: 2 },
        createdAt: daysAgo(1),
      });
    },
    expect: { level: ['low', 'medium'], action: 'comment', findings: ['lockfile-source-changed'], absentDrivers: ['finding:lockfile-foreign-host'] },
  },
];
