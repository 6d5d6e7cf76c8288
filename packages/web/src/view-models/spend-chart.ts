import {
  type CalendarDate,
  type Currency,
  monthOf,
  type SpendMonth,
  type SpendOverTime,
} from '@subtrack/domain';

/** One month's bar: what was paid (solid) under what is still projected (hatched). */
export interface SpendChartBar extends SpendMonth {
  /** The paid part's height as a share of the chart's tallest month, 0..1. */
  paidShare: number;
  /** The projected part's height as a share of the chart's tallest month, 0..1. */
  projectedShare: number;
  /** The current month: it has both paid and projected spend (D41). */
  isCurrent: boolean;
}

/** The chart of one currency: never converted or summed across currencies (D41). */
export interface SpendChart {
  currency: Currency;
  months: SpendChartBar[];
  /** The tallest month (paid plus projected): the top of the chart's scale. */
  max: number;
  /** Paid over the whole range, rounded once from the months' exact sums. */
  paidTotal: number;
  /** Projected over the whole range. */
  projectedTotal: number;
}

/** Sums amounts in minor units so a total of rounded months stays exact (D13). */
const sum = (amounts: readonly number[]) =>
  amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100;

/**
 * D41: the dashboard's "spend per month", one chart per currency from the spend answer:
 * every month of the range (zeros included) as one bar, the paid part and the projected
 * part stacked, heights relative to the chart's tallest month. A currency with neither a
 * payment nor a renewal in the range gets no chart; an account with none gets none at all.
 *
 * @example
 * spendCharts(await getSpendOverTime(ports, accountId, {}), '2026-11-21');
 */
export function spendCharts(spend: SpendOverTime, today: CalendarDate): SpendChart[] {
  const current = monthOf(today);
  return spend.byCurrency
    .filter(({ months }) => months.some((m) => m.paid > 0 || m.projected > 0))
    .map(({ currency, months }) => {
      const max = Math.max(...months.map((m) => sum([m.paid, m.projected])));
      const share = (amount: number) => (max > 0 ? amount / max : 0);
      return {
        currency,
        max,
        paidTotal: sum(months.map((m) => m.paid)),
        projectedTotal: sum(months.map((m) => m.projected)),
        months: months.map((m) => ({
          ...m,
          paidShare: share(m.paid),
          projectedShare: share(m.projected),
          isCurrent: m.month === current,
        })),
      };
    });
}
