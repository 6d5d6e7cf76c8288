import type { RateSource, ScopedExchangeRate } from '../exchange-rates/exchange-rate.js';

/**
 * A reference rate as a store lists it: on `date`, one euro is `rate` `currency`.
 *
 * @example
 * aReferenceRate('2026-11-20', 'USD', '1.0856');
 */
export function aReferenceRate(date: string, currency: string, rate: string): ScopedExchangeRate {
  return { date, from: 'EUR', to: currency, rate, source: 'ecb', scope: 'reference' };
}

/**
 * An account's own rate as a store lists it: on `date`, one `from` is `rate` `to` (typed by
 * default).
 *
 * @example
 * anOwnRate('2026-11-20', 'USD', 'GBP', '0.79');
 */
export function anOwnRate(
  date: string,
  from: string,
  to: string,
  rate: string,
  source: RateSource = 'owner',
): ScopedExchangeRate {
  return { date, from, to, rate, source, scope: 'account' };
}
