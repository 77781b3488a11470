import type { z } from 'zod';

/** GitHub answered, but not with the shape the code reads (malformed JSON, an HTML error page, a changed API). */
export class InvalidResponseError extends Error {
  /** What was being read, e.g. "GET /repos/{owner}/{repo}/pulls/{pull_number}". */
  readonly what: string;
  constructor(what: string, problem: string) {
    super(`unexpected response to ${what}: ${problem}`);
    this.name = 'InvalidResponseError';
    this.what = what;
  }
}

/** Parses response data with a schema, or throws InvalidResponseError naming the first problems. */
export function parseResponse<S extends z.ZodType>(schema: S, data: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  if (typeof data !== 'object' || data === null) {
    throw new InvalidResponseError(what, `expected JSON, got ${typeof data === 'string' ? 'text' : typeof data}`);
  }
  const problems = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new InvalidResponseError(what, problems);
}
