/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { hasCalendarFeed, type ImportRowError } from '@subtrack/domain';
import type { Context } from 'koa';
import type { FormErrors } from '../../components/form/index.js';
import { render } from '../../http/render.js';
import type { WebState } from '../../request-state.js';
import { DataTransferScreen } from '../../screens/data-transfer/data-transfer-screen.js';
import {
  EMPTY_IMPORT_VALUES,
  type ImportFormValues,
} from '../../screens/data-transfer/import-form.js';
import type { WebDeps } from '../../web-deps.js';

/** A request of the `/data` screen. */
export type DataContext = Context & { state: WebState };

/** The page's own origin, for full feed addresses (behind a proxy, its forwarded one). */
export const originOf = (ctx: Context) => `${ctx.protocol}://${ctx.host}`;

/**
 * Renders `/data`: export, the import form (with what was typed and its errors after a
 * failed preview) and the calendar feed (with its new address, shown once).
 */
export async function renderDataScreen(
  ctx: DataContext,
  deps: WebDeps,
  extra: {
    values?: ImportFormValues;
    errors?: FormErrors;
    rowErrors?: readonly ImportRowError[];
    newFeedPath?: string | null;
    status?: number;
  } = {},
): Promise<void> {
  const { session } = ctx.state;
  const exists = await hasCalendarFeed(deps.ports, session.accountId);
  const newUrl = extra.newFeedPath ? originOf(ctx) + extra.newFeedPath : null;
  const screen = (
    <DataTransferScreen
      session={session}
      notice={ctx.state.notice}
      values={extra.values ?? EMPTY_IMPORT_VALUES}
      errors={extra.errors}
      rowErrors={extra.rowErrors}
      feed={{ exists, newUrl }}
    />
  );
  render(ctx, screen, { status: extra.status ?? (extra.errors ? 400 : 200) });
}
