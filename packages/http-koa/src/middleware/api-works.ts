import type { ApiContext } from '../api-context.js';
import type { McpRunner } from '../mcp/mcp-endpoint.js';
import { isApiPath } from '../routes/api-path.js';
import type { Route } from '../routes/route.js';
import { allowedMethods, methodNotAllowed, notFound } from '../routes/unrouted.js';
import type { ApiWork } from './api-middleware.js';
import { answerPreflight } from './preflight.js';

/** What the works of API requests share; prepared once when the app is made. */
export interface ApiWorkParts {
  /**
   * Throws the 429 of an address blocked for invalid keys; only a request with
   * `Authorization` is checked (others get `undefined`, no promise).
   */
  checkInvalidKeyBlock: (ctx: ApiContext) => Promise<void> | undefined;
  /** Runs a routed request's route (authentication, quota, use case: `dispatch.ts`). */
  runRoute: (ctx: ApiContext, route: Route, params: Record<string, string>) => Promise<void>;
}

/**
 * A route of the table. An API route learns of an invalid-key block with its key and quota,
 * in one call (`dispatch.ts`); any other request is checked first.
 */
export function routeWork(route: Route, parts: ApiWorkParts): ApiWork {
  const { checkInvalidKeyBlock, runRoute } = parts;
  if (route.kind === 'api') return (ctx) => runRoute(ctx, route, ctx.params);
  // No async function of its own: a request without `Authorization` goes to its route at once.
  return (ctx) => {
    const blocked = checkInvalidKeyBlock(ctx);
    if (blocked === undefined) return runRoute(ctx, route, ctx.params);
    return blocked.then(() => runRoute(ctx, route, ctx.params));
  };
}

/** `/mcp`, after the invalid-key block; its MCP transport writes the answer itself. */
export function mcpWork(runMcp: McpRunner, parts: ApiWorkParts): ApiWork {
  return async (ctx, putHeaders) => {
    const blocked = parts.checkInvalidKeyBlock(ctx);
    if (blocked !== undefined) await blocked;
    await runMcp(ctx, () => putHeaders(ctx));
  };
}

/**
 * A request no route takes: the preflight (OPTIONS on any `/api/v1` path, 204, before
 * anything else), then the invalid-key block, then the 405 with `Allow` for a path the
 * router knows (from the layers that matched it) or 404.
 */
export function unroutedWork(parts: ApiWorkParts): ApiWork {
  return async (ctx) => {
    const { method, path, state } = ctx;
    if (method === 'OPTIONS' && isApiPath(path)) {
      answerPreflight(state);
      return;
    }
    const blocked = parts.checkInvalidKeyBlock(ctx);
    if (blocked !== undefined) await blocked;
    const layers = ctx.matched ?? [];
    if (layers.length === 0) throw notFound();
    const allow = allowedMethods(path, layers);
    state.headers['Allow'] = allow.join(', ');
    throw methodNotAllowed(method, allow);
  };
}
