/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { PasskeySummary } from '@subtrack/domain';
import { CsrfField } from '../components/csrf-field.js';
import { useT } from '../components/i18n-context.js';
import { Layout } from '../components/layout.js';
import type { WebSession } from '../request-state.js';

/** The confirmation before a passkey is removed (one question a page; works without JavaScript). */
export function RemovePasskeyScreen(props: {
  session: WebSession;
  passkey: PasskeySummary;
  added: string;
}) {
  const { passkey } = props;
  const t = useT();
  return (
    <Layout title={t('removePasskey.title')} session={props.session} current="/account">
      <h1>{t('removePasskey.heading', { name: passkey.name })}</h1>
      <p>{t('removePasskey.added', { added: props.added })}</p>
      <p>{t('removePasskey.consequence')}</p>
      <form method="post" action={`/account/passkeys/${passkey.id}/remove`} class="form-actions">
        <CsrfField token={props.session.csrfToken} />
        <button type="submit" class="danger">
          {t('removePasskey.submit')}
        </button>{' '}
        <a href="/account">{t('removePasskey.cancel')}</a>
      </form>
    </Layout>
  );
}
