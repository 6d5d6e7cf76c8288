/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { DeliveryRecord } from '@subtrack/domain';
import { Badge, type BadgeTone } from '../../components/badge.js';
import { CsrfField } from '../../components/csrf-field.js';
import { useT } from '../../components/i18n-context.js';
import { ScrollTable } from '../../components/scroll-table.js';
import type { ChannelRow } from '../../view-models/channel-rows.js';

const DELIVERY_TONES: Readonly<Record<DeliveryRecord['status'], BadgeTone>> = {
  delivered: 'positive',
  failed: 'negative',
  sending: 'waiting',
  superseded: 'neutral',
};

function Deliveries(props: { row: ChannelRow }) {
  const t = useT();
  const { row } = props;
  if (row.deliveries.length === 0) {
    return <p class="hint">{t('notifications.channel.noDeliveries')}</p>;
  }
  return (
    <ScrollTable caption={t('notifications.channel.deliveries.caption', { label: row.label })}>
      <thead>
        <tr>
          <th scope="col">{t('notifications.channel.deliveries.when')}</th>
          <th scope="col">{t('notifications.channel.deliveries.reminder')}</th>
          <th scope="col">{t('notifications.channel.status')}</th>
          <th scope="col">{t('notifications.channel.deliveries.error')}</th>
        </tr>
      </thead>
      <tbody>
        {row.deliveries.map((delivery) => (
          <tr key={`${delivery.at}:${delivery.reminder}`}>
            <td>{delivery.at}</td>
            <td>{delivery.reminder}</td>
            <td>
              <Badge tone={DELIVERY_TONES[delivery.statusCode]}>{delivery.status}</Badge>
            </td>
            <td>{delivery.error ?? t('notifications.channel.deliveries.noError')}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The buttons of one channel: each names the channel for screen readers. */
function ChannelActions(props: { row: ChannelRow; csrfToken: string }) {
  const t = useT();
  const { row, csrfToken } = props;
  const named = (
    <span class="visually-hidden"> {t('notifications.channel.named', { label: row.label })}</span>
  );
  const toggle = row.enabled ? 'disable' : 'enable';
  return (
    <div class="row-actions">
      <form method="post" action={`/notifications/channels/${row.id}/test`}>
        <CsrfField token={csrfToken} />
        <button type="submit">
          {t('notifications.channel.test')}
          {named}
        </button>
      </form>
      <form method="post" action={`/notifications/channels/${row.id}/${toggle}`}>
        <CsrfField token={csrfToken} />
        <button type="submit">
          {row.enabled ? t('notifications.channel.disable') : t('notifications.channel.enable')}
          {named}
        </button>
      </form>
      {/* A GET to the confirmation page: removing needs a second, deliberate press (D27). */}
      <form method="get" action={`/notifications/channels/${row.id}/remove`}>
        <button type="submit" class="danger">
          {t('notifications.channel.remove')}
          {named}
        </button>
      </form>
    </div>
  );
}

/** One channel: what it is, where it sends, its state, its last deliveries, its actions. */
export function ChannelCard(props: { row: ChannelRow; csrfToken: string }) {
  const t = useT();
  const { row } = props;
  const titleId = `channel-${row.id}-title`;
  return (
    <article aria-labelledby={titleId} class="channel">
      <h3 id={titleId}>{row.label}</h3>
      <dl>
        <dt>{t('notifications.channel.kind')}</dt>
        <dd>
          {row.isPushEndpoint
            ? t('notifications.channel.kind.pushEndpoint', { kind: row.kind })
            : row.kind}
        </dd>
        <dt>{t('notifications.channel.sendsTo')}</dt>
        <dd>{row.destination || t('notifications.channel.sendsTo.unknown')}</dd>
        <dt>{t('notifications.channel.status')}</dt>
        <dd>
          {row.enabled ? (
            <Badge tone="positive">{t('notifications.channel.enabled')}</Badge>
          ) : (
            <>
              <Badge tone="ended">{t('notifications.channel.disabled')}</Badge>{' '}
              <span class="quiet">{t('notifications.channel.disabled.hint')}</span>
            </>
          )}
        </dd>
        <dt>{t('notifications.channel.messages')}</dt>
        <dd>{row.messages}</dd>
      </dl>
      <h4>{t('notifications.channel.deliveries')}</h4>
      <Deliveries row={row} />
      <ChannelActions row={row} csrfToken={props.csrfToken} />
    </article>
  );
}
