/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isDomainError, listAuditEvents, listMembers, parseAuditQuery } from '@subtrack/domain';
import { type FormErrors, formErrorsFrom } from '../components/form/index.js';
import { pagePreferences } from '../http/page-preferences.js';
import { render } from '../http/render.js';
import { formattersOf } from '../http/screen-context.js';
import { ActivityScreen } from '../screens/activity/activity-screen.js';
import { activityFilterValues, auditQueryOf } from '../view-models/activity-filters.js';
import { memberEmailsOf } from '../view-models/audit-words.js';
import { knownSubscriptions } from '../view-models/known-subscriptions.js';
import type { RegisterRoutes } from '../web-deps.js';

const FILTER_FIELDS = new Set(['resourceType', 'action', 'since', 'until']);

/** A domain query error as a form error; a field without a control (offset) links nowhere. */
function queryErrors(error: Parameters<typeof formErrorsFrom>[0]): FormErrors {
  return formErrorsFrom(error).map((e) => ({
    ...e,
    field: e.field !== null && FILTER_FIELDS.has(e.field) ? e.field : null,
  }));
}

/** `/activity`: the audit trail with the API's filters and pages. */
export const registerActivityRoutes: RegisterRoutes = (router, deps) => {
  router.get('/activity', async (ctx) => {
    const { session } = ctx.state;
    const prefs = await pagePreferences(ctx, deps.ports);
    const format = await formattersOf(ctx);
    const values = activityFilterValues(ctx.query);
    const rawOffset = typeof ctx.query['offset'] === 'string' ? ctx.query['offset'] : '';
    const base = { session, prefs, format, values, records: [], offset: 0, hasMore: false };
    const built = auditQueryOf(values, rawOffset, prefs.timeZone);
    if ('errors' in built) {
      render(ctx, <ActivityScreen {...base} errors={built.errors} />, { status: 400 });
      return;
    }
    try {
      const query = parseAuditQuery(built.query);
      const page = await listAuditEvents(deps.ports, session.accountId, query);
      const members = await listMembers(deps.ports, session.accountId);
      const screen = (
        <ActivityScreen
          {...base}
          records={page.items}
          members={memberEmailsOf(members)}
          known={await knownSubscriptions(deps.ports, session.accountId, page.items)}
          offset={query.offset}
          hasMore={page.hasMore}
        />
      );
      render(ctx, screen);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      render(ctx, <ActivityScreen {...base} errors={queryErrors(error)} />, { status: 400 });
    }
  });
};
