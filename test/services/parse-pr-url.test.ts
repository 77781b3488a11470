import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { parsePrUrl } from '../../src/services/parse-pr-url.js';

const GH = 'https://github.com';

describe('parsePrUrl', () => {
  it.each([
    ['https://github.com/octo-org/hello-world/pull/42', { owner: 'octo-org', repo: 'hello-world', number: 42 }],
    ['https://github.com/octo-org/hello.world_js/pull/7/files', { owner: 'octo-org', repo: 'hello.world_js', number: 7 }],
    ['https://github.com/o/r/pull/1/commits?w=1#diff', { owner: 'o', repo: 'r', number: 1 }],
    ['https://GITHUB.com/o/r/pull/2147483647', { owner: 'o', repo: 'r', number: 2147483647 }],
    ['  https://github.com/o/r/pull/3/  ', { owner: 'o', repo: 'r', number: 3 }],
  ])('accepts %s', (url, target) => {
    expect(parsePrUrl(url, GH)).toEqual(target);
  });

  it.each([
    'https://gitlab.com/o/r/pull/1',
    'http://github.com/o/r/pull/1',
    'https://github.com:8443/o/r/pull/1',
    'https://user:pass@github.com/o/r/pull/1',
    'https://token@github.com/o/r/pull/1',
    'https://github.com.evil.com/o/r/pull/1',
    'https://evil.com/github.com/o/r/pull/1',
    'https://140.82.112.3/o/r/pull/1',
    'https://[::1]/o/r/pull/1',
    'https://github.com/o/r/pulls/1',
    'https://github.com/o/r/issues/1',
    'https://github.com/o/r/pull/0',
    'https://github.com/o/r/pull/2147483648',
    'https://github.com/o/r/pull/-1',
    'https://github.com/o/r/pull/1e3',
    'https://github.com/o/./pull/1',
    'https://github.com/o/../pull/1',
    'https://github.com/-o/r/pull/1',
    'https://github.com/o%2Fx/r/pull/1',
    'https://github.com/o/r%2e%2e/pull/1',
    'https://github.com/o/r',
    'github.com/o/r/pull/1',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'not a url',
    '',
  ])('refuses %s with "Invalid PR URL."', (url) => {
    expect(() => parsePrUrl(url, GH)).toThrow(InputError);
    expect(() => parsePrUrl(url, GH)).toThrow(/^Invalid PR URL\. .*https:\/\/github\.com\/\{owner\}\/\{repo\}\/pull\/\{number\}/);
  });

  it('follows GITHUB_URL for GitHub Enterprise Server, including a path prefix', () => {
    expect(parsePrUrl('https://ghe.corp.example/o/r/pull/9', 'https://ghe.corp.example')).toEqual({ owner: 'o', repo: 'r', number: 9 });
    expect(parsePrUrl('http://127.0.0.1:4010/o/r/pull/9', 'http://127.0.0.1:4010')).toEqual({ owner: 'o', repo: 'r', number: 9 });
    expect(() => parsePrUrl('https://github.com/o/r/pull/9', 'https://ghe.corp.example')).toThrow(/Only https:\/\/ghe\.corp\.example/);
  });
});
