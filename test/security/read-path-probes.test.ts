/**
 * Probes of the read paths of stored scans and signals (the fast path, the lean path, the full
 * route) by a caller who holds no id: another key space of the in-process cache, and the headers
 * of every answer (304 included) that may describe a private repository.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSignal } from '../support/signal-factory.js';
import { signInDirectly, startTestService, type TestService } from '../support/start-test-service.js';
import { DB_LABEL } from '../reliability/helpers.js';

describe(`read paths of stored scans (${DB_LABEL})`, () => {
  let t: TestService;
  let signalId = '';
  let scanId = '';
  let cookie = '';

  beforeAll(async () => {
    t = await startTestService();
    const signal = makeSignal({ owner: 'acme', repo: 'secret', number: 3 });
    signalId = signal.signal_id;
    scanId = signal.meta.scan_id;
    await t.service.services.scanStore.save({ scanId, createdAt: signal.meta.generated_at, signal });
    cookie = (await signInDirectly(t, { githubId: '41', login: 'reader', token: 'gho_reader_token_of_read_path_probes_01' })).cookie;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('a scan path never answers from the signal key space of the in-process cache: GET /api/scans/json:{signal_id} is a 404 on every path', async () => {
    // Read the signal's JSON once (the cache now holds it under its own key).
    const signalAnswer = await fetch(`${t.url}/s/${signalId}?format=json`);
    expect(signalAnswer.status).toBe(200);
    await signalAnswer.arrayBuffer();
    const callers: Record<string, string>[] = [{}, { cookie }, { accept: 'application/json' }];
    for (const headers of callers) {
      for (const path of [`/api/scans/json:${signalId}`, `/api/scans/json:${signalId}?format=json`]) {
        const answer = await fetch(`${t.url}${path}`, { headers });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(404);
        expect(await answer.json()).toMatchObject({ detail: 'Scan not found' });
      }
    }
    // The scan itself still answers.
    expect((await fetch(`${t.url}/api/scans/${scanId}`)).status).toBe(200);
  });

  it('Cache-Control is private on 200 and 304 alike, on the fast, lean and full paths', async () => {
    const reads: { path: string; accept?: string }[] = [
      { path: `/api/scans/${scanId}` },
      { path: `/s/${signalId}?format=json` },
      { path: `/s/${signalId}`, accept: 'application/json' },
    ];
    for (const { path, accept } of reads) {
      for (const extra of [{}, { cookie }] as Record<string, string>[]) {
        const headers: Record<string, string> = { ...extra, ...(accept !== undefined ? { accept } : {}) };
        // Twice: the first may fill the cache (lean or full path), the second takes the fast path.
        for (let round = 0; round < 2; round += 1) {
          const first = await fetch(`${t.url}${path}`, { headers });
          expect(first.status).toBe(200);
          await first.arrayBuffer();
          const etag = first.headers.get('etag') ?? '';
          expect(first.headers.get('cache-control'), path).toMatch(/^private, no-(?:cache|store)$/);
          const again = await fetch(`${t.url}${path}`, { headers: { ...headers, 'if-none-match': etag } });
          expect(again.status, path).toBe(304);
          expect(again.headers.get('cache-control'), `${path} 304`).toBe(first.headers.get('cache-control'));
        }
      }
    }
  });
});
