import type { Context } from 'koa';
import type { RouteReply } from './routes/route.js';

/** D23: every JSON answer says exactly this. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

// Issue 7: above this size a body goes out as one Buffer. Node would otherwise prepend the
// headers to the string (a second multi-megabyte copy) and then encode it (a third): on
// analytics of 100k subscriptions that was tens of MB of peak memory per request.
const LARGE_BODY_CHARS = 64 * 1024;

/** Writes a JSON body with the exact D23 content type. */
export function writeJson(ctx: Context, status: number, body: Record<string, unknown>): void {
  ctx.status = status;
  // Set before the body: Koa then keeps it instead of guessing a type from the body, and
  // the exact header needs no MIME lookup (`ctx.type` does one per request; issue 7).
  ctx.set('Content-Type', JSON_CONTENT_TYPE);
  const json = JSON.stringify(body);
  ctx.body = json.length > LARGE_BODY_CHARS ? Buffer.from(json) : json;
}

/** Writes a route's reply; JSON objects get the request's `requestId` (D23). */
export function writeReply(ctx: Context, reply: RouteReply, requestId: string): void {
  for (const [name, value] of Object.entries(reply.headers ?? {})) ctx.set(name, value);
  const status = reply.status ?? 200;
  if (typeof reply.body === 'string') {
    ctx.status = status;
    ctx.body = reply.body;
    ctx.set('Content-Type', reply.contentType ?? 'text/plain; charset=utf-8');
    return;
  }
  const body = reply.addRequestId === false ? reply.body : { ...reply.body, requestId };
  writeJson(ctx, status, body);
}
