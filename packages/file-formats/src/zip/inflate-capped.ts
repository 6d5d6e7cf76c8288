import { createInflateRaw } from 'node:zlib';

/** An entry inflated to more bytes than allowed; inflation stopped there. */
export class InflateLimitError extends Error {
  override name = 'InflateLimitError';
  /** The bytes actually produced before inflation stopped (at most the limit plus one chunk). */
  readonly produced: number;

  constructor(limit: number, produced: number) {
    super(`inflates to more than ${limit} bytes`);
    this.produced = produced;
  }
}

/**
 * Inflates a raw deflate stream, counting the bytes it actually produces and stopping as
 * soon as they pass `limit` (security review, zip bombs): a zip's declared size is only a
 * claim, so the count, not the header, bounds the memory. zlib works in 16 KiB chunks on the
 * thread pool, so at most `limit` plus one chunk is ever held.
 */
export function inflateCapped(deflated: Uint8Array, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    const chunks: Buffer[] = [];
    let produced = 0;
    inflate.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > limit) {
        inflate.destroy(new InflateLimitError(limit, produced));
        return;
      }
      chunks.push(chunk);
    });
    inflate.on('error', reject);
    inflate.on('end', () => resolve(Buffer.concat(chunks, produced)));
    inflate.end(deflated);
  });
}
