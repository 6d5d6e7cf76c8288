import type { IncomingMessage } from 'node:http';
import { bodyParser } from '@koa/bodyparser';
import { DomainError } from '@subtrack/domain';
import type { ApiContext } from '../api-context.js';
import { MAX_BODY_BYTES, readBytes, refusedForSize } from './read-bytes.js';

/**
 * @koa/bodyparser reads and parses JSON bodies (co-body on raw-body: the 64 KiB limit, a
 * declared length checked before reading, UTF-8). Around it, the API's rules it does not
 * have: an empty body of any type is no body; a body must be exactly
 * `application/json` (the parser also takes `+json` types) and hold an object; a byte
 * order mark is refused (the parser drops it); a `__proto__` key is an unknown field for
 * the domain to name (the parser refuses the whole body); and its 413 leaves the rest of
 * the body to be discarded, so a client still sending can read it.
 */
const parseJson = bodyParser({
  enableTypes: ['json'],
  jsonLimit: MAX_BODY_BYTES,
  // Any JSON value: that it must be an object is said below, in the API's words.
  jsonStrict: false,
  parsedMethods: ['POST', 'PUT', 'PATCH'],
});

const JSON_HINT = 'Send a JSON object with the header Content-Type: application/json.';
const NO_NEXT = async (): Promise<void> => {};

/** The body of a POST, PUT or PATCH: nothing at all, or a JSON object. */
export type JsonObjectBody = { kind: 'empty' } | { kind: 'object'; value: Record<string, unknown> };

function invalidJson(message: string): DomainError {
  return new DomainError('invalid_json', message, { suggestedFix: JSON_HINT });
}

/** A body that is not JSON at all. */
export function notValidJson(): DomainError {
  return invalidJson('The request body is not valid JSON.');
}

/** Exactly `application/json`, any parameters (`; charset=utf-8`), any letter case. */
function isJsonMediaType(contentType: string): boolean {
  return contentType.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** Whether the first three bytes of the body are UTF-8's byte order mark (watched as it arrives). */
function byteOrderMarkWatch(request: IncomingMessage): () => boolean {
  let head = Buffer.alloc(0);
  const onData = (chunk: Buffer): void => {
    head = Buffer.concat([head, chunk]).subarray(0, 3);
    if (head.length === 3) request.off('data', onData);
  };
  // Added in the same turn as the parser's own listener, so both see every byte.
  request.on('data', onData);
  return () => {
    request.off('data', onData);
    return head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf;
  };
}

/**
 * A body's JSON value, as the parser read it. It refuses a `__proto__` key outright; the
 * text then goes to JSON.parse, which keeps the key as an own property (it sets no
 * prototype), for the domain to name as an unknown field. `undefined`: nothing was read.
 */
async function jsonValue(ctx: ApiContext): Promise<unknown> {
  try {
    await parseJson(ctx, NO_NEXT);
    return ctx.request.body;
  } catch (error) {
    const refused = refusedForSize(ctx.req, error, MAX_BODY_BYTES);
    if (refused !== error) throw refused;
    const text = (error as { body?: unknown }).body;
    if (typeof text === 'string') {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        // Not JSON at all.
      }
    }
    // The parser's own 4xx (bad JSON, a body cut short); anything else is unexpected.
    if (typeof (error as { status?: unknown }).status !== 'number') throw error;
    throw notValidJson();
  }
}

/** A JSON value that is an object, else `invalid_json`. */
function objectBody(value: unknown): JsonObjectBody {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidJson('The request body must be a JSON object.');
  }
  return { kind: 'object', value: value as Record<string, unknown> };
}

/**
 * Reads a POST, PUT or PATCH body: over 64 KiB is `payload_too_large`; an empty body is
 * `{kind: 'empty'}` whatever its type (the caller decides: a POST answers `invalid_json`, a
 * PATCH treats it as `{}`, which the spec calls `empty_patch`); anything else must be
 * `application/json` holding a JSON object, else `invalid_json`. Duplicate keys: the last
 * one wins, as `JSON.parse` does; `__proto__` stays an own key for the domain to reject.
 */
export async function readJsonObjectBody(ctx: ApiContext): Promise<JsonObjectBody> {
  if (!isJsonMediaType(ctx.get('Content-Type'))) {
    // Read within the limit all the same: only an empty body may come without the type.
    if ((await readBytes(ctx.req)).length === 0) return { kind: 'empty' };
    throw invalidJson('The request body must be sent as application/json.');
  }
  const startsWithByteOrderMark = byteOrderMarkWatch(ctx.req);
  const value = await jsonValue(ctx);
  if (startsWithByteOrderMark()) throw notValidJson();
  // The parser reads nothing from a request the client already closed.
  if (value === undefined) throw invalidJson('The request body could not be read.');
  if (ctx.request.rawBody === '') return { kind: 'empty' };
  return objectBody(value);
}
