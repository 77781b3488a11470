import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

/** The content codings a cached answer is sent in: compressed forms are made once, on first ask. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** One representation of a cached answer: the bytes sent, their length and their strong ETag. */
export interface Representation {
  readonly body: Buffer;
  /** The body's length in bytes (Content-Length). */
  readonly length: number;
  readonly etag: string;
  /** `identity`, or the Content-Encoding the body is in. */
  readonly coding: ContentCoding;
}

/** One scan's answer as GET /api/scans/{id} sends it, with its strong ETag. */
export interface CachedScanAnswer extends Representation {
  /**
   * The body, encoded once as UTF-8: a hit sends these bytes as they are (encoding a string of
   * 10-30 KB again on every answer was a measurable share of a cached read's CPU).
   */
  readonly body: Buffer;
  readonly coding: 'identity';
  /** The compressed representations made so far (see ScanReadCache.represent). */
  readonly encoded: Map<'br' | 'gzip', Representation>;
}

/** Bodies below this size are always sent as they are: compressing them saves nothing worth a header. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Scans never change once stored, so their serialized answers are kept in memory, least recently
 * used out first, within a byte budget (default 32 MiB of answer bytes). A hit costs no database
 * round trip and no serialization. Each process keeps its own copy; nothing is shared or stale,
 * because nothing is ever updated.
 */
export class ScanReadCache {
  private readonly entries = new Map<string, CachedScanAnswer>();
  /** Each kept answer's key, so that a compressed form made later is counted against the budget. */
  private readonly keys = new WeakMap<CachedScanAnswer, string>();
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
    const entry: CachedScanAnswer = { body: bytes, length: bytes.length, etag: strongEtag(bytes), coding: 'identity', encoded: new Map() };
    const size = bytes.length;
    if (size > this.maxBytes) return entry;
    const previous = this.entries.get(scanId);
    if (previous !== undefined) {
      this.entries.delete(scanId);
      this.bytes -= bytesHeld(previous);
    }
    this.entries.set(scanId, entry);
    this.keys.set(entry, scanId);
    this.bytes += size;
    this.evict();
    return entry;
  }

  /**
   * The representation of `answer` to send to a request whose Accept-Encoding is `acceptEncoding`:
   * brotli or gzip when the caller takes one (made once per answer, then kept with it and counted
   * against the byte budget), else the body as it is. Bodies under COMPRESS_MIN_BYTES are always
   * sent as they are.
   */
  represent(answer: CachedScanAnswer, acceptEncoding: string | undefined): Representation {
    if (acceptEncoding === undefined || acceptEncoding === '' || answer.length < COMPRESS_MIN_BYTES) return answer;
    const coding = chooseCoding(acceptEncoding);
    if (coding === 'identity') return answer;
    const known = answer.encoded.get(coding);
    if (known !== undefined) return known;
    const made = coding === 'br' ? brotliCompressSync(answer.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: answer.length } }) : gzipSync(answer.body);
    // zlib's answer is a view of a 16 KB output chunk: copied into its own memory, the budget counts
    // what the representation really holds.
    const body = Buffer.allocUnsafeSlow(made.length);
    made.copy(body);
    // The ETag names the representation (RFC 9110, 8.8.3): the identity tag with the coding after a '.'.
    const representation: Representation = { body, length: body.length, etag: `${answer.etag.slice(0, -1)}.${coding}"`, coding };
    answer.encoded.set(coding, representation);
    const key = this.keys.get(answer);
    if (key !== undefined && this.entries.get(key) === answer) {
      this.bytes += body.length;
      this.evict();
    }
    return representation;
  }

  private evict(): void {
    for (const [key, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= bytesHeld(old);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The bytes an entry holds: its body and the compressed forms made of it. */
function bytesHeld(answer: CachedScanAnswer): number {
  let bytes = answer.length;
  for (const representation of answer.encoded.values()) bytes += representation.length;
  return bytes;
}

const CODINGS_OFFERED = ['br', 'gzip', 'identity'];
/** Accept-Encoding values seen, and the coding each chose: clients send the same few headers again and again. */
const chosen = new Map<string, ContentCoding>();
const CHOSEN_MAX = 64;

/**
 * The coding to answer an Accept-Encoding with (RFC 9110, 12.5.3, by negotiator, as Express
 * negotiates): the highest q-value among br, gzip and identity, in that order on a tie (brotli is the smaller,
 * and either costs the same once made). `identity`
 * when the caller refuses everything offered: the body as it is is the answer of last resort.
 */
export function chooseCoding(acceptEncoding: string): ContentCoding {
  const known = chosen.get(acceptEncoding);
  if (known !== undefined) return known;
  const pick = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(CODINGS_OFFERED, { preferred: CODINGS_OFFERED });
  const coding: ContentCoding = pick === 'br' || pick === 'gzip' ? pick : 'identity';
  if (chosen.size >= CHOSEN_MAX) chosen.clear();
  chosen.set(acceptEncoding, coding);
  return coding;
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
