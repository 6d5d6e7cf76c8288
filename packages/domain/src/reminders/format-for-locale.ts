import type { CalendarDate } from '../shared/calendar-date.js';

/**
 * An amount of integer hundredths in `locale`'s currency format, always with two
 * decimals (the spec fixes 2 decimals for every currency).
 *
 * @example
 * formatAmount(1599, 'EUR', 'de-DE'); // '15,99 €' (with a no-break space)
 * formatAmount(1599, 'USD', 'en');    // '$15.99'
 */
export function formatAmount(amountMinor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
}

/**
 * A calendar date in `locale`'s medium form. The date already is the account's
 * calendar date (in its time zone), so it is formatted as that day, never shifted.
 *
 * @example
 * formatLocalDate('2026-12-05', 'de-DE'); // '5. Dez. 2026'
 * formatLocalDate('2026-12-05', 'en');    // 'Dec 5, 2026'
 */
export function formatLocalDate(date: CalendarDate, locale: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
