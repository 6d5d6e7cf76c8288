import {
  CHANNEL_KIND_NAMES,
  type ChannelView,
  type DeliveryRecord,
  isolateBidi,
} from '@subtrack/domain';
import { formatDate, formatInstant } from '../format/format-date.js';
import type { OwnerPreferences } from '../format/owner-preferences.js';

/** One delivery of a channel in words: when, which reminder, status, error. */
export interface DeliveryRow {
  at: string;
  reminder: string;
  status: string;
  error: string | null;
}

/** One channel as the Channels section shows it: words only, never a secret. */
export interface ChannelRow {
  id: string;
  label: string;
  kind: string;
  destination: string;
  enabled: boolean;
  /** "One digest per check" or "One message per reminder". */
  messages: string;
  /** The account's default Bark channel: the push endpoint section edits it. */
  isPushEndpoint: boolean;
  deliveries: DeliveryRow[];
}

const STATUS_WORDS: Record<DeliveryRecord['status'], string> = {
  delivered: 'Delivered',
  failed: 'Failed',
  sending: 'Sending',
  // D42: a nearer reminder for the same date was due, so this one was not sent.
  superseded: 'Skipped: a nearer reminder was due',
};

const REMINDER_WORDS: Record<DeliveryRecord['kind'], string> = {
  renewal: 'Renewal',
  trial_end: 'Trial end',
  cancel_by: 'Last day to cancel',
};

// D42: which of a date's reminders it was, in days before the date.
const offsetWords = (days: number) =>
  days === 0 ? 'on the day' : days === 1 ? '1 day before' : `${days} days before`;

/**
 * The rows of the account's channels. `subscriptionName` names a delivery's subscription
 * (null when it was deleted since); `pushEndpointId` is the default Bark channel's id.
 */
export function toChannelRows(
  channels: readonly ChannelView[],
  prefs: OwnerPreferences,
  subscriptionName: (id: string) => string | null,
  pushEndpointId: string | null,
): ChannelRow[] {
  return channels.map((channel) => ({
    id: channel.channelId,
    label: channel.label,
    kind: CHANNEL_KIND_NAMES[channel.kind],
    destination: channel.destination,
    enabled: channel.enabled,
    messages: channel.digest ? 'One digest per check' : 'One message per reminder',
    isPushEndpoint: channel.channelId === pushEndpointId,
    deliveries: channel.lastDeliveries.map((delivery) => ({
      at: formatInstant(delivery.at, prefs.locale, prefs.timeZone),
      reminder: `${REMINDER_WORDS[delivery.kind]} of ${isolateBidi(
        subscriptionName(delivery.subscriptionId) ?? 'a deleted subscription',
      )} on ${formatDate(delivery.dueDate, prefs.locale)}, ${offsetWords(delivery.offsetDays)}`,
      status: STATUS_WORDS[delivery.status],
      error: delivery.error,
    })),
  }));
}
