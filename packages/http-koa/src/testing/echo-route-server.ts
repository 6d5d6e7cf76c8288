import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import { isDomainError } from '@subtrack/domain';
import Koa from 'koa';
import type { ApiContext } from '../api-context.js';
import { statusForCode } from '../error-mapping.js';
import { unroutedWork } from '../middleware/api-works.js';
import { apiRouter } from '../routes/api-router.js';
import { ROUTES } from '../routes/route-table.js';

/** What the echo server answers: the route that served, or the error code. */
export interface EchoAnswer {
  status: number;
  allow: string | null;
  /** `{route, params}` of the route that served, or `{code}` of a `DomainError`. */
  json: { route?: string; params?: Record<string, string>; code?: string };
}

/**
 * Serves the real route table through the app's router on 127.0.0.1 port 0, with handlers
 * that echo the route and its params, and the app's answer to requests no route takes (no
 * authentication, no storage): routing tests see only routing.
 */
export async function startEchoRouteServer(
  t: TestContext,
): Promise<(method: string, path: string) => Promise<EchoAnswer>> {
  const router = apiRouter(ROUTES, (route) => (ctx) => {
    ctx.body = { route: `${route.method} ${route.path}`, params: ctx.params };
  });
  const unrouted = unroutedWork({
    checkInvalidKeyBlock: () => undefined,
    runRoute: async () => {},
  });
  const app = new Koa();
  app.use(router);
  app.use(async (ctx) => {
    ctx.state = { headers: {} };
    try {
      await unrouted(ctx as unknown as ApiContext, () => {});
    } catch (error) {
      if (!isDomainError(error)) throw error;
      ctx.set(ctx.state.headers);
      ctx.status = statusForCode(error.code);
      ctx.body = { code: error.code };
    }
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return async (method, path) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { method });
    const text = await response.text();
    return {
      status: response.status,
      allow: response.headers.get('allow'),
      json: text === '' ? {} : (JSON.parse(text) as EchoAnswer['json']),
    };
  };
}
