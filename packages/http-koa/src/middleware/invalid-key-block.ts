import type { Clock } from '@subtrack/domain';
import { DomainError } from '@subtrack/domain';
import type { Context, Next } from 'koa';
import type { AuthFailureThrottle } from '../rate-limit/auth-failure-throttle.js';

/**
 * D21: a client address that sent too many invalid keys gets 429 for every request that
 * carries an `Authorization` header, before its key is looked at (otherwise the block
 * would tell a valid key from an invalid one). The headers describe the address's limit.
 */
export function invalidKeyBlock(options: {
  throttle: AuthFailureThrottle;
  clock: Clock;
  failureLimit: number;
}) {
  return async function invalidKeyBlockMiddleware(ctx: Context, next: Next): Promise<void> {
    if (ctx.get('Authorization') === '') {
      await next();
      return;
    }
    const nowMs = options.clock.now().getTime();
    const block = await options.throttle.check(ctx.ip, nowMs);
    if (!block.blocked) {
      await next();
      return;
    }
    ctx.set('Retry-After', String(block.retryAfterSeconds));
    ctx.set('X-RateLimit-Limit', String(options.failureLimit));
    ctx.set('X-RateLimit-Remaining', '0');
    ctx.set('X-RateLimit-Reset', String(Math.ceil(nowMs / 1000) + block.retryAfterSeconds));
    throw new DomainError(
      'rate_limit_exceeded',
      'Too many invalid API key attempts from this address; it is blocked for a while.',
      {
        suggestedFix: `Check the API key, then retry after ${block.retryAfterSeconds} seconds.`,
      },
    );
  };
}
