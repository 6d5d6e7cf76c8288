/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import { useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';

/** The no-JavaScript confirmation before the calendar feed link is revoked. */
export function RevokeFeedScreen(props: { session: WebSession }) {
  const t = useT();
  return (
    <Layout title={t('data.feed.revoke')} session={props.session} current="/data">
      <h1>{t('data.feed.revoke.heading')}</h1>
      <p>{t('data.feed.revoke.consequence')}</p>
      <form method="post" action="/data/calendar-feed/revoke" class="form-actions">
        <CsrfField token={props.session.csrfToken} />
        <button type="submit" class="danger">
          {t('data.feed.revoke')}
        </button>{' '}
        <a href="/data">{t('settings.cancel')}</a>
      </form>
    </Layout>
  );
}
