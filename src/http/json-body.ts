import express, { type RequestHandler } from 'express';
import { InputError } from '../errors.js';

const parseJson = express.json({ limit: 100_000, strict: false, type: () => true });

/**
 * JSON bodies up to 100 kB. A body that is not JSON (whatever its Content-Type claims) or is
 * too large becomes a 400 through the error handler; an empty body too.
 */
export const jsonBody: RequestHandler = (req, res, next) => {
  parseJson(req, res, (err?: unknown) => {
    if (err !== undefined && err !== null) {
      next(err);
      return;
    }
    if (req.body === undefined) {
      next(new InputError('Request body must be JSON.'));
      return;
    }
    next();
  });
};
