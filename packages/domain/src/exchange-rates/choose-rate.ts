import { type Rational, rational } from '../analytics/money.js';
import { addDays, type CalendarDate } from '../shared/calendar-date.js';
import { EURO, type RateSource } from './exchange-rate.js';
import { type DayRates, divideExact, type RateBook } from './rate-book.js';

/** How many days before the day converted a rate may be dated and still be used (that day included). */
export const RATE_WINDOW_DAYS = 14;

/** The rate a conversion uses: `rate` units of the target currency per one unit of the source. */
export interface RateChoice {
  rate: Rational;
  rateDate: CalendarDate;
  /** `owner` when a typed rate took part, else `ecb`. */
  source: RateSource;
}

/** The first date a rate may carry to convert on `day`. */
export function earliestRateDate(day: CalendarDate): CalendarDate {
  return addDays(day, -RATE_WINDOW_DAYS);
}

const inverse = (value: Rational): Rational => rational(value.denominator, value.numerator);

// On one date, the account's own rate beats the reference rate, and a direct rate beats
// its inverse: own direct, own inverse, reference direct, reference inverse.
function onDate(
  book: RateBook,
  direct: DayRates | undefined,
  reverse: DayRates | undefined,
  date: CalendarDate,
): RateChoice | null {
  if (direct?.own)
    return { rate: book.valueOf(direct.own.rate), rateDate: date, source: direct.own.source };
  if (reverse?.own) {
    return {
      rate: inverse(book.valueOf(reverse.own.rate)),
      rateDate: date,
      source: reverse.own.source,
    };
  }
  if (direct?.reference)
    return { rate: book.valueOf(direct.reference), rateDate: date, source: 'ecb' };
  if (reverse?.reference) {
    return { rate: inverse(book.valueOf(reverse.reference)), rateDate: date, source: 'ecb' };
  }
  return null;
}

// The dates within the window on which `a -> b` or `b -> a` is quoted, newest first.
function datesOfPair(book: RateBook, a: string, b: string, day: CalendarDate): CalendarDate[] {
  const earliest = earliestRateDate(day);
  const dates = new Set([
    ...book.datesWithin(a, b, earliest, day),
    ...book.datesWithin(b, a, earliest, day),
  ]);
  return [...dates].sort().reverse();
}

// The rate of `from -> to` or its inverse on the newest date either is quoted.
function newestDirect(
  book: RateBook,
  from: string,
  to: string,
  day: CalendarDate,
): RateChoice | null {
  const [date] = datesOfPair(book, from, to, day);
  return date === undefined
    ? null
    : onDate(book, book.on(from, to, date), book.on(to, from, date), date);
}

// Through the euro: on the newest date within the window on which both currencies have a
// rate against the euro (each chosen as above), one unit of `from` is (EUR->to) / (EUR->from).
function newestThroughEuro(
  book: RateBook,
  from: string,
  to: string,
  day: CalendarDate,
): RateChoice | null {
  for (const date of datesOfPair(book, EURO, from, day)) {
    const fromLeg = onDate(book, book.on(EURO, from, date), book.on(from, EURO, date), date);
    const toLeg = onDate(book, book.on(EURO, to, date), book.on(to, EURO, date), date);
    if (fromLeg === null || toLeg === null) continue;
    return {
      rate: divideExact(toLeg.rate, fromLeg.rate),
      rateDate: date,
      source: fromLeg.source === 'owner' || toLeg.source === 'owner' ? 'owner' : 'ecb',
    };
  }
  return null;
}

/**
 * The rate that converts `from` to `to` on `day`, or null when there is none: the newest
 * rate dated on or before `day` and at most {@link RATE_WINDOW_DAYS} days before it; on one
 * date the account's own rate beats the reference rate and a direct `from -> to` rate beats
 * the inverse of `to -> from`; without either, `from -> EUR -> to` with rates of one date.
 * A conversion never happens without a rate (nothing is ever taken as 1:1).
 *
 * @example
 * chooseRate(book, 'USD', 'GBP', '2026-11-21');
 * // { rate: 0.8571/1.0856 exactly, rateDate: '2026-11-20', source: 'ecb' }
 */
export function chooseRate(
  book: RateBook,
  from: string,
  to: string,
  day: CalendarDate,
): RateChoice | null {
  if (from === to) throw new RangeError(`${from} needs no rate to itself`);
  const direct = newestDirect(book, from, to, day);
  if (direct !== null || from === EURO || to === EURO) return direct;
  return newestThroughEuro(book, from, to, day);
}
