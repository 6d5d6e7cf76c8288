/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';
import type { ChannelRow } from '../../view-models/channel-rows.js';

/** The no-JavaScript confirmation before a channel is removed (one question a page). */
export function RemoveChannelScreen(props: { session: WebSession; row: ChannelRow }) {
  const { row } = props;
  return (
    <Layout title="Remove channel" session={props.session} current="/notifications">
      <h1>Remove the channel “{row.label}”?</h1>
      <p>
        {row.kind} channel sending to {row.destination || 'its receiver'}.
      </p>
      <p>
        Reminders stop going to it, and its delivery history is removed. This cannot be undone: to
        receive reminders there again, add it anew
        {row.kind === 'Webhook' ? ' (with a new signing secret)' : ''}.
      </p>
      {row.isPushEndpoint ? (
        <p>
          It is your push endpoint: the push endpoint section will be empty afterwards, unless you
          have another Bark channel.
        </p>
      ) : null}
      <form method="post" action={`/notifications/channels/${row.id}/remove`}>
        <CsrfField token={props.session.csrfToken} />
        <div class="form-actions">
          <button type="submit" class="danger">
            Remove channel
          </button>
          <a href="/notifications">Cancel</a>
        </div>
      </form>
    </Layout>
  );
}
