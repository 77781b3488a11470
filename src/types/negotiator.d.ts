/**
 * The part of negotiator 1.x (jshttp, the negotiation Express's `accepts` runs on) that svc uses.
 * @types/negotiator describes 0.6, whose encoding() has no `preferred` option.
 */
declare module 'negotiator' {
  interface NegotiatorHeaders {
    readonly [name: string]: string | readonly string[] | undefined;
  }
  class Negotiator {
    constructor(request: { readonly headers: NegotiatorHeaders });
    /** The best of `available` for the request's Accept-Encoding; `preferred` orders ties of q-value. */
    encoding(available: readonly string[], options?: { readonly preferred?: readonly string[] }): string | undefined;
  }
  export = Negotiator;
}
