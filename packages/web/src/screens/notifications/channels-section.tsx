/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ChannelKind } from '@subtrack/domain';
import type { MessageKey } from '@subtrack/i18n';
import { EmptyState } from '../../components/empty-state.js';
import { SelectField } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';
import type { ChannelRow } from '../../view-models/channel-rows.js';
import { ChannelCard } from './channel-card.js';
import { type NewWebhookSecret, NewWebhookSecretPanel } from './new-webhook-secret.js';

const KIND_OPTIONS: ReadonlyArray<{ value: ChannelKind; label: MessageKey }> = [
  { value: 'bark', label: 'notifications.channels.kind.bark' },
  { value: 'ntfy', label: 'notifications.channels.kind.ntfy' },
  { value: 'gotify', label: 'notifications.channels.kind.gotify' },
  { value: 'webhook', label: 'notifications.channels.kind.webhook' },
  { value: 'email', label: 'notifications.channels.kind.email' },
];

/**
 * Every place reminders go to, each with its last deliveries and actions, and the
 * start of "add a channel": the kind is chosen first (a GET), so the next page shows that
 * kind's fields without any script.
 */
export function ChannelsSection(props: {
  csrfToken: string;
  rows: ChannelRow[];
  created: NewWebhookSecret | null;
}) {
  const t = useT();
  return (
    <section aria-labelledby="channels-title">
      <h2 id="channels-title">{t('notifications.channels.heading')}</h2>
      <p>{t('notifications.channels.intro')}</p>
      {props.created ? <NewWebhookSecretPanel created={props.created} /> : null}
      {props.rows.length === 0 ? (
        <EmptyState
          title={t('notifications.channels.empty')}
          action={{ href: '#add-channel-title', label: t('notifications.channels.empty.action') }}
          primary={false}
        >
          {t('notifications.channels.empty.text')}
        </EmptyState>
      ) : (
        props.rows.map((row) => <ChannelCard key={row.id} row={row} csrfToken={props.csrfToken} />)
      )}
      <form
        method="get"
        action="/notifications/channels/new"
        aria-labelledby="add-channel-title"
        class="panel"
      >
        <h3 id="add-channel-title">{t('notifications.channels.add')}</h3>
        <SelectField
          name="kind"
          label={t('notifications.channel.kind')}
          hint={t('notifications.channels.add.kind.hint')}
          options={KIND_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          value="ntfy"
        />
        <button type="submit" class="secondary">
          {t('notifications.channels.add.continue')}
        </button>
      </form>
    </section>
  );
}
