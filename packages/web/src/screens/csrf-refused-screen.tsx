/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import { MessagePage } from '../components/message-page.js';
import type { WebSession } from '../request-state.js';

/** The 403 page of a state change without a valid CSRF token or from another site. */
export function CsrfRefusedScreen(props: { session: WebSession | null }) {
  return (
    <MessagePage title="This form could not be sent" session={props.session}>
      <p>Nothing was changed. The form was out of date, or it was sent from another website.</p>
      <p>
        Go back, reload the page, and send the form again. If you were signed out, sign in again
        first.
      </p>
      <p>
        <a href="/">Go to the dashboard</a>
      </p>
    </MessagePage>
  );
}
