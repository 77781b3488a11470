import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { runWithRequestId } from '../request-context.js';

/** A caller's X-Request-Id is kept when it is 1-128 of these characters; otherwise a new one is made. */
const SANE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** The id for a request: the caller's X-Request-Id when sane (length and characters), else a new UUID. */
export function chooseRequestId(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * First of all middleware: gives each request its id, answers it in X-Request-Id, and runs the
 * rest of the request in its context, so that every log line of the request carries it.
 */
export function requestId(): RequestHandler {
  return (req, res, next) => {
    const id = chooseRequestId(req.headers['x-request-id']);
    res.locals.requestId = id;
    res.setHeader('X-Request-Id', id);
    runWithRequestId(id, next);
  };
}

/** The id requestId() gave this answer's request (error bodies carry it as `request_id`). */
export function requestIdOf(res: Response): string | undefined {
  const id: unknown = res.locals.requestId;
  return typeof id === 'string' ? id : undefined;
}

/** An error body with the request's id added as `request_id`, for the caller to quote in a report. */
export function withRequestId<T extends object>(res: Response, body: T): T & { request_id?: string } {
  const id = requestIdOf(res);
  return id === undefined ? body : { ...body, request_id: id };
}
