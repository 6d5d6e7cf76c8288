import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Channel } from '../../channels/channel.js';
import type { ChannelReminderKey } from '../../ports/reminder-delivery-log.js';
import { aChannel, aSubscription } from '../builders.js';
import { aDeviceChannel } from '../device-builders.js';
import { DEFAULT_MEMBER_ID } from '../owner-builders.js';
import { MEMBER_A2, seedMembers } from './owner-stores-contract.js';
import { ACCOUNT_A, type PortsFactory, useSeededPorts } from './ports-factory.js';

const USED_AT = '2026-11-21T08:30:00.000Z';

/**
 * The device side of the `ChannelStore` contract: a member's device (`webpush`) round trips
 * with its member, address and keys; recording its use changes nothing else (a member who
 * turned it off at the same moment stays off); deleting the member deletes their devices and
 * the devices' delivery history, and nothing of anyone else's.
 */
export function describeDeviceChannelContract(factory: PortsFactory): void {
  describe('ChannelStore contract: members’ devices', () => {
    const ports = useSeededPorts(factory);
    const setup = async () => {
      const p = ports();
      await seedMembers(p);
      const device = aDeviceChannel({}, { accountId: ACCOUNT_A });
      await p.channels.insert(device);
      return { p, device };
    };

    it('gives back a device exactly as inserted, with its member, address and keys', async () => {
      const { p, device } = await setup();
      assert.deepEqual(await p.channels.findById(device.id), device);
      assert.deepEqual(await p.channels.listByAccount(ACCOUNT_A), [device]);
    });

    it('moves a device to another member and new keys when updated', async () => {
      const { p, device } = await setup();
      const moved: Channel = {
        ...aDeviceChannel(
          { memberId: MEMBER_A2, auth: Buffer.alloc(16, 1).toString('base64url') },
          { id: device.id, accountId: ACCOUNT_A },
        ),
        label: 'Chrome on Android',
      };
      await p.channels.update(moved);
      assert.deepEqual(await p.channels.findById(device.id), moved);
    });

    it('records when a device was last reached, and nothing else', async () => {
      const { p, device } = await setup();
      await p.channels.update({ ...device, enabled: false });
      await p.channels.recordDeviceUse(device.id, USED_AT);
      const found = await p.channels.findById(device.id);
      assert.equal(found?.enabled, false);
      assert.deepEqual(found?.config, { ...device.config, lastUsedAt: USED_AT });
    });

    it('records no use on a channel that is not a device', async () => {
      const { p } = await setup();
      const bark = aChannel({ accountId: ACCOUNT_A });
      await p.channels.insert(bark);
      await p.channels.recordDeviceUse(bark.id, USED_AT);
      assert.deepEqual(await p.channels.findById(bark.id), bark);
    });

    it('deletes a member’s devices and their deliveries with the member, and no one else’s', async () => {
      const { p, device } = await setup();
      const others = aDeviceChannel(
        { memberId: MEMBER_A2, endpoint: 'https://fcm.googleapis.com/fcm/send/other' },
        { accountId: ACCOUNT_A },
      );
      const bark = aChannel({ accountId: ACCOUNT_A });
      for (const channel of [others, bark]) await p.channels.insert(channel);
      const subscription = aSubscription({ accountId: ACCOUNT_A });
      await p.subscriptions.insert(subscription);
      const key: ChannelReminderKey = {
        channelId: device.id,
        accountId: ACCOUNT_A,
        subscriptionId: subscription.id,
        kind: 'renewal',
        dueDate: subscription.nextPaymentDate,
        offsetDays: 3,
      };
      await p.reminderDeliveries.recordSuccess(key, USED_AT);

      assert.equal(await p.members.delete(ACCOUNT_A, DEFAULT_MEMBER_ID), true);

      assert.equal(await p.channels.findById(device.id), null);
      assert.deepEqual(await p.reminderDeliveries.recent(device.id, 5), []);
      assert.deepEqual(
        (await p.channels.listByAccount(ACCOUNT_A)).map((c) => c.id).sort(),
        [others.id, bark.id].sort(),
      );
    });
  });
}
