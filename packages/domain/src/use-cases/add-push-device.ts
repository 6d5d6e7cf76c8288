import { appendAuditEntry } from '../audit/audit-entry.js';
import { type WriteContext, webWriteContext } from '../audit/write-context.js';
import { auditChannel } from '../channels/audit-channel.js';
import type { Channel } from '../channels/channel.js';
import {
  type DeviceChannel,
  type DeviceView,
  devicesOfMember,
  isDeviceChannel,
  MAX_DEVICES_PER_MEMBER,
  toDeviceView,
} from '../devices/device-channel.js';
import { deviceLabelFrom } from '../devices/device-label.js';
import {
  type ParsedPushSubscription,
  type PushSubscriptionInput,
  parsePushSubscription,
} from '../devices/push-subscription-input.js';
import { memberNotFound } from '../members/member-access.js';
import { ensureNotificationSettings } from '../notifications/ensure-notification-settings.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import { fieldError } from '../shared/validation-errors.js';
import type { ActiveWebSession } from './resume-web-session.js';

/** What turning on "Reminders on this device" sends. */
export interface AddPushDeviceInput {
  session: Pick<ActiveWebSession, 'accountId' | 'memberId' | 'publicId'>;
  /** The browser's `PushSubscription.toJSON()`. */
  subscription: PushSubscriptionInput;
  /** The browser's `User-Agent`, which names the device ("Chrome on Android"). */
  userAgent: string | null;
  requestId: string;
}

/** The same browser subscribing again: it is this member's now, on, with its new keys. */
async function renew(
  ports: Pick<Ports, 'clock' | 'ids'>,
  tx: StoragePorts,
  ctx: WriteContext,
  device: DeviceChannel,
  renewed: DeviceChannel,
): Promise<void> {
  await tx.channels.update(renewed);
  if (device.enabled === renewed.enabled) return;
  await appendAuditEntry(ports, tx, ctx, ports.clock.now().toISOString(), {
    action: 'channel.updated',
    resourceType: 'channel',
    resourceId: device.id,
    changes: { enabled: { from: device.enabled, to: renewed.enabled } },
  });
}

async function insertDevice(
  ports: Pick<Ports, 'clock' | 'ids'>,
  tx: StoragePorts,
  ctx: WriteContext,
  memberId: string,
  parsed: ParsedPushSubscription,
  label: string,
): Promise<DeviceChannel> {
  if ((await devicesOfMember(tx, ctx.accountId, memberId)).length >= MAX_DEVICES_PER_MEMBER)
    throw fieldError(
      'invalid_notification_settings',
      `You have reminders on ${MAX_DEVICES_PER_MEMBER} devices already`,
      { field: 'endpoint', suggestedFix: 'Remove a device you no longer use, then try again.' },
    );
  const now = ports.clock.now().toISOString();
  const device: Channel = {
    id: ports.ids.newId(),
    accountId: ctx.accountId,
    kind: 'webpush',
    label,
    enabled: true,
    digest: false,
    config: { kind: 'webpush', memberId, ...parsed, lastUsedAt: null },
    createdAt: now,
  };
  await tx.channels.insert(device);
  await auditChannel(ports, tx, ctx, now, 'channel.created', device);
  return device as DeviceChannel;
}

/**
 * Turns on reminders on the signed-in member's device: keeps the browser's push subscription
 * as a `webpush` channel of the account that belongs to the member, named after the browser
 * and system ("Chrome on Android"), enabled. Any member may, viewers included: it changes
 * nothing but where their own reminders go. The same browser subscribing again (same
 * endpoint) renews its device instead of adding one: its keys and name are replaced, it is
 * turned on, and it belongs to whoever subscribed last. Settings are created with their
 * defaults when the account has none, so reminders start at once. Audited as
 * `channel.created` (or `channel.updated` when a renewal turns it back on), without its
 * address or keys. A bad subscription is `invalid_notification_settings` naming the field.
 *
 * @example
 * const device = await addPushDevice(ports, { session, subscription, userAgent, requestId });
 * // { deviceId, label: 'Chrome on Android', enabled: true, pushService: 'fcm.googleapis.com', ... }
 */
export async function addPushDevice(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  input: AddPushDeviceInput,
): Promise<DeviceView> {
  const parsed = parsePushSubscription(input.subscription);
  const label = deviceLabelFrom(input.userAgent);
  const { accountId, memberId, publicId } = input.session;
  const ctx = webWriteContext(accountId, publicId, memberId, input.requestId);
  return ports.unitOfWork.transaction(async (tx) => {
    // Holds the account's membership (PostgreSQL locks the account's row), so two adds of
    // the same browser at once take turns and the second renews what the first stored.
    const members = await tx.members.listByAccount(accountId);
    if (!members.some((member) => member.id === memberId)) throw memberNotFound();
    await ensureNotificationSettings(tx, accountId, ports.clock.now().toISOString());
    const known = (await tx.channels.listByAccount(accountId)).find(
      (channel): channel is DeviceChannel =>
        isDeviceChannel(channel) && channel.config.endpoint === parsed.endpoint,
    );
    if (known === undefined)
      return toDeviceView(await insertDevice(ports, tx, ctx, memberId, parsed, label));
    const renewed: DeviceChannel = {
      ...known,
      label,
      enabled: true,
      config: { ...known.config, ...parsed, memberId },
    };
    await renew(ports, tx, ctx, known, renewed);
    return toDeviceView(renewed);
  });
}
