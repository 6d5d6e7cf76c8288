import type { Readable } from 'node:stream';
import type { Principal } from '@subtrack/domain';
import type { ApiContext } from './api-context.js';
import type { QuotaState } from './rate-limit/rate-limiter.js';

/**
 * What the app learns about one request, shared through `ctx.state`, and the
 * answer it prepares: written once, with every header in one call, when the request is
 * done (`middleware/send-answer.ts`).
 */
export interface RequestState {
  requestId: string;
  /** Set once the key is authenticated; the log line names its account. */
  principal?: Principal;
  /** The figures of the `X-RateLimit-*` headers, sent on every non-400 response. */
  quota?: QuotaState;
  /** The MCP tool a `/mcp` request called, and the error code it was refused with. */
  tool?: { name: string; errorCode: string | null };
  /** An unexpected error, logged (never shown) with the request's line. */
  failure?: unknown;
  status: number;
  /** Headers of this answer besides those every answer carries. */
  headers: Record<string, string>;
  /** `null`: no body (a 204, a 304). */
  body: string | Buffer | Readable | null;
  contentType: string;
}

/** The request's state; the API's pipeline creates it first thing. */
export function requestState(ctx: ApiContext): RequestState {
  return ctx.state;
}

/** Adds a header to the request's answer. */
export function answerHeader(ctx: ApiContext, name: string, value: string): void {
  requestState(ctx).headers[name] = value;
}
