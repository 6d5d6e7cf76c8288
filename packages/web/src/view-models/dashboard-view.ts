import {
  addDays,
  type Currency,
  type CurrencySpend,
  type DashboardOverview,
  type UpcomingRenewal,
  type UpcomingTrialEnd,
} from '@subtrack/domain';
import { type CategoryChart, categoryCharts } from './category-chart.js';
import { type EstimateHeadline, estimateHeadline } from './estimate-headline.js';
import { convertedSpendChart, type SpendChart, spendCharts } from './spend-chart.js';

/** D27: the dashboard looks 30 days ahead, the summary's default horizon. */
export const DASHBOARD_HORIZON_DAYS = 30;
/** How many renewals (and trial ends) the dashboard lists before pointing to the rest. */
export const RENEWALS_SHOWN = 10;

/** What the dashboard screen draws, decided here so the template stays plain. */
export interface DashboardView {
  /** No subscription at all: the page says how to add the first one. */
  isEmpty: boolean;
  activeCount: number;
  /** Per currency, exactly the summary's figures (D13, D27). */
  spend: CurrencySpend[];
  charts: CategoryChart[];
  /** Spend per month per currency, paid and projected (D41); empty when nothing to draw. */
  spendCharts: SpendChart[];
  renewals: UpcomingRenewal[];
  /** Renewals in the horizon beyond the ones listed. */
  moreRenewals: number;
  /** The subscriptions list filtered to the same renewals, soonest first. */
  allRenewalsHref: string;
  trialEnds: UpcomingTrialEnd[];
  /** Trial ends in the horizon beyond the ones listed (they are all on the calendar). */
  moreTrialEnds: number;
  /** D52: the headline in the home currency; null without one. */
  estimate: EstimateHeadline | null;
  /**
   * D52: the spend chart's two views (null without a home currency): per currency, or all
   * in the home currency as an estimate, `current` the one shown.
   */
  spendViews: { homeCurrency: Currency; current: 'per-currency' | 'estimate' } | null;
  /** D52: more than one currency is paid in and no home currency is chosen yet. */
  suggestHomeCurrency: boolean;
}

/**
 * Shapes the dashboard overview for the screen. Issue 11: an account with thousands of
 * renewals in 30 days gets the first few and a link to the full, paged list, so the page
 * stays small and costs about what the summary costs.
 */
export function dashboardView(overview: DashboardOverview): DashboardView {
  const { summary, today, homeCurrency } = overview;
  const renewals = summary.upcomingRenewals.slice(0, RENEWALS_SHOWN);
  const converted = overview.spend.converted;
  const estimateChart = converted ? convertedSpendChart(converted, today) : null;
  const until = addDays(today, summary.horizonDays);
  return {
    isEmpty: summary.counts.total === 0,
    activeCount: summary.counts.active,
    spend: summary.byCurrency,
    charts: categoryCharts(summary.byCategory),
    spendCharts: estimateChart ? [estimateChart] : spendCharts(overview.spend, today),
    renewals,
    moreRenewals: summary.upcomingRenewals.length - renewals.length,
    allRenewalsHref: `/subscriptions?status=active&expiringBefore=${until}&sort=nextPaymentDate`,
    trialEnds: overview.trialEnds.slice(0, RENEWALS_SHOWN),
    moreTrialEnds: Math.max(0, overview.trialEnds.length - RENEWALS_SHOWN),
    // An estimate of nothing (no active subscription) would say nothing worth a headline.
    estimate:
      overview.estimate &&
      overview.estimate.converted.length + overview.estimate.unconverted.length > 0
        ? estimateHeadline(overview.estimate)
        : null,
    spendViews:
      homeCurrency === null
        ? null
        : { homeCurrency, current: converted ? 'estimate' : 'per-currency' },
    suggestHomeCurrency: homeCurrency === null && summary.byCurrency.length > 1,
  };
}
