import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { AnalysisError } from '../../src/errors.js';
import { fetchPrData } from '../../src/github/fetch-pr-data.js';
import { API, testOctokit, useNock } from '../support/test-octokit.js';

useNock();
const TOKEN = 'ghp_testtoken0000000000000000000000000000';
const target = { owner: 'acme', repo: 'widgets', number: 42 };
const wantContent = (p: string): boolean => /(^|\/)(package\.json|package-lock\.json|requirements.*\.txt)$|^\.github\/workflows\//.test(p);

/** Round 1 asks for the PR and files page 1 at once (the commits come with the comparison, in round 2). */
function mockRoundOne(pull: (scope: nock.Interceptor) => nock.Scope): void {
  pull(nock(API).get('/repos/acme/widgets/pulls/42'));
  nock(API).get('/repos/acme/widgets/pulls/42/files').query(true).reply(200, []);
}

async function failure(options: Parameters<typeof testOctokit>[0] = {}): Promise<AnalysisError> {
  const { octokit } = testOctokit(options);
  const error: unknown = await fetchPrData(octokit, target, { wantContent }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AnalysisError);
  const analysisError = error as AnalysisError;
  expect(`${analysisError.reason} ${analysisError.detail} ${analysisError.message}`).not.toContain(TOKEN);
  return analysisError;
}

describe('fetchPrData: the pull request read', () => {
  it('maps 404 to not_found', async () => {
    mockRoundOne((i) => i.reply(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }));
    const error = await failure();
    expect(error.kind).toBe('not_found');
    expect(error.reason).toBe('pull request acme/widgets#42 not found or not accessible with the given credentials');
    expect(error.message).toBe(`Analysis failed: ${error.reason}`);
  });

  it('maps 401 and 403 to forbidden', async () => {
    mockRoundOne((i) => i.reply(401, { message: 'Bad credentials' }));
    expect((await failure()).kind).toBe('forbidden');
    mockRoundOne((i) => i.reply(403, { message: 'Resource protected by organization SAML enforcement.' }));
    const error = await failure();
    expect(error.kind).toBe('forbidden');
    expect(error.detail).toContain('SAML');
  });

  it('maps an exhausted primary rate limit to rate_limited with the reset time', async () => {
    mockRoundOne((i) =>
      i.reply(
        403,
        { message: `API rate limit exceeded for user. token ${TOKEN}` },
        { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1900000000', 'x-ratelimit-limit': '5000', 'x-ratelimit-resource': 'core' },
      ),
    );
    const error = await failure({ retry: true, throttle: true });
    expect(error.kind).toBe('rate_limited');
    expect(error.resetAt).toBe(1_900_000_000);
    expect(error.reason).toBe('GitHub API rate limit exhausted (core: 5000 requests per hour); it resets at 2030-03-17 17:46 UTC');
  });

  it('maps a 429 primary limit the same way, and suggests a token when anonymous', async () => {
    mockRoundOne((i) => i.reply(429, { message: 'API rate limit exceeded' }, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1900000000', 'x-ratelimit-limit': '60' }));
    const error = await failure({ token: null, throttle: true });
    expect(error.kind).toBe('rate_limited');
    expect(error.detail).toContain('send a GitHub token');
  });

  it('maps malformed JSON to invalid_response', async () => {
    mockRoundOne((i) => i.reply(200, '{"number": 42, "title": ', { 'content-type': 'application/json; charset=utf-8' }));
    const error = await failure();
    expect(error.kind).toBe('invalid_response');
  });

  it('maps a 5xx that outlasts the retries to github_error', async () => {
    mockRoundOne((i) => i.times(3).reply(502, 'Bad Gateway'));
    const { octokit, requestCount } = testOctokit({ retry: true });
    const error: unknown = await fetchPrData(octokit, target, { wantContent }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'github_error', reason: 'GitHub answered HTTP 502 while reading pull request acme/widgets#42' });
    // Three tries of the pull request, and the first page of files read alongside.
    expect(requestCount()).toBe(4);
  });

  it('maps a network failure to github_error without a status', async () => {
    mockRoundOne((i) => i.replyWithError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })));
    const error = await failure();
    expect(error.kind).toBe('github_error');
    expect(error.reason).toBe('GitHub could not be reached while reading pull request acme/widgets#42');
  });
});
