import { describe, expect, it } from 'vitest';
import { createOctokit, decodeAnswerBody } from '../../src/github/create-octokit.js';
import { GitHubEtagCache } from '../../src/github/etag-cache.js';

const bytes = (text: string): ArrayBuffer => {
  const encoded = new TextEncoder().encode(text);
  return encoded.buffer.slice(encoded.byteOffset, encoded.byteOffset + encoded.byteLength);
};

describe('decodeAnswerBody (what Octokit would have decoded, with JSON.parse)', () => {
  it('parses JSON media types, and gives the text when it does not parse', () => {
    expect(decodeAnswerBody(bytes('{"id":1,"name":"x"}'), 'application/json; charset=utf-8')).toEqual({ id: 1, name: 'x' });
    expect(decodeAnswerBody(bytes('[1,2]'), 'Application/JSON')).toEqual([1, 2]);
    expect(decodeAnswerBody(bytes('{"schemas":[]}'), 'application/scim+json')).toEqual({ schemas: [] });
    expect(decodeAnswerBody(bytes('{not json'), 'application/json')).toBe('{not json');
    expect(decodeAnswerBody(bytes(''), 'application/json')).toBe('');
  });

  it('gives text for text/*, a utf-8 charset, or no media type; bytes otherwise', () => {
    expect(decodeAnswerBody(bytes('name: ci\n'), 'text/plain')).toBe('name: ci\n');
    expect(decodeAnswerBody(bytes('raw'), 'application/vnd.github.raw; charset=utf-8')).toBe('raw');
    expect(decodeAnswerBody(bytes('sha'), 'application/vnd.github.sha; charset="UTF-8"')).toBe('sha');
    expect(decodeAnswerBody(bytes('héllo'), null)).toBe('héllo');
    const binary = decodeAnswerBody(bytes('PK\u0003\u0004'), 'application/octet-stream; charset=utf-8');
    expect(binary).toBeInstanceOf(ArrayBuffer);
    expect(new Uint8Array(binary as ArrayBuffer)).toEqual(new Uint8Array(bytes('PK\u0003\u0004')));
    expect(decodeAnswerBody(bytes('GIF89a'), 'image/gif')).toBeInstanceOf(ArrayBuffer);
  });

  it('reads integers as numbers, as the schemas expect (json-with-bigint made a BigInt past 2^53)', () => {
    const data = decodeAnswerBody(bytes('{"id":12345678901234567890}'), 'application/json') as { id: unknown };
    expect(typeof data.id).toBe('number');
  });
});

describe('createOctokit hands back decoded answers', () => {
  const answers = new Map<string, { status: number; body: string; type: string; etag?: string }>([
    ['/repos/acme/widgets', { status: 200, body: '{"full_name":"acme/widgets","id":12345678901234567890}', type: 'application/json; charset=utf-8', etag: '"w1"' }],
    ['/repos/acme/widgets/contents/README.md', { status: 200, body: '# Widgets\n', type: 'application/vnd.github.raw; charset=utf-8' }],
    ['/repos/acme/widgets/tarball/main', { status: 200, body: '\u001f\u008b', type: 'application/octet-stream' }],
  ]);
  let conditional = 0;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const answer = answers.get(url.pathname);
    if (answer === undefined) return new Response('{"message":"Not Found"}', { status: 404, headers: { 'content-type': 'application/json' } });
    if (answer.etag !== undefined && new Headers(init?.headers).get('if-none-match') === answer.etag) {
      conditional += 1;
      return new Response(null, { status: 304, headers: { etag: answer.etag } });
    }
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.type, ...(answer.etag ? { etag: answer.etag } : {}) } });
  };

  it('JSON as objects (also when a 304 is answered from the cache), text as text, binary as bytes, errors as before', async () => {
    const { octokit, notModifiedCount } = createOctokit({ baseUrl: 'https://api.github.com', fetch, retry: false, throttle: false, etagCache: new GitHubEtagCache() });
    const first = await octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'widgets' });
    expect(first.data).toMatchObject({ full_name: 'acme/widgets' });
    expect(typeof (first.data as { id: unknown }).id).toBe('number');
    const again = await octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'widgets' });
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(again.data).not.toBe(first.data);
    expect(notModifiedCount()).toBe(1);
    expect(conditional).toBe(1);

    const readme = await octokit.request('GET /repos/{owner}/{repo}/contents/{path}', { owner: 'acme', repo: 'widgets', path: 'README.md', headers: { accept: 'application/vnd.github.raw' } });
    expect(readme.data).toBe('# Widgets\n');
    const tarball = await octokit.request('GET /repos/{owner}/{repo}/tarball/{ref}', { owner: 'acme', repo: 'widgets', ref: 'main' });
    expect(tarball.data).toBeInstanceOf(ArrayBuffer);

    await expect(octokit.request('GET /repos/{owner}/{repo}', { owner: 'acme', repo: 'nope' })).rejects.toMatchObject({ status: 404, message: expect.stringContaining('Not Found') as unknown });
  });
});
