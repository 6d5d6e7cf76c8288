/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import { AddSubscriptionButton } from '../components/add-subscription-button.js';
import { CategoryChartFigure } from '../components/category-chart.js';
import { EmptyState } from '../components/empty-state.js';
import { Layout } from '../components/layout.js';
import { NoSubscriptionsYet } from '../components/no-subscriptions-yet.js';
import { PageHeading } from '../components/page-heading.js';
import { SpendChartFigure } from '../components/spend-chart.js';
import { daysFromNow, type Formatters } from '../format/formatters.js';
import type { DashboardView } from '../view-models/dashboard-view.js';
import type { WebSession } from '../web-state.js';
import { EstimateHeadlineCard, HomeCurrencySuggestion } from './dashboard/estimate-headline.js';
import { SpendViews } from './dashboard/spend-views.js';

interface Props {
  view: DashboardView;
  format: Formatters;
}

function SpendTable({ view, format }: Props) {
  if (view.spend.length === 0) {
    return (
      <EmptyState
        title="No active subscriptions."
        action={{ href: '/subscriptions/new', label: 'Add a subscription' }}
        secondary={{ href: '/subscriptions?status=paused', label: 'See paused ones' }}
      >
        Spend counts active subscriptions only. Resume a paused one, or add what you pay for now.
      </EmptyState>
    );
  }
  // One card per currency (never summed across currencies, D13): a table of four columns
  // would scroll sideways at 360 px.
  return (
    <div class="spend-cards">
      {view.spend.map((row) => (
        <article key={row.currency} aria-labelledby={`spend-${row.currency}`}>
          <h3 id={`spend-${row.currency}`}>{row.currency}</h3>
          <dl>
            <div>
              <dt>Active subscriptions</dt>
              <dd class="amount">{row.activeSubscriptions}</dd>
            </div>
            <div class="total">
              <dt>Monthly</dt>
              <dd class="amount">{format.money(row.monthlyTotal, row.currency)}</dd>
            </div>
            <div>
              <dt>Annual</dt>
              <dd class="amount">{format.money(row.yearlyTotal, row.currency)}</dd>
            </div>
          </dl>
        </article>
      ))}
    </div>
  );
}

/** D41: spend per month per currency, the last 12 months paid and the next 12 projected. */
function SpendOverTime({ view, format }: Props) {
  if (view.spendCharts.length === 0) {
    return (
      <p class="quiet">
        Nothing paid in the last 12 months and no renewal in the next 12. Give a subscription a
        start date to record what you have paid since.
      </p>
    );
  }
  return (
    <>
      {view.spendCharts.map((chart) => (
        <SpendChartFigure key={chart.currency} chart={chart} format={format} />
      ))}
    </>
  );
}

function Renewals({ view, format }: Props) {
  if (view.renewals.length === 0) {
    return (
      <p class="quiet">
        No renewals in the next 30 days. <a href="/calendar">See the calendar</a>
      </p>
    );
  }
  // A list rather than a table: three columns would not fit a phone, and each renewal
  // reads as one line: which, when, how much (the amount at the right, as in a table).
  return (
    <>
      <ul class="upcoming">
        {view.renewals.map((r) => (
          <li key={r.id}>
            <span>
              <a href={`/subscriptions/${r.id}`}>{isolateBidi(r.name)}</a>{' '}
              <small class="when">
                <time datetime={r.nextPaymentDate}>{format.date(r.nextPaymentDate)}</time> (
                {daysFromNow(r.daysUntilRenewal)})
              </small>
            </span>{' '}
            <span class="amount">{format.money(r.amount, r.currency)}</span>
          </li>
        ))}
      </ul>
      {view.moreRenewals > 0 && (
        <p>
          <a href={view.allRenewalsHref}>
            See all {view.renewals.length + view.moreRenewals} renewals in the next 30 days
          </a>
        </p>
      )}
    </>
  );
}

function TrialEnds({ view, format }: Props) {
  if (view.trialEnds.length === 0) {
    return <p class="quiet">No free trials end in the next 30 days.</p>;
  }
  return (
    <>
      <ul class="plain-list">
        {view.trialEnds.map((t) => (
          <li key={t.id}>
            <a href={`/subscriptions/${t.id}`}>{isolateBidi(t.name)}</a>: trial ends{' '}
            <time datetime={t.trialEndsOn}>{format.date(t.trialEndsOn)}</time> (
            {daysFromNow(t.daysUntilTrialEnds)})
          </li>
        ))}
      </ul>
      {view.moreTrialEnds > 0 && (
        <p>
          {view.moreTrialEnds} more free trials end in the next 30 days:{' '}
          <a href="/calendar">see the calendar</a>.
        </p>
      )}
    </>
  );
}

/** D27: the dashboard, `/`: what is spent, what renews and which trials end soon. */
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
  // A grid of cards (site.css `.dashboard`): one column on a phone, two from 1024 px.
  return (
    <Layout {...frame}>
      <PageHeading title="Dashboard" action={<AddSubscriptionButton role={session.role} />} />
      <div class="dashboard">
        {view.estimate && (
          <EstimateHeadlineCard headline={view.estimate} format={format} role={session.role} />
        )}
        {view.suggestHomeCurrency && <HomeCurrencySuggestion role={session.role} />}
        <section aria-labelledby="spend-heading" class="spend">
          <h2 id="spend-heading">Spend</h2>
          <SpendTable view={view} format={format} />
        </section>
        <section aria-labelledby="spend-chart-heading" class="card spend-over-time">
          <h2 id="spend-chart-heading">Spend per month</h2>
          {view.spendViews && <SpendViews views={view.spendViews} />}
          <SpendOverTime view={view} format={format} />
        </section>
        {view.charts.length > 0 && (
          <section aria-labelledby="chart-heading" class="card chart">
            <h2 id="chart-heading">Monthly spend by category</h2>
            {view.charts.map((chart) => (
              <CategoryChartFigure
                key={chart.currency}
                chart={chart}
                money={(amount) => format.money(amount, chart.currency)}
              />
            ))}
          </section>
        )}
        <div class="stack">
          <section aria-labelledby="renewals-heading" class="card renewals">
            <h2 id="renewals-heading">Renewals in the next 30 days</h2>
            <Renewals view={view} format={format} />
          </section>
          <section aria-labelledby="trials-heading" class="card trials">
            <h2 id="trials-heading">Free trials ending in the next 30 days</h2>
            <TrialEnds view={view} format={format} />
          </section>
        </div>
      </div>
    </Layout>
  );
}
