import type { CategorySpend, Currency } from '@subtrack/domain';

/** One bar: a category's monthly-equivalent spend in one currency. */
export interface CategoryBar {
  category: string;
  monthlyTotal: number;
  /** The bar's length as a share of the longest bar of its chart, 0..1. */
  share: number;
}

/** The chart of one currency: never summed across currencies. */
export interface CategoryChart {
  currency: Currency;
  bars: CategoryBar[];
}

/**
 * The "monthly spend by category" of the Insights screen, one chart per currency, from the
 * summary's `byCategory`. Bars run largest first (then by category name, as the summary
 * sorts them), so the chart reads like a ranking.
 */
export function categoryCharts(byCategory: readonly CategorySpend[]): CategoryChart[] {
  const perCurrency = new Map<Currency, Omit<CategoryBar, 'share'>[]>();
  for (const { category, monthlyTotalsByCurrency } of byCategory) {
    for (const [currency, monthlyTotal] of Object.entries(monthlyTotalsByCurrency)) {
      const bars = perCurrency.get(currency as Currency) ?? [];
      bars.push({ category, monthlyTotal: monthlyTotal ?? 0 });
      perCurrency.set(currency as Currency, bars);
    }
  }
  return [...perCurrency]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, bars]) => {
      const sorted = bars.sort((a, b) => b.monthlyTotal - a.monthlyTotal);
      const max = sorted[0]?.monthlyTotal ?? 0;
      return {
        currency,
        bars: sorted.map((bar) => ({ ...bar, share: max > 0 ? bar.monthlyTotal / max : 0 })),
      };
    });
}
