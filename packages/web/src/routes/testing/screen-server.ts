import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import Router from '@koa/router';
import type { Ports } from '@subtrack/domain';
import { aTestWorld } from '@subtrack/domain/testing';
import Koa from 'koa';
import { pageErrors } from '../../middleware/page-errors.js';
import type { RegisterRoutes, WebSession, WebState } from '../../web-state.js';

/** A running app of some screens' routes, signed in as the test world's owner. */
export interface ScreenServer {
  ports: Ports;
  accountId: string;
  session: WebSession;
  get(path: string): Promise<Response>;
  post(path: string, form: Record<string, string>): Promise<Response>;
}

/**
 * Serves `routes` on 127.0.0.1 (port 0, closed after the test) over in-memory ports, with
 * every request signed in: the session and CSRF machinery are the foundation's and tested
 * there; these tests are about what the screens read and write.
 */
export async function startScreenServer(
  t: TestContext,
  routes: RegisterRoutes[],
  now = '2026-11-21T08:00:00.000Z',
): Promise<ScreenServer> {
  const { ports, accountId } = aTestWorld({ now });
  const session: WebSession = {
    accountId,
    sessionPublicId: 'web-session-1',
    csrfToken: 'csrf-token',
    email: 'owner@example.com',
  };
  const app = new Koa();
  app.use(pageErrors(() => {}));
  app.use(async (ctx, next) => {
    Object.assign(ctx.state, { session, notice: null });
    await next();
  });
  const router = new Router<WebState>();
  for (const register of routes) register(router, { ports });
  app.use(router.routes());
  app.silent = true;
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  t.after(() => new Promise((resolve) => server.close(resolve)));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    ports,
    accountId,
    session,
    get: (path) => fetch(base + path, { redirect: 'manual' }),
    post: (path, form) =>
      fetch(base + path, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ _csrf: session.csrfToken, ...form }).toString(),
      }),
  };
}
