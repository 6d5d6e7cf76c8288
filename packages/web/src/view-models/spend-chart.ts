import {
  type CalendarDate,
  type ConvertedSpend,
  type Currency,
  monthOf,
  type SpendOverTime,
} from '@subtrack/domain';

/** One month's bar: what was paid (solid) under what is still projected (hatched). */
export interface SpendChartBar {
  /** `YYYY-MM` */
  month: string;
  paid: number;
  projected: number;
  /** How many paid payments `paid` sums; null in an estimate, whose months count none. */
  payments: number | null;
  /** D52, an estimate's month: the currencies left out of it for want of a rate. */
  leftOut: Currency[];
  /** The paid part's height as a share of the chart's tallest month, 0..1. */
  paidShare: number;
  /** The projected part's height as a share of the chart's tallest month, 0..1. */
  projectedShare: number;
  /** The current month: it has both paid and projected spend. */
  isCurrent: boolean;
}

/**
 * The chart of one currency (never converted or summed across currencies), or D52's
 * estimate of all of them in the home currency, which says it is one.
 */
export interface SpendChart {
  currency: Currency;
  /** The months converted into `currency` at dated rates. */
  isEstimate: boolean;
  months: SpendChartBar[];
  /** The tallest month (paid plus projected): the top of the chart's scale. */
  max: number;
  /** Paid over the whole range, rounded once from the months' exact sums. */
  paidTotal: number;
  /** Projected over the whole range. */
  projectedTotal: number;
  /** D52, an estimate: every currency some month left out for want of a rate, sorted. */
  leftOut: Currency[];
}

type ChartMonth = Pick<SpendChartBar, 'month' | 'paid' | 'projected' | 'payments' | 'leftOut'>;

/** Sums amounts in minor units so a total of rounded months stays exact. */
const sum = (amounts: readonly number[]) =>
  amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;

function chartOf(
  currency: Currency,
  months: readonly ChartMonth[],
  today: CalendarDate,
  isEstimate: boolean,
): SpendChart {
  const current = monthOf(today);
  const max = Math.max(...months.map((m) => sum([m.paid, m.projected])));
  const share = (amount: number) => (max > 0 ? amount / max : 0);
  return {
    currency,
    isEstimate,
    max,
    paidTotal: sum(months.map((m) => m.paid)),
    projectedTotal: sum(months.map((m) => m.projected)),
    leftOut: [...new Set(months.flatMap((m) => m.leftOut))].sort(),
    months: months.map((m) => ({
      ...m,
      paidShare: share(m.paid),
      projectedShare: share(m.projected),
      isCurrent: m.month === current,
    })),
  };
}

/**
 * The dashboard's "spend per month", one chart per currency from the spend answer:
 * every month of the range (zeros included) as one bar, the paid part and the projected
 * part stacked, heights relative to the chart's tallest month. A currency with neither a
 * payment nor a renewal in the range gets no chart; an account with none gets none at all.
 *
 * @example
 * spendCharts(await getSpendOverTime(ports, accountId, {}), '2026-11-21');
 */
export function spendCharts(spend: SpendOverTime, today: CalendarDate): SpendChart[] {
  return spend.byCurrency
    .filter(({ months }) => months.some((m) => m.paid > 0 || m.projected > 0))
    .map(({ currency, months }) =>
      chartOf(
        currency,
        months.map((m) => ({ ...m, leftOut: [] })),
        today,
        false,
      ),
    );
}

/**
 * The same months as one chart in the home currency, from the spend's `converted`
 * months: an estimate, each month naming the currencies it left out. None when nothing was
 * paid or projected in any currency.
 *
 * @example
 * convertedSpendChart((await getConvertedSpend(ports, accountId, { convertTo: 'EUR' })).converted, today);
 */
export function convertedSpendChart(
  converted: ConvertedSpend,
  today: CalendarDate,
): SpendChart | null {
  const months = converted.months.map((m) => ({
    month: m.month,
    paid: m.paid,
    projected: m.projected,
    payments: null,
    leftOut: m.unconvertedCurrencies,
  }));
  const empty = months.every((m) => m.paid === 0 && m.projected === 0 && m.leftOut.length === 0);
  return empty ? null : chartOf(converted.currency, months, today, true);
}
