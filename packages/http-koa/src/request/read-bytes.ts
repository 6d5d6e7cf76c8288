import type { IncomingMessage } from 'node:http';
import { DomainError } from '@subtrack/domain';
import getRawBody from 'raw-body';

/** The largest request body the API reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * After the 413, the rest of an oversized body is read and thrown away for up to this
 * long and this many bytes, so a client that sends its whole body before reading (Python's
 * http.client, Node's http, `fetch`) gets to read the answer; past either bound the
 * connection is closed.
 */
export const DISCARD_LIMITS = { ms: 10_000, bytes: 256 * 1024 * 1024 };

/** A body over `limit` bytes (`413`). */
export function payloadTooLarge(limit = MAX_BODY_BYTES): DomainError {
  return new DomainError('payload_too_large', `The request body is larger than ${limit} bytes.`, {
    suggestedFix:
      limit === MAX_BODY_BYTES
        ? 'Send a smaller body: a subscription needs far less than 64 KiB.'
        : `Send a file of at most ${limit} bytes.`,
  });
}

/**
 * Reads and discards the rest of an oversized body while the 413 goes out, within
 * {@link DISCARD_LIMITS}; then the socket is destroyed. A body that ends in time leaves the
 * connection usable. (No `Connection: close` on the 413: Node would close the socket under a
 * client still sending, which then meets a broken pipe instead of the answer.)
 */
function discardRest(request: IncomingMessage, alreadyRead: number): void {
  let discarded = alreadyRead;
  const close = (): void => {
    request.socket.destroy();
  };
  const timer = setTimeout(close, DISCARD_LIMITS.ms);
  timer.unref();
  // A reader that stopped at the limit may have left the body piped into a decompressor.
  request.unpipe();
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMITS.bytes) close();
  });
  request.once('close', () => clearTimeout(timer));
  request.resume();
}

/**
 * What a body reader's error becomes: raw-body's `413` (a declared length over the limit,
 * or more bytes than it) is `payload_too_large`, the rest of the body being
 * discarded; anything else is answered by the caller.
 */
export function refusedForSize(request: IncomingMessage, error: unknown, limit: number): unknown {
  const status = (error as { status?: unknown } | null)?.status;
  if (status !== 413) return error;
  discardRest(request, (error as getRawBody.RawBodyError).received ?? 0);
  return payloadTooLarge(limit);
}

/**
 * The bytes of a body, read by raw-body up to `limit` (the API's 64 KiB, or a file route's
 * own): over it, `payload_too_large` at once, the rest discarded.
 */
export async function readBytes(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  try {
    return await getRawBody(request, { limit, length: request.headers['content-length'] ?? null });
  } catch (error) {
    throw refusedForSize(request, error, limit);
  }
}
