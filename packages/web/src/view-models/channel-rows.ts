import { type ChannelView, type DeliveryRecord, isolateBidi } from '@subtrack/domain';
import type { MessageKey, Translate } from '@subtrack/i18n';
import { formatDate, formatInstant } from '../format/format-date.js';
import type { OwnerPreferences } from '../format/owner-preferences.js';

/** One delivery of a channel in words: when, which reminder, status, error. */
export interface DeliveryRow {
  at: string;
  reminder: string;
  status: string;
  /** The status as the domain names it, for its colour. */
  statusCode: DeliveryRecord['status'];
  error: string | null;
}

/** One channel as the Channels section shows it: words only, never a secret. */
export interface ChannelRow {
  id: string;
  label: string;
  kind: string;
  kindCode: ChannelView['kind'];
  destination: string;
  enabled: boolean;
  /** "One digest per check" or "One message per reminder". */
  messages: string;
  /** The account's default Bark channel: the push endpoint section edits it. */
  isPushEndpoint: boolean;
  deliveries: DeliveryRow[];
}

/** A kind of channel's name on the page ("Bark", "Webhook"), by kind. */
export const KIND_NAMES: Readonly<Record<ChannelView['kind'], MessageKey>> = {
  bark: 'notifications.kind.bark',
  ntfy: 'notifications.kind.ntfy',
  gotify: 'notifications.kind.gotify',
  webhook: 'notifications.kind.webhook',
  email: 'notifications.kind.email',
  webpush: 'notifications.kind.webpush',
};

const STATUS_WORDS: Readonly<Record<DeliveryRecord['status'], MessageKey>> = {
  delivered: 'notifications.delivery.delivered',
  failed: 'notifications.delivery.failed',
  sending: 'notifications.delivery.sending',
  // D42: a nearer reminder for the same date was due, so this one was not sent.
  superseded: 'notifications.delivery.superseded',
};

/**
 * The rows of the account's channels. `subscriptionName` names a delivery's subscription
 * (null when it was deleted since); `pushEndpointId` is the default Bark channel's id.
 */
export function toChannelRows(
  channels: readonly ChannelView[],
  prefs: OwnerPreferences,
  subscriptionName: (id: string) => string | null,
  pushEndpointId: string | null,
  t: Translate,
): ChannelRow[] {
  return channels.map((channel) => ({
    id: channel.channelId,
    label: channel.label,
    kind: t(KIND_NAMES[channel.kind]),
    kindCode: channel.kind,
    destination: channel.destination,
    enabled: channel.enabled,
    messages: channel.digest
      ? t('notifications.channel.digest')
      : t('notifications.channel.perReminder'),
    isPushEndpoint: channel.channelId === pushEndpointId,
    deliveries: channel.lastDeliveries.map((delivery) => {
      const name = subscriptionName(delivery.subscriptionId);
      // D42: which of a date's reminders it was, in days before the date.
      const values = {
        kind: delivery.kind,
        date: formatDate(delivery.dueDate, prefs.locale),
        days: delivery.offsetDays,
      };
      return {
        at: formatInstant(delivery.at, prefs.locale, prefs.timeZone),
        reminder:
          name === null
            ? t('notifications.delivery.reminder.deleted', values)
            : t('notifications.delivery.reminder', { ...values, name: isolateBidi(name) }),
        status: t(STATUS_WORDS[delivery.status]),
        statusCode: delivery.status,
        error: delivery.error,
      };
    }),
  }));
}
