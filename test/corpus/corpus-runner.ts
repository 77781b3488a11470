/**
 * Runs corpus PRs through the real pipeline: the local GitHub-compatible server serves each PR and
 * the AnalysisService analyzes it (createOctokit -> fetchPrData -> analyzers -> schema) at the
 * corpus's fixed analysis time. Shared by test/corpus/corpus.test.ts and `npm run calibrate`
 * (scripts/calibrate.ts), so both judge the same signals.
 */
import { createOctokit } from '../../src/github/create-octokit.js';
import { AnalysisService } from '../../src/services/analysis-service.js';
import type { Signal } from '../../src/signal/schema.js';
import { serveActionRepos } from '../support/github-action-repos.js';
import { startGitHubServer } from '../support/github-server.js';
import type { PrFixture } from '../support/pr-fixture.js';
import { CORPUS_NOW, type CorpusEntry } from './helpers.js';

export interface CorpusRunner {
  /** The fixture served for a corpus entry (added by the runner). */
  fixture(entry: CorpusEntry): PrFixture;
  /** The signal of one corpus PR, analyzed once however often it is asked for. */
  signal(entry: CorpusEntry): Promise<Signal>;
  close(): Promise<void>;
}

export async function startCorpusRunner(entries: readonly CorpusEntry[]): Promise<CorpusRunner> {
  const server = await startGitHubServer();
  const fixtures = new Map<string, PrFixture>();
  const signals = new Map<string, Promise<Signal>>();
  for (const entry of entries) {
    fixtures.set(entry.id, server.addPullRequest(entry.fixture()));
    if (entry.actionRepos !== undefined) serveActionRepos(server, entry.actionRepos);
  }
  // Cases that model no action repository are analyzed without the online workflow lookups (helpers.ts, actionRepos).
  const serviceWith = (actionLookupsMax?: number) =>
    new AnalysisService({
      createClient: (token) => createOctokit({ baseUrl: server.apiUrl, token, retryBaseMs: 1, timeoutMs: 5000, log: { warn: () => undefined } }),
      scanStore: null,
      timeoutMs: 20_000,
      clock: () => new Date(CORPUS_NOW),
      ...(actionLookupsMax === undefined ? {} : { actionLookupsMax }),
    });
  const online = serviceWith();
  const offline = serviceWith(0);
  const fixtureOf = (entry: CorpusEntry): PrFixture => {
    const fixture = fixtures.get(entry.id);
    if (fixture === undefined) throw new Error(`corpus entry ${entry.id} was not served`);
    return fixture;
  };
  return {
    fixture: fixtureOf,
    signal(entry) {
      let signal = signals.get(entry.id);
      if (signal === undefined) {
        const fixture = fixtureOf(entry);
        signal = (entry.actionRepos === undefined ? offline : online).analyze({ owner: fixture.owner, repo: fixture.repo, number: fixture.number }, { token: null, source: 'api' }).then((o) => o.signal);
        signals.set(entry.id, signal);
      }
      return signal;
    },
    close: () => server.close(),
  };
}
