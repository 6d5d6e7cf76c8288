/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from '../components/i18n-context.js';
import { MessagePage } from '../components/message-page.js';
import type { WebSession } from '../request-state.js';

/** The 404 page. */
export function NotFoundScreen(props: { session: WebSession | null }) {
  const t = useT();
  return (
    <MessagePage title={t('error.notFound.heading')} session={props.session}>
      <p>{t('error.notFound.body')}</p>
      <p>
        <a class="button secondary" href="/">
          {t('error.goToDashboard')}
        </a>
      </p>
    </MessagePage>
  );
}
