/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { PasskeySummary } from '@subtrack/domain';
import { CsrfField } from '../components/csrf-field.js';
import { Layout } from '../components/layout.js';
import type { WebSession } from '../request-state.js';

/** The confirmation before a passkey is removed (one question a page; works without JavaScript). */
export function RemovePasskeyScreen(props: {
  session: WebSession;
  passkey: PasskeySummary;
  added: string;
}) {
  const { passkey } = props;
  return (
    <Layout title="Remove passkey" session={props.session} current="/account">
      <h1>Remove the passkey “{passkey.name}”?</h1>
      <p>Added {props.added}.</p>
      <p>
        It will no longer sign you in. The device keeps it until you delete it there; to use it here
        again, add it again.
      </p>
      <form method="post" action={`/account/passkeys/${passkey.id}/remove`} class="form-actions">
        <CsrfField token={props.session.csrfToken} />
        <button type="submit" class="danger">
          Remove passkey
        </button>{' '}
        <a href="/account">Cancel</a>
      </form>
    </Layout>
  );
}
