/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { AddSubscriptionButton } from '../../components/add-subscription-button.js';
import { EmptyState } from '../../components/empty-state.js';
import { Layout } from '../../components/layout.js';
import { NoSubscriptionsYet } from '../../components/no-subscriptions-yet.js';
import { PageHeading } from '../../components/page-heading.js';
import { SpendChartFigure } from '../../components/spend-chart.js';
import type { Formatters } from '../../format/formatters.js';
import type { WebSession } from '../../request-state.js';
import type { DashboardView } from '../../view-models/dashboard-view.js';
import { CurrencyHeadline, CurrencyTotals } from './currency-totals.js';
import { EstimateHeadlineCard } from './estimate-headline.js';
import { SpendViews } from './spend-views.js';
import { Renewals, TrialEnds } from './upcoming.js';

interface Props {
  view: DashboardView;
  format: Formatters;
}

/** The one spend chart, the last 12 months paid and the next 12 projected. */
function SpendOverTime({ view, format }: Props) {
  if (view.spendChart === null) {
    return (
      <p class="quiet">
        Nothing paid in the last 12 months and no renewal in the next 12. Give a subscription a
        start date to record what you have paid since.
      </p>
    );
  }
  return <SpendChartFigure chart={view.spendChart} format={format} />;
}

/**
 * The dashboard, `/`: the one figure first (the estimate in the home currency, else the
 * main currency's totals), what renews soon beside it, one spend chart with a switch, then
 * each currency's exact totals and the trials that end soon.
 */
export function DashboardScreen({
  session,
  notice,
  view,
  format,
}: Props & { session: WebSession; notice: string | null }) {
  const frame = { title: 'Dashboard', session, notice, current: '/' };
  if (view.isEmpty) {
    return (
      <Layout {...frame}>
        <h1>Dashboard</h1>
        <NoSubscriptionsYet />
      </Layout>
    );
  }
  // A grid (site.css `.dashboard`): one column on a phone in this order; from 1024 px the
  // headline and the chart at the left, the renewals beside them.
  return (
    <Layout {...frame}>
      <PageHeading title="Dashboard" action={<AddSubscriptionButton role={session.role} />} />
      <div class="dashboard">
        {view.estimate && (
          <EstimateHeadlineCard headline={view.estimate} format={format} role={session.role} />
        )}
        {view.headline && (
          <CurrencyHeadline
            row={view.headline}
            currencies={view.spend.length}
            format={format}
            role={session.role}
          />
        )}
        {!view.estimate && !view.headline && (
          <EmptyState
            title="No active subscriptions."
            action={{ href: '/subscriptions/new', label: 'Add a subscription' }}
            secondary={{ href: '/subscriptions?status=paused', label: 'See paused ones' }}
          >
            Spend counts active subscriptions only. Resume a paused one, or add what you pay for
            now.
          </EmptyState>
        )}
        <section aria-labelledby="renewals-heading" class="card renewals">
          <h2 id="renewals-heading">Renewals in the next 30 days</h2>
          <Renewals view={view} format={format} />
        </section>
        <section aria-labelledby="spend-chart-heading" class="card spend-over-time">
          <h2 id="spend-chart-heading">Spend per month</h2>
          <SpendViews choices={view.spendChoices} />
          <SpendOverTime view={view} format={format} />
        </section>
        {view.spend.length > 1 && <CurrencyTotals spend={view.spend} format={format} />}
        <section aria-labelledby="trials-heading" class="card trials">
          <h2 id="trials-heading">Free trials ending in the next 30 days</h2>
          <TrialEnds view={view} format={format} />
        </section>
      </div>
    </Layout>
  );
}
