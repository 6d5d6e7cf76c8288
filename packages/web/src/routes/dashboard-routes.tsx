/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { getDashboardOverview } from '@subtrack/domain';
import { render } from '../http/render.js';
import { formattersOf } from '../http/screen-context.js';
import { DashboardScreen } from '../screens/dashboard/dashboard-screen.js';
import {
  DASHBOARD_HORIZON_DAYS,
  dashboardView,
  spendAsked,
} from '../view-models/dashboard-view.js';
import type { RegisterRoutes } from '../web-deps.js';

/**
 * `/`: the dashboard, its totals the spend summary's and its spend per month the
 * spend endpoint's, from one use case and one pass.
 */
export const registerDashboardRoutes: RegisterRoutes = (router, { ports }) => {
  router.get('/', async (ctx) => {
    const { session, notice } = ctx.state;
    const asked = spendAsked(ctx.query['spend']);
    const overview = await getDashboardOverview(ports, session.accountId, {
      horizonDays: DASHBOARD_HORIZON_DAYS,
      // D52: the spend chart all in the home currency, estimated, unless a currency is asked.
      convertSpend: asked === null || asked === 'estimate',
    });
    render(
      ctx,
      <DashboardScreen
        session={session}
        notice={notice}
        view={dashboardView(overview, asked)}
        format={await formattersOf(ctx)}
      />,
    );
  });
};
