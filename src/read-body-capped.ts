/**
 * Reads a response body, at most `maxBytes` of it: past that the stream is cancelled (the rest is
 * never downloaded) and `onOver` says what to throw. A Content-Length over the limit is refused
 * before reading anything.
 */
export async function readBodyCapped(response: Response, maxBytes: number, onOver: () => Error): Promise<ArrayBuffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw onOver();
  }
  if (response.body === null) return new ArrayBuffer(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw onOver();
    }
    chunks.push(value);
  }
  return joinChunks(chunks, total);
}

/** The chunks of a body read, as one buffer of `total` bytes. */
export function joinChunks(chunks: readonly Uint8Array[], total: number): ArrayBuffer {
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body.buffer;
}
