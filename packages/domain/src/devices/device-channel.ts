import type { Channel, WebPushConfig } from '../channels/channel.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import { DomainError } from '../shared/domain-error.js';

/** How many devices one member may have reminders on. */
export const MAX_DEVICES_PER_MEMBER = 20;

/** A member's device: a channel of kind `webpush`. */
export type DeviceChannel = Channel & { config: WebPushConfig };

/** True for a member's device (a `webpush` channel). */
export function isDeviceChannel(channel: Channel): channel is DeviceChannel {
  return channel.config.kind === 'webpush';
}

/**
 * A device as its member sees it in the list of "Reminders on this device": never its push
 * address or keys. `pushService` is the host of the browser's push service
 * (`fcm.googleapis.com`, `updates.push.services.mozilla.com`, `web.push.apple.com`).
 */
export interface DeviceView {
  deviceId: string;
  label: string;
  enabled: boolean;
  pushService: string;
  createdAt: string;
  /** When a notification last reached it; null until one has. */
  lastUsedAt: string | null;
}

/** What the member's device list shows of `channel`; fields picked one by one. */
export function toDeviceView(channel: DeviceChannel): DeviceView {
  return {
    deviceId: channel.id,
    label: channel.label,
    enabled: channel.enabled,
    pushService: new URL(channel.config.endpoint).host,
    createdAt: channel.createdAt,
    lastUsedAt: channel.config.lastUsedAt,
  };
}

/** The member's devices in the account, oldest first. `store`: `ports`, or `tx`. */
export async function devicesOfMember(
  store: Pick<StoragePorts, 'channels'>,
  accountId: string,
  memberId: string,
): Promise<DeviceChannel[]> {
  return (await store.channels.listByAccount(accountId)).filter(
    (channel): channel is DeviceChannel =>
      isDeviceChannel(channel) && channel.config.memberId === memberId,
  );
}

/**
 * One of the member's own devices; another member's device, any other channel and an
 * unknown id are all `not_found` (never told apart).
 */
export async function findOwnDevice(
  store: Pick<StoragePorts, 'channels'>,
  member: { accountId: string; memberId: string },
  deviceId: string,
): Promise<DeviceChannel> {
  const channel = await store.channels.findById(deviceId);
  if (
    channel === null ||
    channel.accountId !== member.accountId ||
    !isDeviceChannel(channel) ||
    channel.config.memberId !== member.memberId
  )
    throw new DomainError('not_found', 'You have no device with that id', {
      field: 'deviceId',
      suggestedFix: 'Choose a device from the list on the account screen.',
    });
  return channel;
}
