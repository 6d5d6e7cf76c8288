/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';

/** The no-JavaScript confirmation before the calendar feed link is revoked. */
export function RevokeFeedScreen(props: { session: WebSession }) {
  return (
    <Layout title="Revoke feed link" session={props.session} current="/data">
      <h1>Revoke the calendar feed link?</h1>
      <p>
        Calendar apps subscribed to it stop getting your renewals. You can create a new link later,
        with a new address.
      </p>
      <form method="post" action="/data/calendar-feed/revoke" class="form-actions">
        <CsrfField token={props.session.csrfToken} />
        <button type="submit" class="danger">
          Revoke feed link
        </button>{' '}
        <a href="/data">Cancel</a>
      </form>
    </Layout>
  );
}
