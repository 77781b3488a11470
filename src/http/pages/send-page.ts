import type { Response } from 'express';

/** An HTML page of the web app, never cached. */
export function sendPage(res: Response, status: number, page: string): void {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store');
  res.send(page);
}
