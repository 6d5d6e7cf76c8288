import {
  composeSpendOverTime,
  type MonthlyMinor,
  type SpendOverTime,
  spendProjectionFold,
} from '../analytics/spend-over-time.js';
import { resolveSpendRange, type SpendRange } from '../analytics/spend-query.js';
import type { SubscriptionFold } from '../analytics/subscription-fold.js';
import { type SpendSummary, spendSummaryFold } from '../analytics/summary.js';
import type { ConvertedSpend } from '../exchange-rates/converted-spend.js';
import { convertedSpendOver } from '../exchange-rates/converted-spend-over.js';
import { type CurrencyEstimate, monthlyTotalsFold } from '../exchange-rates/estimate.js';
import { estimateOfTotals } from '../exchange-rates/estimate-of-totals.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { Ports } from '../ports/ports.js';
import { addDays, type CalendarDate, compareDates, daysBetween } from '../shared/calendar-date.js';
import { compareCodePoints } from '../shared/text.js';
import type { Currency } from '../subscriptions/subscription.js';
import { type RollForwardPorts, rollForwardAccount } from './roll-forward-account.js';
import { todayForAccount } from './today-for-account.js';

/** An active trial that ends within the horizon: when to cancel before paying. */
export interface UpcomingTrialEnd {
  id: string;
  name: string;
  trialEndsOn: CalendarDate;
  daysUntilTrialEnds: number;
}

/** What the owner's dashboard shows: the spend summary and the trial ends beside it. */
export interface DashboardOverview {
  /** The account's today, from which the horizon counts. */
  today: CalendarDate;
  summary: SpendSummary;
  trialEnds: UpcomingTrialEnd[];
  /**
   * Spend per month over the default range, exactly what the spend endpoint answers;
   * with `convertSpend` and a home currency, plus `converted` as `spend?convertTo=` adds it.
   */
  spend: SpendOverTime & { converted?: ConvertedSpend };
  /** The account's home currency, null when none is chosen. */
  homeCurrency: Currency | null;
  /** The estimate in the home currency, exactly what the estimate endpoint answers; null without one. */
  estimate: CurrencyEstimate | null;
}

// D13's order for renewals, applied to trial ends: by date, then name, then id.
function byDateThenNameThenId(a: UpcomingTrialEnd, b: UpcomingTrialEnd): number {
  return (
    compareDates(a.trialEndsOn, b.trialEndsOn) ||
    compareCodePoints(a.name, b.name) ||
    compareCodePoints(a.id, b.id)
  );
}

/** The active trials ending from `today` through `last`, in one pass. */
function trialEndsFold(
  today: CalendarDate,
  last: CalendarDate,
): SubscriptionFold<UpcomingTrialEnd[]> {
  const found: UpcomingTrialEnd[] = [];
  return {
    add(s) {
      const end = s.trialEndsOn;
      if (s.status === 'active' && s.isTrial && end !== null && end >= today && end <= last) {
        found.push({
          id: s.id,
          name: s.name,
          trialEndsOn: end,
          daysUntilTrialEnds: daysBetween(today, end),
        });
      }
    },
    result: () => found.sort(byDateThenNameThenId),
  };
}

/**
 * The dashboard of an account: `summary` is exactly what `getSpendSummary` answers
 * for the same horizon (the same `spendSummaryFold` over the same records), and
 * `trialEnds` lists the active trials ending from today through today + `horizonDays`.
 * `spend` is what `getSpendOverTime` answers for the default range.
 * All three come from one lazy pass over the records (issue 11: the page may cost at most 1.5x
 * the summary). With a home currency, the same pass gives `estimate` (what
 * `getCurrencyEstimate` answers), and `convertSpend` adds the spend converted into it.
 *
 * @example
 * const { summary, trialEnds } = await getDashboardOverview(ports, accountId, { horizonDays: 30 });
 */
export async function getDashboardOverview(
  ports: RollForwardPorts & Pick<Ports, 'payments' | 'exchangeRates' | 'currencySettings'>,
  accountId: string,
  options: { horizonDays: number; convertSpend?: boolean },
): Promise<DashboardOverview> {
  await rollForwardAccount(ports, accountId);
  const homeCurrency = (await ports.currencySettings.get(accountId))?.homeCurrency ?? null;
  // D52: the estimate's monthly totals ride the same pass.
  const totals = homeCurrency === null ? null : monthlyTotalsFold();
  const today = await todayForAccount(ports, accountId);
  const summary = spendSummaryFold({
    today,
    horizonDays: options.horizonDays,
    asOf: ports.clock.now().toISOString(),
  });
  const trialEnds = trialEndsFold(today, addDays(today, options.horizonDays));
  // D41: the spend chart's projection rides the same pass (issue 22: the dashboard may
  // still cost at most 1.5x the summary); the paid months are one query of the store.
  const range = resolveSpendRange({}, today);
  const projection = spendProjectionFold(range);
  const pacer = pacerOf(ports);
  for await (const subscription of ports.subscriptions.iterateAll(accountId)) {
    summary.add(subscription);
    trialEnds.add(subscription);
    projection.add(subscription);
    totals?.add(subscription);
    if (pacer.due()) await pacer.pause();
  }
  const estimate =
    homeCurrency === null || totals === null
      ? null
      : await estimateOfTotals(ports, accountId, totals.result(), {
          currency: homeCurrency,
          today,
        });
  return {
    today,
    summary: summary.result(),
    trialEnds: trialEnds.result(),
    spend: await spendOf(ports, accountId, {
      range,
      today,
      projected: projection.result(),
      convertTo: options.convertSpend ? homeCurrency : null,
    }),
    homeCurrency,
    estimate,
  };
}

/** The paid months are one query of the store, by day when they are converted. */
async function spendOf(
  ports: Pick<Ports, 'payments' | 'exchangeRates'>,
  accountId: string,
  input: {
    range: SpendRange;
    today: CalendarDate;
    projected: MonthlyMinor;
    convertTo: Currency | null;
  },
): Promise<DashboardOverview['spend']> {
  const { range, projected, convertTo } = input;
  if (convertTo !== null) return convertedSpendOver(ports, accountId, { ...input, convertTo });
  const paid = await ports.payments.paidTotalsByMonth(accountId, range.from, range.to);
  return composeSpendOverTime(range, paid, projected);
}
