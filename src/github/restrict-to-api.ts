/** Thrown instead of sending a request (and its credential) outside the configured REST base. */
export class ForeignHostError extends Error {
  constructor(readonly origin: string) {
    super(`refused to send a GitHub request to ${origin}: only GITHUB_API_URL is contacted`);
    this.name = 'ForeignHostError';
  }
}

/**
 * A fetch that sends requests only under `baseUrl` (same origin, same path prefix), so a URL taken
 * from an answer (a `Link` header, a `url` field) can never carry a token elsewhere. Redirects
 * (GitHub answers 301 for a renamed repository) are followed by fetch, which drops the
 * `Authorization` header when a redirect leaves the origin.
 */
export function restrictToApi(baseUrl: string, fetchImpl: typeof globalThis.fetch): typeof globalThis.fetch {
  const base = new URL(baseUrl.replace(/(?<!\/)\/+$/, ''));
  const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  const allowed = (target: URL): boolean => target.origin === base.origin && (target.pathname === base.pathname || target.pathname.startsWith(prefix));
  return async (input, init) => {
    const text = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = new URL(text);
    if (!allowed(target)) throw new ForeignHostError(target.origin);
    return fetchImpl(input, init);
  };
}
