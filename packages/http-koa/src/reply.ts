import { Readable } from 'node:stream';
import { pacedChunks, pacedText, UNPACED, type WorkPacer } from '@subtrack/domain';
import type { ApiContext } from './api-context.js';
import { jsonChunks } from './json-chunks.js';
import type { RouteReply } from './routes/route.js';
import { TextStream } from './text-stream.js';

/** Every JSON answer says exactly this. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

// Issue 7: above this size a body goes out as one Buffer, or in chunks of this size. Node
// would otherwise prepend the headers to the string (a second multi-megabyte copy) and then
// encode it (a third): on analytics of 100k subscriptions that was tens of MB per request.
const LARGE_BODY_CHARS = 64 * 1024;

/**
 * Writes a JSON body with the exact D23 content type. `inChunks` (answers that can run to
 * megabytes, issue 7): the body is serialised as the socket takes it, so neither the whole
 * text nor a Buffer copy of it is ever in memory, pausing between pieces as `pacer` says
 *; one that fits in a chunk goes out whole, with its Content-Length.
 */
export function writeJson(
  ctx: ApiContext,
  status: number,
  body: Record<string, unknown>,
  { inChunks = false, pacer = UNPACED }: { inChunks?: boolean; pacer?: WorkPacer } = {},
): void {
  const state = ctx.state;
  state.status = status;
  state.contentType = JSON_CONTENT_TYPE;
  state.body = inChunks ? chunkedJson(body, pacer) : wholeJson(body);
}

function wholeJson(body: Record<string, unknown>): string | Buffer {
  return sized(JSON.stringify(body));
}

function sized(json: string): string | Buffer {
  return json.length > LARGE_BODY_CHARS ? Buffer.from(json) : json;
}

/**
 * The text of `{ ...body, requestId }` without copying `body`: V8 gives a copy with a field
 * added after a spread a new hidden class on every request, which cost GET one more than
 * serialising it.
 */
function jsonWithRequestId(body: Record<string, unknown>, requestId: string): string {
  const json = JSON.stringify(body);
  // A body that names its own request id (the field keeps its place), or whose `toJSON`
  // gives something other than an object, is copied as before.
  if (Object.hasOwn(body, 'requestId') || json[0] !== '{') {
    return JSON.stringify({ ...body, requestId });
  }
  const field = `"requestId":${JSON.stringify(requestId)}}`;
  return json.length === 2 ? `{${field}` : `${json.slice(0, -1)},${field}`;
}

function chunkedJson(body: Record<string, unknown>, pacer: WorkPacer): string | Readable {
  const chunks = jsonChunks(body, LARGE_BODY_CHARS);
  const first = chunks.next().value ?? '';
  const second = chunks.next();
  if (second.done) return first;
  return Readable.from(
    pacedChunks(
      (function* () {
        yield first;
        yield second.value;
        yield* chunks;
      })(),
      pacer,
    ),
    // Strings in, UTF-8 bytes out.
    { objectMode: false },
  );
}

/**
 * Writes a route's reply; JSON objects get the request's `requestId`. `pacer`
 *: what large answers pause by between their pieces.
 */
export async function writeReply(
  ctx: ApiContext,
  reply: RouteReply,
  requestId: string,
  pacer: WorkPacer = UNPACED,
): Promise<void> {
  const state = ctx.state;
  if (reply.headers) Object.assign(state.headers, reply.headers);
  const status = reply.status ?? 200;
  if (reply.body instanceof TextStream) {
    // D48: one piece is sent whole, with its Content-Length; more, piece by piece.
    const text = await pacedText(reply.body.chunks, pacer);
    state.status = status;
    state.body = typeof text === 'string' ? text : Readable.from(text, { objectMode: false });
    state.contentType = reply.contentType ?? 'text/plain; charset=utf-8';
    return;
  }
  if (typeof reply.body === 'string' || Buffer.isBuffer(reply.body)) {
    state.status = status;
    // A 304 and a 204 have no body (D32, D34).
    state.body = status === 304 || status === 204 ? null : reply.body;
    state.contentType = reply.contentType ?? 'text/plain; charset=utf-8';
    return;
  }
  if (reply.addRequestId === false || reply.large === true) {
    const body = reply.addRequestId === false ? reply.body : { ...reply.body, requestId };
    writeJson(ctx, status, body, { inChunks: reply.large === true, pacer });
    return;
  }
  state.status = status;
  state.contentType = JSON_CONTENT_TYPE;
  state.body = sized(jsonWithRequestId(reply.body, requestId));
}
