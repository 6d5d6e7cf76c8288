/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import { CsrfField } from '../components/csrf-field.js';
import { useT } from '../components/i18n-context.js';
import { Layout } from '../components/layout.js';
import type { WebSession } from '../request-state.js';

interface Props {
  session: WebSession;
  notice: string | null;
  id: string;
  name: string;
}

/** The confirmation page of a delete: nothing is removed until the button is pressed. */
export function SubscriptionDeleteScreen({ session, notice, id, name }: Props) {
  const t = useT();
  const title = t('subscription.delete.title', { name: isolateBidi(name) });
  return (
    <Layout title={title} session={session} notice={notice} current="/subscriptions">
      <h1>{title}</h1>
      <p>{t('subscription.delete.warning')}</p>
      <form method="post" action={`/subscriptions/${id}/delete`} class="confirm">
        <CsrfField token={session.csrfToken} />
        <div class="form-actions">
          <button type="submit" class="danger">
            {t('subscription.delete.confirm')}
          </button>
          <a href={`/subscriptions/${id}/edit`}>{t('subscription.delete.cancel')}</a>
        </div>
      </form>
    </Layout>
  );
}
