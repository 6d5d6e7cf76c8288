import { DomainError } from '../shared/domain-error.js';

/** What a member chooses for themselves alone: the language of the pages. */
export interface MemberPreferences {
  /** A language tag (`de`, `zh-Hans`), or null for "Automatic" (the browser's choice). */
  language: string | null;
}

/**
 * A language as chosen (a form's value): one of `offered`, or `''`/`automatic` for null;
 * anything else is `invalid_member` naming `field` with the allowed values.
 *
 * @example parseLanguageChoice('de', ['en', 'de']) // 'de'
 * @example parseLanguageChoice('automatic', ['en', 'de']) // null
 */
export function parseLanguageChoice(
  text: string,
  offered: readonly string[],
  field = 'language',
): string | null {
  if (text === '' || text === 'automatic') return null;
  if (offered.includes(text)) return text;
  throw new DomainError('invalid_member', 'Choose one of the languages offered', {
    field,
    allowedValues: ['automatic', ...offered],
    suggestedFix: `Use automatic or one of ${offered.join(', ')}.`,
  });
}
