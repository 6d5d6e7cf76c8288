import { DomainError } from '../shared/domain-error.js';

/** The error of a used, expired or unknown link: the three look the same. */
export function signInLinkInvalid(): DomainError {
  return new DomainError(
    'sign_in_link_invalid',
    'This sign-in link has expired or has already been used',
    { suggestedFix: 'Ask for a new link with `subtrack account sign-in-link --account <id>`.' },
  );
}
