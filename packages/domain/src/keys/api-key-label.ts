import { DomainError } from '../shared/domain-error.js';

/** The longest key label, in Unicode code points after trimming. */
export const MAX_API_KEY_LABEL_LENGTH = 100;

const CONTROL_CHARACTER = /\p{Cc}/u;
// An unpaired surrogate cannot be stored as UTF-8 (see the subscription name rule, D10).
const LONE_SURROGATE = /\p{Cs}/u;

const invalidLabel = (message: string) =>
  new DomainError('invalid_api_key_label', message, {
    field: 'label',
    suggestedFix: `Use a label of 1 to ${MAX_API_KEY_LABEL_LENGTH} characters, such as "Home Assistant", or none.`,
  });

/**
 * An API key's optional label: absent gives `null`; otherwise trimmed, 1 to 100 code
 * points, no control characters (the same text rule as a subscription name). Throws
 * `invalid_api_key_label` naming the field `label`.
 *
 * @example
 * parseApiKeyLabel('  Home Assistant '); // 'Home Assistant'
 * parseApiKeyLabel(undefined); // null
 */
export function parseApiKeyLabel(raw: string | null | undefined): string | null {
  if (raw === undefined || raw === null) return null;
  const label = raw.trim();
  if (label === '') throw invalidLabel('The label must not be empty or only white space.');
  if ([...label].length > MAX_API_KEY_LABEL_LENGTH)
    throw invalidLabel(`The label must be at most ${MAX_API_KEY_LABEL_LENGTH} characters long.`);
  if (CONTROL_CHARACTER.test(label))
    throw invalidLabel('The label must not contain control characters.');
  if (LONE_SURROGATE.test(label)) throw invalidLabel('The label must be valid Unicode text.');
  return label;
}
