import { isDomainError, parseLanguageChoice, saveMemberPreferences } from '@subtrack/domain';
import { LANGUAGES, translatorFor } from '@subtrack/i18n';
import { h } from 'preact';
import { formValue, readForm } from '../http/form-body.js';
import { browserLanguage, translatorOf } from '../http/page-language.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { ServerErrorScreen } from '../screens/server-error-screen.js';
import type { RegisterRoutes } from '../web-deps.js';

/**
 * `POST /account/language`: the member's own language for every page, on any device
 * ("Automatic" leaves it to each browser). The notice says so in the language chosen.
 */
export const registerLanguageRoutes: RegisterRoutes = (router, deps) => {
  router.post('/account/language', async (ctx) => {
    const { session } = ctx.state;
    let language: string | null;
    try {
      language = parseLanguageChoice(formValue(await readForm(ctx), 'language'), LANGUAGES);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const { t } = translatorOf(ctx);
      const page = h(ServerErrorScreen, {
        session,
        title: t('account.language.refused.heading'),
        message: t('account.language.refused.message'),
        requestId: ctx.state.requestId,
      });
      render(ctx, page, { status: 400 });
      return;
    }
    await saveMemberPreferences(deps.ports, session, { language });
    const { t } = translatorFor(language ?? browserLanguage(ctx));
    redirectWithNotice(ctx, '/account', t('account.language.saved'));
  });
};
