import { daysOfMonth, monthOf } from '../analytics/calendar-month.js';
import {
  composeSpendOverTime,
  type MonthlyMinor,
  type SpendOverTime,
} from '../analytics/spend-over-time.js';
import type { SpendRange } from '../analytics/spend-query.js';
import type { PaidDayTotal, PaidMonthTotal } from '../ports/payment-repository.js';
import type { Ports } from '../ports/ports.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import type { Currency } from '../subscriptions/subscription.js';
import { earliestRateDate } from './choose-rate.js';
import { type ConvertedSpend, convertSpend } from './converted-spend.js';
import { EURO } from './exchange-rate.js';
import { RateBook } from './rate-book.js';

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
 * The spend over `range` per currency (as the spend endpoint answers it) plus `converted`,
 * the same months in `convertTo`, from the projections a pass over the records made: the
 * paid payments are read summed per due date and currency (one query), each day's at the
 * rate of that day, the projections at `today`'s rates.
 *
 * @example
 * await convertedSpendOver(ports, accountId, { range, today, projected, convertTo: 'EUR' });
 */
export async function convertedSpendOver(
  ports: Pick<Ports, 'payments' | 'exchangeRates'>,
  accountId: string,
  input: { range: SpendRange; today: CalendarDate; projected: MonthlyMinor; convertTo: Currency },
): Promise<SpendOverTime & { converted: ConvertedSpend }> {
  const { range, today, projected, convertTo } = input;
  const first = daysOfMonth(range.from).first;
  const last = daysOfMonth(range.to).last;
  const paidByDay = await ports.payments.paidTotalsByDay(accountId, first, last);
  const paidByMonth = monthTotalsOf(paidByDay);
  const currencies = new Set<string>([convertTo, EURO, ...projected.keys()]);
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
    currency: convertTo,
    paid: paidByDay,
    projected,
    book: new RateBook(rates),
  });
  return { ...spend, converted };
}
