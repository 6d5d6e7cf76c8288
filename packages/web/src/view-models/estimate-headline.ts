import {
  type CalendarDate,
  type Currency,
  type CurrencyEstimate,
  daysBetween,
  type RateSource,
} from '@subtrack/domain';

/** A rate older than this many days is called out, on the dashboard and the Rates screen. */
export const STALE_RATE_DAYS = 7;

/** Where the rates of an estimate came from, as a sentence names them. */
export type RateSources = 'ecb' | 'owner' | 'both';

/** A currency the estimate left out, and where to add the rate it lacks. */
export interface LeftOutCurrency {
  currency: Currency;
  monthlyTotal: number;
  /** The Rates screen's form, ready for a rate from this currency into the estimate's. */
  addRateHref: string;
}

/** What the dashboard's headline says: the figures, the rates' dates and sources, what is left out. */
export interface EstimateHeadline {
  currency: Currency;
  monthly: number;
  annual: number;
  /** The dates and sources of the rates used; null when no rate was needed (one currency). */
  rates: { oldest: CalendarDate; newest: CalendarDate; sources: RateSources } | null;
  /** How many days old the newest rate used is, when older than {@link STALE_RATE_DAYS}. */
  staleDays: number | null;
  leftOut: LeftOutCurrency[];
}

/** The Rates screen's form, with `from` chosen and `to` the estimate's currency. */
export function addRateHref(from: Currency, to: Currency): string {
  return `/settings/rates?from=${from}&to=${to}#enter-rate`;
}

function sourcesOf(sources: ReadonlySet<RateSource>): RateSources {
  if (sources.size === 2) return 'both';
  return sources.has('owner') ? 'owner' : 'ecb';
}

/**
 * Shapes the estimate for the dashboard: the two rounded figures, the span of dates
 * and the sources of the rates it used (the oldest and newest of them: every currency may
 * have its own), how old the newest is when it is old enough to say so, and each currency
 * left out with a link to add its rate.
 *
 * @example
 * estimateHeadline(await getCurrencyEstimate(ports, accountId, {})).monthly; // 312.4
 */
export function estimateHeadline(estimate: CurrencyEstimate): EstimateHeadline {
  const used = estimate.converted.filter((line) => line.rateDate !== null);
  const dates = used.map((line) => line.rateDate!).sort();
  const sources = new Set(used.flatMap((line) => (line.source === null ? [] : [line.source])));
  const newest = dates.at(-1);
  const age = newest === undefined ? 0 : daysBetween(newest, estimate.asOf);
  return {
    currency: estimate.currency,
    monthly: estimate.monthlyTotal,
    annual: estimate.annualTotal,
    rates: newest === undefined ? null : { oldest: dates[0]!, newest, sources: sourcesOf(sources) },
    staleDays: age > STALE_RATE_DAYS ? age : null,
    leftOut: estimate.unconverted.map((line) => ({
      currency: line.currency,
      monthlyTotal: line.monthlyTotal,
      addRateHref: addRateHref(line.currency, estimate.currency),
    })),
  };
}
