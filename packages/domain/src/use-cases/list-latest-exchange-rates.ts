import type { ScopedExchangeRate } from '../exchange-rates/exchange-rate.js';
import type { Ports } from '../ports/ports.js';
import { addDays, type CalendarDate } from '../shared/calendar-date.js';
import { compareCodePoints } from '../shared/text.js';

/** How far back from the newest rate the latest rate of each pair is looked for. */
const LATEST_RATES_DAYS = 31;

const PAGE = 500;

/** The newest rates an account's conversions may use: one a pair, and the newest date of all. */
export interface LatestExchangeRates {
  /** The date of the newest rate of all, reference or the account's own; null when none. */
  newestDate: CalendarDate | null;
  /**
   * The latest rate of each pair (`from`, `to`) dated within 31 days
   * before `newestDate`, the account's own first where both exist that day (the one used),
   * sorted by `from`, then `to`.
   */
  rates: ScopedExchangeRate[];
}

/**
 * The latest rate of each currency pair the account's conversions may use (the server's
 * reference rates, listed from EUR, and the account's own), for a screen that shows what
 * the estimates are made with and how old it is. Reads the rates of the last
 * 31 days before the newest one, a page at a time.
 *
 * @example
 * const { newestDate, rates } = await listLatestExchangeRates(ports, accountId);
 */
export async function listLatestExchangeRates(
  ports: Pick<Ports, 'exchangeRates'>,
  accountId: string,
): Promise<LatestExchangeRates> {
  const newest = await ports.exchangeRates.list(accountId, { limit: 1, offset: 0, filters: {} });
  const newestDate = newest.items[0]?.date ?? null;
  if (newestDate === null) return { newestDate, rates: [] };
  const from = addDays(newestDate, -LATEST_RATES_DAYS);
  const latest = new Map<string, ScopedExchangeRate>();
  for (let offset = 0; ; offset += PAGE) {
    const page = await ports.exchangeRates.list(accountId, {
      limit: PAGE,
      offset,
      filters: { from },
    });
    // Newest first, the account's own before the reference rate: the first of a pair wins.
    for (const rate of page.items) {
      const pair = `${rate.from} ${rate.to}`;
      if (!latest.has(pair)) latest.set(pair, rate);
    }
    if (!page.hasMore) break;
  }
  const rates = [...latest.values()].sort(
    (a, b) => compareCodePoints(a.from, b.from) || compareCodePoints(a.to, b.to),
  );
  return { newestDate, rates };
}
