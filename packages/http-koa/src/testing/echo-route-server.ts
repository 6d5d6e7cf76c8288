import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import { isDomainError } from '@subtrack/domain';
import Koa from 'koa';
import { statusForCode } from '../error-mapping.js';
import { routeMatcher } from '../routes/route-matcher.js';
import { ROUTES } from '../routes/route-table.js';

/** What the echo server answers: the route that served, or the error code. */
export interface EchoAnswer {
  status: number;
  allow: string | null;
  /** `{route, params}` of the route that served, or `{code}` of a `DomainError`. */
  json: { route?: string; params?: Record<string, string>; code?: string };
}

/**
 * Serves the real route table on 127.0.0.1 port 0 with handlers that echo the matched
 * route and its params (no authentication, no storage): routing tests see only routing.
 */
export async function startEchoRouteServer(
  t: TestContext,
): Promise<(method: string, path: string) => Promise<EchoAnswer>> {
  const match = routeMatcher(ROUTES);
  const app = new Koa();
  app.use((ctx) => {
    try {
      const { route, params } = match(ctx.method, ctx.path, (allow) => ctx.set('Allow', allow));
      ctx.body = { route: `${route.method} ${route.path}`, params };
    } catch (error) {
      if (!isDomainError(error)) throw error;
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
