import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorHandler } from '../../src/http/error-handler.js';
import { createLogger } from '../../src/logger.js';
import { scansRoute } from '../../src/http/routes/scans-route.js';
import { matchesIfNoneMatch, ScanReadCache, strongEtag } from '../../src/http/scan-read-cache.js';
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
    const first = await fetch(`${base}/api/scans/${SCAN_ID}`);
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    expect(store.reads).toBe(1);
    const second = await fetch(`${base}/api/scans/${SCAN_ID}`);
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
});
