import { DomainError } from '../shared/domain-error.js';

/** The provider already vouches for a member with this issuer and subject. */
export function identityAlreadyBound(): DomainError {
  return new DomainError(
    'identity_already_bound',
    'This identity provider login is already used by a member',
    { suggestedFix: 'Sign in with it, or sign in to the provider as someone else.' },
  );
}
