/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CategoryChartFigure } from '../../components/category-chart.js';
import { EmptyState } from '../../components/empty-state.js';
import { useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import type { Formatters } from '../../format/formatters.js';
import type { WebSession } from '../../request-state.js';
import type { InsightsView } from '../../view-models/insights-view.js';
import { DuplicatesSection } from './duplicates-section.js';
import { OptimizationsSection } from './optimizations-section.js';

/** What the active subscriptions cost a month per category, one chart per currency. */
function CategoriesSection(props: { view: InsightsView; format: Formatters }) {
  const t = useT();
  if (props.view.categories.length === 0) return null;
  const { format } = props;
  return (
    <section aria-labelledby="chart-heading" class="card chart categories">
      <h2 id="chart-heading">{t('insights.categories.heading')}</h2>
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
  format: Formatters;
  hasSubscriptions: boolean;
}) {
  const t = useT();
  return (
    <Layout
      title={t('nav.insights')}
      session={props.session}
      notice={props.notice}
      current="/insights"
    >
      <h1>{t('nav.insights')}</h1>
      {props.hasSubscriptions ? (
        <p>{t('insights.intro')}</p>
      ) : (
        <EmptyState
          title={t('insights.empty.title')}
          action={{ href: '/subscriptions/new', label: t('insights.empty.add') }}
          secondary={{ href: '/data', label: t('subscriptions.none.import') }}
        >
          {t('insights.empty.text')}
        </EmptyState>
      )}
      <CategoriesSection view={props.view} format={props.format} />
      <DuplicatesSection groups={props.view.duplicates} format={props.format} />
      <OptimizationsSection view={props.view} format={props.format} />
    </Layout>
  );
}
