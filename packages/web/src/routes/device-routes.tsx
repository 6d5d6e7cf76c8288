/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { addPushDevice, isDomainError, listPushDevices, removePushDevice } from '@subtrack/domain';
import { formErrorsFrom } from '../components/form/form-errors.js';
import { formValue, readForm } from '../http/form-body.js';
import { translatorOf } from '../http/page-language.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { ownerSessionOf } from '../middleware/load-session.js';
import { deviceLabelWords } from '../view-models/device-label-words.js';
import type { RegisterRoutes } from '../web-deps.js';
import { renderAccount } from './account-routes.js';

/**
 * The account screen's "Reminders on this device": the browser's push subscription
 * (sent by the page's script in a form) becomes the member's device; a device is removed by
 * a plain form, without JavaScript.
 */
export const registerDeviceRoutes: RegisterRoutes = (router, deps) => {
  router.post('/account/devices', async (ctx) => {
    const form = await readForm(ctx);
    try {
      const device = await addPushDevice(deps.ports, {
        session: ownerSessionOf(ctx).active,
        subscription: {
          endpoint: formValue(form, 'endpoint'),
          keys: { p256dh: formValue(form, 'p256dh'), auth: formValue(form, 'auth') },
        },
        userAgent: ctx.get('User-Agent') || null,
        requestId: ctx.state.requestId,
      });
      const { t } = translatorOf(ctx);
      const label = deviceLabelWords(device.label, t);
      redirectWithNotice(ctx, '/account', t('account.device.notice.on', { label }));
    } catch (error) {
      if (!isDomainError(error) || error.code !== 'invalid_notification_settings') throw error;
      // The fields are the browser's, not the member's: the message stands alone.
      const errors = formErrorsFrom(error).map((problem) => ({ ...problem, field: null }));
      await renderAccount(ctx, deps, { device: errors });
    }
  });

  router.post('/account/devices/:id/remove', async (ctx) => {
    const session = ownerSessionOf(ctx).active;
    const deviceId = ctx.params['id'] ?? '';
    const device = (await listPushDevices(deps.ports, session)).find(
      (candidate) => candidate.deviceId === deviceId,
    );
    // Another member's device, or one already gone: the 404 page.
    if (!device) return;
    await removePushDevice(deps.ports, { session, deviceId, requestId: ctx.state.requestId });
    const { t } = translatorOf(ctx);
    const label = deviceLabelWords(device.label, t);
    redirectWithNotice(ctx, '/account', t('account.device.notice.off', { label }));
  });
};
