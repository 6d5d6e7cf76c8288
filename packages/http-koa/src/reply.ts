import type { Context } from 'koa';
import type { RouteReply } from './routes/route.js';

/** D23: every JSON answer says exactly this. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Writes a JSON body with the exact D23 content type. */
export function writeJson(ctx: Context, status: number, body: Record<string, unknown>): void {
  ctx.status = status;
  ctx.type = JSON_CONTENT_TYPE;
  ctx.body = JSON.stringify(body);
  // Koa rewrites `ctx.type` from the body when it can; set the exact header last.
  ctx.set('Content-Type', JSON_CONTENT_TYPE);
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
