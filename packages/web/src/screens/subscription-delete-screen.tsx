/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import { CsrfField } from '../components/csrf-field.js';
import { Layout } from '../components/layout.js';
import type { WebSession } from '../request-state.js';

interface Props {
  session: WebSession;
  notice: string | null;
  id: string;
  name: string;
}

/** The confirmation page of a delete: nothing is removed until the button is pressed. */
export function SubscriptionDeleteScreen({ session, notice, id, name }: Props) {
  return (
    <Layout
      title={`Delete ${isolateBidi(name)}?`}
      session={session}
      notice={notice}
      current="/subscriptions"
    >
      <h1>Delete {isolateBidi(name)}?</h1>
      <p>This removes the subscription and its history for good. It cannot be undone.</p>
      <form method="post" action={`/subscriptions/${id}/delete`} class="confirm">
        <CsrfField token={session.csrfToken} />
        <div class="form-actions">
          <button type="submit" class="danger">
            Delete subscription
          </button>
          <a href={`/subscriptions/${id}/edit`}>Cancel</a>
        </div>
      </form>
    </Layout>
  );
}
