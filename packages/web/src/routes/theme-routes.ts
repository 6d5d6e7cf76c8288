import { h } from 'preact';
import { formValue, readForm } from '../http/form-body.js';
import { translatorOf } from '../http/page-language.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { parseTheme, setThemeCookie } from '../http/theme-cookie.js';
import { ServerErrorScreen } from '../screens/server-error-screen.js';
import type { RegisterRoutes } from '../web-deps.js';

/** `POST /account/theme`: this browser's theme (system, light or dark), kept in a cookie. */
export const registerThemeRoutes: RegisterRoutes = (router) => {
  router.post('/account/theme', async (ctx) => {
    const theme = parseTheme(formValue(await readForm(ctx), 'theme'));
    const { t } = translatorOf(ctx);
    if (!theme) {
      const page = h(ServerErrorScreen, {
        session: ctx.state.session,
        title: t('account.theme.refused.heading'),
        message: t('account.theme.refused.message'),
        requestId: ctx.state.requestId,
      });
      render(ctx, page, { status: 400 });
      return;
    }
    setThemeCookie(ctx, theme);
    redirectWithNotice(ctx, '/account', t('account.theme.saved'));
  });
};
