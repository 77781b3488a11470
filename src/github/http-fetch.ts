/**
 * The transport of svc's GitHub clients: the subset of `fetch` that @octokit/request and
 * createOctokit use, over node:http and node:https with keep-alive connections (ADR 0021).
 *
 * Why not the global fetch: undici's WHATWG layer (Request, Response, Headers, web streams, their
 * WebIDL conversions) cost about 1 ms of the event loop per GitHub request on the benchmark
 * machine, three times what node:http costs for the same exchange; an analysis sends its requests
 * in two rounds, and that CPU, spent between a round's requests, was a tenth of an analysis's
 * latency. The answers keep fetch's shape where svc and Octokit read them: `status`, `statusText`,
 * `url`, `headers` (`get`, iteration), `text()`, `arrayBuffer()`, and a `body` read with a cap
 * (readWireBodyCapped) without buffering past it.
 *
 * What fetch did and this does too: compressed answers (gzip, deflate, br) are decoded; redirects
 * are followed (at most 20; 301, 302 and 303 turn a POST into a GET; the Authorization header is
 * not sent to another origin); an AbortSignal ends the exchange with an AbortError; a network
 * failure is a TypeError("fetch failed") whose `cause` is the system error, as @octokit/request
 * expects. Tests that intercept node:http (nock) see every request.
 */
import http from 'node:http';
import https from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { joinChunks } from '../read-body-capped.js';

/**
 * Connections kept open to GitHub between requests, per protocol (one pool per process, as undici's
 * global dispatcher). An idle connection is closed after 4 s, undici's default too: well before a
 * server drops it, so that a request is not sent on a connection the server is closing. A request
 * waiting longer than that for its answer is not affected (only idle connections are closed).
 */
const AGENT_OPTIONS = { keepAlive: true, keepAliveMsecs: 1_000, maxSockets: 256, scheduling: 'lifo', timeout: 4_000 } as const;
const agents = { 'http:': new http.Agent(AGENT_OPTIONS), 'https:': new https.Agent(AGENT_OPTIONS) } as const;

const MAX_REDIRECTS = 20;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** Answer headers, lower-cased, in fetch's Headers shape (what svc and Octokit call). */
export class WireHeaders {
  readonly #map: Map<string, string>;

  private constructor(map: Map<string, string>) {
    this.#map = map;
  }

  /** From node:http's answer headers (already lower-cased). */
  static fromIncoming(raw: http.IncomingHttpHeaders): WireHeaders {
    const map = new Map<string, string>();
    for (const name of Object.keys(raw)) {
      const value = raw[name];
      if (value === undefined) continue;
      // set-cookie comes as an array; fetch joins repeated headers with ", ".
      map.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    return new WireHeaders(map);
  }

  /** From name/value pairs (a later pair of the same name replaces an earlier one). */
  static fromPairs(pairs: Iterable<readonly [string, string]>): WireHeaders {
    const map = new Map<string, string>();
    for (const [name, value] of pairs) map.set(name.toLowerCase(), value);
    return new WireHeaders(map);
  }

  get(name: string): string | null {
    return this.#map.get(name.toLowerCase()) ?? null;
  }

  has(name: string): boolean {
    return this.#map.has(name.toLowerCase());
  }

  forEach(callback: (value: string, name: string) => void): void {
    for (const [name, value] of this.#map) callback(value, name);
  }

  entries(): IterableIterator<[string, string]> {
    return this.#map.entries();
  }

  keys(): IterableIterator<string> {
    return this.#map.keys();
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.#map.entries();
  }
}

/** One answer of httpFetch: fetch's Response where svc and Octokit read it. */
export class WireResponse {
  readonly ok: boolean;
  bodyUsed = false;

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly url: string,
    readonly headers: WireHeaders,
    /** The decoded body stream; null for answers without a body. */
    readonly body: Readable | null,
  ) {
    this.ok = status >= 200 && status < 300;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return readWireBodyCapped(this, Number.POSITIVE_INFINITY, () => new Error('unreachable'));
  }

  async text(): Promise<string> {
    return new TextDecoder().decode(await this.arrayBuffer());
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }
}

export function isWireResponse(value: unknown): value is WireResponse {
  return value instanceof WireResponse;
}

/**
 * The body of `response`, at most `maxBytes` of it (decoded): past that the connection is dropped
 * (the rest is never downloaded) and `onOver` says what to throw. A Content-Length over the limit
 * is refused before anything is read.
 */
export async function readWireBodyCapped(response: WireResponse, maxBytes: number, onOver: () => Error): Promise<ArrayBuffer> {
  if (response.bodyUsed) throw new TypeError('Body is unusable: Body has already been read');
  response.bodyUsed = true;
  const body = response.body;
  if (body === null) return new ArrayBuffer(0);
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    body.destroy();
    throw onOver();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      total += chunk.byteLength;
      if (total > maxBytes) {
        body.destroy();
        throw onOver();
      }
      chunks.push(chunk);
    }
  } catch (error) {
    body.destroy();
    throw error;
  }
  return joinChunks(chunks, total);
}

type HeadersLike = Headers | WireHeaders | Record<string, string> | readonly (readonly [string, string])[] | undefined;

function headerRecord(init: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (init === undefined || init === null) return out;
  const put = (name: string, value: string) => {
    out[name.toLowerCase()] = value;
  };
  if (typeof (init as { forEach?: unknown }).forEach === 'function' && !Array.isArray(init)) {
    (init as Headers).forEach((value, name) => put(name, value));
  } else if (Array.isArray(init)) {
    for (const [name, value] of init as [string, string][]) put(name, value);
  } else {
    for (const [name, value] of Object.entries(init as Record<string, unknown>)) if (value !== undefined) put(name, String(value));
  }
  return out;
}

/** The body as sent, decoded when compressed; a failure of the connection ends the decoded stream too. */
function decoded(response: http.IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip' ? zlib.createGunzip() : encoding === 'deflate' ? zlib.createInflate() : encoding === 'br' ? zlib.createBrotliDecompress() : null;
  if (decoder === null) return response;
  pipeline(response, decoder, () => undefined);
  return decoder;
}

function networkError(error: unknown): unknown {
  if (error instanceof Error && error.name === 'AbortError') return error;
  return new TypeError('fetch failed', { cause: error });
}

interface Exchange {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
  signal: AbortSignal | null;
}

function send(exchange: Exchange): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const { url } = exchange;
    const module = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
    if (module === null) {
      reject(new TypeError('fetch failed', { cause: new Error(`unsupported protocol ${url.protocol}`) }));
      return;
    }
    const headers = { ...exchange.headers };
    if (exchange.body !== null) headers['content-length'] = String(Buffer.byteLength(exchange.body));
    const request = module.request(url, {
      method: exchange.method,
      headers,
      agent: agents[url.protocol as 'http:' | 'https:'],
      ...(exchange.signal !== null ? { signal: exchange.signal } : {}),
    });
    request.once('response', resolve);
    request.once('error', (error) => reject(networkError(error)));
    request.end(exchange.body ?? undefined);
  });
}

/**
 * fetch over node:http(s), for GitHub's REST API (see the module's comment for what it keeps of
 * fetch). Typed as fetch so that it drops in where one is expected; its answers are WireResponses.
 */
export const httpFetch: typeof globalThis.fetch = async (input, init) => {
  const first = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  let url = new URL(first);
  let method = (init?.method ?? 'GET').toUpperCase();
  const headers = headerRecord(init?.headers as HeadersLike);
  headers['accept-encoding'] ??= 'gzip, deflate, br';
  let body: string | Uint8Array | null = null;
  const given = init?.body;
  if (typeof given === 'string') body = given;
  else if (given instanceof Uint8Array) body = given;
  else if (given instanceof ArrayBuffer) body = new Uint8Array(given);
  else if (given !== undefined && given !== null) throw new TypeError('httpFetch sends only string and byte bodies');
  const signal = init?.signal ?? null;
  const redirect = init?.redirect ?? 'follow';
  if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new DOMException('This operation was aborted', 'AbortError');

  for (let hops = 0; ; hops += 1) {
    const response = await send({ url, method, headers, body, signal });
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location !== undefined && redirect !== 'manual') {
      response.resume();
      if (redirect === 'error') throw new TypeError('fetch failed', { cause: new Error(`redirect to ${new URL(location, url).origin} refused`) });
      if (hops >= MAX_REDIRECTS) throw new TypeError('fetch failed', { cause: new Error('redirect count exceeded') });
      const next = new URL(location, url);
      if (next.origin !== url.origin) delete headers.authorization;
      if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
        method = method === 'HEAD' ? 'HEAD' : 'GET';
        body = null;
        delete headers['content-type'];
      }
      url = next;
      continue;
    }
    const noBody = method === 'HEAD' || NULL_BODY_STATUSES.has(status);
    if (noBody) response.resume();
    const answer = new WireResponse(status, response.statusMessage ?? '', url.href, WireHeaders.fromIncoming(response.headers), noBody ? null : decoded(response));
    // An abort after the headers ends the body's stream with the AbortError (reads reject).
    return answer as unknown as Response;
  }
};
