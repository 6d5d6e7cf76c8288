import { getLogo, isDomainError, parseSubscriptionId } from '@subtrack/domain';
import type { RegisterRoutes } from '../web-deps.js';

/**
 * `/subscriptions/<id>/logo`: the subscription's uploaded logo for the pages, under the
 * member's session, revalidated by its ETag on each view. A record without one, an
 * unknown id or another account's answers the "not found" page.
 */
export const registerSubscriptionLogoRoutes: RegisterRoutes = (router, { ports }) => {
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
