/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CHANNEL_KINDS } from '@subtrack/domain';
import { EmptyState } from '../../components/empty-state.js';
import { SelectField } from '../../components/form/index.js';
import type { ChannelRow } from '../../view-models/channel-rows.js';
import { ChannelCard } from './channel-card.js';
import { type NewWebhookSecret, NewWebhookSecretPanel } from './new-webhook-secret.js';

const KIND_OPTIONS = CHANNEL_KINDS.map((kind) => ({
  value: kind,
  label: {
    bark: 'Bark (iPhone push)',
    ntfy: 'ntfy (push through an ntfy server)',
    gotify: 'Gotify (your Gotify server)',
    webhook: 'Webhook (signed JSON to a URL)',
    email: 'Email (through SMTP)',
  }[kind],
}));

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
  return (
    <section aria-labelledby="channels-title">
      <h2 id="channels-title">Channels</h2>
      <p>
        Reminders go to every enabled channel, each reminder once per channel. Tokens, passwords,
        device keys and signing secrets are kept on the server and never shown.
      </p>
      {props.created ? <NewWebhookSecretPanel created={props.created} /> : null}
      {props.rows.length === 0 ? (
        <EmptyState
          title="You have no channels yet."
          action={{ href: '#add-channel-title', label: 'Add your first channel' }}
          primary={false}
        >
          A channel is where reminders go: your phone through Bark, ntfy or Gotify, an email
          address, or a webhook of your own.
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
        <h3 id="add-channel-title">Add a channel</h3>
        <SelectField
          name="kind"
          label="Kind"
          hint="Where reminders should go. The next page asks for what that kind of channel needs."
          options={KIND_OPTIONS}
          value="ntfy"
        />
        <button type="submit" class="secondary">
          Continue
        </button>
      </form>
    </section>
  );
}
