import { performance } from 'node:perf_hooks';
import type { Clock } from '@subtrack/domain';
import type { Context, Next } from 'koa';
import type { WebState } from '../request-state.js';

// Never log a secret: link tokens live in the path of /sign-in/link/<token>, and an
// invitation's in /sign-in/oidc/join/<token> (D46: joining with the identity provider).
const SECRET_PATH = /^\/sign-in\/(link|oidc\/join)\/[^/]+/;

/** The path as logged: a sign-in link's or an invitation's token is replaced. */
export function loggedPath(path: string): string {
  return path.replace(SECRET_PATH, '/sign-in/$1/[redacted]');
}

/**
 * One JSON line per web request, in the API's log format: method, path (secrets
 * redacted), status, duration, request id, account id. Never a cookie, a form body, a
 * query string or a header.
 */
export function requestLog(options: { clock: Clock; log: (line: string) => void }) {
  return async function requestLogMiddleware(ctx: Context, next: Next): Promise<void> {
    const started = performance.now();
    let failure: unknown;
    try {
      await next();
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      const state = ctx.state as Partial<WebState> & { failure?: unknown };
      const error = failure ?? state.failure;
      const line = {
        time: options.clock.now().toISOString(),
        level: ctx.status >= 500 ? 'error' : 'info',
        method: ctx.method,
        path: loggedPath(ctx.path),
        status: ctx.status,
        durationMs: Math.round((performance.now() - started) * 1000) / 1000,
        requestId: state.requestId ?? null,
        accountId: state.session?.accountId ?? null,
        ...(error instanceof Error
          ? { error: { name: error.name, message: error.message, stack: error.stack } }
          : {}),
      };
      options.log(JSON.stringify(line));
    }
  };
}
