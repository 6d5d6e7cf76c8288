/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import { MessagePage } from '../components/message-page.js';
import type { WebSession } from '../request-state.js';

/** The 404 page. */
export function NotFoundScreen(props: { session: WebSession | null }) {
  return (
    <MessagePage title="Page not found" session={props.session}>
      <p>If you typed the web address, check it is correct.</p>
      <p>
        <a class="button secondary" href="/">
          Go to the dashboard
        </a>
      </p>
    </MessagePage>
  );
}
