/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';
import type { KeyRow } from '../../view-models/key-rows.js';

/** The no-JavaScript confirmation before a key is revoked (GOV.UK: one question a page). */
export function RevokeKeyScreen(props: { session: WebSession; row: KeyRow }) {
  const { row } = props;
  return (
    <Layout title="Revoke key" session={props.session} current="/keys">
      <h1>Revoke the key “{row.name}”?</h1>
      <p>
        {row.scope} key <code>{row.id}</code>, created {row.created}, last used {row.lastUsed}.
      </p>
      <p>
        Programs that use it get an error from their next request on. This cannot be undone: they
        will need a new key.
      </p>
      <form method="post" action={`/keys/${row.id}/revoke`} class="form-actions">
        <CsrfField token={props.session.csrfToken} />
        <button type="submit" class="danger">
          Revoke
        </button>{' '}
        <a href="/keys">Cancel</a>
      </form>
    </Layout>
  );
}
