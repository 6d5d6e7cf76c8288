import type { Principal } from '@subtrack/domain';
import type { Context } from 'koa';
import type { QuotaState } from './rate-limit/rate-limiter.js';

/** What the middleware learn about one request, shared through `ctx.state.subtrack`. */
export interface RequestState {
  requestId: string;
  /** Set once the key is authenticated; the log line names its account. */
  principal?: Principal;
  /** D20: the figures of the `X-RateLimit-*` headers, sent on every non-400 response. */
  quota?: QuotaState;
  /** D47: the MCP tool a `/mcp` request called, and the error code it was refused with. */
  tool?: { name: string; errorCode: string | null };
  /** An unexpected error, logged (never shown) with the request's line. */
  failure?: unknown;
}

/** The request's state; the request-context middleware creates it first thing. */
export function requestState(ctx: Context): RequestState {
  return ctx.state.subtrack as RequestState;
}
