import * as v from 'valibot';
import { DomainError } from '../shared/domain-error.js';
import {
  parseField,
  rejectUnwritableKeys,
  requireJsonObject,
} from '../shared/validation-errors.js';
import { normalizeCounterparty } from './normalize-counterparty.js';

/**
 * A counterparty the owner said is not a subscription ("Not a subscription"): a discovery
 * of the account never suggests it again. `key` is the name as a counterparty key (the
 * form discovery groups charges by), unique per account; `name` is what the owner saw.
 */
export interface CounterpartyDismissal {
  id: string;
  accountId: string;
  key: string;
  name: string;
  /** RFC 3339 UTC instant. */
  dismissedAt: string;
}

/** A dismissal as the API shows it (no account id). */
export type CounterpartyDismissalResource = Omit<CounterpartyDismissal, 'accountId'>;

/** The longest counterparty name a dismissal keeps, in code points. */
export const MAX_COUNTERPARTY_NAME_LENGTH = 200;

/** The schema of a dismissal's `name`; the check below and the API reference are made from it. */
export const COUNTERPARTY_NAME_SCHEMA = v.pipe(
  v.string('name must be a string.'),
  v.trim(),
  v.minLength(1, 'name must not be empty.'),
  v.check(
    (name) => [...name].length <= MAX_COUNTERPARTY_NAME_LENGTH,
    `name must be at most ${MAX_COUNTERPARTY_NAME_LENGTH} characters.`,
  ),
  v.metadata({
    maxLength: MAX_COUNTERPARTY_NAME_LENGTH,
    description:
      'The counterparty as a suggestion names it, or as the bank writes it ("PAYPAL *SPOTIFY 2K4L90" counts as Spotify).',
  }),
);

/**
 * A dismissal's name and key: the name trimmed, the key its counterparty key. A name with
 * no word that names a counterparty (only digits, codes or booking words) is refused.
 *
 * @example
 * counterpartyOf('PAYPAL *Spotify 2K4L90'); // { name: 'PAYPAL *Spotify 2K4L90', key: 'spotify' }
 */
export function counterpartyOf(rawName: unknown): { name: string; key: string } {
  const name = parseField(COUNTERPARTY_NAME_SCHEMA, rawName, 'invalid_counterparty', 'name', {
    suggestedFix: `Send the name of a suggestion (at most ${MAX_COUNTERPARTY_NAME_LENGTH} characters), e.g. "Spotify".`,
  });
  const key = normalizeCounterparty(name);
  if (key === '') {
    throw new DomainError('invalid_counterparty', `"${name}" names no counterparty.`, {
      field: 'name',
      suggestedFix: 'Send the name of a suggestion, e.g. "Spotify", not only numbers or codes.',
    });
  }
  return { name, key };
}

/**
 * The body of `POST /api/v1/dismissed-counterparties`: `{name}` and nothing else
 * (`invalid_json`, `invalid_counterparty` naming the field).
 *
 * @example
 * parseDismissalBody({ name: 'Spotify' }); // { name: 'Spotify', key: 'spotify' }
 */
export function parseDismissalBody(body: unknown): { name: string; key: string } {
  const object = requireJsonObject(body);
  rejectUnwritableKeys(object, ['name'], 'invalid_counterparty');
  return counterpartyOf(object.name);
}

/** A stored dismissal as the API shows it. */
export function toDismissalResource(
  dismissal: CounterpartyDismissal,
): CounterpartyDismissalResource {
  const { accountId: _account, ...shown } = dismissal;
  return shown;
}
