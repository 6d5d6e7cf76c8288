import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import Router from '@koa/router';
import type { Ports } from '@subtrack/domain';
import { aTestWorld, type TestWorld } from '@subtrack/domain/testing';
import Koa from 'koa';
import { takeNotice } from '../http/redirect-with-notice.js';
import { pageErrors } from '../middleware/page-errors.js';
import type { WebSession, WebState } from '../request-state.js';
import { SignInThrottle } from '../sign-in/sign-in-throttle.js';
import type { RegisterRoutes, WebDeps } from '../web-deps.js';
import { aWebSession } from './test-session.js';

/** One answer of the screen under test. */
export interface ScreenResponse {
  status: number;
  headers: Headers;
  html: string;
}

/** A screen's routes on 127.0.0.1 with a signed-in owner, closed in `t.after`. */
export interface ScreenServer extends TestWorld {
  session: WebSession;
  /** `http://127.0.0.1:<port>`, for a request the helpers below do not make. */
  baseUrl: string;
  get(path: string): Promise<ScreenResponse>;
  /** Posts a form (`_csrf` is not needed: the CSRF middleware is the app's, tested there). */
  post(path: string, form: Record<string, string>): Promise<ScreenResponse>;
  /** Posts a `multipart/form-data` form (an upload). */
  upload(path: string, form: FormData): Promise<ScreenResponse>;
}

/**
 * Mounts `register` on a bare Koa app over in-memory ports, as `createWebApp` would behind
 * its session guard, with the page-error middleware and the one-time notice. Redirects are
 * not followed: a test sees the 303 and then GETs its `Location` (the notice cookie is kept).
 */
export async function startScreenServer(
  t: TestContext,
  register: RegisterRoutes,
  options: { now?: string; deps?: Partial<Omit<WebDeps, 'ports'>> } = {},
): Promise<ScreenServer> {
  const world = await aTestWorld({ now: options.now ?? '2026-11-21T08:00:00.000Z' });
  const session = aWebSession(world.accountId);
  const app = new Koa();
  app.use(pageErrors(() => {}));
  app.use(async (ctx, next) => {
    const state = ctx.state as WebState;
    state.session = session;
    if (ctx.method === 'GET') state.notice = takeNotice(ctx);
    await next();
  });
  const router = new Router<WebState>();
  const ports = world.ports as Ports;
  register(router, { ports, signInThrottle: new SignInThrottle(ports.clock), ...options.deps });
  app.use(router.routes());
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let cookie = '';

  async function send(path: string, init: RequestInit): Promise<ScreenResponse> {
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
    const set = response.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length > 0) cookie = set.join('; ');
    return { status: response.status, headers: response.headers, html: await response.text() };
  }

  return {
    ...world,
    session,
    baseUrl,
    get: (path) => send(path, { method: 'GET' }),
    post: (path, form) =>
      send(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }),
    upload: (path, form) => send(path, { method: 'POST', body: form }),
  };
}
