import type { IncomingMessage } from 'node:http';
import { DomainError } from '@subtrack/domain';

// Why not koa-bodyparser: the spec's rules (an empty PATCH of any type is `{}`, every other
// body must be exactly application/json holding an object, `__proto__` kept as an own key
// for the domain to reject, a BOM refused, a 413 envelope the client can still read) each
// needed a workaround around it (tried; the workarounds were longer than this reader).

/** The largest request body the API reads. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * After the 413, the rest of an oversized body is read and thrown away for up to this
 * long and this many bytes, so a client that sends its whole body before reading (Python's
 * http.client, Node's http) gets to read the answer; past either bound the connection is
 * closed.
 */
export const DISCARD_LIMITS = { ms: 10_000, bytes: 256 * 1024 * 1024 };

const JSON_HINT = 'Send a JSON object with the header Content-Type: application/json.';

/** The body of a POST or PATCH: nothing at all, or a JSON object. */
export type JsonObjectBody = { kind: 'empty' } | { kind: 'object'; value: Record<string, unknown> };

function invalidJson(message: string): DomainError {
  return new DomainError('invalid_json', message, { suggestedFix: JSON_HINT });
}

/** A body over `limit` bytes (`413`). */
export function payloadTooLarge(limit = MAX_BODY_BYTES): DomainError {
  return new DomainError('payload_too_large', `The request body is larger than ${limit} bytes.`, {
    suggestedFix:
      limit === MAX_BODY_BYTES
        ? 'Send a smaller body: a subscription needs far less than 64 KiB.'
        : `Send a file of at most ${limit} bytes.`,
  });
}

function isJsonMediaType(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * Reads and discards the rest of an oversized body while the 413 goes out, within
 * {@link DISCARD_LIMITS}; then the socket is destroyed. A body that ends in time leaves the
 * connection usable.
 */
function discardRest(request: IncomingMessage, alreadyRead: number): void {
  let discarded = alreadyRead;
  const close = (): void => {
    request.socket.destroy();
  };
  const timer = setTimeout(close, DISCARD_LIMITS.ms);
  timer.unref();
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMITS.bytes) close();
  });
  request.once('close', () => clearTimeout(timer));
  request.resume();
}

/**
 * Collects the body up to the limit. An oversized body (declared or sent) is answered at
 * once with `payload_too_large` (at `limit`: the API's 64 KiB, or an import's 10 MiB),
 * and the rest of it is discarded.
 */
export function readBytes(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) {
    discardRest(request, 0);
    return Promise.reject(payloadTooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer): void => {
      total += chunk.length;
      if (total <= limit) {
        chunks.push(chunk);
        return;
      }
      cleanup();
      discardRest(request, total);
      reject(payloadTooLarge(limit));
    };
    const onEnd = (): void => {
      cleanup();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error): void => {
      cleanup();
      reject(error);
    };
    function cleanup(): void {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
    }
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}

/**
 * Reads a POST/PATCH body: over 64 KiB is `payload_too_large`; an empty body is
 * `{kind: 'empty'}` whatever its type (the caller decides: a POST answers `invalid_json`, a
 * PATCH treats it as `{}`, which the spec calls `empty_patch`);
 * anything else must be `application/json` holding a JSON object, else `invalid_json`.
 * Duplicate keys: the last one wins, as `JSON.parse` does; `__proto__` stays an own key
 * for the domain to reject.
 */
export async function readJsonObjectBody(request: IncomingMessage): Promise<JsonObjectBody> {
  return parseJsonObjectBody(await readBytes(request), request.headers['content-type']);
}

/** The checks of {@link readJsonObjectBody} on a body already read. */
export function parseJsonObjectBody(
  bytes: Buffer,
  contentType: string | undefined,
): JsonObjectBody {
  if (bytes.length === 0) return { kind: 'empty' };
  if (!isJsonMediaType(contentType)) {
    throw invalidJson('The request body must be sent as application/json.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw invalidJson('The request body is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidJson('The request body must be a JSON object.');
  }
  return { kind: 'object', value: parsed as Record<string, unknown> };
}
