import type { Clock } from '@subtrack/domain';
import { DomainError } from '@subtrack/domain';
import type { ApiContext } from '../api-context.js';
import type { AuthFailureThrottle } from '../rate-limit/auth-failure-throttle.js';

/**
 * A client address that sent too many invalid keys gets 429 for every request that
 * carries an `Authorization` header, before its key is looked at (otherwise the block
 * would tell a valid key from an invalid one). The headers describe the address's limit.
 * Requests without the header cost nothing here.
 */
export function invalidKeyBlock(options: {
  throttle: AuthFailureThrottle;
  clock: Clock;
  failureLimit: number;
}) {
  // Not `async`: a request without the header gets no promise (issue 25).
  return function checkInvalidKeyBlock(ctx: ApiContext): Promise<void> | undefined {
    if (!ctx.req.headers.authorization) return undefined;
    return checkAddress(ctx);
  };

  async function checkAddress(ctx: ApiContext): Promise<void> {
    const nowMs = options.clock.now().getTime();
    const block = await options.throttle.check(ctx.ip, nowMs);
    if (block.blocked)
      throw addressBlocked(ctx, block.retryAfterSeconds, nowMs, options.failureLimit);
  }
}

/**
 * The 429 of an address blocked for invalid keys, its headers put on the answer: the
 * address's limit, nothing left, and when to retry.
 */
export function addressBlocked(
  ctx: ApiContext,
  retryAfterSeconds: number,
  nowMs: number,
  failureLimit: number,
): DomainError {
  Object.assign(ctx.state.headers, {
    'Retry-After': String(retryAfterSeconds),
    'X-RateLimit-Limit': String(failureLimit),
    'X-RateLimit-Remaining': '0',
    'X-RateLimit-Reset': String(Math.ceil(nowMs / 1000) + retryAfterSeconds),
  });
  return new DomainError(
    'rate_limit_exceeded',
    'Too many invalid API key attempts from this address; it is blocked for a while.',
    { suggestedFix: `Check the API key, then retry after ${retryAfterSeconds} seconds.` },
  );
}
