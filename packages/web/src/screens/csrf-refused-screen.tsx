/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from '../components/i18n-context.js';
import { MessagePage } from '../components/message-page.js';
import type { WebSession } from '../request-state.js';

/** The 403 page of a state change without a valid CSRF token or from another site. */
export function CsrfRefusedScreen(props: { session: WebSession | null }) {
  const t = useT();
  return (
    <MessagePage title={t('error.csrf.heading')} session={props.session}>
      <p>{t('error.csrf.why')}</p>
      <p>{t('error.csrf.whatToDo')}</p>
      <p>
        <a href="/">{t('error.goToDashboard')}</a>
      </p>
    </MessagePage>
  );
}
