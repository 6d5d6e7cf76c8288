import { isDomainError, parseCurrencySettingsBody, updateCurrencySettings } from '@subtrack/domain';
import { formErrorsFrom } from '../components/form/index.js';
import { formValue, readForm } from '../http/form-body.js';
import { translatorOf } from '../http/page-language.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { webWriteContextFor } from '../http/write-context.js';
import type { RegisterRoutes } from '../web-deps.js';
import { renderAccount } from './account-routes.js';

/**
 * `POST /account/home-currency`, the account screen's home currency (owners and
 * editors): "None" clears it. Audited as the web session, like the API's settings.updated.
 */
export const registerHomeCurrencyRoutes: RegisterRoutes = (router, deps) => {
  router.post('/account/home-currency', async (ctx) => {
    const chosen = formValue(await readForm(ctx), 'homeCurrency');
    try {
      const input = parseCurrencySettingsBody({ homeCurrency: chosen === '' ? null : chosen });
      await updateCurrencySettings(deps.ports, webWriteContextFor(ctx), input);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      await renderAccount(ctx, deps, { homeCurrency: formErrorsFrom(error) });
      return;
    }
    const { t } = translatorOf(ctx);
    const notice =
      chosen === ''
        ? t('account.homeCurrency.removed')
        : t('account.homeCurrency.saved', { currency: chosen });
    redirectWithNotice(ctx, '/account', notice);
  });
};
