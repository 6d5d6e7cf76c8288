/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../web-state.js';
import { DuplicatesSection } from './duplicates-section.js';
import type { InsightsView } from './insights-view.js';
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
        <p>
          You have no subscriptions yet, so there is nothing to look at.{' '}
          <a href="/subscriptions">Add your subscriptions</a> and come back.
        </p>
      )}
      <DuplicatesSection groups={props.view.duplicates} locale={props.locale} />
      <OptimizationsSection view={props.view} locale={props.locale} />
    </Layout>
  );
}
