/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { render } from '../http/render.js';
import { DataTransferScreen } from '../screens/data-transfer.js';
import type { RegisterRoutes } from '../web-state.js';

/** `/data` (D27, D33, D34): the commands for export, import and the calendar feed. */
export const registerDataTransferRoutes: RegisterRoutes = (router) => {
  router.get('/data', (ctx) => {
    render(ctx, <DataTransferScreen session={ctx.state.session} notice={ctx.state.notice} />);
  });
};
