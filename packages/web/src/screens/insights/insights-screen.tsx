/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CategoryChartFigure } from '../../components/category-chart.js';
import { EmptyState } from '../../components/empty-state.js';
import { Layout } from '../../components/layout.js';
import { formattersFor } from '../../format/formatters.js';
import type { WebSession } from '../../request-state.js';
import type { InsightsView } from '../../view-models/insights-view.js';
import { DuplicatesSection } from './duplicates-section.js';
import { OptimizationsSection } from './optimizations-section.js';

/** What the active subscriptions cost a month per category, one chart per currency. */
function CategoriesSection(props: { view: InsightsView; locale: string }) {
  if (props.view.categories.length === 0) return null;
  const format = formattersFor(props.locale);
  return (
    <section aria-labelledby="chart-heading" class="card chart categories">
      <h2 id="chart-heading">Monthly spend by category</h2>
      {props.view.categories.map((chart) => (
        <CategoryChartFigure
          key={chart.currency}
          chart={chart}
          money={(amount) => format.money(amount, chart.currency)}
        />
      ))}
    </section>
  );
}

/**
 * `/insights`: spend by category, possible duplicates and ways to spend less, each
 * currency on its own.
 */
export function InsightsScreen(props: {
  session: WebSession;
  notice: string | null;
  view: InsightsView;
  locale: string;
  hasSubscriptions: boolean;
}) {
  return (
    <Layout title="Insights" session={props.session} notice={props.notice} current="/insights">
      <h1>Insights</h1>
      {props.hasSubscriptions ? (
        <p>
          What subtrack noticed in your subscriptions. Amounts are never added across currencies.
        </p>
      ) : (
        <EmptyState
          title="You have no subscriptions yet, so there is nothing to look at."
          action={{ href: '/subscriptions/new', label: 'Add a subscription' }}
          secondary={{ href: '/data', label: 'Import from Wallos or a subtrack export' }}
        >
          Once you have a few, this page points out what you may pay twice and where a yearly plan
          could cost less.
        </EmptyState>
      )}
      <CategoriesSection view={props.view} locale={props.locale} />
      <DuplicatesSection groups={props.view.duplicates} locale={props.locale} />
      <OptimizationsSection view={props.view} locale={props.locale} />
    </Layout>
  );
}
