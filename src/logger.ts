import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-context.js';

/**
 * Paths pino replaces with "[redacted]" wherever they occur in a log object. Tokens, keys,
 * secrets and cookies never reach a log line (test/security/log-redaction.test.ts scans for them).
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-hub-signature-256"]',
  'req.headers["x-hub-signature"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'access_token',
  '*.access_token',
  'token',
  '*.token',
  'key',
  '*.key',
  'secret',
  '*.secret',
  'webhook_secret',
  '*.webhook_secret',
  'password',
  '*.password',
  'privateKey',
  '*.privateKey',
  'client_secret',
  '*.client_secret',
  'payload',
  '*.payload',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: { service: 'svc' },
      // Every line written while an HTTP request or a webhook job runs names its request id.
      mixin: () => {
        const requestId = currentRequestId();
        return requestId === undefined ? {} : { requestId };
      },
    },
    destination,
  );
}

export type { Logger };
