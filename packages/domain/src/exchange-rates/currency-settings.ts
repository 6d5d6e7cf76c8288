import * as v from 'valibot';
import {
  fieldError,
  parseField,
  rejectUnwritableKeys,
  requireJsonObject,
} from '../shared/validation-errors.js';
import { CURRENCIES, type Currency } from '../subscriptions/subscription.js';

/** An account's home currency: the one its estimates are given in (null: none chosen). */
export interface CurrencySettings {
  accountId: string;
  homeCurrency: Currency | null;
  updatedAt: string;
}

/** A validated body of the currency settings: the one writable field. */
export interface CurrencySettingsInput {
  homeCurrency: Currency | null;
}

/** The fields a client may write, in the order they are checked. */
export const WRITABLE_CURRENCY_SETTINGS_FIELDS = ['homeCurrency'] as const;

const CURRENCY_LIST = CURRENCIES.join(', ');

const HOME_CURRENCY = v.nullable(
  v.picklist(CURRENCIES, `homeCurrency must be one of ${CURRENCY_LIST}, or null for none.`),
);

/**
 * Validates the body of the currency settings: a JSON object (else `invalid_json`) holding
 * `homeCurrency`, one of the currencies subscriptions are kept in or `null` for none; any
 * other key, a missing `homeCurrency` or another value is `invalid_currency_settings`
 * naming the field, with the allowed values.
 *
 * @example
 * parseCurrencySettingsBody({ homeCurrency: 'EUR' }); // { homeCurrency: 'EUR' }
 * parseCurrencySettingsBody({ homeCurrency: 'eur' }); // throws invalid_currency_settings, field "homeCurrency"
 */
export function parseCurrencySettingsBody(body: unknown): CurrencySettingsInput {
  const object = requireJsonObject(body);
  rejectUnwritableKeys(object, WRITABLE_CURRENCY_SETTINGS_FIELDS, 'invalid_currency_settings');
  const hint = {
    suggestedFix: `Send {"homeCurrency": "EUR"} with one of ${CURRENCY_LIST}, or {"homeCurrency": null} for none.`,
    allowedValues: CURRENCIES,
  };
  if (!Object.hasOwn(object, 'homeCurrency')) {
    throw fieldError(
      'invalid_currency_settings',
      'homeCurrency is required: a currency code, or null for none.',
      { field: 'homeCurrency', ...hint },
    );
  }
  return {
    homeCurrency: parseField(
      HOME_CURRENCY,
      object['homeCurrency'],
      'invalid_currency_settings',
      'homeCurrency',
      hint,
    ),
  };
}

/**
 * The API's view of the setting: `{homeCurrency}` (null when none was ever chosen).
 *
 * @example
 * toCurrencySettingsResource(null); // { homeCurrency: null }
 */
export function toCurrencySettingsResource(settings: CurrencySettings | null): {
  homeCurrency: Currency | null;
} {
  return { homeCurrency: settings?.homeCurrency ?? null };
}
