import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request id of the work in progress: an HTTP request (X-Request-Id) or the webhook job a
 * delivery queued. Every log line written while it runs carries it (src/logger.ts's mixin),
 * including lines from services that know nothing of HTTP.
 */
const storage = new AsyncLocalStorage<string>();

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run(requestId, work);
}

export function currentRequestId(): string | undefined {
  return storage.getStore();
}
