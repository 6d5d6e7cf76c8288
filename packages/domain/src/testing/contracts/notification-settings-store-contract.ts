import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aChannel, someNotificationSettings } from '../builders.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

/**
 * The `NotificationSettingsStore` contract: settings round trip,
 * `pushConfigured` derived from the account's enabled channels, and no secret ever leaking
 * through the settings `get`.
 */
export function describeNotificationSettingsStoreContract(factory: PortsFactory): void {
  describe('NotificationSettingsStore contract', () => {
    const ports = useSeededPorts(factory);

    it('has no settings for an account that never saved any', async () => {
      assert.equal(await ports().notificationSettings.get(ACCOUNT_A), null);
    });

    it('gives back saved settings, creating and then replacing them', async () => {
      const { notificationSettings: store } = ports();
      await store.save(someNotificationSettings());
      const replaced = someNotificationSettings({
        enabled: false,
        daysBefore: 14,
        timeZone: null,
        locale: null,
        updatedAt: '2026-11-21T08:00:00.000Z',
      });
      await store.save(replaced);
      assert.deepEqual(await store.get(ACCOUNT_A), replaced);
    });

    it('keeps each account’s settings apart', async () => {
      const { notificationSettings: store } = ports();
      await store.save(someNotificationSettings({ accountId: ACCOUNT_B, daysBefore: 7 }));
      assert.equal(await store.get(ACCOUNT_A), null);
      assert.equal((await store.get(ACCOUNT_B))?.daysBefore, 7);
    });

    it('derives pushConfigured from the enabled channels, ignoring the saved flag', async () => {
      const p = ports();
      await p.notificationSettings.save(someNotificationSettings({ pushConfigured: true }));
      assert.equal((await p.notificationSettings.get(ACCOUNT_A))?.pushConfigured, false);
      const channel = aChannel({ accountId: ACCOUNT_A, enabled: false });
      await p.channels.insert(channel);
      assert.equal((await p.notificationSettings.get(ACCOUNT_A))?.pushConfigured, false);
      await p.channels.update({ ...channel, enabled: true });
      assert.equal((await p.notificationSettings.get(ACCOUNT_A))?.pushConfigured, true);
      await p.notificationSettings.save(someNotificationSettings({ pushConfigured: false }));
      assert.equal((await p.notificationSettings.get(ACCOUNT_A))?.pushConfigured, true);
      await p.channels.insert(aChannel({ accountId: ACCOUNT_B }));
      await p.channels.remove(channel.id);
      assert.equal((await p.notificationSettings.get(ACCOUNT_A))?.pushConfigured, false);
    });

    it('never exposes a channel secret through the settings', async () => {
      const p = ports();
      await p.notificationSettings.save(someNotificationSettings());
      await p.channels.insert(aChannel({ accountId: ACCOUNT_A }));
      const settings = await p.notificationSettings.get(ACCOUNT_A);
      assert.equal(JSON.stringify(settings).includes('device-key-secret'), false);
      assert.deepEqual(Object.keys(settings!).sort(), [
        'accountId',
        'daysBefore',
        'enabled',
        'locale',
        'pushConfigured',
        'timeZone',
        'updatedAt',
        'version',
      ]);
    });
  });
}
