import type { Readable } from 'node:stream';
import type { Principal } from '@subtrack/domain';
import type { QuotaState } from './rate-limit/rate-limiter.js';

/**
 * What the API learns about one request, in Koa's `ctx.state`, and the answer it prepares:
 * written once, with every header in one call, when the request is done
 * (`middleware/send-answer.ts`).
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
