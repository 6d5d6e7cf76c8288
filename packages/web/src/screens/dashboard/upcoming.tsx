/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import { daysFromNow, type Formatters } from '../../format/formatters.js';
import type { DashboardView } from '../../view-models/dashboard-view.js';

interface Props {
  view: DashboardView;
  format: Formatters;
}

/** The renewals of the next 30 days, soonest first: which, when, how much. */
export function Renewals({ view, format }: Props) {
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
      <p class="more-links">
        {view.moreRenewals > 0 && (
          <a href={view.allRenewalsHref}>
            See all {view.renewals.length + view.moreRenewals} renewals in the next 30 days
          </a>
        )}
        <a href="/calendar">See the calendar</a>
      </p>
    </>
  );
}

/** The free trials that end in the next 30 days. */
export function TrialEnds({ view, format }: Props) {
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
