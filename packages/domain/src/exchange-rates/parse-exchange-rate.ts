import * as v from 'valibot';
import { type CalendarDate, isCalendarDate } from '../shared/calendar-date.js';
import {
  fieldError,
  parseField,
  rejectUnwritableKeys,
  requireJsonObject,
} from '../shared/validation-errors.js';
import { CURRENCIES, type Currency } from '../subscriptions/subscription.js';
import { RATE_PROBLEM_TEXT, type RateText, readRateNumber } from './rate-text.js';

/** A typed rate, validated: on `date`, one `from` is `rate` `to`. */
export interface ExchangeRateInput {
  date: CalendarDate;
  from: Currency;
  to: Currency;
  rate: RateText;
}

/** The path of a typed rate as sent: `/exchange-rates/{date}/{from}/{to}`. */
export interface ExchangeRatePath {
  date: string;
  from: string;
  to: string;
}

/** The body fields a client may write. */
export const WRITABLE_EXCHANGE_RATE_FIELDS = ['rate'] as const;

const CURRENCY_LIST = CURRENCIES.join(', ');

function currencyOf(value: string, field: 'from' | 'to'): Currency {
  return parseField(
    v.picklist(CURRENCIES, `${field} must be one of ${CURRENCY_LIST}.`),
    value,
    'invalid_exchange_rate',
    field,
    {
      suggestedFix: `Send ${field} as a currency code in capitals, one of ${CURRENCY_LIST}.`,
      allowedValues: CURRENCIES,
    },
  );
}

/**
 * Validates a typed rate: the path's `date` (a real date, `YYYY-MM-DD`), `from` and `to`
 * (two different currencies subscriptions are kept in), then the body, a JSON object
 * (else `invalid_json`) holding only `rate`: a JSON number greater than 0, at most 15
 * significant digits, from 0.000000001 to 1000000000. Any failure is `invalid_exchange_rate`
 * naming the field, with a suggested fix.
 *
 * @example
 * parseExchangeRatePut({ date: '2026-11-20', from: 'USD', to: 'EUR' }, { rate: 0.9211 });
 * // { date: '2026-11-20', from: 'USD', to: 'EUR', rate: '0.9211' }
 */
export function parseExchangeRatePut(path: ExchangeRatePath, body: unknown): ExchangeRateInput {
  if (!isCalendarDate(path.date)) {
    throw fieldError('invalid_exchange_rate', 'date must be a real date written YYYY-MM-DD.', {
      field: 'date',
      suggestedFix: 'Send the date the rate applies to as YYYY-MM-DD, e.g. 2026-11-20.',
    });
  }
  const from = currencyOf(path.from, 'from');
  const to = currencyOf(path.to, 'to');
  if (from === to) {
    throw fieldError('invalid_exchange_rate', `from and to are both ${from}.`, {
      field: 'to',
      suggestedFix: `A currency needs no rate to itself; send to as another currency than ${from}.`,
    });
  }
  const object = requireJsonObject(body);
  rejectUnwritableKeys(object, WRITABLE_EXCHANGE_RATE_FIELDS, 'invalid_exchange_rate');
  const fix = `Send {"rate": n} with n how many ${to} one ${from} bought on ${path.date}, a JSON number greater than 0 such as 1.0856.`;
  const value = object['rate'];
  if (value === undefined) {
    throw fieldError('invalid_exchange_rate', 'rate is required.', {
      field: 'rate',
      suggestedFix: fix,
    });
  }
  const read =
    typeof value === 'number' ? readRateNumber(value) : { problem: 'not_a_number' as const };
  if ('problem' in read) {
    const what =
      typeof value === 'number' ? RATE_PROBLEM_TEXT[read.problem] : 'must be a JSON number';
    throw fieldError('invalid_exchange_rate', `rate ${what}.`, {
      field: 'rate',
      suggestedFix: fix,
    });
  }
  return { date: path.date, from, to, rate: read.rate };
}
