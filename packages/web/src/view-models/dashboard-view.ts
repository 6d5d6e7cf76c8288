import {
  addDays,
  type Currency,
  type CurrencySpend,
  type DashboardOverview,
  type UpcomingRenewal,
  type UpcomingTrialEnd,
} from '@subtrack/domain';
import { type EstimateHeadline, estimateHeadline } from './estimate-headline.js';
import { convertedSpendChart, type SpendChart, spendCharts } from './spend-chart.js';

/** The dashboard looks 30 days ahead, the summary's default horizon. */
export const DASHBOARD_HORIZON_DAYS = 30;
/** How many renewals (and trial ends) the dashboard lists before pointing to the rest. */
export const DASHBOARD_RENEWALS_SHOWN = 10;

/** What the dashboard screen draws, decided here so the template stays plain. */
export interface DashboardView {
  /** No subscription at all: the page says how to add the first one. */
  isEmpty: boolean;
  activeCount: number;
  /** Per currency, exactly the summary's figures. */
  spend: CurrencySpend[];
  /**
   * Without a home currency, the headline: the totals of the currency the spend chart shows
   * (the main currency unless another is chosen); null with a home currency.
   */
  headline: CurrencySpend | null;
  /** The one spend chart, paid and projected; null when it has nothing to draw. */
  spendChart: SpendChart | null;
  /**
   * What the spend chart can show instead, as links (no script needed): all in the home
   * currency (an estimate), then each currency; empty when there is only one thing to show.
   */
  spendChoices: SpendChoice[];
  renewals: UpcomingRenewal[];
  /** Renewals in the horizon beyond the ones listed. */
  moreRenewals: number;
  /** The subscriptions list filtered to the same renewals, soonest first. */
  allRenewalsHref: string;
  trialEnds: UpcomingTrialEnd[];
  /** Trial ends in the horizon beyond the ones listed (they are all on the calendar). */
  moreTrialEnds: number;
  /** The headline in the home currency; null without one. */
  estimate: EstimateHeadline | null;
  /** More than one currency is paid in and no home currency is chosen yet. */
  suggestHomeCurrency: boolean;
}

/** One choice of the spend chart's switch: all in the home currency, or one currency. */
export interface SpendChoice {
  currency: Currency;
  /** All currencies converted into `currency` (D52's estimate). */
  isEstimate: boolean;
  href: string;
  current: boolean;
}

/** What `?spend=` asks the chart to show: `estimate` (all in the home currency) or a currency. */
export type SpendAsked = 'estimate' | Currency | null;

/** Reads `?spend=`: `estimate`, a currency code, anything else as nothing asked. */
export function spendAsked(raw: unknown): SpendAsked {
  if (raw === 'estimate') return 'estimate';
  return typeof raw === 'string' && /^[A-Z]{3}$/.test(raw) ? (raw as Currency) : null;
}

/**
 * The currency shown without a home currency or another choice: the one most active
 * subscriptions are paid in (counts compare across currencies, amounts do not), the first
 * in the summary's order on a tie.
 */
export function mainCurrency(spend: readonly CurrencySpend[]): CurrencySpend | null {
  let main: CurrencySpend | null = null;
  for (const row of spend)
    if (!main || row.activeSubscriptions > main.activeSubscriptions) main = row;
  return main;
}

const choiceHref = (value: string) => `/?spend=${value}#spend-chart-heading`;

/**
 * Shapes the dashboard overview for the screen. Issue 11: an account with thousands of
 * renewals in 30 days gets the first few and a link to the full, paged list, so the page
 * stays small and costs about what the summary costs.
 */
export function dashboardView(
  overview: DashboardOverview,
  asked: SpendAsked = null,
): DashboardView {
  const { summary, today, homeCurrency } = overview;
  const renewals = summary.upcomingRenewals.slice(0, DASHBOARD_RENEWALS_SHOWN);
  const charts = spendCharts(overview.spend, today);
  const converted = overview.spend.converted;
  const askedCurrency = charts.find((chart) => chart.currency === asked);
  // With a home currency the chart shows all in it unless a currency is asked for (D52).
  const estimateChart = converted && !askedCurrency ? convertedSpendChart(converted, today) : null;
  const headline =
    homeCurrency === null
      ? (summary.byCurrency.find((row) => row.currency === asked) ??
        mainCurrency(summary.byCurrency))
      : null;
  const spendChart =
    estimateChart ??
    askedCurrency ??
    charts.find(
      (chart) => chart.currency === (headline ?? mainCurrency(summary.byCurrency))?.currency,
    ) ??
    null;
  const choices: SpendChoice[] = [
    ...(homeCurrency === null
      ? []
      : [
          {
            currency: homeCurrency,
            isEstimate: true,
            href: choiceHref('estimate'),
            current: estimateChart !== null,
          },
        ]),
    ...charts.map((chart) => ({
      currency: chart.currency,
      isEstimate: false,
      href: choiceHref(chart.currency),
      current: estimateChart === null && spendChart === chart,
    })),
  ];
  const until = addDays(today, summary.horizonDays);
  return {
    isEmpty: summary.counts.total === 0,
    activeCount: summary.counts.active,
    spend: summary.byCurrency,
    headline,
    spendChart,
    spendChoices: choices.length > 1 ? choices : [],
    renewals,
    moreRenewals: summary.upcomingRenewals.length - renewals.length,
    allRenewalsHref: `/subscriptions?status=active&expiringBefore=${until}&sort=nextPaymentDate`,
    trialEnds: overview.trialEnds.slice(0, DASHBOARD_RENEWALS_SHOWN),
    moreTrialEnds: Math.max(0, overview.trialEnds.length - DASHBOARD_RENEWALS_SHOWN),
    // An estimate of nothing (no active subscription) would say nothing worth a headline.
    estimate:
      overview.estimate &&
      overview.estimate.converted.length + overview.estimate.unconverted.length > 0
        ? estimateHeadline(overview.estimate)
        : null,
    suggestHomeCurrency: homeCurrency === null && summary.byCurrency.length > 1,
  };
}
