import type {
  EuroRate,
  ExchangeRate,
  ScopedExchangeRate,
} from '../exchange-rates/exchange-rate.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import type { Page, Pagination } from '../shared/page.js';

/** Which rates a list shows: those quoting `currency` (from or to), dated `from` through `to`. */
export interface ExchangeRateFilters {
  currency?: string;
  from?: CalendarDate;
  to?: CalendarDate;
}

/** A validated list query of rates (pagination as every list). */
export interface ExchangeRateListQuery extends Pagination {
  filters: ExchangeRateFilters;
}

/** The rates a conversion reads: between any two of `currencies`, dated `from` through `to`. */
export interface RateWindow {
  currencies: readonly string[];
  from: CalendarDate;
  to: CalendarDate;
}

/** Where a page of an account's own rates starts: after the rate of this date and pair. */
export interface AccountRateKey {
  date: CalendarDate;
  from: string;
  to: string;
}

/**
 * Exchange rates: the reference rates the server's operator loads (from EUR, shared by
 * every account, never written by one) and each account's own rates (typed or imported),
 * which no other account sees. Every method answers a promise; inside
 * `unitOfWork.transaction` use the `tx.exchangeRates` the work is given.
 */
export interface ExchangeRateStore {
  /**
   * Stores reference rates, each replacing the one of its date and currency. The rates
   * given are distinct (one a date and currency). Answers how many were given. Atomic: all
   * are stored or none.
   */
  putReferenceRates(rates: readonly EuroRate[]): Promise<number>;
  /**
   * Stores rates of the account, each replacing the account's rate of its date, `from` and
   * `to`. The rates given are distinct. Answers how many were given. Atomic.
   */
  putAccountRates(accountId: string, rates: readonly ExchangeRate[]): Promise<number>;
  /** The account's own rate of this date and pair, when it has one. */
  findAccountRate(
    accountId: string,
    date: CalendarDate,
    from: string,
    to: string,
  ): Promise<ExchangeRate | null>;
  /**
   * One page of the account's own rates, oldest first (by date, then `from`, then `to`):
   * at most `limit` of them, those after `after` (from the first when null). What an
   * export reads, page after page, never a reference rate.
   */
  listAccountRates(
    accountId: string,
    after: AccountRateKey | null,
    limit: number,
  ): Promise<ExchangeRate[]>;
  /**
   * Every reference rate and every rate of the account in the window, in no particular
   * order: a reference rate when its currency is one of `currencies` (and EUR is), an own
   * rate when both its currencies are.
   */
  ratesBetween(accountId: string, window: RateWindow): Promise<ScopedExchangeRate[]>;
  /**
   * One page of the reference rates and the account's own, newest date first, then by
   * `from`, then `to`, the account's own before a reference rate of the same date and pair.
   */
  list(accountId: string, query: ExchangeRateListQuery): Promise<Page<ScopedExchangeRate>>;
}
