import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Clock } from '@subtrack/domain';
import { ApiContext } from '../api-context.js';
import { MCP_PATH, type McpRunner } from '../mcp/mcp-endpoint.js';
import { JSON_CONTENT_TYPE } from '../reply.js';
import { nextRequestId } from '../request-id.js';
import type { RequestState } from '../request-state.js';
import { isApiPath } from '../routes/api-path.js';
import type { Route } from '../routes/route.js';
import { type RouteMatch, routeMatcher } from '../routes/route-matcher.js';
import { answerError } from './error-handler.js';
import { answerPreflight } from './preflight.js';
import { type LogSink, requestLogLine } from './request-log.js';
import { answerHeaders, answerSender } from './send-answer.js';

/** What the one middleware of the API is made of; each part is prepared once. */
export interface PipelineOptions {
  routes: readonly Route[];
  clock: Clock;
  log: LogSink;
  /** Allowed origins. */
  corsOrigins: string[] | '*';
  /** Take the client address from the last `X-Forwarded-For` entry. */
  trustProxy: boolean;
  /**
   * Throws the 429 of an address blocked for invalid keys; only a request with
   * `Authorization` is checked (others get `undefined`, no promise).
   */
  checkInvalidKeyBlock: (ctx: ApiContext) => Promise<void> | undefined;
  /** Runs a routed request's route (authentication, quota, use case: `dispatch.ts`). */
  runRoute: (ctx: ApiContext, route: Route, params: Record<string, string>) => Promise<void>;
  /** Answers `/mcp` (after the invalid-key block), when the server speaks MCP. */
  runMcp?: McpRunner | undefined;
  /** Told once, for the first request carrying `X-Forwarded-For`, when set. */
  onForwardedForIgnored?: (() => void) | undefined;
}

/** The API as a `node:http` request listener. */
export type ApiRequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The API's request handler, on `node:http` directly (issue 25: a request went through
 * nine Koa middlewares, each with its own closure, promise and header calls, and then
 * through Koa's own context, request and response objects for a handful of fields). In
 * order, for every request:
 * 1. its id and state;
 * 2. An OPTIONS preflight of an /api/v1 path is answered 204;
 * 3. An address blocked for invalid keys gets 429 when it sends a key (an API route
 *    learns it with its key and quota in one call, `dispatch.ts`; every other path here);
 * 4. An unknown path is 404, another method of a known path 405 with `Allow`;
 * 5. the route (authentication, scope, validation, quota, use case; `dispatch.ts`), or
 *    D47's `/mcp` (`mcp/mcp-endpoint.ts`), whose MCP transport writes its own answer
 *    after the headers of step 7 are put on the response;
 * 6. any error becomes its answer in the spec's envelope (`error-handler.ts`);
 * 7. the answer is written with all its headers in one call (`send-answer.ts`), and one
 *    log line is written.
 */
export function apiPipeline(options: PipelineOptions): ApiRequestListener {
  const match = routeMatcher(options.routes);
  const send = answerSender(options.corsOrigins);
  const headersOf = answerHeaders(options.corsOrigins);
  const { clock, log, checkInvalidKeyBlock, runRoute, runMcp } = options;
  const addressRule = { trustProxy: options.trustProxy };
  let warnForwardedFor = options.onForwardedForIgnored;

  async function answer(ctx: ApiContext): Promise<void> {
    const { req, res, state, method, path } = ctx;
    try {
      if (warnForwardedFor !== undefined && req.headers['x-forwarded-for'] !== undefined) {
        warnForwardedFor();
        warnForwardedFor = undefined;
      }
      if (method === 'OPTIONS' && isApiPath(path)) {
        answerPreflight(state);
      } else {
        const mcp = runMcp !== undefined && path === MCP_PATH;
        let found: RouteMatch | undefined;
        let unrouted: unknown;
        try {
          if (!mcp) found = match(method, path, (allow) => (state.headers['Allow'] = allow));
        } catch (error) {
          unrouted = error;
        }
        // An API route learns of the block with its key, in one call (dispatch.ts, D51).
        if (found?.route.kind !== 'api') {
          const blocked = checkInvalidKeyBlock(ctx);
          if (blocked !== undefined) await blocked;
        }
        if (found !== undefined) {
          await runRoute(ctx, found.route, found.params);
        } else if (mcp) {
          await runMcp!(ctx, () => {
            const headers = headersOf(state, req.headers.origin);
            for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
          });
        } else {
          throw unrouted;
        }
      }
    } catch (error) {
      answerError(ctx, error);
    }
    // D47: the MCP transport wrote its answer itself; the log line names its status.
    if (res.headersSent) state.status = res.statusCode;
    else send(res, state, req.headers.origin);
  }

  return function subtrackApi(req: IncomingMessage, res: ServerResponse): void {
    const started = performance.now();
    const state: RequestState = {
      requestId: nextRequestId(),
      status: 200,
      headers: {},
      body: null,
      contentType: JSON_CONTENT_TYPE,
    };
    const ctx = new ApiContext(req, res, state, addressRule);
    answer(ctx).then(
      () =>
        log(requestLogLine(clock.now(), ctx.method, ctx.path, performance.now() - started, state)),
      (error: unknown) => {
        // Only writing the answer can fail here (a header value Node refuses): a 500 in
        // the envelope, without the route's own headers.
        if (res.headersSent) {
          state.failure = error;
          res.destroy();
        } else {
          state.headers = {};
          answerError(ctx, error);
          try {
            send(res, state, req.headers.origin);
          } catch {
            res.destroy();
          }
        }
        log(requestLogLine(clock.now(), ctx.method, ctx.path, performance.now() - started, state));
      },
    );
  };
}
