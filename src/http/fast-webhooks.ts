import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Metrics } from '../metrics.js';
import { runWithRequestId } from '../request-context.js';
import { jsonErrorAnswer } from './error-handler.js';
import { chooseRequestId } from './request-id.js';
import { deliveryOutcome, logDelivery, receiveDelivery, TOO_LARGE, WEBHOOK_ANSWER_HEADERS, WEBHOOK_BODY_LIMIT, WEBHOOK_ROUTE, type WebhookReceiverDeps } from './routes/webhook-receiver-route.js';

export interface FastWebhookDeps extends WebhookReceiverDeps {
  readonly metrics: Pick<Metrics, 'recordDelivery' | 'recordHttp'>;
}

const RECEIVER_PATH = '/api/webhooks/github';
const JSON_TYPE = 'application/json; charset=utf-8';
const DECIMAL = /^\d{1,16}$/;
const ANSWER_HEADERS: readonly string[] = WEBHOOK_ANSWER_HEADERS.flatMap(([name, value]) => [name, value]);

/**
 * The webhook receiver's node:http path, in front of the fast reads and Express: it takes
 * `POST /api/webhooks/github` (that exact path, no query) with a `Content-Length` and no
 * `Content-Encoding` (or `identity`), which is how GitHub sends every delivery, and answers it as
 * the Express route (src/http/routes/webhook-receiver-route.ts) does, with the same decision
 * (receiveDelivery: the intake's checks, the repository's secret or the App's, the group-commit
 * write before the answer), the same answers and headers (minus Express's automatic weak ETag),
 * the request id (in X-Request-Id, in error bodies, and in the AsyncLocalStorage context the
 * intake reads to carry it into the job), the same metrics (the delivery's outcome; the HTTP
 * request under `/api/webhooks/:provider`) and the same log line. Anything else (another
 * spelling of the path, a query, a compressed or chunked body, another method) goes to
 * `fallback` untouched, where the Express route answers as before. See
 * docs/adr/0019-webhook-fast-path.md.
 */
export function fastWebhooks(deps: FastWebhookDeps, fallback: RequestListener): RequestListener {
  const answer = (res: ServerResponse, requestId: string, status: number, body: object): void => {
    const text = JSON.stringify(body);
    res.writeHead(status, ['X-Request-Id', requestId, ...ANSWER_HEADERS, 'Content-Type', JSON_TYPE, 'Content-Length', String(Buffer.byteLength(text))]);
    res.end(text);
  };

  const receive = (req: IncomingMessage, res: ServerResponse, length: number): void => {
    const started = performance.now();
    const requestId = chooseRequestId(req.headers['x-request-id']);
    const end = deps.activity.begin();
    let answered: unknown;
    res.once('finish', () => {
      deps.metrics.recordHttp('POST', WEBHOOK_ROUTE, res.statusCode, (performance.now() - started) / 1000);
    });
    res.once('close', () => {
      end();
      deps.metrics.recordDelivery(deliveryOutcome(res.statusCode, answered));
      logDelivery(deps.logger, requestId, req.headers, res.statusCode, started);
    });
    const fail = (error: unknown): void => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const refusal = jsonErrorAnswer(error);
      if (refusal.unexpected) runWithRequestId(requestId, () => deps.logger.error({ err: error }, 'unhandled error'));
      answer(res, requestId, refusal.status, { ...refusal.body, request_id: requestId });
    };
    if (length > WEBHOOK_BODY_LIMIT) {
      // As body-parser: refused on the announced length, before a byte is read.
      answer(res, requestId, 413, { ...TOO_LARGE, request_id: requestId });
      return;
    }
    const read = deps.activity.reading();
    res.once('close', read);
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
    });
    req.once('error', () => {
      read();
      fail(Object.assign(new Error('request aborted'), { status: 400, type: 'request.aborted' }));
    });
    req.once('end', () => {
      read();
      const rawBody = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, received);
      runWithRequestId(requestId, () => receiveDelivery(deps, rawBody, req.headers)).then(
        (delivered) => {
          answered = delivered.body.status;
          answer(res, requestId, delivered.status, delivered.body);
        },
        fail,
      );
    });
  };

  return (req, res) => {
    if (req.method === 'POST' && req.url === RECEIVER_PATH) {
      const length = plainBodyLength(req);
      if (length !== undefined) {
        receive(req, res, length);
        return;
      }
    }
    fallback(req, res);
  };
}

/** The body's announced length when it is sent as is (no transfer or content coding); else undefined. */
function plainBodyLength(req: IncomingMessage): number | undefined {
  const { headers } = req;
  const encoding = headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return undefined;
  if (headers['transfer-encoding'] !== undefined) return undefined;
  const length = headers['content-length'];
  return length !== undefined && DECIMAL.test(length) ? Number(length) : undefined;
}
