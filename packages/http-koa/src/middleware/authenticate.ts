import {
  type AdmittedRequest,
  type ApiKeyScope,
  type ApiRequestAdmission,
  admitApiRequest,
  authenticateApiKey,
  type DeferredKeyCheck,
  isDomainError,
  type Ports,
  type Principal,
} from '@subtrack/domain';
import type { ApiContext } from '../api-context.js';
import { answerHeader } from '../api-context.js';
import {
  type AuthFailureThrottle,
  blockStateOf,
  invalidKeyThrottleKey,
} from '../rate-limit/auth-failure-throttle.js';
import type { QuotaDecision, RateLimiter } from '../rate-limit/rate-limiter.js';
import { addressBlocked } from './invalid-key-block.js';

/**
 * The request's bearer key (401 when missing, invalid or revoked); D21: an invalid key
 * counts against the client's address. Shared by the API routes and `/mcp`.
 */
export async function authenticate(
  ctx: ApiContext,
  options: { ports: Ports; throttle: AuthFailureThrottle },
): Promise<Principal> {
  const header = ctx.req.headers.authorization;
  try {
    return await authenticateApiKey(options.ports, header === '' ? undefined : header);
  } catch (error) {
    throw await refused(ctx, options, error);
  }
}

/** What {@link admitKey} needs besides the request. */
export interface KeyAdmissionOptions {
  ports: Ports;
  throttle: AuthFailureThrottle;
  admission: ApiRequestAdmission;
  rateLimiter: RateLimiter;
  /** The invalid-key attempts that block an address (its 429's `X-RateLimit-Limit`). */
  failureLimit: number;
}

/** An API request let in: who calls, and its quota unit (taken when `allowed`). */
export interface AdmittedCaller {
  principal: Principal;
  quota: QuotaDecision;
  /** When the request was admitted: the window its unit was counted in. */
  nowMs: number;
  /** The key's check, left to the route's read (asked with `deferKeyCheck`). */
  keyCheck: DeferredKeyCheck | undefined;
}

/**
 * Key, block and quota in one call of the admission port (one round trip on PostgreSQL): a
 * blocked address gets 429, a missing or bad key 401 (counted against the address), and a
 * good one its principal with the quota decision; a unit is only taken when the key has
 * the route's `scope` and the window has room. The caller answers 403 and 429 in the
 * quota rule's order, after parsing, and gives the unit back when the request is refused before its
 * use case. With `deferKeyCheck` the key's check may be left to the route's read.
 */
export async function admitKey(
  ctx: ApiContext,
  options: KeyAdmissionOptions,
  scope: ApiKeyScope,
  deferKeyCheck = false,
): Promise<AdmittedCaller> {
  const nowMs = options.ports.clock.now().getTime();
  const { window, limit } = options.rateLimiter.windowAt(nowMs);
  let admitted: AdmittedRequest;
  try {
    // Every object of the request's path is written out field by field: a literal with a
    // spread before other fields makes V8 build a new hidden class on every request.
    admitted = await admitApiRequest(options.admission, ctx.req.headers.authorization, {
      blockKey: invalidKeyThrottleKey(ctx.ip),
      now: new Date(nowMs).toISOString(),
      window,
      limit,
      scope,
      deferKeyCheck,
    });
  } catch (error) {
    throw await refused(ctx, options, error);
  }
  if (admitted.kind === 'blocked') {
    const wait = blockStateOf(admitted.until, nowMs).retryAfterSeconds;
    throw addressBlocked(ctx, wait, nowMs, options.failureLimit);
  }
  const quota = options.rateLimiter.decisionOf(admitted.quota, nowMs);
  return { principal: admitted.principal, quota, nowMs, keyCheck: admitted.keyCheck };
}

/** A refused key's answer headers; an invalid one counts against the address. */
async function refused(
  ctx: ApiContext,
  options: { ports: Ports; throttle: AuthFailureThrottle },
  error: unknown,
): Promise<unknown> {
  if (isDomainError(error) && error.code === 'invalid_api_key') {
    await options.throttle.recordFailure(ctx.ip, options.ports.clock.now().getTime());
    answerHeader(ctx, 'WWW-Authenticate', 'Bearer error="invalid_token"');
  } else {
    answerHeader(ctx, 'WWW-Authenticate', 'Bearer');
  }
  return error;
}
