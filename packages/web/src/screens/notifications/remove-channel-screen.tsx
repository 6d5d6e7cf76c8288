/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import { useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';
import type { ChannelRow } from '../../view-models/channel-rows.js';

/** The no-JavaScript confirmation before a channel is removed (one question a page). */
export function RemoveChannelScreen(props: { session: WebSession; row: ChannelRow }) {
  const t = useT();
  const { row } = props;
  return (
    <Layout
      title={t('notifications.remove.title')}
      session={props.session}
      current="/notifications"
    >
      <h1>{t('notifications.remove.heading', { label: row.label })}</h1>
      <p>
        {row.destination
          ? t('notifications.remove.sendsTo', { kind: row.kind, destination: row.destination })
          : t('notifications.remove.sendsTo.unknown', { kind: row.kind })}
      </p>
      <p>
        {row.kindCode === 'webhook'
          ? t('notifications.remove.consequence.webhook')
          : t('notifications.remove.consequence')}
      </p>
      {row.isPushEndpoint ? <p>{t('notifications.remove.pushEndpoint')}</p> : null}
      <form method="post" action={`/notifications/channels/${row.id}/remove`}>
        <CsrfField token={props.session.csrfToken} />
        <div class="form-actions">
          <button type="submit" class="danger">
            {t('notifications.remove.submit')}
          </button>
          <a href="/notifications">{t('settings.cancel')}</a>
        </div>
      </form>
    </Layout>
  );
}
