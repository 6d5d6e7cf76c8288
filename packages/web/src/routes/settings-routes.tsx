/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { render } from '../http/render.js';
import { SettingsScreen } from '../screens/settings-screen.js';
import type { RegisterRoutes } from '../web-deps.js';

/** `/settings`: the index of the screens under the navigation's "Settings" entry. */
export const registerSettingsRoutes: RegisterRoutes = (router) => {
  router.get('/settings', (ctx) => {
    render(ctx, <SettingsScreen session={ctx.state.session} notice={ctx.state.notice} />);
  });
};
