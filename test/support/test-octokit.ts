import nock from 'nock';
import { afterEach, beforeAll, afterAll } from 'vitest';
import { createOctokit, type CreateOctokitOptions, type CreatedOctokit } from '../../src/github/create-octokit.js';

/** The REST base the nock tests mock. */
export const API = 'https://api.github.com';

/** An Octokit for unit tests: retry and throttling off unless asked for, short time limit. */
export function testOctokit(options: Partial<CreateOctokitOptions> = {}): CreatedOctokit {
  return createOctokit({
    baseUrl: API,
    token: 'ghp_testtoken0000000000000000000000000000',
    retry: false,
    throttle: false,
    timeoutMs: 2000,
    retryBaseMs: 1,
    retryAfterUnitMs: 1,
    log: { warn: () => undefined, error: () => undefined },
    ...options,
  });
}

/** nock with no real network, and a check after each test that every mock was used. */
export function useNock(): void {
  beforeAll(() => {
    nock.disableNetConnect();
  });
  afterEach(() => {
    const pending = nock.pendingMocks();
    nock.cleanAll();
    if (pending.length > 0) throw new Error(`nock mocks not used: ${pending.join(', ')}`);
  });
  afterAll(() => {
    nock.enableNetConnect();
  });
}
