import {
  accountQuotaKey,
  DomainError,
  isDomainError,
  isStorageUnavailable,
  type Principal,
} from '@subtrack/domain';
import { statusForCode } from '../error-mapping.js';

/** The quota is the account's, whichever of its keys (or doors: REST, MCP) is used. */
export const quotaKey = (principal: Principal): string => accountQuotaKey(principal.accountId);

/** The refusal once the hour's requests are used up. */
export function quotaExceeded(): DomainError {
  return new DomainError(
    'rate_limit_exceeded',
    'The hourly request quota of this account is used up.',
    { suggestedFix: 'Wait until the time in X-RateLimit-Reset, then retry.' },
  );
}

/**
 * Validation failures do not count, even those only the use case can see; D36: nor
 * does a request the database could not serve.
 */
export function givesQuotaBack(error: unknown): boolean {
  return isStorageUnavailable(error) || (isDomainError(error) && statusForCode(error.code) === 400);
}
