/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isDomainError, listBillingEvents, todayForAccount } from '@subtrack/domain';
import { render } from '../http/render.js';
import { formattersOf } from '../http/screen-context.js';
import { CalendarMonthRefusedScreen, CalendarScreen } from '../screens/calendar-screen.js';
import {
  groupByDay,
  type Month,
  monthRange,
  monthWeeks,
  parseMonthParam,
  shiftMonth,
} from '../view-models/calendar-month.js';
import type { RegisterRoutes } from '../web-deps.js';

/** `/calendar?month=YYYY-MM`: a month's renewals, trial ends and cancel-by dates. */
export const registerCalendarRoutes: RegisterRoutes = (router, { ports }) => {
  router.get('/calendar', async (ctx) => {
    const { session, notice } = ctx.state;
    const today = await todayForAccount(ports, session.accountId);
    let month: Month;
    try {
      month = parseMonthParam(ctx.query.month, today);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      render(ctx, <CalendarMonthRefusedScreen session={session} />, { status: 400 });
      return;
    }
    const days = groupByDay(await listBillingEvents(ports, session.accountId, monthRange(month)));
    const format = await formattersOf(ctx);
    render(
      ctx,
      <CalendarScreen
        session={session}
        notice={notice}
        month={month}
        previous={shiftMonth(month, -1)}
        next={shiftMonth(month, 1)}
        current={today.slice(0, 7)}
        today={today}
        days={days}
        weeks={monthWeeks(month, today, days)}
        format={format}
      />,
    );
  });
};
