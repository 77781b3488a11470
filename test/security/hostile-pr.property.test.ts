/**
 * Hostile pull requests through the whole pipeline (fast-check, fixed seed): the local
 * GitHub-compatible server serves PRs built to break the snapshot and the analyzers, and the
 * AnalysisService (createOctokit -> fetchPrData -> snapshot -> analyzers -> schema) must answer a
 * signal that validates against the schema, within a time bound, with no reader failing.
 *
 * What is generated: paths that are very long, made of thousands of segments, Unicode (bidi
 * controls, combining marks, astral characters), with `..`, `.`, empty segments, control characters
 * and trailing slashes; patches with malformed hunk headers, counts that do not match, numbers past
 * 2^53, thousands of empty hunks, CR LF line ends, no header at all; the fields GitHub may omit or
 * send as null (a null patch, a rename without its previous path, a commit without author or
 * committer, a check run without app or times, a label without name, a head repository deleted);
 * statuses and check-run states GitHub has not documented; huge titles, bodies and labels.
 *
 * Reproduce a failure with the seed it prints: FC_SEED=<seed> npx vitest run test/security/hostile-pr.property.test.ts
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOctokit } from '../../src/github/create-octokit.js';
import { AnalysisService } from '../../src/services/analysis-service.js';
import { Signal } from '../../src/signal/schema.js';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { hostilePr, serveHostile, type HostilePr } from './hostile-pr-arbitraries.js';

const SEED = Number(process.env.FC_SEED ?? 424242);
const RUNS = Number(process.env.FC_RUNS ?? 30);
/** Strings of the counterexample cut to 60 characters: the full one can be megabytes. */
function short(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' && v.length > 60 ? `${v.slice(0, 60)}…(${v.length} chars)` : v));
}
const fcOptions: fc.Parameters<[HostilePr]> = {
  seed: SEED,
  numRuns: RUNS,
  endOnFailure: true,
  reporter(details) {
    if (!details.failed) return;
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(`seed ${details.seed}, path ${details.counterexamplePath}: ${cause.slice(0, 2000)}\ncounterexample: ${short(details.counterexample)}`);
  },
};
/** Per analysis: a few hundred milliseconds normally; the bound is wide for a loaded machine. */
const BOUND_MS = 20_000;
const NOW = new Date('2025-06-01T12:00:00Z');

describe(`hostile pull requests through the whole pipeline (fast-check seed ${SEED}, ${RUNS} runs)`, () => {
  let server: GitHubServer;
  let service: AnalysisService;

  beforeAll(async () => {
    server = await startGitHubServer();
    service = new AnalysisService({
      createClient: (token) => createOctokit({ baseUrl: server.apiUrl, token, retryBaseMs: 1, timeoutMs: 5000, log: { warn: () => undefined } }),
      scanStore: null,
      timeoutMs: BOUND_MS,
      clock: () => NOW,
      actionLookupsMax: 0,
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  let number = 1;
  async function analyzeHostile(pr: HostilePr): Promise<{ signal: unknown; ms: number }> {
    const fixture = serveHostile(server, pr, number++);
    const started = performance.now();
    const outcome = await service.analyze({ owner: fixture.owner, repo: fixture.repo, number: fixture.number }, { token: null, source: 'api' });
    return { signal: outcome.signal, ms: performance.now() - started };
  }

  it('answers a signal that validates, in bounded time, with no reader failing', async () => {
    await fc.assert(
      fc.asyncProperty(hostilePr, async (pr) => {
        if (process.env.FC_TRACE) process.stderr.write(`run ${number}: ${short(pr).slice(0, 3000)}\n`);
        const { signal, ms } = await analyzeHostile(pr);
        if (process.env.FC_TRACE) process.stderr.write(`run ${number - 1}: ${Math.round(ms)} ms\n`);
        const checked = Signal.safeParse(signal);
        expect(checked.success, checked.success ? '' : JSON.stringify(checked.error.issues.slice(0, 3))).toBe(true);
        expect(ms).toBeLessThan(BOUND_MS);
        const failures = (signal as Signal).meta.warnings.filter((w) => / failed \(/.test(w));
        expect(failures).toEqual([]);
      }),
      fcOptions,
    );
  }, 900_000);
});
