import { createHash } from 'node:crypto';

/** One scan's answer as GET /api/scans/{id} sends it, with its strong ETag. */
export interface CachedScanAnswer {
  /**
   * The body, encoded once as UTF-8: a hit sends these bytes as they are (encoding a string of
   * 10-30 KB again on every answer was a measurable share of a cached read's CPU).
   */
  readonly body: Buffer;
  /** The body's length in bytes (Content-Length). */
  readonly length: number;
  readonly etag: string;
}

/**
 * Scans never change once stored, so their serialized answers are kept in memory, least recently
 * used out first, within a byte budget (default 32 MiB of answer bytes). A hit costs no database
 * round trip and no serialization. Each process keeps its own copy; nothing is shared or stale,
 * because nothing is ever updated.
 */
export class ScanReadCache {
  private readonly entries = new Map<string, CachedScanAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(scanId: string): CachedScanAnswer | undefined {
    const hit = this.entries.get(scanId);
    if (hit !== undefined) {
      // Map order is insertion order: re-inserting makes it the most recently used.
      this.entries.delete(scanId);
      this.entries.set(scanId, hit);
    }
    return hit;
  }

  /** Builds the entry for `body` (its ETag), keeps it when it fits, and returns it. */
  remember(scanId: string, body: string): CachedScanAnswer {
    const bytes = Buffer.from(body, 'utf8');
    const entry: CachedScanAnswer = { body: bytes, length: bytes.length, etag: strongEtag(bytes) };
    const size = bytes.length;
    if (size > this.maxBytes) return entry;
    const previous = this.entries.get(scanId);
    if (previous !== undefined) {
      this.entries.delete(scanId);
      this.bytes -= previous.length;
    }
    this.entries.set(scanId, entry);
    this.bytes += size;
    for (const [key, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= old.length;
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A strong ETag: the body's SHA-256, base64url (the same bytes always give the same tag). */
export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/**
 * If-None-Match against one ETag, with RFC 9110's weak comparison (a `W/` prefix does not matter
 * for a GET): true when the header lists the tag or is `*`.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const raw of header.split(',')) {
    const tag = raw.trim();
    if (tag === '*') return true;
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === opaque) return true;
  }
  return false;
}
