import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorHandler } from '../../src/http/error-handler.js';
import { createLogger } from '../../src/logger.js';
import { scansRoute } from '../../src/http/routes/scans-route.js';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseCoding, COMPRESS_MIN_BYTES, matchesIfNoneMatch, ScanReadCache, strongEtag } from '../../src/http/scan-read-cache.js';
import type { ScanStore, StoredScan } from '../../src/storage/scan-store.js';
import { makeSignal } from '../support/signal-factory.js';

const SCAN_ID = 'scan-AbCdEfGhIjKlMnOpQrStUvWx';

/** A scan store that counts its reads: a cache hit must not touch it. */
function countingStore(scan: StoredScan): ScanStore & { reads: number } {
  const store = {
    reads: 0,
    async findByScanId(id: string) {
      store.reads += 1;
      return id === scan.scanId ? scan : undefined;
    },
  };
  return store as unknown as ScanStore & { reads: number };
}

describe('GET /api/scans/{id}: in-process cache, strong ETags, 304', () => {
  const signal = makeSignal({ scanId: SCAN_ID });
  const stored: StoredScan = { scanId: SCAN_ID, signalId: signal.signal_id, signalJson: JSON.stringify(signal), createdAt: '2026-11-22T12:00:00.000Z' } as StoredScan;
  const store = countingStore(stored);
  let base = '';
  let close: () => void = () => undefined;

  beforeAll(async () => {
    const app = express();
    app.use(scansRoute({ scanStore: store, findingDocs: new Map(), docsUrl: null, cache: new ScanReadCache() }));
    app.use(createErrorHandler(createLogger('silent')));
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers the same bytes from the cache as from the database, without a second read', async () => {
    const identity = { 'accept-encoding': 'identity' };
    const first = await fetch(`${base}/api/scans/${SCAN_ID}`, { headers: identity });
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    expect(store.reads).toBe(1);
    const second = await fetch(`${base}/api/scans/${SCAN_ID}`, { headers: identity });
    const secondBody = await second.text();
    expect(store.reads).toBe(1);
    expect(secondBody).toBe(firstBody);
    expect(JSON.parse(firstBody)).toEqual({ signal_id: signal.signal_id, scan_id: SCAN_ID, signal, created_at: stored.createdAt });
    expect(firstBody).toContain(`"signal":${stored.signalJson}`);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(first.headers.get('etag')).toBe(strongEtag(firstBody));
    expect(first.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('answers 304 with the same ETag and no body when If-None-Match has it, 200 when it does not', async () => {
    const full = await fetch(`${base}/api/scans/${SCAN_ID}`);
    const etag = full.headers.get('etag') ?? '';
    const revalidated = await fetch(`${base}/api/scans/${SCAN_ID}`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('cache-control')).toBe('private, no-cache');
    const listed = await fetch(`${base}/api/scans/${SCAN_ID}`, { headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(listed.status).toBe(304);
    const other = await fetch(`${base}/api/scans/${SCAN_ID}`, { headers: { 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe(await full.text());
  });

  it('still answers 404 for unknown or malformed ids, and never caches them', async () => {
    const reads = store.reads;
    expect((await fetch(`${base}/api/scans/scan-ZZZZZZZZZZZZZZZZZZZZZZZZ`)).status).toBe(404);
    expect((await fetch(`${base}/api/scans/scan-ZZZZZZZZZZZZZZZZZZZZZZZZ`)).status).toBe(404);
    expect(store.reads).toBe(reads + 2);
    expect((await fetch(`${base}/api/scans/not-a-scan`)).status).toBe(404);
    expect(store.reads).toBe(reads + 2);
  });
});

describe('ScanReadCache', () => {
  it('evicts the least recently used answers past its byte budget', () => {
    const cache = new ScanReadCache(50);
    cache.remember('a', 'x'.repeat(20));
    cache.remember('b', 'y'.repeat(20));
    expect(cache.get('a')?.body.toString('utf8')).toBe('x'.repeat(20));
    cache.remember('c', 'z'.repeat(20));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    cache.remember('huge', 'h'.repeat(60));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('keeps the body as its UTF-8 bytes, counted in bytes against the budget', () => {
    const cache = new ScanReadCache(50);
    const answer = cache.remember('multi', '"é€"');
    expect(answer.body.equals(Buffer.from('"é€"', 'utf8'))).toBe(true);
    expect(answer.length).toBe(7);
    // 24 characters but 48 bytes: with 20 bytes held already, the budget of 50 drops the older one.
    cache.remember('a', 'x'.repeat(20));
    cache.remember('wide', 'é'.repeat(24));
    expect(cache.get('multi')).toBeUndefined();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('wide')?.length).toBe(48);
  });

  it('compares If-None-Match weakly, as RFC 9110 asks for GET', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });

  it('chooses the coding by q-value among br, gzip and identity, br first on a tie', () => {
    expect(chooseCoding('gzip, deflate, br')).toBe('br');
    expect(chooseCoding('gzip, deflate')).toBe('gzip');
    expect(chooseCoding('br, gzip')).toBe('br');
    expect(chooseCoding('gzip;q=0.5, br;q=0.9')).toBe('br');
    expect(chooseCoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(chooseCoding('deflate')).toBe('identity');
    expect(chooseCoding('identity')).toBe('identity');
    expect(chooseCoding('identity;q=1, gzip;q=0.5')).toBe('identity');
    expect(chooseCoding('gzip, br;q=0.8')).toBe('gzip');
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('*, br;q=0')).toBe('gzip');
    expect(chooseCoding('GZIP')).toBe('gzip');
    expect(chooseCoding(';;;,,q=')).toBe('identity');
  });

  it('makes each compressed representation once, decodable to the same bytes, with its own ETag', () => {
    const cache = new ScanReadCache();
    const body = JSON.stringify({ findings: Array.from({ length: 40 }, (_, i) => ({ id: `rule-${i}`, file: 'src/a.ts', why: 'a reason repeated' })) });
    const answer = cache.remember('s', body);
    expect(cache.represent(answer, undefined)).toBe(answer);
    expect(cache.represent(answer, 'identity')).toBe(answer);
    const gzip = cache.represent(answer, 'gzip');
    expect(gzip.coding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(answer.body)).toBe(true);
    expect(gzip.length).toBe(gzip.body.length);
    expect(gzip.length).toBeLessThan(answer.length);
    // Its own memory, not a view of zlib's larger output chunk that the budget would not count.
    expect(gzip.body.buffer.byteLength).toBe(gzip.length);
    expect(gzip.etag).toBe(`${strongEtag(body).slice(0, -1)}.gzip"`);
    expect(cache.represent(answer, 'gzip, deflate')).toBe(gzip);
    const br = cache.represent(answer, 'br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(body);
    expect(br.etag).toBe(`${strongEtag(body).slice(0, -1)}.br"`);
    expect(new Set([answer.etag, gzip.etag, br.etag]).size).toBe(3);
  });

  it('sends small bodies as they are, whatever the caller takes', () => {
    const cache = new ScanReadCache();
    const small = cache.remember('small', 'x'.repeat(COMPRESS_MIN_BYTES - 1));
    expect(cache.represent(small, 'gzip').coding).toBe('identity');
    expect(cache.represent(cache.remember('large', 'x'.repeat(COMPRESS_MIN_BYTES)), 'gzip').coding).toBe('gzip');
  });

  it('counts compressed representations against the byte budget', () => {
    // Random bytes in base64 compress to about three quarters of their text (over 1,000 bytes here).
    const noise = () => randomBytes(1125).toString('base64');
    const cache = new ScanReadCache(4000);
    const a = cache.remember('a', noise());
    cache.remember('b', noise());
    expect(a.length).toBe(1500);
    expect(cache.size).toBe(2);
    // a's gzip form takes it past 4,000 bytes: the least recently used (a, then b) goes first.
    cache.get('b');
    cache.represent(a, 'gzip');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
  });
});
