/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  createApiKey,
  isDomainError,
  listApiKeys,
  listMembers,
  revokeApiKey,
} from '@subtrack/domain';
import type { Context } from 'koa';
import { type FormErrors, formErrorsFrom } from '../components/form/index.js';
import { formValue, readForm } from '../http/form-body.js';
import { KeySecretFlash, type NewKeySecret } from '../http/key-secret-flash.js';
import { translatorOf } from '../http/page-language.js';
import { pagePreferences } from '../http/page-preferences.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { webWriteContextFor } from '../http/write-context.js';
import type { WebState } from '../request-state.js';
import type { CreateKeyValues } from '../screens/keys/create-key-form.js';
import { KeysScreen } from '../screens/keys/keys-screen.js';
import { RevokeKeyScreen } from '../screens/keys/revoke-key-screen.js';
import { memberEmailsOf } from '../view-models/audit-words.js';
import { toKeyRows } from '../view-models/key-rows.js';
import type { RegisterRoutes, WebDeps } from '../web-deps.js';

type KeysContext = Context & { state: WebState; params: Record<string, string> };

// A key id is 16 lower-case hex digits (D2); anything else is not a page.
const KEY_ID = /^[0-9a-f]{16}$/;

async function renderKeys(
  ctx: KeysContext,
  deps: WebDeps,
  extra: { values: CreateKeyValues; errors?: FormErrors; created?: NewKeySecret | null },
) {
  const { session } = ctx.state;
  const keys = await listApiKeys(deps.ports, session.accountId);
  const rows = toKeyRows(
    keys,
    await pagePreferences(ctx, deps.ports),
    await memberEmails(deps, session.accountId),
    translatorOf(ctx).t,
  );
  const screen = (
    <KeysScreen
      session={session}
      notice={ctx.state.notice}
      rows={rows}
      created={extra.created ?? null}
      values={extra.values}
      errors={extra.errors}
    />
  );
  render(ctx, screen, { status: extra.errors ? 400 : 200 });
}

/** The account's members by id, to name who made each key. */
async function memberEmails(deps: WebDeps, accountId: string) {
  return memberEmailsOf(await listMembers(deps.ports, accountId));
}

/** The account's key of `id` as a table row, or null (unknown, malformed, another account's). */
async function findRow(ctx: KeysContext, deps: WebDeps) {
  const id = ctx.params['id'] ?? '';
  if (!KEY_ID.test(id)) return null;
  const { accountId } = ctx.state.session;
  const key = (await listApiKeys(deps.ports, accountId)).find((k) => k.id === id);
  if (!key) return null;
  const prefs = await pagePreferences(ctx, deps.ports);
  return (
    toKeyRows([key], prefs, await memberEmails(deps, accountId), translatorOf(ctx).t)[0] ?? null
  );
}

function parseScope(raw: string): ApiKeyScope | null {
  return (API_KEY_SCOPES as readonly string[]).includes(raw) ? (raw as ApiKeyScope) : null;
}

/** `/keys`: list, create (secret shown once), revoke after a confirmation page. */
export const registerKeyRoutes: RegisterRoutes = (router, deps) => {
  const flash = new KeySecretFlash(() => deps.ports.clock.now().getTime());

  router.get('/keys', async (ctx) => {
    const created = flash.take(ctx.state.session.sessionPublicId);
    await renderKeys(ctx, deps, { values: { label: '', scope: 'read' }, created });
  });

  router.post('/keys', async (ctx) => {
    const form = await readForm(ctx);
    const values = { label: formValue(form, 'label'), scope: formValue(form, 'scope') };
    const scope = parseScope(values.scope);
    if (scope === null) {
      const errors = [
        { field: 'scope', message: translatorOf(ctx).t('keys.create.scope.missing') },
      ];
      await renderKeys(ctx, deps, { values, errors });
      return;
    }
    try {
      const label = values.label.trim() === '' ? null : values.label;
      const { apiKey, key } = await createApiKey(deps.ports, webWriteContextFor(ctx), {
        scope,
        label,
      });
      flash.put(ctx.state.session.sessionPublicId, {
        keyId: apiKey.id,
        key,
        scope: apiKey.scope,
        label: apiKey.label,
      });
      const name = apiKey.label ?? apiKey.id;
      redirectWithNotice(ctx, '/keys', translatorOf(ctx).t('keys.notice.created', { name }));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      await renderKeys(ctx, deps, { values, errors: formErrorsFrom(error) });
    }
  });

  router.get('/keys/:id/revoke', async (ctx) => {
    const row = await findRow(ctx, deps);
    if (!row) return; // 404 page from the error middleware
    if (row.revoked !== null) {
      const notice = translatorOf(ctx).t('keys.notice.alreadyRevoked', { name: row.name });
      redirectWithNotice(ctx, '/keys', notice);
      return;
    }
    render(ctx, <RevokeKeyScreen session={ctx.state.session} row={row} />);
  });

  router.post('/keys/:id/revoke', async (ctx) => {
    const row = await findRow(ctx, deps);
    if (!row) return;
    await revokeApiKey(deps.ports, webWriteContextFor(ctx), row.id);
    redirectWithNotice(
      ctx,
      '/keys',
      translatorOf(ctx).t('keys.notice.revoked', { name: row.name }),
    );
  });
};
