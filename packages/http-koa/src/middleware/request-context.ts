import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Clock } from '@subtrack/domain';
import type { Context, Next } from 'koa';
import type { RequestState } from '../request-state.js';

/** Writes one log line; the default writes to stdout. */
export type LogSink = (line: string) => void;

// D2: a key that strays into a path is never logged.
const KEY_TEXT = /stk_[A-Za-z0-9_-]*/g;

function describeFailure(failure: unknown): Record<string, string | undefined> {
  if (failure instanceof Error) {
    return { name: failure.name, message: failure.message, stack: failure.stack };
  }
  return { name: 'NonError', message: String(failure) };
}

/**
 * Outermost middleware: gives the request its id (D23: `X-Request-Id` equals the body's
 * `requestId`), adds the `X-RateLimit-*` headers to every authenticated answer that is not
 * a 400 (D20), and writes one JSON log line per request. The line holds method, path,
 * status, duration, request id and account id (and the MCP tool called, D47): never a key, a body, a device key or a
 * push URL.
 */
export function requestContext(options: { clock: Clock; log: LogSink }) {
  return async function requestContextMiddleware(ctx: Context, next: Next): Promise<void> {
    const started = performance.now();
    const state: RequestState = { requestId: randomUUID() };
    ctx.state.subtrack = state;
    ctx.set('X-Request-Id', state.requestId);
    try {
      await next();
    } finally {
      if (state.quota && ctx.status !== 400) {
        ctx.set('X-RateLimit-Limit', String(state.quota.limit));
        ctx.set('X-RateLimit-Remaining', String(state.quota.remaining));
        ctx.set('X-RateLimit-Reset', String(state.quota.resetAt));
      }
      const line = {
        time: options.clock.now().toISOString(),
        level: ctx.status >= 500 ? 'error' : 'info',
        method: ctx.method,
        path: ctx.path.replace(KEY_TEXT, 'stk_[redacted]'),
        status: ctx.status,
        durationMs: Math.round((performance.now() - started) * 1000) / 1000,
        requestId: state.requestId,
        accountId: state.principal?.accountId ?? null,
        ...(state.tool === undefined
          ? {}
          : { tool: state.tool.name, toolError: state.tool.errorCode }),
        ...(state.failure === undefined ? {} : { error: describeFailure(state.failure) }),
      };
      options.log(JSON.stringify(line));
    }
  };
}
