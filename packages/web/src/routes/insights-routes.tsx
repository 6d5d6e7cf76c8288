/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import {
  getDuplicateGroups,
  getOptimizations,
  getSpendSummary,
  listSubscriptions,
  parseSubscriptionListQuery,
} from '@subtrack/domain';
import { render } from '../http/render.js';
import { formattersOf } from '../http/screen-context.js';
import { InsightsScreen } from '../screens/insights/insights-screen.js';
import { insightsView } from '../view-models/insights-view.js';
import type { RegisterRoutes } from '../web-deps.js';

/**
 * `/insights`: spend by category, duplicates and optimisation candidates,
 * read through use cases.
 */
export const registerInsightsRoutes: RegisterRoutes = (router, deps) => {
  router.get('/insights', async (ctx) => {
    const { session } = ctx.state;
    const { ports } = deps;
    const view = insightsView(
      await getDuplicateGroups(ports, session.accountId),
      await getOptimizations(ports, session.accountId),
      (await getSpendSummary(ports, session.accountId, { horizonDays: 30 })).byCategory,
    );
    // Only to tell "nothing found" from "nothing to look at" in the empty states.
    const any = await listSubscriptions(
      ports,
      session.accountId,
      parseSubscriptionListQuery({ limit: '1' }),
    );
    const screen = (
      <InsightsScreen
        session={session}
        notice={ctx.state.notice}
        view={view}
        format={await formattersOf(ctx)}
        hasSubscriptions={any.items.length > 0}
      />
    );
    render(ctx, screen);
  });
};
