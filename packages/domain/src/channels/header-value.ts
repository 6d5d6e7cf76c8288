import { fieldError } from '../shared/validation-errors.js';

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Whether `text` can travel in an HTTP header as it is: printable ASCII only, so no
 * invisible character (U+200B from a paste), no letter outside ASCII and no line break
 * (which would start a header of its own).
 *
 * @example
 * isHeaderSafe('tk_AbC123'); // true
 * isHeaderSafe('tk_\u200bAbC'); // false
 */
export function isHeaderSafe(text: string): boolean {
  return PRINTABLE_ASCII.test(text);
}

/** The first character of `text` that is not printable ASCII, as `U+200B at position 7`. */
function firstUnsafeCharacter(text: string): string | null {
  let position = 0;
  for (const character of text) {
    position++;
    if (isHeaderSafe(character)) continue;
    const code = (character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
    return `U+${code} at position ${position}`;
  }
  return null;
}

/**
 * Refuses a channel's token or key (sent in an HTTP header) that is not printable
 * ASCII, naming the field, the first bad character and the fix. `words` is how people
 * call the field (`device key`).
 *
 * @example
 * checkHeaderValue('token', 'token', 'tk_\u200bAbC');
 * // throws invalid_notification_settings: token must be printable ASCII, but holds U+200B at position 4 ...
 */
export function checkHeaderValue(field: string, words: string, value: string): void {
  const found = firstUnsafeCharacter(value);
  if (found === null) return;
  const fix = `type or paste the ${words} again, using only printable ASCII characters`;
  throw fieldError(
    'invalid_notification_settings',
    `${field} must be printable ASCII, but holds ${found} (an invisible character, a letter ` +
      `outside ASCII or a line break, often copied along with it); ${fix}`,
    { field, suggestedFix: fix },
  );
}
