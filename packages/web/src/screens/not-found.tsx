/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { WebSession } from '../request-state.js';
import { MessagePage } from './message-page.js';

/** The 404 page. */
export function NotFound(props: { session: WebSession | null }) {
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
