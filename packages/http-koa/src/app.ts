import {
  type ApiRequestAdmission,
  composeApiRequestAdmission,
  createInMemoryFailureThrottleStore,
  createInMemoryRequestQuotaStore,
  type FailureThrottleStore,
  type Ports,
  type RequestQuotaStore,
} from '@subtrack/domain';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { apiApplication } from './api-application.js';
import { MCP_PATH, type McpHandler, mcpEndpoint } from './mcp/mcp-endpoint.js';
import { apiMiddleware } from './middleware/api-middleware.js';
import { mcpWork, routeWork, unroutedWork } from './middleware/api-works.js';
import { routeRunner } from './middleware/dispatch.js';
import { invalidKeyBlock } from './middleware/invalid-key-block.js';
import type { LogSink } from './middleware/request-log.js';
import { createAuthFailureThrottle } from './rate-limit/auth-failure-throttle.js';
import { createRateLimiter } from './rate-limit/rate-limiter.js';
import { apiPathSpace } from './routes/api-path.js';
import { type AllMethodsPath, apiRouter } from './routes/api-router.js';
import type { DataFiles } from './routes/route.js';
import { ROUTES } from './routes/route-table.js';
import { StorageHealth } from './storage-health.js';

/** How to build the app. Only `ports` is required; the rest have defaults. */
export interface AppOptions {
  ports: Ports;
  /** Requests per account per UTC clock hour (default 1000). */
  rateLimitPerHour?: number;
  /** Invalid-key attempts within the window that block an address (default 10). */
  authFailureLimit?: number;
  /** How long a block lasts (default 900). */
  authBlockSeconds?: number;
  /** How far back invalid-key attempts count (default 900). */
  authFailureWindowSeconds?: number;
  /** Allowed origins (default `'*'`). */
  corsOrigins?: string[] | '*';
  /**
   * Trust `X-Forwarded-For` for the client address (only behind a proxy). The address
   * taken is the last one, the one the proxy in front of subtrack added.
   */
  trustProxy?: boolean;
  /** Called once, for the first request carrying `X-Forwarded-For` while `trustProxy` is off. */
  onForwardedForIgnored?: () => void;
  /**
   * Where request quotas are counted. Default: this process's memory (one
   * process on SQLite); several processes on one PostgreSQL database pass its shared store.
   */
  requestQuotas?: RequestQuotaStore;
  /**
   * Where invalid-key attempts are counted, per client address. Default: this
   * process's memory; several processes pass the database's shared store.
   */
  failureThrottles?: FailureThrottleStore;
  /**
   * How an API request's invalid-key block, key and quota are asked for, in one call.
   * Default: the three stores above asked in turn; a database server passes its own, which
   * answers in one round trip (`createPostgresPorts(...).admission`), over the same stores.
   */
  admission?: ApiRequestAdmission;
  /**
   * Throws (or rejects) when the database does not answer (default: a cheap read
   * through the ports).
   */
  checkHealth?: () => void | Promise<void>;
  /** One JSON line per request (default: stdout). */
  log?: LogSink;
  /** The import parser and export writer (an adapter, passed in by the composition root). */
  dataFiles?: DataFiles;
  /** The MCP adapter, served at `/mcp` behind the API's keys, quota and log. */
  mcp?: McpHandler;
  /**
   * The origin people open subtrack at (`--public-url`); `/mcp` serves an `Origin`
   * header only when it is this one (default: each request's own) or in `mcpAllowedOrigins`.
   */
  publicUrl?: string | null;
  /** More origins `/mcp` serves (`--mcp-allowed-origin`), exact. */
  mcpAllowedOrigins?: readonly string[];
  /**
   * What answers every request outside the API's own paths (`routes/api-path.ts`): the
   * web pages' Koa middleware, mounted in the same application. What it passes on (a JSON
   * client asking for a path no page serves) gets the API's 404 envelope, as does every
   * such path when absent.
   */
  pages?: Middleware;
}

// A lookup that touches storage and never finds anything: enough to know the database answers.
const HEALTH_PROBE_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Builds the subtrack REST API (spec `api-v1.md`) as a Koa application: a
 * `@koa/router` router of the route table (`routes/route-table.ts`), whose every route,
 * like `/mcp` and a path no route takes, is one API middleware (`middleware/api-middleware.ts`)
 * made once here; then, when given, the web pages.
 *
 * @example
 * const app = createApp({ ports: createSqlitePorts(openDatabase('data/subtrack.sqlite')) });
 * createHttpServer(app.callback()).listen(8080, '127.0.0.1');
 */
export function createApp(options: AppOptions): Koa {
  const { ports } = options;
  const failureLimit = options.authFailureLimit ?? 10;
  const requestQuotas = options.requestQuotas ?? createInMemoryRequestQuotaStore();
  const failureThrottles = options.failureThrottles ?? createInMemoryFailureThrottleStore();
  const admission =
    options.admission ??
    composeApiRequestAdmission({ apiKeys: ports.apiKeys, requestQuotas, failureThrottles });
  const rateLimiter = createRateLimiter(requestQuotas, { limit: options.rateLimitPerHour ?? 1000 });
  const throttle = createAuthFailureThrottle(failureThrottles, {
    limit: failureLimit,
    windowSeconds: options.authFailureWindowSeconds ?? 900,
    blockSeconds: options.authBlockSeconds ?? 900,
  });
  const probe =
    options.checkHealth ??
    (async () => {
      await ports.accounts.findById(HEALTH_PROBE_ID);
    });
  const storageHealth = new StorageHealth();
  // D36: a write fault a request met counts too, as the probe's read may still work.
  const checkHealth = async () => {
    await probe();
    const fault = storageHealth.current(ports.clock.now().getTime());
    if (fault !== null) throw fault;
  };
  const trustProxy = options.trustProxy ?? false;

  // Issue 25: every part of a request prepared here once.
  const answering = apiMiddleware({
    clock: ports.clock,
    log: options.log ?? ((line: string) => process.stdout.write(`${line}\n`)),
    corsOrigins: options.corsOrigins ?? '*',
    onForwardedForIgnored: trustProxy ? undefined : options.onForwardedForIgnored,
  });
  const parts = {
    checkInvalidKeyBlock: invalidKeyBlock({ throttle, clock: ports.clock, failureLimit }),
    runRoute: routeRunner({
      ports,
      rateLimiter,
      throttle,
      admission,
      failureLimit,
      checkHealth,
      storageHealth,
      ...(options.dataFiles ? { dataFiles: options.dataFiles } : {}),
    }),
  };
  const allMethods: AllMethodsPath[] = [];
  // D47: one limiter and one throttle, so MCP tool calls and /api/v1 share the quota.
  if (options.mcp) {
    const runMcp = mcpEndpoint({
      ports,
      rateLimiter,
      throttle,
      handler: options.mcp,
      origins: { publicUrl: options.publicUrl ?? null, allowed: options.mcpAllowedOrigins ?? [] },
    });
    allMethods.push({ path: MCP_PATH, middleware: answering(mcpWork(runMcp, parts)) });
  }
  const routes = apiRouter(ROUTES, (route) => answering(routeWork(route, parts)), allMethods);
  const unrouted = answering(unroutedWork(parts));

  // D21: behind a trusted proxy the client is the last X-Forwarded-For entry, the one the
  // proxy added (`ctx.ip`); the earlier ones a client can write itself.
  // Issue 35: the API's requests answer themselves (without Koa's response listeners); with
  // the pages, only the API's own paths do.
  const ownPath = options.pages
    ? apiPathSpace([...ROUTES.map((route) => route.path), MCP_PATH])
    : undefined;
  const app = apiApplication({ proxy: trustProxy, maxIpsCount: 1 }, (ctx) =>
    ownPath === undefined ? true : ownPath(ctx.path),
  );
  app.silent = true;
  app.use(routes);
  if (options.pages && ownPath) {
    app.use((ctx, next) => (ownPath(ctx.path) ? unrouted(ctx, next) : next()));
    app.use(options.pages);
  }
  app.use(unrouted);
  return app;
}
