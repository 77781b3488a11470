import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpFetch, readWireBodyCapped, type WireResponse } from '../../src/github/http-fetch.js';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  port: number;
}

/** A local server whose routes the tests set; it records what it received. */
function startServer(): Promise<{ url: string; seen: Seen[]; route: (path: string, handler: http.RequestListener) => void; close: () => Promise<void> }> {
  const routes = new Map<string, http.RequestListener>();
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, port: req.socket.remotePort ?? 0 });
      const handler = routes.get((req.url ?? '').split('?')[0] ?? '');
      if (handler === undefined) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
        return;
      }
      handler(req, res);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        seen,
        route: (path, handler) => routes.set(path, handler),
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

let server: Awaited<ReturnType<typeof startServer>>;
let other: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer();
  other = await startServer();
});

afterAll(async () => {
  await server.close();
  await other.close();
});

const wire = (response: Response): WireResponse => response as unknown as WireResponse;

describe('httpFetch', () => {
  it('answers status, lower-cased headers, the body and the URL, as fetch does', async () => {
    server.route('/repos/acme/widgets', (_req, res) => {
      res.writeHead(200, 'OK', { 'Content-Type': 'application/json; charset=utf-8', ETag: '"abc"', 'X-RateLimit-Remaining': '4999' }).end('{"id":1}');
    });
    const response = await httpFetch(`${server.url}/repos/acme/widgets`, { headers: { Accept: 'application/vnd.github+json', authorization: 'token t0k' } });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.statusText).toBe('OK');
    expect(response.url).toBe(`${server.url}/repos/acme/widgets`);
    expect(response.headers.get('etag')).toBe('"abc"');
    expect(response.headers.get('X-RateLimit-Remaining')).toBe('4999');
    expect(Object.fromEntries(response.headers)).toMatchObject({ 'content-type': 'application/json; charset=utf-8', etag: '"abc"' });
    expect(await response.json()).toEqual({ id: 1 });
    const request = server.seen.at(-1);
    expect(request?.headers.accept).toBe('application/vnd.github+json');
    expect(request?.headers.authorization).toBe('token t0k');
    expect(request?.headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it.each([
    ['gzip', (b: Buffer) => zlib.gzipSync(b)],
    ['deflate', (b: Buffer) => zlib.deflateSync(b)],
    ['br', (b: Buffer) => zlib.brotliCompressSync(b)],
  ])('decodes a %s answer', async (encoding, compress) => {
    const json = JSON.stringify({ files: Array.from({ length: 200 }, (_, i) => ({ filename: `src/f${i}.ts` })) });
    server.route(`/compressed-${encoding}`, (_req, res) => {
      const bytes = compress(Buffer.from(json));
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': encoding, 'content-length': String(bytes.length) }).end(bytes);
    });
    const response = await httpFetch(`${server.url}/compressed-${encoding}`);
    expect(await response.text()).toBe(json);
  });

  it('sends a string body with its length', async () => {
    server.route('/graphql', (req, res) => {
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ length: req.headers['content-length'] }));
    });
    const response = await httpFetch(`${server.url}/graphql`, { method: 'POST', body: '{"query":"é"}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(201);
    expect(server.seen.at(-1)).toMatchObject({ method: 'POST', body: '{"query":"é"}' });
    expect(await response.json()).toEqual({ length: String(Buffer.byteLength('{"query":"é"}')) });
  });

  it('keeps the connection open between requests', async () => {
    server.route('/ping', (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('pong'));
    await (await httpFetch(`${server.url}/ping`)).text();
    await (await httpFetch(`${server.url}/ping`)).text();
    const [a, b] = server.seen.filter((s) => s.url === '/ping').slice(-2);
    expect(a?.port).toBe(b?.port);
  });

  it('follows a redirect on the same origin (a renamed repository) with the same headers', async () => {
    server.route('/repos/acme/old', (_req, res) => res.writeHead(301, { location: '/repositories/42' }).end());
    server.route('/repositories/42', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"full_name":"acme/new"}'));
    const response = await httpFetch(`${server.url}/repos/acme/old`, { headers: { authorization: 'token t0k' } });
    expect(response.status).toBe(200);
    expect(response.url).toBe(`${server.url}/repositories/42`);
    expect(await response.json()).toEqual({ full_name: 'acme/new' });
    expect(server.seen.at(-1)?.headers.authorization).toBe('token t0k');
  });

  it('does not send the Authorization header to another origin', async () => {
    server.route('/download', (_req, res) => res.writeHead(302, { location: `${other.url}/blob` }).end());
    other.route('/blob', (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('bytes'));
    const response = await httpFetch(`${server.url}/download`, { headers: { authorization: 'token t0k', accept: 'text/plain' } });
    expect(await response.text()).toBe('bytes');
    const request = other.seen.at(-1);
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers.accept).toBe('text/plain');
  });

  it('turns a POST into a GET on 303, and leaves a redirect alone when asked to', async () => {
    server.route('/submit', (_req, res) => res.writeHead(303, { location: '/result' }).end());
    server.route('/result', (req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(req.method));
    expect(await (await httpFetch(`${server.url}/submit`, { method: 'POST', body: 'x' })).text()).toBe('GET');
    const manual = await httpFetch(`${server.url}/submit`, { method: 'POST', body: 'x', redirect: 'manual' });
    expect(manual.status).toBe(303);
    expect(manual.headers.get('location')).toBe('/result');
  });

  it('gives up after 20 redirects', async () => {
    server.route('/loop', (_req, res) => res.writeHead(302, { location: '/loop' }).end());
    await expect(httpFetch(`${server.url}/loop`)).rejects.toMatchObject({ name: 'TypeError', message: 'fetch failed', cause: { message: 'redirect count exceeded' } });
  });

  it('reports a network failure as fetch does: TypeError("fetch failed") with the system error as cause', async () => {
    const closed = await startServer();
    const url = closed.url;
    await closed.close();
    await expect(httpFetch(`${url}/x`)).rejects.toMatchObject({ name: 'TypeError', message: 'fetch failed', cause: { code: 'ECONNREFUSED' } });
  });

  it('ends with an AbortError when the signal fires before the answer', async () => {
    server.route('/slow', (_req, res) => setTimeout(() => res.writeHead(200).end('late'), 2_000).unref());
    await expect(httpFetch(`${server.url}/slow`, { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ name: expect.stringMatching(/AbortError|TimeoutError/) });
  });

  it('fails the body read when the signal fires while the body streams', async () => {
    server.route('/trickle', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first part ');
      setTimeout(() => res.end('second part'), 2_000).unref();
    });
    const controller = new AbortController();
    const response = await httpFetch(`${server.url}/trickle`, { signal: controller.signal });
    const reading = response.text();
    controller.abort();
    await expect(reading).rejects.toBeDefined();
  });

  it('answers a HEAD, a 204 and a 304 without a body', async () => {
    server.route('/empty', (req, res) => res.writeHead(req.method === 'HEAD' ? 200 : 204).end());
    server.route('/same', (_req, res) => res.writeHead(304, { etag: '"abc"' }).end());
    expect(wire(await httpFetch(`${server.url}/empty`, { method: 'HEAD' })).body).toBeNull();
    expect(wire(await httpFetch(`${server.url}/empty`)).body).toBeNull();
    const notModified = await httpFetch(`${server.url}/same`, { headers: { 'if-none-match': '"abc"' } });
    expect(notModified.status).toBe(304);
    expect(await notModified.arrayBuffer()).toEqual(new ArrayBuffer(0));
  });
});

describe('readWireBodyCapped', () => {
  const tooLarge = () => new Error('too large');

  it('refuses a declared Content-Length over the cap without reading the body', async () => {
    server.route('/big-declared', (_req, res) => res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '5000' }).end('x'.repeat(5000)));
    const response = wire(await httpFetch(`${server.url}/big-declared`));
    await expect(readWireBodyCapped(response, 1000, tooLarge)).rejects.toThrow('too large');
  });

  it('stops reading past the cap when no length is declared, counting decoded bytes', async () => {
    server.route('/big-streamed', (_req, res) => {
      // 2 MB of zeros compress to a few KB: the cap is on what it decodes to.
      const bytes = zlib.gzipSync(Buffer.alloc(2_000_000));
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-encoding': 'gzip' }).end(bytes);
    });
    const response = wire(await httpFetch(`${server.url}/big-streamed`));
    await expect(readWireBodyCapped(response, 100_000, tooLarge)).rejects.toThrow('too large');
  });

  it('reads a body within the cap, once', async () => {
    server.route('/small', (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('hello'));
    const response = wire(await httpFetch(`${server.url}/small`));
    expect(new TextDecoder().decode(await readWireBodyCapped(response, 5, tooLarge))).toBe('hello');
    await expect(response.text()).rejects.toThrow(/already been read/);
  });
});
