import { authenticateApiKey, isDomainError, type Ports, type Principal } from '@subtrack/domain';
import type { ApiContext } from '../api-context.js';
import type { AuthFailureThrottle } from '../rate-limit/auth-failure-throttle.js';
import { answerHeader } from '../request-state.js';

/**
 * The request's bearer key (401 when missing, invalid or revoked, D2); D21: an invalid key
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
    if (isDomainError(error) && error.code === 'invalid_api_key') {
      await options.throttle.recordFailure(ctx.ip, options.ports.clock.now().getTime());
      answerHeader(ctx, 'WWW-Authenticate', 'Bearer error="invalid_token"');
    } else {
      answerHeader(ctx, 'WWW-Authenticate', 'Bearer');
    }
    throw error;
  }
}
