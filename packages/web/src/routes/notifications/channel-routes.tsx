/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import {
  addChannel,
  type ChannelView,
  isDomainError,
  listChannels,
  removeChannel,
  sendTestMessage,
  setChannelEnabled,
} from '@subtrack/domain';
import type { Context } from 'koa';
import { formErrorsFrom } from '../../components/form/index.js';
import { formValue, readForm } from '../../http/form-body.js';
import type { OneTimeFlash } from '../../http/one-time-flash.js';
import { translatorOf } from '../../http/page-language.js';
import { pagePreferences } from '../../http/page-preferences.js';
import { redirectWithNotice } from '../../http/redirect-with-notice.js';
import { render } from '../../http/render.js';
import { webWriteContextFor } from '../../http/write-context.js';
import type { WebState } from '../../request-state.js';
import { AddChannelScreen } from '../../screens/notifications/add-channel-screen.js';
import type { NewWebhookSecret } from '../../screens/notifications/new-webhook-secret.js';
import { RemoveChannelScreen } from '../../screens/notifications/remove-channel-screen.js';
import {
  type ChannelFormValues,
  channelInputOf,
  channelKindOf,
  emptyChannelForm,
  readChannelForm,
  withoutSecrets,
} from '../../view-models/channel-form-values.js';
import type { RegisterRoutes, WebDeps } from '../../web-deps.js';
import { channelRowsFor } from './channel-rows-for.js';

type ChannelContext = Context & { state: WebState; params: Record<string, string> };

/** The account's channel named in the path, or null (unknown or another account's: a 404). */
async function findOwnChannel(ctx: ChannelContext, deps: WebDeps): Promise<ChannelView | null> {
  const id = ctx.params['id'] ?? '';
  return (
    (await listChannels(deps.ports, ctx.state.session.accountId)).find((c) => c.channelId === id) ??
    null
  );
}

function renderAddPage(
  ctx: ChannelContext,
  values: ChannelFormValues,
  errors?: ReturnType<typeof formErrorsFrom>,
) {
  render(ctx, <AddChannelScreen session={ctx.state.session} values={values} errors={errors} />, {
    status: errors ? 400 : 200,
  });
}

/** The result of "Send test" in words: delivered with the receiver's status, or the error. */
function testNotice(
  ctx: ChannelContext,
  label: string,
  outcome: { delivered: boolean; status: number | null; error: string | null },
) {
  const { t } = translatorOf(ctx);
  if (outcome.delivered) {
    return outcome.status === null
      ? t('notifications.notice.testDelivered', { label })
      : t('notifications.notice.testDeliveredStatus', { label, status: String(outcome.status) });
  }
  return outcome.error === null
    ? t('notifications.notice.testRefused', { label })
    : t('notifications.notice.testFailed', { label, error: outcome.error });
}

/**
 * `/notifications/channels/...`: add (kind chosen first), send a test, enable, disable
 * and remove after a confirmation page; every write through the domain, audited as the web
 * session. A new webhook's secret waits in `secrets` for the next `/notifications`.
 */
export function registerChannelRoutes(
  router: Parameters<RegisterRoutes>[0],
  deps: WebDeps,
  secrets: OneTimeFlash<NewWebhookSecret>,
): void {
  router.get('/notifications/channels/new', (ctx) => {
    const kind = channelKindOf(String(ctx.query['kind'] ?? ''));
    if (kind === null) {
      redirectWithNotice(
        ctx,
        '/notifications#channels-title',
        translatorOf(ctx).t('notifications.notice.chooseKind'),
      );
      return;
    }
    renderAddPage(ctx, emptyChannelForm(kind));
  });

  router.post('/notifications/channels', async (ctx) => {
    const form = await readForm(ctx);
    const kind = channelKindOf(formValue(form, 'kind'));
    if (kind === null) {
      redirectWithNotice(
        ctx,
        '/notifications#channels-title',
        translatorOf(ctx).t('notifications.notice.chooseKind'),
      );
      return;
    }
    const values = readChannelForm(form, kind);
    try {
      const { channel, secret } = await addChannel(
        deps.ports,
        webWriteContextFor(ctx),
        channelInputOf(values),
      );
      if (secret !== null) {
        secrets.put(ctx.state.session.sessionPublicId, {
          channelId: channel.channelId,
          label: channel.label,
          secret,
        });
      }
      const notice = translatorOf(ctx).t('notifications.notice.added', { label: channel.label });
      redirectWithNotice(ctx, '/notifications', notice);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      renderAddPage(ctx, withoutSecrets(values), formErrorsFrom(error));
    }
  });

  router.post('/notifications/channels/:id/test', async (ctx) => {
    const channel = await findOwnChannel(ctx, deps);
    if (!channel) return; // 404 page from the error middleware
    if (!deps.channelSender) {
      redirectWithNotice(
        ctx,
        '/notifications',
        translatorOf(ctx).t('notifications.notice.noSender'),
      );
      return;
    }
    const { accountId } = ctx.state.session;
    const outcome = await sendTestMessage(
      deps.ports,
      deps.channelSender,
      channel.channelId,
      accountId,
    );
    redirectWithNotice(ctx, '/notifications', testNotice(ctx, channel.label, outcome));
  });

  for (const enabled of [true, false]) {
    router.post(`/notifications/channels/:id/${enabled ? 'enable' : 'disable'}`, async (ctx) => {
      const channel = await findOwnChannel(ctx, deps);
      if (!channel) return;
      await setChannelEnabled(deps.ports, webWriteContextFor(ctx), channel.channelId, enabled);
      const { t } = translatorOf(ctx);
      const { label } = channel;
      const notice = enabled
        ? t('notifications.notice.enabled', { label })
        : t('notifications.notice.disabled', { label });
      redirectWithNotice(ctx, '/notifications', notice);
    });
  }

  router.get('/notifications/channels/:id/remove', async (ctx) => {
    const channel = await findOwnChannel(ctx, deps);
    if (!channel) return;
    const words = { prefs: await pagePreferences(ctx, deps.ports), t: translatorOf(ctx).t };
    const [row] = await channelRowsFor(deps, ctx.state.session.accountId, words, [channel]);
    if (!row) return;
    render(ctx, <RemoveChannelScreen session={ctx.state.session} row={row} />);
  });

  router.post('/notifications/channels/:id/remove', async (ctx) => {
    const channel = await findOwnChannel(ctx, deps);
    if (!channel) return;
    await removeChannel(deps.ports, webWriteContextFor(ctx), channel.channelId);
    redirectWithNotice(
      ctx,
      '/notifications',
      translatorOf(ctx).t('notifications.notice.removed', { label: channel.label }),
    );
  });
}
