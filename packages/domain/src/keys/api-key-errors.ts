import { DomainError } from '../shared/domain-error.js';

/** No key, or one that is not `Bearer <token>` (`401`). */
export function authenticationRequired(): DomainError {
  return new DomainError('authentication_required', 'A bearer API key is required.', {
    suggestedFix: 'Send the header `Authorization: Bearer <your API key>`.',
  });
}

/** A malformed, unknown, mismatched or revoked key (`401`). */
export function invalidApiKey(): DomainError {
  return new DomainError('invalid_api_key', 'The API key is invalid or has been revoked.', {
    suggestedFix:
      'Send a current key as `Authorization: Bearer stk_...`; revoked keys never work again.',
  });
}
