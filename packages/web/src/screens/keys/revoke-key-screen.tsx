/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import { useRich, useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';
import type { KeyRow } from '../../view-models/key-rows.js';

/** The no-JavaScript confirmation before a key is revoked (GOV.UK: one question a page). */
export function RevokeKeyScreen(props: { session: WebSession; row: KeyRow }) {
  const t = useT();
  const rich = useRich();
  const { row } = props;
  return (
    <Layout title={t('keys.revoke.title')} session={props.session} current="/keys">
      <h1>{t('keys.revoke.heading', { name: row.name })}</h1>
      <p>
        {rich('keys.revoke.facts', {
          scope: row.scope,
          created: row.created,
          lastUsed: row.lastUsed,
          id: <code>{row.id}</code>,
        })}
      </p>
      <p>{t('keys.revoke.consequence')}</p>
      <form method="post" action={`/keys/${row.id}/revoke`} class="form-actions">
        <CsrfField token={props.session.csrfToken} />
        <button type="submit" class="danger">
          {t('keys.table.revoke')}
        </button>{' '}
        <a href="/keys">{t('settings.cancel')}</a>
      </form>
    </Layout>
  );
}
