/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { WebSession } from '../request-state.js';
import { MessagePage } from './message-page.js';

/** The 403 page of a state change without a valid CSRF token or from another site. */
export function CsrfRefused(props: { session: WebSession | null }) {
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
