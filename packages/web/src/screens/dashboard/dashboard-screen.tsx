/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { AddSubscriptionButton } from '../../components/add-subscription-button.js';
import { EmptyState } from '../../components/empty-state.js';
import { useT } from '../../components/i18n-context.js';
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
  const t = useT();
  if (view.spendChart === null) return <p class="quiet">{t('dashboard.spend.none')}</p>;
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
  const t = useT();
  const frame = { title: t('nav.dashboard'), session, notice, current: '/' };
  if (view.isEmpty) {
    return (
      <Layout {...frame}>
        <h1>{t('nav.dashboard')}</h1>
        <NoSubscriptionsYet />
      </Layout>
    );
  }
  // A grid (site.css `.dashboard`): one column on a phone in this order; from 1024 px the
  // headline and the chart at the left, the renewals beside them.
  return (
    <Layout {...frame}>
      <PageHeading
        title={t('nav.dashboard')}
        action={<AddSubscriptionButton role={session.role} />}
      />
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
            title={t('dashboard.noActive.title')}
            action={{ href: '/subscriptions/new', label: t('dashboard.noActive.add') }}
            secondary={{
              href: '/subscriptions?status=paused',
              label: t('dashboard.noActive.paused'),
            }}
          >
            {t('dashboard.noActive.text')}
          </EmptyState>
        )}
        <section aria-labelledby="renewals-heading" class="card renewals">
          <h2 id="renewals-heading">{t('dashboard.renewals.heading')}</h2>
          <Renewals view={view} format={format} />
        </section>
        <section aria-labelledby="spend-chart-heading" class="card spend-over-time">
          <h2 id="spend-chart-heading">{t('dashboard.spend.heading')}</h2>
          <SpendViews choices={view.spendChoices} />
          <SpendOverTime view={view} format={format} />
        </section>
        {view.spend.length > 1 && <CurrencyTotals spend={view.spend} format={format} />}
        <section aria-labelledby="trials-heading" class="card trials">
          <h2 id="trials-heading">{t('dashboard.trials.heading')}</h2>
          <TrialEnds view={view} format={format} />
        </section>
      </div>
    </Layout>
  );
}
