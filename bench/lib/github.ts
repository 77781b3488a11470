/** The local GitHub-compatible server with every pull request the benchmark reads. */
import { startGitHubServer, type GitHubServer } from '../../test/support/github-server.js';
import { addOAuthRoutes, type OAuthApp } from '../../test/support/github-oauth-routes.js';
import { hugePrFixture, makePrFixture, TYPICAL_PACKAGE_JSON_BASE, TYPICAL_PACKAGE_JSON_HEAD, typicalPrFixture, type FixtureFile, type PrFixture } from '../../test/support/pr-fixture.js';
import { onCleanup } from './cleanup.js';

export const OAUTH_CLIENT = { clientId: 'Iv1.benchclient', clientSecret: 'bench-client-secret' };

export interface BenchGitHub {
  readonly server: GitHubServer;
  readonly oauth: OAuthApp;
  readonly typical: PrFixture;
  readonly huge: PrFixture;
  /** Growth series: PRs of these many files, by file count. */
  readonly growth: ReadonlyMap<number, PrFixture>;
  close(): Promise<void>;
}

export const GROWTH_SIZES = [10, 100, 1000, 3000] as const;

/** A PR of `count` files: one package.json change (a new dependency) and source files, 5 commits. */
export function growthFixture(count: number): PrFixture {
  const files: FixtureFile[] = [{ path: 'package.json', base: TYPICAL_PACKAGE_JSON_BASE, head: TYPICAL_PACKAGE_JSON_HEAD }];
  for (let i = 1; files.length < count; i += 1) {
    files.push({ path: `src/module-${String(Math.floor(i / 50)).padStart(3, '0')}/file-${String(i).padStart(4, '0')}.ts`, additions: 3 + (i % 5), deletions: i % 3 });
  }
  return makePrFixture({
    owner: 'acme',
    repo: 'growth',
    number: count,
    author: { login: 'jdoe', createdAt: '2017-08-20T10:00:00Z' },
    files,
    commits: 5,
    checkRuns: [{ name: 'build' }, { name: 'test' }],
    priorPrs: { total: 12, merged: 9 },
    dependencyChanges: [{ changeType: 'added', manifest: 'package.json', ecosystem: 'npm', name: 'left-pad', version: '1.3.0' }],
  });
}

export async function startBenchGitHub(delayMs: number): Promise<BenchGitHub> {
  const server = await startGitHubServer({ delayMs });
  const close = onCleanup('local GitHub server', () => server.close());
  const oauth = addOAuthRoutes(server, OAUTH_CLIENT);
  const typical = server.addPullRequest(typicalPrFixture());
  const huge = server.addPullRequest(hugePrFixture());
  const growth = new Map<number, PrFixture>();
  for (const size of GROWTH_SIZES) growth.set(size, server.addPullRequest(growthFixture(size)));
  return { server, oauth, typical, huge, growth, close };
}

/** The PR URL the service is asked to analyze. */
export function prUrl(github: BenchGitHub, fixture: PrFixture): string {
  return `${github.server.url}/${fixture.owner}/${fixture.repo}/pull/${fixture.number}`;
}
