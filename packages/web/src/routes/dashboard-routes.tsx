/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { getDashboardOverview, getSpendOverTime } from '@subtrack/domain';
import { render } from '../http/render.js';
import { formattersOf } from '../http/screen-context.js';
import { DashboardScreen } from '../screens/dashboard.js';
import { DASHBOARD_HORIZON_DAYS, dashboardView } from '../view-models/dashboard-view.js';
import type { RegisterRoutes } from '../web-state.js';

/**
 * `/`: the dashboard (D27), its totals the spend summary's (one use case, one pass), its
 * spend per month the spend endpoint's answer (D41).
 */
export const registerDashboardRoutes: RegisterRoutes = (router, { ports }) => {
  router.get('/', async (ctx) => {
    const { session, notice } = ctx.state;
    const overview = await getDashboardOverview(ports, session.accountId, {
      horizonDays: DASHBOARD_HORIZON_DAYS,
    });
    // D41: the spend answer's default range, the last 12 months and the next 12.
    const spend = await getSpendOverTime(ports, session.accountId, {});
    render(
      ctx,
      <DashboardScreen
        session={session}
        notice={notice}
        view={dashboardView(overview, spend)}
        format={await formattersOf(ports, session.accountId)}
      />,
    );
  });
};
