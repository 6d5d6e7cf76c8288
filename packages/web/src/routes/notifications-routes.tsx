/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import {
  type ConfigureNotificationsInput,
  configureNotifications,
  getNotificationSettings,
  getPushEndpointSummary,
  isDomainError,
  type NotificationSettings,
} from '@subtrack/domain';
import type { Context } from 'koa';
import { formErrorsFrom } from '../components/form/index.js';
import { type FormBody, formValue, readForm } from '../http/form-body.js';
import { OneTimeFlash } from '../http/one-time-flash.js';
import { translatorOf } from '../http/page-language.js';
import { pagePreferences } from '../http/page-preferences.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { webWriteContextFor } from '../http/write-context.js';
import type { WebState } from '../request-state.js';
import type { NewWebhookSecret } from '../screens/notifications/new-webhook-secret.js';
import {
  NotificationsScreen,
  type NotificationsScreenProps,
  type SectionErrors,
} from '../screens/notifications/notifications-screen.js';
import { type SettingsValues, settingsValues } from '../screens/notifications/settings-section.js';
import type { RegisterRoutes, WebDeps } from '../web-deps.js';
import { registerChannelRoutes } from './notifications/channel-routes.js';
import { channelRowsFor } from './notifications/channel-rows-for.js';

type PageContext = Context & { state: WebState };

async function savedSettings(
  deps: WebDeps,
  accountId: string,
): Promise<NotificationSettings | null> {
  try {
    return await getNotificationSettings(deps.ports, accountId);
  } catch (error) {
    if (isDomainError(error) && error.code === 'notification_settings_not_found') return null;
    throw error;
  }
}

/** The page with the saved values, or with what was typed into the form that failed. */
async function renderPage(
  ctx: PageContext,
  deps: WebDeps,
  typed: Partial<Pick<NotificationsScreenProps, 'settings' | 'pushUrl' | 'newWebhook'>> = {},
  failed?: SectionErrors,
) {
  const { session } = ctx.state;
  const endpoint = await getPushEndpointSummary(deps.ports, session.accountId);
  const props: NotificationsScreenProps = {
    session,
    notice: ctx.state.notice,
    settings: typed.settings ?? settingsValues(await savedSettings(deps, session.accountId)),
    endpoint,
    pushUrl: typed.pushUrl ?? endpoint.pushUrl ?? '',
    channels: await channelRowsFor(deps, session.accountId, {
      prefs: await pagePreferences(ctx, deps.ports),
      t: translatorOf(ctx).t,
    }),
    newWebhook: typed.newWebhook ?? null,
    failed,
  };
  render(ctx, <NotificationsScreen {...props} />, { status: failed ? 400 : 200 });
}

/** The settings form as typed: an unticked box is "off", an empty text "none" (UTC). */
function typedSettings(form: FormBody): SettingsValues {
  return {
    enabled: formValue(form, 'enabled') === 'true',
    daysBefore: formValue(form, 'daysBefore'),
    timeZone: formValue(form, 'timeZone').trim(),
    locale: formValue(form, 'locale').trim(),
  };
}

function settingsInput(values: SettingsValues): ConfigureNotificationsInput {
  return {
    enabled: values.enabled,
    // Not a number (a forged form) fails the domain's days-before rule with its message.
    daysBefore: /^\d+$/.test(values.daysBefore) ? Number(values.daysBefore) : Number.NaN,
    timeZone: values.timeZone === '' ? null : values.timeZone,
    locale: values.locale === '' ? null : values.locale,
  };
}

/** Runs one section's write; a validation failure re-renders the page with its messages. */
async function save(
  ctx: PageContext,
  deps: WebDeps,
  input: ConfigureNotificationsInput,
  onInvalid: (errors: SectionErrors['errors']) => Promise<void>,
  notice: string,
) {
  try {
    await configureNotifications(deps.ports, webWriteContextFor(ctx), input);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    await onInvalid(formErrorsFrom(error));
    return;
  }
  redirectWithNotice(ctx, '/notifications', notice);
}

/**
 * `/notifications`: reminder settings, the push endpoint and the channels, through
 * the domain (audited as the web session).
 */
export const registerNotificationRoutes: RegisterRoutes = (router, deps) => {
  const webhookSecrets = new OneTimeFlash<NewWebhookSecret>(() => deps.ports.clock.now().getTime());

  router.get('/notifications', async (ctx) => {
    const newWebhook = webhookSecrets.take(ctx.state.session.sessionPublicId);
    await renderPage(ctx, deps, { newWebhook });
  });

  router.post('/notifications/settings', async (ctx) => {
    const values = typedSettings(await readForm(ctx));
    await save(
      ctx,
      deps,
      settingsInput(values),
      (errors) => renderPage(ctx, deps, { settings: values }, { section: 'settings', errors }),
      translatorOf(ctx).t('notifications.notice.settingsSaved'),
    );
  });

  router.post('/notifications/push', async (ctx) => {
    const form = await readForm(ctx);
    const pushUrl = formValue(form, 'pushUrl').trim();
    const deviceKey = formValue(form, 'deviceKey');
    // An empty device key keeps the saved one (the field never shows it).
    const input = { pushUrl, ...(deviceKey.trim() === '' ? {} : { deviceKey }) };
    await save(
      ctx,
      deps,
      input,
      (errors) => renderPage(ctx, deps, { pushUrl }, { section: 'push', errors }),
      translatorOf(ctx).t('notifications.notice.pushSaved'),
    );
  });

  registerChannelRoutes(router, deps, webhookSecrets);
};
