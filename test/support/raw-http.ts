/**
 * A plain node:http request for tests that must see the bytes on the wire: fetch() decodes a
 * compressed body and hides what was sent.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The body as sent (still compressed when Content-Encoding says so). */
  readonly body: Buffer;
}

export function rawRequest(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body decoded as its Content-Encoding says (gzip, br, or none), as UTF-8 text. */
export function decodedBody(answer: RawAnswer): string {
  const coding = answer.headers['content-encoding'];
  if (coding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  if (coding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (coding !== undefined) throw new Error(`unexpected Content-Encoding ${coding}`);
  return answer.body.toString('utf8');
}
