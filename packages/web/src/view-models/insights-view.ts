import type { CategorySpend, DuplicateGroup, Optimizations } from '@subtrack/domain';
import { type CategoryChart, categoryCharts } from './category-chart.js';

/** Candidates of one currency: nothing here is ever added across currencies. */
export interface CurrencyGroup<T> {
  currency: string;
  items: T[];
}

/**
 * Splits candidates by currency, currencies in alphabetical order, keeping the domain's
 * order inside each (largest first).
 */
export function byCurrency<T extends { currency: string }>(
  items: readonly T[],
): CurrencyGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(item.currency) ?? [];
    list.push(item);
    groups.set(item.currency, list);
  }
  return [...groups.keys()].sort().map((currency) => ({ currency, items: groups.get(currency)! }));
}

/** What the insights screen shows, ready to render. */
export interface InsightsView {
  /** Monthly spend by category, one chart per currency, moved here from the dashboard. */
  categories: CategoryChart[];
  duplicates: DuplicateGroup[];
  aboveAverage: CurrencyGroup<Optimizations['aboveAverageInCurrency'][number]>[];
  monthlyToAnnual: CurrencyGroup<Optimizations['monthlyToAnnual'][number]>[];
}

/** The screen's view of the domain's duplicate groups and optimisation candidates. */
export function insightsView(
  duplicates: DuplicateGroup[],
  optimizations: Optimizations,
  byCategory: readonly CategorySpend[],
): InsightsView {
  return {
    categories: categoryCharts(byCategory),
    duplicates,
    aboveAverage: byCurrency(optimizations.aboveAverageInCurrency),
    monthlyToAnnual: byCurrency(optimizations.monthlyToAnnual),
  };
}
