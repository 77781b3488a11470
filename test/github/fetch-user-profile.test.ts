import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { fetchUserProfile } from '../../src/github/fetch-user-profile.js';
import { API, testOctokit, useNock } from '../support/test-octokit.js';

useNock();

describe('fetchUserProfile', () => {
  it('reads the profile', async () => {
    nock(API).get('/users/jdoe').reply(200, { login: 'jdoe', id: 1, type: 'User', name: 'Jane', created_at: '2017-01-01T00:00:00Z', public_repos: 4, followers: 2 });
    const { octokit } = testOctokit();
    expect(await fetchUserProfile(octokit, 'jdoe')).toEqual({ login: 'jdoe', type: 'User', name: 'Jane', created_at: '2017-01-01T00:00:00Z', public_repos: 4, followers: 2 });
  });

  it('maps 404 to undefined and rethrows other errors', async () => {
    nock(API).get('/users/gone').reply(404, { message: 'Not Found' });
    nock(API).get('/users/boom').reply(500, { message: 'Server Error' });
    const { octokit } = testOctokit();
    expect(await fetchUserProfile(octokit, 'gone')).toBeUndefined();
    await expect(fetchUserProfile(octokit, 'boom')).rejects.toMatchObject({ status: 500 });
  });
});
