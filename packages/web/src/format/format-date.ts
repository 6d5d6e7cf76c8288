import { safeLocale } from './format-money.js';

/**
 * A `YYYY-MM-DD` calendar date in the owner's locale (`formatDate('2026-03-01', 'en')` gives
 * `1 Mar 2026` style text). The date is shown as the calendar day it names: no time zone
 * shift, since it is read as UTC midnight and formatted in UTC.
 */
export function formatDate(calendarDate: string, locale = 'en'): string {
  const date = new Date(`${calendarDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return calendarDate;
  return dateFormatFor(locale).format(date);
}

// Building an Intl.DateTimeFormat costs far more than using one (a list page formats
// dozens of dates): keep one per locale.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatFor(locale: string): Intl.DateTimeFormat {
  let found = dateFormats.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(safeLocale(locale), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, found);
  }
  return found;
}

/** An ISO instant (`createdAt`) as date and time in the owner's locale and time zone. */
export function formatInstant(iso: string, locale = 'en', timeZone = 'UTC'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  return new Intl.DateTimeFormat(safeLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(date);
}
