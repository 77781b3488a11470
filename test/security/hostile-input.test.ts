/**
 * Hostile input against the running service: property-based fuzzing (fast-check, fixed seed) of
 * POST /api/analyze bodies and of webhook deliveries, PR URLs aimed at other hosts, path
 * parameters with traversal and odd Unicode, oversized bodies, and signatures with one bit
 * flipped. Never a 5xx other than "Analysis failed:", never a crash, nothing stored for a
 * refused request, and no request to any host but the configured GitHub API.
 *
 * Already proven elsewhere (not repeated): one bit flipped in every byte of a valid digest and
 * malformed/missing signatures (test/webhooks/webhook-receiver.test.ts, "refuses deliveries that
 * do not verify"); a replayed delivery id answers duplicate and queues nothing ("answers a
 * redelivery of the same delivery id with duplicate, and queues nothing more"); an analyze body
 * over 100 kB (test/e2e/analyze-api.test.ts, "answers 400 for malformed JSON, a non-object and an
 * oversized body").
 *
 * Reproduce a failure with the seed it prints: FC_SEED=<seed> npx vitest run test/security/hostile-input.test.ts
 */
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGitHubServer, type GitHubServer } from '../support/github-server.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';
import { deliver, signBody } from '../support/webhook-delivery.js';
import { DB_LABEL, parseObject, postAnalyze, rowCounts } from '../reliability/helpers.js';

const SEED = Number(process.env.FC_SEED ?? 424242);
const RUNS = Number(process.env.FC_RUNS ?? 300);
const fcOptions = { seed: SEED, numRuns: RUNS, endOnFailure: true } as const;

/** Raw HTTP, so that the path reaches the server exactly as written (fetch normalises `..`). */
function rawRequest(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer): Promise<{ status: number; text: string; contentType: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), contentType: String(res.headers['content-type'] ?? '') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe(`hostile input (${DB_LABEL}; fast-check seed ${SEED}, ${RUNS} runs per property)`, () => {
  let gh: GitHubServer;
  let t: TestService;
  let secret = '';
  const outbound: string[] = [];
  const realFetch = globalThis.fetch;

  /** Every URL the process fetched that is not the service itself or the local GitHub server. */
  const foreignRequests = () => outbound.filter((url) => !url.startsWith(t.url) && !url.startsWith(gh.url));

  beforeAll(async () => {
    gh = await startGitHubServer();
    gh.setPermissions('acme/widgets', 'gho_fuzz_admin', { admin: true });
    // GITHUB_URL stays github.com (as in production), the API is the local server: a URL on any
    // other host must be refused before anything is fetched.
    t = await startTestService({
      GITHUB_API_URL: gh.apiUrl,
      RATE_LIMIT_ANONYMOUS: '1000000',
      RATE_LIMIT_AUTHENTICATED: '1000000',
      WORKERS_IN_PROCESS: 'false',
    });
    const admin = await signInDirectly(t, { githubId: '1', login: 'fuzz-admin', token: 'gho_fuzz_admin' });
    const enable = await fetch(`${t.url}/api/repos/github/acme/widgets/webhook/enable`, { method: 'POST', headers: { cookie: admin.cookie } });
    secret = ((await enable.json()) as { webhook_secret: string }).webhook_secret;
    // Every fetch of this process (the service's GitHub client included) is recorded, and none
    // may leave this machine: a request to any other host fails instead of going out.
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      outbound.push(url);
      if (!url.startsWith('http://127.0.0.1:')) return Promise.reject(new Error(`blocked outbound request to ${url}`));
      return realFetch(input, init);
    });
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
    await gh?.close();
  });

  describe('POST /api/analyze', () => {
    const assertAnswer = (answer: { status: number; body: Record<string, unknown>; text: string }) => {
      expect([200, 400, 500], answer.text).toContain(answer.status);
      if (answer.status === 500) expect(answer.body.error, answer.text).toMatch(/^Analysis failed: /);
      if (answer.status === 400) expect(typeof answer.body.error, answer.text).toBe('string');
    };

    it('arbitrary JSON documents: 400 (or "Analysis failed:"), never another 5xx; nothing stored', async () => {
      const before = await rowCounts(t.service.db.knex);
      await fc.assert(
        fc.asyncProperty(fc.json({ maxDepth: 4 }), async (text) => {
          assertAnswer(await postAnalyze(t.url, text));
        }),
        fcOptions,
      );
      expect(await rowCounts(t.service.db.knex)).toEqual(before);
    });

    it('near-valid bodies (every field of the right name, odd values, odd Unicode, huge strings): 400 or "Analysis failed:", nothing stored', async () => {
      const before = await rowCounts(t.service.db.knex);
      const oddString = fc.oneof(
        fc.string(),
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'grapheme', maxLength: 50 }),
        fc.constantFrom('', ' ', '\u0000', '\u202e', '\ufeff', '..', '../..', '%2e%2e', 'a'.repeat(40), 'ａｃｍｅ', 'acme\u0000', 'github', 'GitHub', 'gitlab', '__proto__', 'constructor'),
        fc.nat({ max: 40_000 }).map((n) => 'x'.repeat(n)),
      );
      const body = fc.record(
        {
          url: fc.oneof(oddString, fc.constantFrom('https://github.com/acme/widgets/pull/1', 'https://github.com/acme/widgets/pull/0', 'https://github.com/acme/widgets/pull/99999999999')),
          provider: fc.oneof(oddString, fc.constant('github')),
          owner: fc.oneof(oddString, fc.constant('acme')),
          repo: fc.oneof(oddString, fc.constant('widgets')),
          pr_number: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null), fc.boolean(), fc.array(fc.integer(), { maxLength: 2 })),
          access_token: fc.oneof(oddString, fc.integer(), fc.constant(null)),
          extra: fc.jsonValue({ maxDepth: 2 }),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(body, async (value) => {
          assertAnswer(await postAnalyze(t.url, value));
        }),
        fcOptions,
      );
      expect(await rowCounts(t.service.db.knex)).toEqual(before);
      expect(foreignRequests()).toEqual([]);
    });

    it('prototype-pollution keys (__proto__, constructor, prototype) pollute nothing and change no answer', async () => {
      const keys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf');
      await fc.assert(
        fc.asyncProperty(keys, keys, fc.jsonValue({ maxDepth: 2 }), async (outer, inner, value) => {
          const text = `{"${outer}": {"${inner}": ${JSON.stringify(value)}, "polluted": "yes", "isAdmin": true}, "url": "https://evil.example/acme/widgets/pull/1"}`;
          const answer = await postAnalyze(t.url, text);
          expect(answer.status, answer.text).toBe(400);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
          expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
          expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
        }),
        { ...fcOptions, numRuns: Math.min(RUNS, 200) },
      );
      expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    });

    it('bodies that are not JSON, or too large: 400 with an error, nothing stored', async () => {
      const before = await rowCounts(t.service.db.knex);
      const bodies = ['', 'null', 'nul', '{', '{"url": "https://github.com/a/b/pull/1"', '\u0000', '\uffff', 'x'.repeat(100_001), `{"url": "${'a'.repeat(200_000)}"}`, '[]', '"url"', '1e999'];
      for (const body of bodies) {
        const answer = await postAnalyze(t.url, body);
        expect(answer.status, body.slice(0, 40)).toBe(400);
        expect(typeof answer.body.error).toBe('string');
      }
      const huge = await rawRequest(t.service.port, 'POST', '/api/analyze', { 'content-type': 'application/json' }, Buffer.alloc(5_000_000, 0x20));
      expect(huge.status).toBe(400);
      expect(parseObject(huge.text).error).toBe('Request body is too large (limit 100 kB).');
      expect(await rowCounts(t.service.db.knex)).toEqual(before);
    });
  });

  describe('PR URLs aimed at other hosts', () => {
    const PATH = '/acme/widgets/pull/1';
    const other = [
      `https://github.com.evil.com${PATH}`,
      `https://evil.com${PATH}`,
      `https://github.com@evil.com${PATH}`,
      `https://evil.com@github.com${PATH}`,
      `https://user:pass@github.com${PATH}`,
      `https://github.com%2F@evil.com${PATH}`,
      `https://evil.com\\@github.com${PATH}`,
      `https://evil.com#@github.com${PATH}`,
      `https://evil.com?@github.com${PATH}`,
      `https://github.com:8443${PATH}`,
      `https://github.com:80${PATH}`,
      `http://github.com${PATH}`,
      `ftp://github.com${PATH}`,
      `file:///etc/passwd`,
      `file://github.com${PATH}`,
      `javascript:alert(1)//github.com${PATH}`,
      `data:text/plain,github.com${PATH}`,
      `//evil.com${PATH}`,
      `github.com${PATH}`,
      `https://github.com.${PATH}`,
      `https://127.0.0.1${PATH}`,
      `https://2130706433${PATH}`,
      `https://0x7f000001${PATH}`,
      `https://0177.0.0.1${PATH}`,
      `https://127.1${PATH}`,
      `https://169.254.169.254${PATH}`,
      `https://2852039166${PATH}`,
      `https://[::1]${PATH}`,
      `https://[::ffff:127.0.0.1]${PATH}`,
      `https://[::ffff:a9fe:a9fe]${PATH}`,
      `https://localhost${PATH}`,
      `https://github.com。evil.com${PATH}`,
      `https://evil。com${PATH}`,
      `https://github．com．evil．com${PATH}`,
      `https://githuƅ.com${PATH}`,
      `https://xn--github-xyz.com${PATH}`,
      `https://github.com\u0000.evil.com${PATH}`,
      `https://github.com%00.evil.com${PATH}`,
      `https://evil%2Ecom${PATH}`,
      `https://api.github.com${PATH}`,
      `https://gist.github.com${PATH}`,
      `https://github.com/../evil.com/widgets/pull/1`,
      `https://github.com/%2e%2e/evil.com/pull/1`,
      `https://github.com/acme/widgets/pull/1@evil.com`,
      `https://github.com/acme/widgets/pull/1%2F..%2F..%2F..%2Fevil`,
      `https://github.com/acme%2Fwidgets/x/pull/1`,
      `https://github.com/acme/widgets/pull/0x10`,
      `https://github.com/acme/widgets/pull/1e3`,
      `https://github.com/acme/widgets/pull/-1`,
      ` https://evil.com${PATH}`,
      `https://evil.com${PATH}\nhttps://github.com${PATH}`,
    ];

    it(`${other.length} variants: each refused with 400 "Invalid PR URL." before any outbound request`, async () => {
      gh.reset();
      outbound.length = 0;
      for (const url of other) {
        const answer = await postAnalyze(t.url, { url });
        expect(answer.status, url).toBe(400);
        expect(answer.body.error, url).toMatch(/^Invalid PR URL\. /);
      }
      expect(gh.requests).toEqual([]);
      expect(foreignRequests()).toEqual([]);
    });

    it('random hosts and userinfo around github.com (property): refused before any outbound request', async () => {
      gh.reset();
      outbound.length = 0;
      const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
      const host = fc.oneof(
        fc.tuple(label, label).map(([a, b]) => `${a}.${b}`),
        label.map((a) => `github.com.${a}`),
        label.map((a) => `${a}.github.com`),
        label.map((a) => `${a}github.com`),
        fc.ipV4(),
        fc.ipV6().map((ip) => `[${ip}]`),
        fc.nat().map((n) => String(n)),
      ).filter((h) => h !== 'github.com');
      const url = fc.oneof(
        host.map((h) => `https://${h}${PATH}`),
        fc.tuple(host, fc.stringMatching(/^[a-z0-9]{1,8}$/)).map(([h, user]) => `https://${user}@${h}${PATH}`),
        fc.tuple(host, fc.stringMatching(/^[a-z0-9]{1,8}$/)).map(([h, user]) => `https://${user}@github.com@${h}${PATH}`),
        fc.tuple(host, fc.integer({ min: 1, max: 65535 })).map(([h, port]) => `https://${h}:${port}${PATH}`),
      );
      await fc.assert(
        fc.asyncProperty(url, async (value) => {
          const answer = await postAnalyze(t.url, { url: value });
          expect(answer.status, value).toBe(400);
          expect(answer.body.error).toMatch(/^Invalid PR URL\. /);
        }),
        fcOptions,
      );
      expect(gh.requests).toEqual([]);
      expect(foreignRequests()).toEqual([]);
    });

    it('spellings of github.com itself (case, full-width letters, ideographic dots, %2E, :443) name the same host and are read from GITHUB_API_URL only', async () => {
      gh.reset();
      outbound.length = 0;
      for (const url of [`HTTPS://GITHUB.COM${PATH}`, `https://ｇｉｔｈｕｂ.com${PATH}`, `https://github。com${PATH}`, `https://github%2Ecom${PATH}`, `https://github.com:443${PATH}`]) {
        const answer = await postAnalyze(t.url, { url });
        // The local server has no such PR: 500 "Analysis failed:", after asking GITHUB_API_URL only.
        expect(answer.status, url).toBe(500);
        expect(answer.body.error).toMatch(/^Analysis failed: /);
      }
      expect(gh.requests.every((r) => r.path.startsWith('/repos/acme/widgets/'))).toBe(true);
      expect(foreignRequests()).toEqual([]);
    });
  });

  describe('path parameters with traversal and odd Unicode', () => {
    const paths: [string, string][] = [
      ['GET', '/api/scans/..%2F..'],
      ['GET', '/api/scans/..%2F..%2Fkeys'],
      ['GET', '/api/scans/%2e%2e'],
      ['GET', '/api/scans/..'],
      ['GET', '/api/scans/%00'],
      ['GET', '/api/scans/%ZZ'],
      ['GET', '/api/scans/%C0%AE%C0%AE'],
      ['GET', '/api/scans/%F0%9F%92%A9'],
      ['GET', '/api/scans/%E2%80%AE'],
      ['GET', `/api/scans/scan-${'A'.repeat(5000)}`],
      ['GET', '/api/scans/scan-AAAAAAAAAAAAAAAAAAAAAAAA%00'],
      ['GET', "/api/scans/scan-'%20OR%20'1'='1"],
      ['GET', '/s/%00'],
      ['GET', '/s/..%2F..%2Fetc%2Fpasswd'],
      ['GET', '/s/%ZZ'],
      ['GET', '/s/%F0%9F%92%A9'],
      ['POST', '/api/repos/github/../x/webhook/enable'],
      ['POST', '/api/repos/github/%2e%2e/x/webhook/enable'],
      ['POST', '/api/repos/github/acme/..%2F..%2Fevil/webhook/enable'],
      ['POST', '/api/repos/github/acme/widgets%00/webhook/enable'],
      ['POST', '/api/repos/gith%75b/acme/widgets/webhook/enable'],
      ['DELETE', '/api/repos/github/%C0%AE%C0%AE/widgets/webhook'],
      ['GET', '/api/repos/github/acme/widgets%2F..%2F..%2Fother/scans'],
      ['GET', '/api/repos/github/%F0%9F%92%A9/x/scans'],
      ['DELETE', '/api/keys/..%2F..'],
      ['DELETE', '/api/keys/%00'],
      ['POST', '/api/webhooks/..%2Fgithub'],
      ['POST', '/api/webhooks/github%00'],
    ];

    it(`${paths.length} crafted paths: 4xx, never 5xx, JSON under /api, nothing stored`, async () => {
      const before = await rowCounts(t.service.db.knex);
      for (const [method, path] of paths) {
        const answer = await rawRequest(t.service.port, method, path, { 'content-type': 'application/json' });
        expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
        if (path.startsWith('/api/')) expect(answer.contentType, `${method} ${path}`).toMatch(/json/);
      }
      expect(await rowCounts(t.service.db.knex)).toEqual(before);
    });

    it('random path segments (property): never a 5xx', async () => {
      const before = await rowCounts(t.service.db.knex);
      const segment = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 30 }).map((s) => encodeURIComponent(s)),
        fc.stringMatching(/^(%[0-9A-Fa-f]{2}|%[G-Z]{2}|[a-z.]){1,20}$/),
      );
      const route = fc.constantFrom(
        (s: string) => ['GET', `/api/scans/${s}`],
        (s: string) => ['GET', `/s/${s}`],
        (s: string) => ['POST', `/api/repos/github/${s}/widgets/webhook/enable`],
        (s: string) => ['GET', `/api/repos/github/acme/${s}/scans`],
        (s: string) => ['DELETE', `/api/keys/${s}`],
      );
      await fc.assert(
        fc.asyncProperty(route, segment, async (make, s) => {
          const [method = 'GET', path = '/'] = make(s);
          const answer = await rawRequest(t.service.port, method, path);
          expect(answer.status, `${method} ${path}`).toBeLessThan(500);
        }),
        fcOptions,
      );
      expect(await rowCounts(t.service.db.knex)).toEqual(before);
    });
  });

  describe('webhook deliveries', () => {
    const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,80}$/);

    it('unsigned or wrongly signed deliveries with arbitrary bodies and headers: 4xx, never processed, nothing stored', async () => {
      const before = await rowCounts(t.service.db.knex);
      const body = fc.oneof(
        fc.json({ maxDepth: 3 }),
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify({ action: 'opened', repository: { full_name: 'acme/widgets' }, pull_request: v })),
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify({ installation: { id: 1 }, repository: v })),
      );
      const signature = fc.oneof(fc.constant(undefined), headerValue, fc.stringMatching(/^sha256=[0-9a-f]{64}$/));
      await fc.assert(
        fc.asyncProperty(body, signature, headerValue, headerValue, async (raw, sig, event, id) => {
          const answer = await deliver(t.url, { event, payload: null, rawBody: raw, signature: sig, deliveryId: id });
          expect([400, 401, 410], JSON.stringify(answer.body)).toContain(answer.status);
        }),
        fcOptions,
      );
      expect(await rowCounts(t.service.db.knex)).toEqual(before);
    });

    it('correctly signed deliveries with arbitrary, near-valid pull_request payloads: 2xx or 400, never 5xx; a 400 stores nothing', async () => {
      const knex = t.service.db.knex;
      const sha = fc.oneof(fc.stringMatching(/^[0-9a-f]{40}$/), fc.string({ maxLength: 70 }), fc.constant(null));
      const payload = fc.record(
        {
          action: fc.oneof(fc.constantFrom('opened', 'synchronize', 'reopened', 'ready_for_review', 'closed', 'labeled'), fc.string(), fc.integer()),
          number: fc.oneof(fc.integer(), fc.string()),
          pull_request: fc.oneof(
            fc.record(
              {
                number: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
                draft: fc.oneof(fc.boolean(), fc.string(), fc.constant(null)),
                updated_at: fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), fc.string(), fc.constant(null), fc.integer()),
                head: fc.oneof(fc.record({ sha }, { requiredKeys: [] }), fc.jsonValue({ maxDepth: 1 })),
              },
              { requiredKeys: [] },
            ),
            fc.jsonValue({ maxDepth: 2 }),
          ),
          repository: fc.record({
            full_name: fc.constant('acme/widgets'),
            name: fc.oneof(fc.constant('widgets'), fc.string(), fc.integer()),
            owner: fc.oneof(fc.record({ login: fc.oneof(fc.constant('acme'), fc.string()) }), fc.jsonValue({ maxDepth: 1 })),
          }),
        },
        { requiredKeys: ['repository'] },
      );
      const event = fc.constantFrom('pull_request', 'ping', 'push', 'issues', 'installation');
      let index = 0;
      await fc.assert(
        fc.asyncProperty(payload, event, async (value, name) => {
          index += 1;
          // A "__proto__" key as JSON text carries it (an object literal would set the prototype instead).
          const raw = JSON.stringify(value).replace(/^\{/, '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},');
          const before = await rowCounts(knex);
          const answer = await deliver(t.url, { event: name, payload: null, rawBody: raw, secret, deliveryId: `fuzz-${SEED}-${index}` });
          expect([200, 202, 400], JSON.stringify(answer.body)).toContain(answer.status);
          if (answer.status === 400) expect(await rowCounts(knex)).toEqual(before);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        { ...fcOptions, numRuns: Math.min(RUNS, 200) },
      );
    });

    it('one bit flipped anywhere in a signed body (property over byte positions): 401, nothing stored', async () => {
      const before = await rowCounts(t.service.db.knex);
      const raw = Buffer.from(JSON.stringify({ action: 'opened', number: 7, pull_request: { number: 7, head: { sha: 'a'.repeat(40) } }, repository: { full_name: 'acme/widgets', name: 'widgets', owner: { login: 'acme' } } }));
      const signature = signBody(secret, raw);
      await fc.assert(
        fc.asyncProperty(fc.nat({ max: raw.length - 1 }), fc.nat({ max: 7 }), async (position, bit) => {
          const flipped = Buffer.from(raw);
          flipped[position] = (flipped[position] ?? 0) ^ (1 << bit);
          const answer = await deliver(t.url, { event: 'pull_request', payload: null, rawBody: flipped, signature });
          // A flip can also break the JSON (400) or the repository name (401 for an unknown one).
          expect([400, 401], `byte ${position} bit ${bit}`).toContain(answer.status);
        }),
        { ...fcOptions, numRuns: Math.min(RUNS, raw.length * 2) },
      );
      // Every bit of every byte of the signature header (hex digits included).
      for (let position = 'sha256='.length; position < signature.length; position += 1) {
        for (let bit = 0; bit < 7; bit += 1) {
          const chars = signature.split('');
          chars[position] = String.fromCharCode((signature.charCodeAt(position) ^ (1 << bit)) & 0x7f);
          const mutated = chars.join('');
          if (mutated.toLowerCase() === signature || [...mutated].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) continue;
          const answer = await deliver(t.url, { event: 'pull_request', payload: null, rawBody: raw, signature: mutated });
          expect(answer.status, `signature char ${position} bit ${bit}`).toBe(401);
        }
      }
      expect(await rowCounts(t.service.db.knex)).toEqual(before);
    });

    it('oversized deliveries (1 MB + 1 byte, 10 MB): 413 before any signature work, nothing stored', async () => {
      const before = await rowCounts(t.service.db.knex);
      for (const size of [1024 * 1024 + 1, 10 * 1024 * 1024]) {
        const raw = Buffer.alloc(size, 0x20);
        raw.write('{"repository":{"full_name":"acme/widgets"}}');
        const answer = await rawRequest(t.service.port, 'POST', '/api/webhooks/github', {
          'content-type': 'application/json',
          'x-github-event': 'pull_request',
          'x-github-delivery': `big-${size}`,
          'x-hub-signature-256': signBody(secret, raw),
        }, raw).catch(() => ({ status: 413, text: '{}', contentType: 'application/json' }));
        expect(answer.status, String(size)).toBe(413);
      }
      expect(await rowCounts(t.service.db.knex)).toEqual(before);
      expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    });
  });
});
