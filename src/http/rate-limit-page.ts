import type { Request, RequestHandler, Response } from 'express';

/**
 * A JSON rate limiter (src/http/rate-limit.ts) in front of a web form: its 429 answer becomes the
 * page `render` draws with the limiter's message, the rest of its behaviour (counting, headers) is
 * unchanged. Without a limiter, requests pass.
 */
export function rateLimitPage(rateLimit: RequestHandler | undefined, render: (req: Request, res: Response, message: string) => void): RequestHandler {
  return (req, res, next) => {
    if (rateLimit === undefined) {
      next();
      return;
    }
    const json = res.json.bind(res);
    res.json = (payload: unknown) => {
      if (res.statusCode !== 429) return json(payload);
      render(req, res, (payload as { error?: string } | null)?.error ?? 'Rate limit exceeded');
      return res;
    };
    rateLimit(req, res, next);
  };
}
