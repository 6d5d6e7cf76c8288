import type { RouterContext } from '@koa/router';
import {
  authenticateApiKey,
  DomainError,
  isDomainError,
  type Ports,
  type Principal,
  requireWriteScope,
} from '@subtrack/domain';
import type { Context, Next } from 'koa';
import { statusForCode } from '../error-mapping.js';
import type { AuthFailureThrottle } from '../rate-limit/auth-failure-throttle.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { writeReply } from '../reply.js';
import { readJsonObjectBody } from '../request/read-json-body.js';
import { requestState } from '../request-state.js';
import type { ApiRoute, Route } from '../routes/route.js';

/** What {@link routeHandler} needs besides the request. */
export interface DispatchOptions {
  ports: Ports;
  rateLimiter: RateLimiter;
  throttle: AuthFailureThrottle;
  checkHealth: () => void;
}

const quotaKey = (principal: Principal): string => `account:${principal.accountId}`;

/**
 * The router's handler of one route (404/405 are answered before, D23). Runs an API route
 * in D20's order: authenticate (401) -> scope (403) -> parse path, query and body (400, no
 * quota) -> quota (429) -> the route's use case. A 400 from the use case itself (a
 * cross-field rule) gives its quota unit back, so a 400 never counts.
 */
export function routeHandler(options: DispatchOptions) {
  return (route: Route) =>
    async function routeHandlerMiddleware(ctx: RouterContext, _next: Next): Promise<void> {
      const state = requestState(ctx);
      if (route.kind === 'public') {
        const reply = route.handle({
          ports: options.ports,
          checkHealth: options.checkHealth,
          params: ctx.params,
          headers: ctx.headers,
        });
        writeReply(ctx, reply, state.requestId);
        return;
      }
      const { params } = ctx;
      if (route.method === 'GET' && options.ports.unitOfWork.readSnapshot) {
        // Issue 7: a GET runs synchronously from authentication to reply, so its few reads
        // (key, D6 roll-forward check, the data) share one read transaction and take the
        // database's read lock once. A D6 roll-forward inside still writes (see the port).
        options.ports.unitOfWork.readSnapshot(() =>
          runApiRoute(ctx, options, route, params, undefined),
        );
        return;
      }
      const principal = authorize(ctx, options, route);
      const body = await readBody(ctx, route);
      runApiRoute(ctx, options, route, params, body, principal);
    };
}

/** D20 (401, 403): who calls, with the quota figures for the headers; may throw. */
function authorize(ctx: Context, options: DispatchOptions, route: ApiRoute): Principal {
  const state = requestState(ctx);
  const principal = authenticate(ctx, options);
  state.principal = principal;
  state.quota = options.rateLimiter.peek(quotaKey(principal), options.ports.clock.now().getTime());
  if (route.scope === 'write') requireWriteScope(principal);
  return principal;
}

/**
 * The synchronous rest of D20's order: parse (400, no quota) -> quota (429) -> the route's
 * use case. Authorizes first when `principal` is not given (routes without a body).
 */
function runApiRoute(
  ctx: Context,
  options: DispatchOptions,
  route: ApiRoute,
  params: Record<string, string>,
  body: Record<string, unknown> | undefined,
  authorized?: Principal,
): void {
  const state = requestState(ctx);
  const { ports, rateLimiter } = options;
  const principal = authorized ?? authorize(ctx, options, route);
  const key = quotaKey(principal);
  const input = route.parse({ params, query: ctx.query, body });

  const nowMs = ports.clock.now().getTime();
  const decision = rateLimiter.consume(key, nowMs);
  state.quota = decision;
  if (!decision.allowed) {
    ctx.set('Retry-After', String(Math.max(1, decision.resetAt - Math.floor(nowMs / 1000))));
    throw new DomainError(
      'rate_limit_exceeded',
      'The hourly request quota of this account is used up.',
      { suggestedFix: 'Wait until the time in X-RateLimit-Reset, then retry.' },
    );
  }
  try {
    writeReply(
      ctx,
      route.handle(input, { ports, principal, requestId: state.requestId }),
      state.requestId,
    );
  } catch (error) {
    // D20: validation failures do not count, even those only the use case can see.
    if (isDomainError(error) && statusForCode(error.code) === 400) rateLimiter.refund(key, nowMs);
    throw error;
  }
}

/** D21: an invalid key counts against the client's address. */
function authenticate(ctx: Context, options: DispatchOptions): Principal {
  const header = ctx.get('Authorization');
  try {
    return authenticateApiKey(options.ports, header === '' ? undefined : header);
  } catch (error) {
    if (isDomainError(error) && error.code === 'invalid_api_key') {
      options.throttle.recordFailure(ctx.ip, options.ports.clock.now().getTime());
      ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"');
    } else {
      ctx.set('WWW-Authenticate', 'Bearer');
    }
    throw error;
  }
}

/** Reads the JSON body of a POST/PATCH route (D11, D23); D8 flags `lastPaymentDate`. */
async function readBody(
  ctx: Context,
  route: ApiRoute,
): Promise<Record<string, unknown> | undefined> {
  if (route.body !== 'json-object') return undefined;
  let body: Awaited<ReturnType<typeof readJsonObjectBody>>;
  try {
    body = await readJsonObjectBody(ctx.req);
  } catch (error) {
    // An oversized body was left unread: the connection cannot be reused.
    if (isDomainError(error) && error.code === 'payload_too_large') ctx.set('Connection', 'close');
    throw error;
  }
  if (body.kind === 'empty') {
    if (route.emptyBodyIsObject) return {};
    throw new DomainError('invalid_json', 'The request body is empty.', {
      suggestedFix: 'Send a JSON object with the header Content-Type: application/json.',
    });
  }
  const used = route.deprecatedBodyFields?.some((field) => Object.hasOwn(body.value, field));
  if (used) ctx.set('Deprecation', 'true');
  return body.value;
}
