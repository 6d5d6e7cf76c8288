import { DomainError, isDomainError } from '../shared/domain-error.js';

const EMAIL_TAKEN = 'That email is already used by another account';

/**
 * True for the error of an email another member (of any account) already uses. The command line
 * (the server's administrator) says so; the web app must not tell one person another's
 * address, so it shows a neutral message instead (issue 20).
 */
export function isOwnerEmailTaken(error: unknown): boolean {
  return (
    isDomainError(error) && error.code === 'invalid_owner_login' && error.message === EMAIL_TAKEN
  );
}

/** The error of an email another member (of any account) already uses. */
export function ownerEmailTaken(): DomainError {
  return new DomainError('invalid_owner_login', EMAIL_TAKEN, {
    field: 'email',
    suggestedFix: 'Use another email address for this account.',
  });
}
