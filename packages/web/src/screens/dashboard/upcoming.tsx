/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import { useRich, useT } from '../../components/i18n-context.js';
import type { Formatters } from '../../format/formatters.js';
import type { DashboardView } from '../../view-models/dashboard-view.js';

interface Props {
  view: DashboardView;
  format: Formatters;
}

/** The renewals of the next 30 days, soonest first: which, when, how much. */
export function Renewals({ view, format }: Props) {
  const t = useT();
  const rich = useRich();
  if (view.renewals.length === 0) {
    return (
      <p class="quiet">
        {t('dashboard.renewals.none')} <a href="/calendar">{t('dashboard.seeCalendar')}</a>
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
                {rich('dashboard.renewals.when', {
                  date: <time datetime={r.nextPaymentDate}>{format.date(r.nextPaymentDate)}</time>,
                  days: r.daysUntilRenewal,
                })}
              </small>
            </span>{' '}
            <span class="amount">{format.money(r.amount, r.currency)}</span>
          </li>
        ))}
      </ul>
      <p class="more-links">
        {view.moreRenewals > 0 && (
          <a href={view.allRenewalsHref}>
            {t('dashboard.renewals.seeAll', { count: view.renewals.length + view.moreRenewals })}
          </a>
        )}
        <a href="/calendar">{t('dashboard.seeCalendar')}</a>
      </p>
    </>
  );
}

/** The free trials that end in the next 30 days. */
export function TrialEnds({ view, format }: Props) {
  const t = useT();
  const rich = useRich();
  if (view.trialEnds.length === 0) {
    return <p class="quiet">{t('dashboard.trials.none')}</p>;
  }
  return (
    <>
      <ul class="plain-list">
        {view.trialEnds.map((trial) => (
          <li key={trial.id}>
            {rich('dashboard.trials.item', {
              name: <a href={`/subscriptions/${trial.id}`}>{isolateBidi(trial.name)}</a>,
              date: <time datetime={trial.trialEndsOn}>{format.date(trial.trialEndsOn)}</time>,
              days: trial.daysUntilTrialEnds,
            })}
          </li>
        ))}
      </ul>
      {view.moreTrialEnds > 0 && (
        <p>
          {rich('dashboard.trials.more', {
            count: view.moreTrialEnds,
            link: <a href="/calendar">{t('dashboard.trials.seeCalendar')}</a>,
          })}
        </p>
      )}
    </>
  );
}
