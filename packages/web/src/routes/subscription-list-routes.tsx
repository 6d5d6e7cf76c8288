/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { listSubscriptions, toSubscriptionResource } from '@subtrack/domain';
import { translatorOf } from '../http/page-language.js';
import { render } from '../http/render.js';
import { formattersOf } from '../http/screen-context.js';
import { type ListPage, SubscriptionsListScreen } from '../screens/subscriptions-list-screen.js';
import {
  chooseListView,
  LIST_VIEW_COOKIE,
  LIST_VIEW_MAX_AGE_MS,
} from '../view-models/list-view-choice.js';
import {
  isFiltered,
  listHref,
  pageLinks,
  readListRequest,
} from '../view-models/subscription-list-view.js';
import type { RegisterRoutes } from '../web-deps.js';

/** `/subscriptions`: one page of the list, with the API's filters and sorts. */
export const registerSubscriptionListRoutes: RegisterRoutes = (router, { ports }) => {
  router.get('/subscriptions', async (ctx) => {
    const { session, notice } = ctx.state;
    // The table-or-cards switch is the page's own, not a filter of the API's list.
    const { view: asked, ...filters } = ctx.query;
    const { view, remember } = chooseListView(asked, ctx.cookies.get(LIST_VIEW_COOKIE));
    if (remember) {
      ctx.cookies.set(LIST_VIEW_COOKIE, view, {
        path: '/subscriptions',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: LIST_VIEW_MAX_AGE_MS,
        secure: ctx.secure,
      });
    }
    const request = readListRequest(filters, translatorOf(ctx).t);
    const format = await formattersOf(ctx);
    let page: ListPage | undefined;
    if (request.query) {
      const { query, params } = request;
      const found = await listSubscriptions(ports, session.accountId, query);
      page = {
        items: found.items.map((s) => toSubscriptionResource(s)),
        href: listHref(params),
        from: query.offset + 1,
        filtered: isFiltered(query),
        ...pageLinks(params, query, found.hasMore),
      };
    }
    render(
      ctx,
      <SubscriptionsListScreen
        session={session}
        notice={notice}
        params={request.params}
        errors={request.errors}
        page={page}
        format={format}
        view={view}
      />,
      { status: request.errors ? 400 : 200 },
    );
  });
};
