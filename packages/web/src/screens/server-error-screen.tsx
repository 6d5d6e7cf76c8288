/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import { MessagePage } from '../components/message-page.js';
import type { WebSession } from '../request-state.js';

/** The page of an unexpected failure (never a stack or SQL) or of a refused request body. */
export function ServerErrorScreen(props: {
  session: WebSession | null;
  title?: string;
  message?: string;
  requestId: string;
}) {
  return (
    <MessagePage title={props.title ?? 'Sorry, something went wrong'} session={props.session}>
      <p>{props.message ?? 'Nothing was changed. Try again in a moment.'}</p>
      <p>
        Reference: <code>{props.requestId}</code>
      </p>
    </MessagePage>
  );
}
