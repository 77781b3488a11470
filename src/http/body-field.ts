import type { Request } from 'express';

/** A field of a parsed urlencoded form, or '' when it is absent or not a single string. */
export function bodyField(req: Request, name: string): string {
  const value = (req.body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}
