import { type Rational, rational } from '../analytics/money.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import type { RateSource, ScopedExchangeRate } from './exchange-rate.js';
import { type RateText, rateValue } from './rate-text.js';

/** The rates of one currency pair on one date: the account's own and the server's reference rate. */
export interface DayRates {
  own?: { rate: RateText; source: RateSource };
  reference?: RateText;
}

const pairKey = (from: string, to: string) => `${from}>${to}`;

/**
 * The rates a conversion may use, indexed by currency pair and date: built once from what
 * the store answered for a window of dates, then asked many times (a year of payments asks
 * for hundreds of dates). Exact values are made from the rate texts once each.
 *
 * @example
 * const book = new RateBook(await ports.exchangeRates.ratesBetween(accountId, window));
 * book.on('EUR', 'USD', '2026-11-20'); // { reference: '1.0856' }
 */
export class RateBook {
  private readonly pairs = new Map<string, Map<CalendarDate, DayRates>>();
  private readonly sortedDates = new Map<string, CalendarDate[]>();
  private readonly values = new Map<RateText, Rational>();

  constructor(rates: Iterable<ScopedExchangeRate>) {
    for (const rate of rates) {
      const key = pairKey(rate.from, rate.to);
      let days = this.pairs.get(key);
      if (days === undefined) {
        days = new Map();
        this.pairs.set(key, days);
      }
      const day = days.get(rate.date) ?? {};
      if (rate.scope === 'account') day.own = { rate: rate.rate, source: rate.source };
      else day.reference = rate.rate;
      days.set(rate.date, day);
    }
  }

  /** The rates of `from -> to` on `date`, when there are any. */
  on(from: string, to: string, date: CalendarDate): DayRates | undefined {
    return this.pairs.get(pairKey(from, to))?.get(date);
  }

  /** The dates of `from -> to` from `earliest` through `latest` (both included), newest first. */
  datesWithin(
    from: string,
    to: string,
    earliest: CalendarDate,
    latest: CalendarDate,
  ): CalendarDate[] {
    const dates = this.datesOf(pairKey(from, to));
    const found: CalendarDate[] = [];
    // Binary search for the last date on or before `latest`, then walk back.
    let low = 0;
    let high = dates.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (dates[middle]! <= latest) low = middle + 1;
      else high = middle;
    }
    for (let at = low - 1; at >= 0 && dates[at]! >= earliest; at -= 1) found.push(dates[at]!);
    return found;
  }

  /** The exact value of a rate text (made once per text). */
  valueOf(text: RateText): Rational {
    let value = this.values.get(text);
    if (value === undefined) {
      value = rateValue(text);
      this.values.set(text, value);
    }
    return value;
  }

  private datesOf(key: string): CalendarDate[] {
    let dates = this.sortedDates.get(key);
    if (dates === undefined) {
      dates = [...(this.pairs.get(key)?.keys() ?? [])].sort();
      this.sortedDates.set(key, dates);
    }
    return dates;
  }
}

/** The exact product `a x b`. */
export function multiplyExact(a: Rational, b: Rational): Rational {
  return rational(a.numerator * b.numerator, a.denominator * b.denominator);
}

/** The exact quotient `a / b` (`b` not zero). */
export function divideExact(a: Rational, b: Rational): Rational {
  return rational(a.numerator * b.denominator, a.denominator * b.numerator);
}
