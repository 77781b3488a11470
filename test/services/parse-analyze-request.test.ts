import { describe, expect, it } from 'vitest';
import { parseAnalyzeRequest } from '../../src/services/parse-analyze-request.js';

const GH = 'https://github.com';
const URL_FORM = { url: 'https://github.com/octo-org/hello-world/pull/42' };
const FIELDS = { provider: 'github', owner: 'octo-org', repo: 'hello-world', pr_number: 42 };

describe('parseAnalyzeRequest', () => {
  it('accepts the url form and the explicit form alike', () => {
    const target = { owner: 'octo-org', repo: 'hello-world', number: 42 };
    expect(parseAnalyzeRequest(URL_FORM, GH)).toEqual({ target, accessToken: null });
    expect(parseAnalyzeRequest(FIELDS, GH)).toEqual({ target, accessToken: null });
    expect(parseAnalyzeRequest({ ...URL_FORM, access_token: 'ghp_x' }, GH)).toEqual({ target, accessToken: 'ghp_x' });
  });

  it('accepts both forms when they agree (names compared case-insensitively)', () => {
    expect(parseAnalyzeRequest({ ...URL_FORM, ...FIELDS, owner: 'Octo-Org' }, GH).target.number).toBe(42);
  });

  it.each([
    [{ ...URL_FORM, ...FIELDS, pr_number: 43 }, /name different pull requests/],
    [{ ...URL_FORM, repo: 'other' }, /name different pull requests/],
    [{ provider: 'gitlab', owner: 'o', repo: 'r', pr_number: 1 }, /^Invalid PR URL\./],
    [{ url: 'https://gitlab.com/o/r/pull/1' }, /^Invalid PR URL\./],
    [{ ...URL_FORM, provider: 'bitbucket' }, /^Invalid PR URL\./],
    [{ provider: 'github', owner: 'o', repo: 'r' }, /Send "url"/],
    [{ owner: 'o', repo: 'r', pr_number: 1 }, /Send "url"/],
    [{}, /Send "url"/],
    [{ ...FIELDS, pr_number: '42' }, /pr_number/],
    [{ ...FIELDS, pr_number: 1.5 }, /pr_number/],
    [{ ...FIELDS, pr_number: 0 }, /pr_number/],
    [{ ...FIELDS, pr_number: 2147483648 }, /pr_number/],
    [{ ...FIELDS, owner: 'bad owner' }, /^Invalid PR URL\./],
    [{ ...FIELDS, repo: '..' }, /^Invalid PR URL\./],
    [{ url: 42 }, /"url" must be a string/],
    [{ ...URL_FORM, access_token: 7 }, /"access_token" must be a string/],
    [[URL_FORM], /JSON object/],
    ['https://github.com/o/r/pull/1', /JSON object/],
    [null, /JSON object/],
  ])('refuses %j', (body, message) => {
    expect(() => parseAnalyzeRequest(body, GH)).toThrow(message);
  });
});
