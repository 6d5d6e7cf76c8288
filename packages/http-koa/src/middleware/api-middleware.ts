import { performance } from 'node:perf_hooks';
import type { Clock } from '@subtrack/domain';
import type { Middleware } from 'koa';
import type { ApiContext } from '../api-context.js';
import { JSON_CONTENT_TYPE } from '../reply.js';
import { nextRequestId } from '../request-id.js';
import type { RequestState } from '../request-state.js';
import { answerError } from './error-handler.js';
import { type LogSink, requestLogLine } from './request-log.js';
import { answerHeaders, answerSender } from './send-answer.js';

/** What every API request shares; prepared once when the app is made. */
export interface ApiMiddlewareOptions {
  clock: Clock;
  log: LogSink;
  /** Allowed origins. */
  corsOrigins: string[] | '*';
  /** Told once, for the first request carrying `X-Forwarded-For`, when set. */
  onForwardedForIgnored?: (() => void) | undefined;
}

/**
 * The work of one API request (a route, `/mcp`, or a path no route takes): it prepares the
 * answer in `ctx.state`, or throws; `putHeaders` puts the answer's headers as they stand on
 * the response, for work that writes the response itself (`/mcp`'s transport).
 */
export type ApiWork = (
  ctx: ApiContext,
  putHeaders: (ctx: ApiContext) => void,
) => Promise<void> | void;

/**
 * Makes the Koa middleware of one kind of API request from its work. In order, for every
 * request:
 * 1. its id and state (`ctx.state`);
 * 2. the work;
 * 3. any error becomes its answer in the spec's envelope (`error-handler.ts`);
 * 4. the answer is written with all its headers in one `writeHead` call
 *    (`send-answer.ts`: headers built once per CORS setting; Koa's own response, which sets
 *    them one by one, stays out of the way), unless the work wrote it itself, and one log
 *    line is written.
 */
export function apiMiddleware(options: ApiMiddlewareOptions) {
  const send = answerSender(options.corsOrigins);
  const headersOf = answerHeaders(options.corsOrigins);
  const { clock, log } = options;
  let warnForwardedFor = options.onForwardedForIgnored;

  // Shared by every request (no closure made per request): `/mcp`'s transport calls it.
  function putHeaders(ctx: ApiContext): void {
    const headers = headersOf(ctx.state, ctx.req.headers.origin);
    for (let i = 0; i < headers.length; i += 2) ctx.res.setHeader(headers[i]!, headers[i + 1]!);
  }

  function logLine(ctx: ApiContext, started: number): void {
    const line = requestLogLine(
      clock.now(),
      ctx.method,
      ctx.path,
      performance.now() - started,
      ctx.state,
    );
    log(line);
  }

  return function answering(work: ApiWork): Middleware<RequestState> {
    // One async function a request: no closures made per request, one await before the
    // answer is written.
    return async function apiRequest(ctx) {
      const started = performance.now();
      // The answer is written here, in one call (step 4), not by Koa.
      ctx.respond = false;
      const state: RequestState = {
        requestId: nextRequestId(),
        status: 200,
        headers: {},
        body: null,
        contentType: JSON_CONTENT_TYPE,
      };
      ctx.state = state;
      const api = ctx as ApiContext;
      const { req, res } = api;
      try {
        if (warnForwardedFor !== undefined && req.headers['x-forwarded-for'] !== undefined) {
          warnForwardedFor();
          warnForwardedFor = undefined;
        }
        await work(api, putHeaders);
      } catch (error) {
        answerError(api, error);
      }
      try {
        // D47: the MCP transport wrote its answer itself; the log line names its status.
        if (res.headersSent) state.status = res.statusCode;
        else send(res, state, req.headers.origin);
      } catch (error) {
        // Only writing the answer can fail here (a header value Node refuses): a 500 in
        // the envelope, without the route's own headers.
        if (res.headersSent) {
          state.failure = error;
          res.destroy();
        } else {
          state.headers = {};
          answerError(api, error);
          try {
            send(res, state, req.headers.origin);
          } catch {
            res.destroy();
          }
        }
      }
      logLine(api, started);
    };
  };
}
