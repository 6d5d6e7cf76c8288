import type { DeliveryRecord } from '../ports/reminder-delivery-log.js';
import type { Channel, ChannelConfig, ChannelKind } from './channel.js';

/**
 * D35: a channel as the owner sees it: never a secret. `destination` tells channels apart
 * without revealing a token: the receiver's host, or the email address it writes to.
 */
export interface ChannelView {
  channelId: string;
  kind: ChannelKind;
  label: string;
  enabled: boolean;
  digest: boolean;
  destination: string;
  createdAt: string;
  /** The latest deliveries, newest first. */
  lastDeliveries: DeliveryRecord[];
}

function destinationOf(config: ChannelConfig): string {
  if (config.kind === 'email') return config.to;
  try {
    return new URL(config.url).host;
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
  };
}

/** How many of a channel's latest deliveries a listing shows. */
export const LAST_DELIVERIES_SHOWN = 5;
