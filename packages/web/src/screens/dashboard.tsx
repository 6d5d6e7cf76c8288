/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import { CategoryChartFigure } from '../components/category-chart.js';
import { daysFromNow, type Formatters } from '../format/formatters.js';
import type { DashboardView } from '../view-models/dashboard-view.js';

interface Props {
  view: DashboardView;
  format: Formatters;
}

function EmptyState() {
  return (
    <p>
      No subscriptions yet. <a href="/subscriptions/new">Add your first subscription.</a>
    </p>
  );
}

function SpendTable({ view, format }: Props) {
  if (view.spend.length === 0) {
    return (
      <p>
        No active subscriptions. <a href="/subscriptions?status=paused">See paused ones</a> or{' '}
        <a href="/subscriptions/new">add a subscription</a>.
      </p>
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
            <dt>Active subscriptions</dt>
            <dd>{row.activeSubscriptions}</dd>
            <dt>Monthly</dt>
            <dd>{format.money(row.monthlyTotal, row.currency)}</dd>
            <dt>Annual</dt>
            <dd>{format.money(row.yearlyTotal, row.currency)}</dd>
          </dl>
        </article>
      ))}
    </div>
  );
}

function Renewals({ view, format }: Props) {
  if (view.renewals.length === 0) return <p>No renewals in the next 30 days.</p>;
  return (
    <>
      <table aria-labelledby="renewals-heading">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Subscription</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {view.renewals.map((r) => (
            <tr key={r.id}>
              <td>
                <time datetime={r.nextPaymentDate}>{format.date(r.nextPaymentDate)}</time> (
                {daysFromNow(r.daysUntilRenewal)})
              </td>
              <td>
                <a href={`/subscriptions/${r.id}/edit`}>{isolateBidi(r.name)}</a>
              </td>
              <td>{format.money(r.amount, r.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
  if (view.trialEnds.length === 0) return <p>No free trials end in the next 30 days.</p>;
  return (
    <>
      <ul>
        {view.trialEnds.map((t) => (
          <li key={t.id}>
            <a href={`/subscriptions/${t.id}/edit`}>{isolateBidi(t.name)}</a>: trial ends{' '}
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

/** D27: the dashboard's content (the layout around it comes from the route). */
export function DashboardScreen({ view, format }: Props) {
  if (view.isEmpty) {
    return (
      <>
        <h1>Dashboard</h1>
        <EmptyState />
      </>
    );
  }
  return (
    <>
      <h1>Dashboard</h1>
      <section aria-labelledby="spend-heading">
        <h2 id="spend-heading">Spend</h2>
        <SpendTable view={view} format={format} />
      </section>
      {view.charts.length > 0 && (
        <section aria-labelledby="chart-heading">
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
      <section aria-labelledby="renewals-heading">
        <h2 id="renewals-heading">Renewals in the next 30 days</h2>
        <Renewals view={view} format={format} />
      </section>
      <section aria-labelledby="trials-heading">
        <h2 id="trials-heading">Free trials ending in the next 30 days</h2>
        <TrialEnds view={view} format={format} />
      </section>
    </>
  );
}
