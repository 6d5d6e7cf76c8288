import {
  alreadyEncoded,
  getLogo,
  isDomainError,
  parseSubscriptionId,
  removeLogo,
  setLogo,
} from '@subtrack/domain';
import type { Context } from 'koa';
import { readFormWithLogo } from '../http/logo-form.js';
import { translatorOf } from '../http/page-language.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { orNotFound } from '../http/screen-context.js';
import { webWriteContextFor } from '../http/write-context.js';
import type { WebState } from '../request-state.js';
import type { RegisterRoutes } from '../web-deps.js';
import { showSubscriptionPage } from './subscription-page-routes.js';

type Ctx = Context & { state: WebState };

/**
 * `/subscriptions/<id>/logo`: the subscription's uploaded logo for the pages, under the
 * member's session, revalidated by its ETag on each view. A record without one, an
 * unknown id or another account's answers the "not found" page. Posting an image there
 * stores it re-encoded (a refused one is said beside the page's file input);
 * `/subscriptions/<id>/logo/remove` removes it.
 */
export const registerSubscriptionLogoRoutes: RegisterRoutes = (router, { ports, dataFiles }) => {
  const idOf = (ctx: Ctx) => parseSubscriptionId(ctx.params.id ?? '');

  router.post('/subscriptions/:id/logo', async (ctx) => {
    const page = `/subscriptions/${ctx.params.id ?? ''}`;
    const { logo, logoError } = await readFormWithLogo(ctx, dataFiles?.logoEncoder);
    if (logoError || !logo) {
      const message = translatorOf(ctx).t('logo.chooseFile');
      const logoErrors = [logoError ?? { field: 'logo', message }];
      await showSubscriptionPage(ctx, ports, {}, { logoErrors });
      return;
    }
    const stored = await orNotFound(ctx, () =>
      setLogo(ports, alreadyEncoded(logo), webWriteContextFor(ctx), idOf(ctx), logo.bytes),
    );
    if (stored) redirectWithNotice(ctx, page, translatorOf(ctx).t('logo.uploaded'));
  });

  router.post('/subscriptions/:id/logo/remove', async (ctx) => {
    const page = `/subscriptions/${ctx.params.id ?? ''}`;
    try {
      const removed = await orNotFound(ctx, () =>
        removeLogo(ports, webWriteContextFor(ctx), idOf(ctx)),
      );
      if (removed) redirectWithNotice(ctx, page, translatorOf(ctx).t('logo.removed'));
    } catch (error) {
      // Removed already (another tab): the page shows what is there now.
      if (!isDomainError(error) || error.code !== 'logo_not_found') throw error;
      redirectWithNotice(ctx, page, translatorOf(ctx).t('logo.removed'));
    }
  });

  router.get('/subscriptions/:id/logo', async (ctx) => {
    const { accountId } = ctx.state.session;
    try {
      const logo = await getLogo(ports, accountId, parseSubscriptionId(ctx.params.id ?? ''));
      // Private: the image is the account's; `no-cache` still lets the browser keep it and
      // ask with If-None-Match, answered by a 304 without the bytes.
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.set('ETag', logo.etag);
      ctx.type = logo.contentType;
      ctx.status = 200;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      ctx.body = Buffer.from(logo.bytes);
    } catch (error) {
      const missing = ['logo_not_found', 'subscription_not_found', 'invalid_subscription_id'];
      if (isDomainError(error) && missing.includes(error.code)) ctx.status = 404;
      else throw error;
    }
  });
};
