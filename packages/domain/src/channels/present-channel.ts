import type { DeliveryRecord } from '../ports/reminder-delivery-log.js';
import type { Channel, ChannelConfig, StoredChannelKind } from './channel.js';

/** Whose device a `webpush` channel is, and when a notification last reached it. */
export interface DeviceOwner {
  memberId: string;
  lastUsedAt: string | null;
}

/**
 * A channel as the owner sees it: never a secret. `destination` tells channels apart
 * without revealing a token: the receiver's host, the email address it writes to, or a
 * device's push service. `device` is there for a member's device (`webpush`) only.
 */
export interface ChannelView {
  channelId: string;
  kind: StoredChannelKind;
  label: string;
  enabled: boolean;
  digest: boolean;
  destination: string;
  createdAt: string;
  /** The latest deliveries, newest first. */
  lastDeliveries: DeliveryRecord[];
  device?: DeviceOwner;
}

function destinationOf(config: ChannelConfig): string {
  if (config.kind === 'email') return config.to;
  try {
    // The push service's host only: the rest of a device's address is its secret (D54).
    return new URL(config.kind === 'webpush' ? config.endpoint : config.url).host;
  } catch {
    return '';
  }
}

/**
 * Turns a stored channel into what `channel list` and the web screen show; fields are
 * picked one by one, so a secret added to the config never leaks by accident.
 */
export function toChannelView(channel: Channel, lastDeliveries: DeliveryRecord[]): ChannelView {
  return {
    channelId: channel.id,
    kind: channel.kind,
    label: channel.label,
    enabled: channel.enabled,
    digest: channel.digest,
    destination: destinationOf(channel.config),
    createdAt: channel.createdAt,
    lastDeliveries,
    ...(channel.config.kind === 'webpush'
      ? {
          device: {
            memberId: channel.config.memberId,
            lastUsedAt: channel.config.lastUsedAt,
          },
        }
      : {}),
  };
}

/** How many of a channel's latest deliveries a listing shows. */
export const LAST_DELIVERIES_SHOWN = 5;
