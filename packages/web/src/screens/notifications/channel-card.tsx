/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { Badge, type BadgeTone } from '../../components/badge.js';
import { CsrfField } from '../../components/csrf-field.js';
import { ScrollTable } from '../../components/scroll-table.js';
import type { ChannelRow } from '../../view-models/channel-rows.js';

const DELIVERY_TONES: Record<string, BadgeTone> = {
  Delivered: 'positive',
  Failed: 'negative',
  Sending: 'waiting',
};

function Deliveries(props: { row: ChannelRow }) {
  const { row } = props;
  if (row.deliveries.length === 0) return <p class="hint">No reminders sent to it yet.</p>;
  return (
    <ScrollTable caption={`Last deliveries of “${row.label}”`}>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Reminder</th>
          <th scope="col">Status</th>
          <th scope="col">Error</th>
        </tr>
      </thead>
      <tbody>
        {row.deliveries.map((delivery) => (
          <tr key={`${delivery.at}:${delivery.reminder}`}>
            <td>{delivery.at}</td>
            <td>{delivery.reminder}</td>
            <td>
              <Badge tone={DELIVERY_TONES[delivery.status] ?? 'neutral'}>{delivery.status}</Badge>
            </td>
            <td>{delivery.error ?? 'None'}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The buttons of one channel: each names the channel for screen readers. */
function ChannelActions(props: { row: ChannelRow; csrfToken: string }) {
  const { row, csrfToken } = props;
  const named = <span class="visually-hidden"> “{row.label}”</span>;
  const toggle = row.enabled ? 'disable' : 'enable';
  return (
    <div class="row-actions">
      <form method="post" action={`/notifications/channels/${row.id}/test`}>
        <CsrfField token={csrfToken} />
        <button type="submit">Send test{named}</button>
      </form>
      <form method="post" action={`/notifications/channels/${row.id}/${toggle}`}>
        <CsrfField token={csrfToken} />
        <button type="submit">
          {row.enabled ? 'Disable' : 'Enable'}
          {named}
        </button>
      </form>
      {/* A GET to the confirmation page: removing needs a second, deliberate press (D27). */}
      <form method="get" action={`/notifications/channels/${row.id}/remove`}>
        <button type="submit" class="danger">
          Remove{named}
        </button>
      </form>
    </div>
  );
}

/** One channel: what it is, where it sends, its state, its last deliveries, its actions. */
export function ChannelCard(props: { row: ChannelRow; csrfToken: string }) {
  const { row } = props;
  const titleId = `channel-${row.id}-title`;
  return (
    <article aria-labelledby={titleId} class="channel">
      <h3 id={titleId}>{row.label}</h3>
      <dl>
        <dt>Kind</dt>
        <dd>
          {row.kind}
          {row.isPushEndpoint ? ' (the push endpoint above)' : ''}
        </dd>
        <dt>Sends to</dt>
        <dd>{row.destination || 'Not known'}</dd>
        <dt>Status</dt>
        <dd>
          {row.enabled ? (
            <Badge tone="positive">Enabled</Badge>
          ) : (
            <>
              <Badge tone="ended">Disabled</Badge> <span class="quiet">It gets no reminders.</span>
            </>
          )}
        </dd>
        <dt>Messages</dt>
        <dd>{row.messages}</dd>
      </dl>
      <h4>Last deliveries</h4>
      <Deliveries row={row} />
      <ChannelActions row={row} csrfToken={props.csrfToken} />
    </article>
  );
}
