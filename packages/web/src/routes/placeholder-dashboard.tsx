/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Layout } from '../components/layout.js';
import { render } from '../http/render.js';
import type { RegisterRoutes } from '../web-state.js';

/**
 * A stand-in for `/` until the dashboard screen lands: registered last, so a real
 * dashboard route registered before it answers instead.
 */
export const registerPlaceholderDashboard: RegisterRoutes = (router) => {
  router.get('/', (ctx) => {
    const page = (
      <Layout title="Dashboard" session={ctx.state.session} notice={ctx.state.notice} current="/">
        <h1>Dashboard</h1>
        <p>You are signed in. Use the links above to manage your account.</p>
      </Layout>
    );
    render(ctx, page);
  });
};
