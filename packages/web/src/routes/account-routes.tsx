import { render } from '../http/render.js';
import { AccountScreen } from '../screens/account.js';
import type { RegisterRoutes } from '../web-state.js';

/** `/account`: change password, list sessions, sign out other sessions. */
export const registerAccountRoutes: RegisterRoutes = (router) => {
  router.get('/account', (ctx) => {
    render(ctx, <AccountScreen session={ctx.state.session} notice={ctx.state.notice} />);
  });
};
