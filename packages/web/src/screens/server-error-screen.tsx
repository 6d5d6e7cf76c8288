/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useRich, useT } from '../components/i18n-context.js';
import { MessagePage } from '../components/message-page.js';
import type { WebSession } from '../request-state.js';

/** The page of an unexpected failure (never a stack or SQL) or of a refused request body. */
export function ServerErrorScreen(props: {
  session: WebSession | null;
  /** The heading, already in the page's language; default "Sorry, something went wrong". */
  title?: string;
  /** What happened, already in the page's language; default "Nothing was changed...". */
  message?: string;
  requestId: string;
}) {
  const t = useT();
  const rich = useRich();
  return (
    <MessagePage title={props.title ?? t('error.server.heading')} session={props.session}>
      <p>{props.message ?? t('error.server.body')}</p>
      <p>{rich('error.reference', { reference: <code>{props.requestId}</code> })}</p>
    </MessagePage>
  );
}
