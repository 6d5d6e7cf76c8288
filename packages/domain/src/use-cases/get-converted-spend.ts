import { daysOfMonth, monthOf } from '../analytics/calendar-month.js';
import {
  composeSpendOverTime,
  type SpendOverTime,
  spendProjectionFold,
} from '../analytics/spend-over-time.js';
import { resolveSpendRange, type SpendQuery } from '../analytics/spend-query.js';
import { foldSubscriptionsAsync } from '../analytics/subscription-fold.js';
import { earliestRateDate } from '../exchange-rates/choose-rate.js';
import { type ConvertedSpend, convertSpend } from '../exchange-rates/converted-spend.js';
import { EURO } from '../exchange-rates/exchange-rate.js';
import { RateBook } from '../exchange-rates/rate-book.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { PaidDayTotal, PaidMonthTotal } from '../ports/payment-repository.js';
import type { Ports } from '../ports/ports.js';
import type { Currency } from '../subscriptions/subscription.js';
import { rollForwardAccount } from './roll-forward-account.js';
import { todayForAccount } from './today-for-account.js';

// The month totals of the per-currency spend, from the day totals the conversion reads anyway.
function monthTotalsOf(days: readonly PaidDayTotal[]): PaidMonthTotal[] {
  const months = new Map<string, PaidMonthTotal>();
  for (const day of days) {
    const month = monthOf(day.dueOn);
    const key = `${month} ${day.currency}`;
    const total = months.get(key);
    if (total === undefined)
      months.set(key, {
        month,
        currency: day.currency,
        amountMinor: day.amountMinor,
        count: day.count,
      });
    else {
      total.amountMinor += day.amountMinor;
      total.count += day.count;
    }
  }
  return [...months.values()];
}

/**
 * The spend over time (as `getSpendOverTime`: per currency, never converted) plus
 * `converted`, the same months in `query.convertTo`: each paid payment at the rate of its
 * own due date, the projected renewals at today's rates, any currency without a rate named
 * in its month and left out (see `convertSpend`).
 *
 * @example
 * await getConvertedSpend(ports, accountId, parseConvertedSpendQuery({ convertTo: 'EUR' }));
 */
export async function getConvertedSpend(
  ports: Ports,
  accountId: string,
  query: SpendQuery & { convertTo: Currency },
): Promise<SpendOverTime & { converted: ConvertedSpend }> {
  const today = await todayForAccount(ports, accountId);
  const range = resolveSpendRange(query, today);
  await rollForwardAccount(ports, accountId);
  const first = daysOfMonth(range.from).first;
  const last = daysOfMonth(range.to).last;
  const paidByDay = await ports.payments.paidTotalsByDay(accountId, first, last);
  const paidByMonth = monthTotalsOf(paidByDay);
  const projected = await foldSubscriptionsAsync(
    ports.subscriptions.iterateAll(accountId),
    spendProjectionFold(range),
    pacerOf(ports),
  );
  const currencies = new Set<string>([query.convertTo, EURO, ...projected.keys()]);
  for (const row of paidByMonth) currencies.add(row.currency);
  // Rates from 14 days before the earliest day converted (the range's first, or today for
  // a range in the future) through the latest (the range's last, or today).
  const [earliest, , latest] = [first, last, today].sort();
  const rates = await ports.exchangeRates.ratesBetween(accountId, {
    currencies: [...currencies],
    from: earliestRateDate(earliest!),
    to: latest!,
  });
  const spend = composeSpendOverTime(range, paidByMonth, projected);
  const converted = convertSpend({
    range,
    today,
    currency: query.convertTo,
    paid: paidByDay,
    projected,
    book: new RateBook(rates),
  });
  return { ...spend, converted };
}
