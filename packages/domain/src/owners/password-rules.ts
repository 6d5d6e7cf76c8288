import { DomainError } from '../shared/domain-error.js';

/** D28 (NIST SP 800-63B): at least this many characters after NFKC. */
export const PASSWORD_MIN_LENGTH = 12;
/** At most this many characters after NFKC. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * The password as it is hashed and compared: NFKC-normalised, so the same password
 * typed on another keyboard or system matches. Its length counts code points.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/**
 * Checks a new password (12 to 256 characters after NFKC, no composition rules) and
 * answers it normalised.
 *
 * @example validateNewPassword('correct horse battery') // 'correct horse battery'
 */
export function validateNewPassword(password: string, field = 'password'): string {
  const normalized = normalizePassword(password);
  const length = [...normalized].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    const message =
      length < PASSWORD_MIN_LENGTH
        ? `Password must be at least ${PASSWORD_MIN_LENGTH} characters`
        : `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
    throw new DomainError('invalid_owner_login', message, {
      field,
      suggestedFix: `Choose a password of ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; a few unrelated words work well.`,
    });
  }
  return normalized;
}
