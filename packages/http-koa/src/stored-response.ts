import { type DomainError, PreconditionFailedError, type StoredResponse } from '@subtrack/domain';
import type { ApiContext } from './api-context.js';
import { statusForCode } from './error-mapping.js';
import { JSON_CONTENT_TYPE } from './reply.js';
import type { RouteReply } from './routes/route.js';

/** The response headers a replay repeats (besides `Content-Type` and `X-Request-Id`). */
const KEPT_HEADERS = ['Location', 'ETag', 'Deprecation'] as const;

function keptHeaders(ctx: ApiContext, extra: Record<string, string>, requestId: string) {
  const answered = ctx.state.headers;
  const headers: Record<string, string> = {
    'Content-Type': JSON_CONTENT_TYPE,
    'X-Request-Id': requestId,
  };
  for (const name of KEPT_HEADERS) {
    const value = extra[name] ?? answered[name];
    if (value) headers[name] = value;
  }
  return headers;
}

/** A write route's JSON reply as the exact answer to send now and replay later. */
export function storedReplyOf(
  ctx: ApiContext,
  reply: RouteReply,
  requestId: string,
): StoredResponse {
  const body = typeof reply.body === 'string' ? reply.body : { ...reply.body, requestId };
  return {
    status: reply.status ?? 200,
    headers: keptHeaders(ctx, reply.headers ?? {}, requestId),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** A use case's error answer (e.g. a 404 or 412) in the D23 envelope, kept for replay. */
export function storedErrorOf(
  ctx: ApiContext,
  error: DomainError,
  requestId: string,
): StoredResponse {
  const etag: Record<string, string> =
    error instanceof PreconditionFailedError ? { ETag: error.currentEtag } : {};
  return {
    status: statusForCode(error.code),
    headers: keptHeaders(ctx, etag, requestId),
    body: JSON.stringify({ error: error.toJSON(), requestId }),
  };
}

/**
 * Sends a stored answer byte for byte. A replay says so in `Idempotent-Replayed`, and
 * its `X-Request-Id` is the first request's, as in its body (the two always agree).
 */
export function writeStored(
  ctx: ApiContext,
  stored: StoredResponse,
  { replayed = false } = {},
): void {
  const state = ctx.state;
  // A replay's X-Request-Id is the first request's, as in its body (D23).
  const { 'Content-Type': contentType, ...headers } = stored.headers;
  state.status = stored.status;
  Object.assign(state.headers, headers);
  if (replayed) state.headers['Idempotent-Replayed'] = 'true';
  state.contentType = contentType ?? JSON_CONTENT_TYPE;
  state.body = stored.body;
}
