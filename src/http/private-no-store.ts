import type { RequestHandler } from 'express';

/**
 * `Cache-Control: private, no-store` for answers that may describe a private repository or a
 * person's account (signals, scans, keys): no shared cache (proxy, CDN) keeps them, and the
 * browser does not write them to disk. A later ETag can revalidate (`private, no-cache`) instead.
 */
export const PRIVATE_NO_STORE = 'private, no-store';

export const privateNoStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  next();
};

/**
 * `Cache-Control: private, no-cache` for immutable answers with a strong ETag (stored scans): no
 * shared cache keeps them; the caller may keep its copy but asks again (If-None-Match, 304) each time.
 */
export const PRIVATE_REVALIDATE = 'private, no-cache';

