import type { CalendarDate, Currency } from '@subtrack/domain';

// Stand-in until the web foundation's formatters are merged (then this file goes).
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in major units with its currency, in the owner's locale: "US$15.49". */
export function formatMoney(amount: number, currency: Currency, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** A calendar date in the owner's locale, read as a date (no time zone may shift it). */
export function formatDate(date: CalendarDate, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The formatting a screen needs, bound to the owner's locale. */
export interface Formatters {
  money: (amount: number, currency: Currency) => string;
  date: (date: CalendarDate) => string;
  /** "Tuesday, November 3": a day heading of the calendar. */
  weekday: (date: CalendarDate) => string;
  /** "November 2026" for `2026-11`. */
  month: (month: string) => string;
}

const asUtc = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);

/** Formatters for one locale (the account's, D5; `en` when it has none). */
export function formattersFor(locale: string): Formatters {
  return {
    money: (amount, currency) => formatMoney(amount, currency, locale),
    date: (date) => formatDate(date, locale),
    weekday: (date) =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(asUtc(date)),
    month: (month) =>
      new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        asUtc(`${month}-01`),
      ),
  };
}

/** "today", "tomorrow" or "in 5 days": how far off a date is, in words. */
export function daysFromNow(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}
