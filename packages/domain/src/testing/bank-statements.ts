import type { BankTransaction } from '../discovery/bank-transaction.js';
import { addDays, type CalendarDate } from '../shared/calendar-date.js';
import { addMonthsAnchored } from '../subscriptions/billing-dates.js';

/**
 * A booked transaction with realistic defaults (a 17.99 EUR debit to Netflix); `overrides`
 * win, and `text` follows `payee` unless given.
 *
 * @example
 * aBankTransaction({ date: '2026-03-05', amountMinor: 250000, payee: 'ACME GmbH', text: 'Gehalt' })
 */
export function aBankTransaction(overrides: Partial<BankTransaction> = {}): BankTransaction {
  const payee = overrides.payee ?? 'Netflix International B.V.';
  return {
    date: '2026-03-05',
    amountMinor: -1799,
    currency: 'EUR',
    payee,
    text: overrides.text ?? payee,
    ...overrides,
  };
}

/** What {@link chargesOn} needs besides the dates. */
export type ChargeDefaults = Partial<Omit<BankTransaction, 'date'>>;

/** One debit on each date, otherwise alike. */
export function chargesOn(
  dates: readonly CalendarDate[],
  defaults: ChargeDefaults = {},
): BankTransaction[] {
  return dates.map((date) => aBankTransaction({ ...defaults, date }));
}

/**
 * The dates of a monthly plan: `count` months from `first`, kept on `first`'s day (clamped
 * to short months), each moved `late(i)` days later (a weekend, a bank holiday).
 *
 * @example
 * monthlyDates('2026-01-31', 3); // ['2026-01-31', '2026-02-28', '2026-03-31']
 */
export function monthlyDates(
  first: CalendarDate,
  count: number,
  late: (index: number) => number = () => 0,
  everyMonths = 1,
): CalendarDate[] {
  const anchor = Number(first.slice(8, 10));
  return Array.from({ length: count }, (_, index) =>
    addDays(addMonthsAnchored(first, index * everyMonths, anchor), late(index)),
  );
}

/** The dates of a plan every `days` days: `count` of them from `first`. */
export function everyDays(first: CalendarDate, count: number, days: number): CalendarDate[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index * days));
}
