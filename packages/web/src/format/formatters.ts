import type { CalendarDate, Currency } from '@subtrack/domain';
import { formatDate } from './format-date.js';
import { formatMoney, safeLocale } from './format-money.js';

/** The formatting a screen needs, bound to the owner's locale. */
export interface Formatters {
  money: (amount: number, currency: Currency) => string;
  date: (date: CalendarDate) => string;
  /** "Tuesday, November 3": a day heading of the calendar. */
  weekday: (date: CalendarDate) => string;
  /** "Tuesday": the name of a date's day of the week, a column of the calendar's grid. */
  dayName: (date: CalendarDate) => string;
  /** "Tue": the short name of a date's day of the week. */
  shortDayName: (date: CalendarDate) => string;
  /** "November 2026" for `2026-11`. */
  month: (month: string) => string;
  /** "Nov" for `2026-11`: a month under a bar of the spend chart. */
  shortMonth: (month: string) => string;
  /** Two dates as one span, "Nov 18 – 20, 2026" (one date when they are the same). */
  dateSpan: (from: CalendarDate, to: CalendarDate) => string;
  /** An exchange rate with every digit it has (up to 10 significant): "1.0856", "163.84". */
  rate: (rate: number) => string;
}

const asUtc = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);

/** Formatters for one locale (the account's, D5; `en` when it has none). */
export function formattersFor(requested: string): Formatters {
  const locale = safeLocale(requested);
  let found = byLocale.get(locale);
  if (!found) {
    found = buildFormatters(locale);
    byLocale.set(locale, found);
  }
  return found;
}

// One set per locale: Intl formats are dear to build and every page needs them.
const byLocale = new Map<string, Formatters>();

function buildFormatters(locale: string): Formatters {
  const weekday = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const month = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const shortMonth = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const shortDayName = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const rate = new Intl.NumberFormat(locale, { maximumSignificantDigits: 10 });
  const span = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    money: (amount, currency) => formatMoney(amount, currency, locale),
    date: (date) => formatDate(date, locale),
    weekday: (date) => weekday.format(asUtc(date)),
    dayName: (date) => dayName.format(asUtc(date)),
    shortDayName: (date) => shortDayName.format(asUtc(date)),
    month: (value) => month.format(asUtc(`${value}-01`)),
    shortMonth: (value) => shortMonth.format(asUtc(`${value}-01`)),
    dateSpan: (from, to) => span.formatRange(asUtc(from), asUtc(to)),
    rate: (value) => rate.format(value),
  };
}
