/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { EmptyState } from '../../components/empty-state.js';
import { Layout } from '../../components/layout.js';
import type { InsightsView } from '../../view-models/insights-view.js';
import type { WebSession } from '../../web-state.js';
import { DuplicatesSection } from './duplicates-section.js';
import { OptimizationsSection } from './optimizations-section.js';

/** `/insights` (D27): possible duplicates and ways to spend less, each currency on its own. */
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
      <DuplicatesSection groups={props.view.duplicates} locale={props.locale} />
      <OptimizationsSection view={props.view} locale={props.locale} />
    </Layout>
  );
}
