import Router from '@koa/router';
import type { ChannelSender, FailureThrottleStore, Ports } from '@subtrack/domain';
import Koa, { type Context, type Middleware, type Next } from 'koa';
import compose from 'koa-compose';
import { servedAssets } from './assets/asset-files.js';
import { csrfProtection } from './middleware/csrf.js';
import { passJsonClientsOn, servedPaths } from './middleware/json-not-found.js';
import { loadSession } from './middleware/load-session.js';
import { pageErrors } from './middleware/page-errors.js';
import { requestLog } from './middleware/request-log.js';
import { requireRouteRole } from './middleware/require-role.js';
import { requireSession } from './middleware/require-session.js';
import { isAppShellPath, serveAppShell } from './middleware/serve-app-shell.js';
import { serveAssets } from './middleware/serve-assets.js';
import type { OidcConnection } from './oidc/oidc-connection.js';
import type { WebState } from './request-state.js';
import { SCREEN_ROUTES } from './routes/index.js';
import { registerInvitationRoutes } from './routes/invitation-routes.js';
import { registerOidcSignInRoutes } from './routes/oidc-routes.js';
import { registerPasskeySignInRoutes } from './routes/passkey-routes.js';
import { registerSignInRoutes } from './routes/sign-in-routes.js';
import { DEFAULT_THROTTLE_LIMITS, SignInThrottle } from './sign-in/sign-in-throttle.js';
import type { WebDataFiles } from './web-deps.js';

/** Sign-in throttling limits (defaults 10 per address, 50 per account, 15 minutes). */
export interface SignInLimits {
  perAddress?: number;
  perAccount?: number;
  challengesPerAddress?: number;
  windowSeconds?: number;
  blockSeconds?: number;
}

function throttleLimits(limits: SignInLimits = {}) {
  const d = DEFAULT_THROTTLE_LIMITS;
  return {
    perAddress: limits.perAddress ?? d.perAddress,
    perAccount: limits.perAccount ?? d.perAccount,
    challengesPerAddress: limits.challengesPerAddress ?? d.challengesPerAddress,
    windowMs: limits.windowSeconds === undefined ? d.windowMs : limits.windowSeconds * 1000,
    blockMs: limits.blockSeconds === undefined ? d.blockMs : limits.blockSeconds * 1000,
  };
}

/** How to build the web pages. */
export interface WebPagesOptions {
  ports: Ports;
  /** One JSON line per request (default: stdout). */
  log?: (line: string) => void;
  signInLimits?: SignInLimits;
  /**
   * Where failed sign-ins are counted, per address and per account. Default: this
   * process's memory (one process on SQLite); several processes on one PostgreSQL database
   * pass its shared store.
   */
  failureThrottles?: FailureThrottleStore;
  /** Delivers a channel's test message ("Send test"); the composing app passes it. */
  channelSender?: ChannelSender;
  /** The file formats of "Import and export" (without them, its export and import fail: a 500). */
  dataFiles?: WebDataFiles;
  /** Sign-in with an identity provider (an `OidcConnection`); absent: off. */
  oidc?: OidcConnection;
  /**
   * The origin people open subtrack at (`serve --public-url`), such as
   * `https://subs.example.com`: the identity provider's redirect and the passkeys' host name
   * come from it. Absent: each request's.
   */
  publicUrl?: string | null;
}

/** How to build the web pages as a Koa application of their own. */
export interface WebAppOptions extends WebPagesOptions {
  /** Trust `X-Forwarded-For` / `X-Forwarded-Proto` (only behind a proxy). */
  trustProxy?: boolean;
}

/** The pages' middleware in order, and which paths they serve. */
function webStack(options: WebPagesOptions) {
  const { ports } = options;
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const deps = {
    ports,
    signInThrottle: new SignInThrottle(
      ports.clock,
      throttleLimits(options.signInLimits),
      options.failureThrottles,
    ),
    ...(options.channelSender ? { channelSender: options.channelSender } : {}),
    ...(options.dataFiles ? { dataFiles: options.dataFiles } : {}),
    ...(options.oidc ? { oidc: options.oidc } : {}),
    publicUrl: options.publicUrl ?? null,
  };

  const publicRouter = new Router<WebState>();
  registerSignInRoutes(publicRouter, deps);
  registerInvitationRoutes(publicRouter, deps);
  registerPasskeySignInRoutes(publicRouter, deps);
  registerOidcSignInRoutes(publicRouter, deps);
  const screens = new Router<WebState>();
  for (const register of SCREEN_ROUTES) register(screens, deps);

  const middleware = [
    requestLog({ clock: ports.clock, log }),
    pageErrors((ctx, failure) => {
      (ctx.state as { failure?: unknown }).failure = failure;
    }),
    serveAssets,
    serveAppShell,
    loadSession(ports),
    csrfProtection,
    publicRouter.routes(),
    publicRouter.allowedMethods(),
    // A path no screen serves is a 404 page for everybody; a screen's path needs a session.
    (ctx: Context, next: Next) =>
      screens.match(ctx.path, ctx.method).route ? requireSession(ctx, next) : next(),
    // D45: then the member's role, from the one table of every route's role.
    requireRouteRole(screens),
    screens.routes(),
    screens.allowedMethods(),
    // The routers add `ctx.params` to the application's context as a request reaches them.
  ] as Middleware[];
  const served = servedPaths([publicRouter, screens], servedAssets());
  return { middleware, served: (ctx: Context) => served(ctx) || isAppShellPath(ctx.path) };
}

/**
 * The owner's web application as one Koa middleware, to mount in a Koa application:
 * public sign-in pages, then every screen of `SCREEN_ROUTES` behind the session guard;
 * CSRF checked on every POST. A request for a path no page serves, from a client that
 * prefers JSON to HTML, is passed on untouched (`subtrack serve`'s application answers it
 * with the API's `404 not_found` envelope); every other request is answered here. Client
 * addresses and the scheme come from the application's `proxy` setting, with one proxy
 * hop (`maxIpsCount: 1`, as {@link createWebApp} sets it).
 *
 * @example
 * const app = new Koa({ proxy: false, maxIpsCount: 1 });
 * app.use(createWebPages({ ports }));
 */
export function createWebPages(options: WebPagesOptions): Middleware {
  const { middleware, served } = webStack(options);
  return passJsonClientsOn(served, compose(middleware));
}

/**
 * The web pages alone as a Koa application (tests, embedding), where every path no page
 * serves gets the HTML 404 page; `subtrack serve` mounts {@link createWebPages} after the
 * API instead.
 *
 * @example
 * const web = createWebApp({ ports });
 * http.createServer(web.callback()).listen(8080);
 */
export function createWebApp(options: WebAppOptions): Koa {
  // maxIpsCount 1: behind the one proxy, the client is the last X-Forwarded-For entry (the one
  // the proxy added); earlier entries are the client's own claims (sign-in throttling, D28).
  const app = new Koa({ proxy: options.trustProxy ?? false, maxIpsCount: 1 });
  for (const middleware of webStack(options).middleware) app.use(middleware);
  app.silent = true;
  return app;
}
