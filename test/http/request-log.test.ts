import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { requestLog } from '../../src/http/request-log.js';
import { createLogger, unredactedLineLogger } from '../../src/logger.js';

async function withApp(level: string, run: (url: string) => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(line) });
  const app = express();
  app.use(requestLog(logger, { ignore: (path) => path === '/healthz' }));
  app.get('/healthz', (_req, res) => void res.send('ok'));
  app.get('/auth/callback', (_req, res) => void res.status(302).set('location', '/').end());
  app.get('/api/scans/:id', (_req, res) => void res.status(404).json({ detail: 'Scan not found' }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request log', () => {
  it('logs one line per request: id, method, path without the query string, status, time; never a header', async () => {
    const lines = await withApp('info', async (url) => {
      await fetch(`${url}/auth/callback?code=secret-oauth-code&state=s`, { redirect: 'manual', headers: { cookie: 'svc_session=abc', authorization: 'Bearer svc_key' } });
      await fetch(`${url}/api/scans/scn_x`);
      await fetch(`${url}/healthz`);
    });
    expect(lines.map(({ req, res, msg }) => ({ req, res, msg }))).toEqual([
      { req: { id: 1, method: 'GET', path: '/auth/callback' }, res: { statusCode: 302 }, msg: 'request completed' },
      { req: { id: 2, method: 'GET', path: '/api/scans/scn_x' }, res: { statusCode: 404 }, msg: 'request completed' },
    ]);
    expect(lines.every((line) => typeof line.responseTime === 'number')).toBe(true);
    const text = JSON.stringify(lines);
    for (const secret of ['secret-oauth-code', 'svc_session', 'svc_key']) expect(text).not.toContain(secret);
  });

  it('logs nothing below info', async () => {
    const lines = await withApp('warn', async (url) => {
      await fetch(`${url}/api/scans/scn_x`);
    });
    expect(lines).toEqual([]);
  });

  it('writes its lines in the service logger\'s format, to its destination, with its bindings', async () => {
    const lines = await withApp('info', async (url) => {
      await fetch(`${url}/api/scans/scn_x`, { headers: { 'x-request-id': 'req-123' } });
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, service: 'svc', msg: 'request completed' });
    expect(typeof lines[0]?.time).toBe('number');

    const out: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void out.push(line) }).child({ component: 'web' });
    const plain = unredactedLineLogger(logger);
    logger.info({ requestId: 'r1', req: { id: 1, method: 'GET', path: '/x' } }, 'request completed');
    plain.info({ requestId: 'r1', req: { id: 1, method: 'GET', path: '/x' } }, 'request completed');
    const [redacted, unredacted] = out.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(unredacted ?? {})).toEqual(Object.keys(redacted ?? {}));
    expect({ ...unredacted, time: 0 }).toEqual({ ...redacted, time: 0 });
  });

  it('keeps redacting every other line of the service logger', () => {
    const out: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void out.push(line) });
    unredactedLineLogger(logger);
    logger.info({ token: 'ghs_secret', headers: { authorization: 'Bearer svc_key' } }, 'other');
    expect(out.join('')).not.toContain('ghs_secret');
    expect(out.join('')).not.toContain('svc_key');
  });
});
