/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import { createCalendarFeed, hasCalendarFeed, revokeCalendarFeed } from '@subtrack/domain';
import type { MessageKey } from '@subtrack/i18n';
import { OneTimeFlash } from '../http/one-time-flash.js';
import { translatorOf } from '../http/page-language.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { webWriteContextFor } from '../http/write-context.js';
import { RevokeFeedScreen } from '../screens/data-transfer/revoke-feed-screen.js';
import type { RegisterRoutes } from '../web-deps.js';
import { registerExportRoutes } from './data-transfer/export-routes.js';
import { registerImportRoutes } from './data-transfer/import-routes.js';
import { PendingImports } from './data-transfer/pending-imports.js';
import { type DataContext, renderDataScreen } from './data-transfer/render-data-screen.js';

/**
 * `/data`: export downloads, import with a preview, and the calendar feed
 * link (created or rotated with its address shown once, revoked after a confirmation).
 */
export const registerDataTransferRoutes: RegisterRoutes = (router, deps) => {
  const now = () => deps.ports.clock.now().getTime();
  // D34: a new feed link's path (it holds the token) is shown once, like a new key.
  const feedFlash = new OneTimeFlash<string>(now);

  router.get('/data', async (ctx) => {
    const newFeedPath = feedFlash.take(ctx.state.session.sessionPublicId);
    await renderDataScreen(ctx, deps, { newFeedPath });
  });

  registerExportRoutes(router, deps);
  registerImportRoutes(router, deps, new PendingImports(now));

  const makeFeed = (notice: MessageKey) => async (ctx: DataContext) => {
    const { feedUrl } = await createCalendarFeed(deps.ports, webWriteContextFor(ctx));
    feedFlash.put(ctx.state.session.sessionPublicId, feedUrl);
    redirectWithNotice(ctx, '/data', translatorOf(ctx).t(notice));
  };
  router.post('/data/calendar-feed', makeFeed('data.notice.feedCreated'));
  router.post('/data/calendar-feed/rotate', makeFeed('data.notice.feedReplaced'));

  router.get('/data/calendar-feed/revoke', async (ctx) => {
    if (!(await hasCalendarFeed(deps.ports, ctx.state.session.accountId))) {
      redirectWithNotice(ctx, '/data', translatorOf(ctx).t('data.notice.noFeed'));
      return;
    }
    render(ctx, <RevokeFeedScreen session={ctx.state.session} />);
  });

  router.post('/data/calendar-feed/revoke', async (ctx) => {
    const revoked = await revokeCalendarFeed(deps.ports, webWriteContextFor(ctx));
    const { t } = translatorOf(ctx);
    redirectWithNotice(
      ctx,
      '/data',
      revoked ? t('data.notice.feedRevoked') : t('data.notice.noFeed'),
    );
  });
};
