import { DomainError } from '../shared/domain-error.js';

const EMAIL_MAX_LENGTH = 254;
// One @, something on each side, a dot in the domain, no spaces: what can receive mail,
// without pretending to implement RFC 5322.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

/** The case-folded form emails are unique and looked up by. */
export function emailKeyOf(email: string): string {
  return email.trim().normalize('NFKC').toLowerCase();
}

/**
 * Checks an owner's email address and answers it trimmed.
 *
 * @example validateEmail(' Ada@Example.com ') // 'Ada@Example.com'
 */
export function validateEmail(email: string, field = 'email'): string {
  const trimmed = email.trim();
  if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(trimmed)) {
    throw new DomainError('invalid_owner_login', 'Enter an email address like name@example.com', {
      field,
      suggestedFix: 'Enter the address with an @ and a domain, like name@example.com.',
    });
  }
  return trimmed;
}
