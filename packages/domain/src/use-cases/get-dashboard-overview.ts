import {
  composeSpendOverTime,
  type SpendOverTime,
  spendProjectionFold,
} from '../analytics/spend-over-time.js';
import { resolveSpendRange } from '../analytics/spend-query.js';
import type { SubscriptionFold } from '../analytics/subscription-fold.js';
import { type SpendSummary, spendSummaryFold } from '../analytics/summary.js';
import { pacerOf } from '../pacing/unpaced.js';
import type { Ports } from '../ports/ports.js';
import { addDays, type CalendarDate, compareDates, daysBetween } from '../shared/calendar-date.js';
import { compareCodePoints } from '../shared/text.js';
import { rollForwardAccount } from './roll-forward-account.js';
import { todayForAccount } from './today-for-account.js';

/** An active trial that ends within the horizon (D4): when to cancel before paying. */
export interface UpcomingTrialEnd {
  id: string;
  name: string;
  trialEndsOn: CalendarDate;
  daysUntilTrialEnds: number;
}

/** What the owner's dashboard shows (D27): the spend summary and the trial ends beside it. */
export interface DashboardOverview {
  /** The account's today (D5), from which the horizon counts. */
  today: CalendarDate;
  summary: SpendSummary;
  trialEnds: UpcomingTrialEnd[];
  /** D41: spend per month over the default range, exactly what the spend endpoint answers. */
  spend: SpendOverTime;
}

// D13's order for renewals, applied to trial ends: by date, then name, then id.
function byDateThenNameThenId(a: UpcomingTrialEnd, b: UpcomingTrialEnd): number {
  return (
    compareDates(a.trialEndsOn, b.trialEndsOn) ||
    compareCodePoints(a.name, b.name) ||
    compareCodePoints(a.id, b.id)
  );
}

/** D4: the active trials ending from `today` through `last`, in one pass. */
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
 * The dashboard of an account (D27): `summary` is exactly what `getSpendSummary` answers
 * for the same horizon (the same `spendSummaryFold` over the same records), and
 * `trialEnds` lists the active trials ending from today through today + `horizonDays`.
 * `spend` is what `getSpendOverTime` answers for the default range (D41).
 * All three come from one lazy pass over the records (issue 11: the page may cost at most 1.5x
 * the summary).
 *
 * @example
 * const { summary, trialEnds } = await getDashboardOverview(ports, accountId, { horizonDays: 30 });
 */
export async function getDashboardOverview(
  ports: Ports,
  accountId: string,
  options: { horizonDays: number },
): Promise<DashboardOverview> {
  await rollForwardAccount(ports, accountId);
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
    if (pacer.due()) await pacer.pause();
  }
  const paid = await ports.payments.paidTotalsByMonth(accountId, range.from, range.to);
  return {
    today,
    summary: summary.result(),
    trialEnds: trialEnds.result(),
    spend: composeSpendOverTime(range, paid, projection.result()),
  };
}
