import type { Rational } from '../analytics/money.js';
import type { Ports } from '../ports/ports.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import type { Currency } from '../subscriptions/subscription.js';
import { earliestRateDate } from './choose-rate.js';
import { type CurrencyEstimate, estimateInCurrency } from './estimate.js';
import { EURO } from './exchange-rate.js';
import { RateBook } from './rate-book.js';

/**
 * The estimate in `currency` on `today` of exact monthly totals per currency (from
 * `monthlyTotalsFold`), reading only the rates the choice may use: those of the account's
 * currencies, the estimate's and EUR, dated within the window before `today`.
 *
 * @example
 * await estimateOfTotals(ports, accountId, totals, { currency: 'EUR', today: '2026-11-21' });
 */
export async function estimateOfTotals(
  ports: Pick<Ports, 'exchangeRates'>,
  accountId: string,
  totals: ReadonlyMap<Currency, Rational>,
  options: { currency: Currency; today: CalendarDate },
): Promise<CurrencyEstimate> {
  const { currency, today } = options;
  const rates = await ports.exchangeRates.ratesBetween(accountId, {
    currencies: [...new Set([...totals.keys(), currency, EURO])],
    from: earliestRateDate(today),
    to: today,
  });
  return estimateInCurrency(totals, { currency, asOf: today, book: new RateBook(rates) });
}
