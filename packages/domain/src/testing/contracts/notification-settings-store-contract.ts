import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { someNotificationSettings } from '../builders.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

const ENDPOINT = { pushUrl: 'https://api.day.app/push', deviceKey: 'dev-key-123' };

/**
 * The `NotificationSettingsStore` and `PushEndpointStore` contract (D16, D17): settings
 * round trip, `pushConfigured` derived from the endpoint, and the secrets never leaking
 * through the settings `get`.
 */
export function describeNotificationSettingsStoreContract(factory: PortsFactory): void {
  describe('NotificationSettingsStore contract', () => {
    const ports = useSeededPorts(factory);

    it('has no settings for an account that never saved any', () => {
      assert.equal(ports().notificationSettings.get(ACCOUNT_A), null);
    });

    it('gives back saved settings, creating and then replacing them', () => {
      const { notificationSettings: store } = ports();
      store.save(someNotificationSettings());
      const replaced = someNotificationSettings({
        enabled: false,
        daysBefore: 14,
        timeZone: null,
        locale: null,
        updatedAt: '2026-11-21T08:00:00.000Z',
      });
      store.save(replaced);
      assert.deepEqual(store.get(ACCOUNT_A), replaced);
    });

    it('keeps each account’s settings apart', () => {
      const { notificationSettings: store } = ports();
      store.save(someNotificationSettings({ accountId: ACCOUNT_B, daysBefore: 7 }));
      assert.equal(store.get(ACCOUNT_A), null);
      assert.equal(store.get(ACCOUNT_B)?.daysBefore, 7);
    });

    it('derives pushConfigured from the endpoint, ignoring the saved flag', () => {
      const p = ports();
      p.notificationSettings.save(someNotificationSettings({ pushConfigured: true }));
      assert.equal(p.notificationSettings.get(ACCOUNT_A)?.pushConfigured, false);
      p.pushEndpoints.set(ACCOUNT_A, ENDPOINT);
      assert.equal(p.notificationSettings.get(ACCOUNT_A)?.pushConfigured, true);
      p.notificationSettings.save(someNotificationSettings({ pushConfigured: false }));
      assert.equal(p.notificationSettings.get(ACCOUNT_A)?.pushConfigured, true);
      p.pushEndpoints.set(ACCOUNT_A, null);
      assert.equal(p.notificationSettings.get(ACCOUNT_A)?.pushConfigured, false);
    });

    it('never exposes the push URL or device key through the settings', () => {
      const p = ports();
      p.notificationSettings.save(someNotificationSettings());
      p.pushEndpoints.set(ACCOUNT_A, ENDPOINT);
      const shown = JSON.stringify(p.notificationSettings.get(ACCOUNT_A));
      assert.equal(shown.includes(ENDPOINT.pushUrl), false);
      assert.equal(shown.includes(ENDPOINT.deviceKey), false);
      assert.deepEqual(Object.keys(p.notificationSettings.get(ACCOUNT_A)!).sort(), [
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

    it('stores, replaces and removes the push endpoint per account', () => {
      const p = ports();
      p.notificationSettings.save(someNotificationSettings());
      assert.equal(p.pushEndpoints.get(ACCOUNT_A), null);
      p.pushEndpoints.set(ACCOUNT_A, ENDPOINT);
      assert.deepEqual(p.pushEndpoints.get(ACCOUNT_A), ENDPOINT);
      const moved = { pushUrl: 'http://bark.local:8080/', deviceKey: 'other' };
      p.pushEndpoints.set(ACCOUNT_A, moved);
      assert.deepEqual(p.pushEndpoints.get(ACCOUNT_A), moved);
      assert.equal(p.pushEndpoints.get(ACCOUNT_B), null);
      p.pushEndpoints.set(ACCOUNT_A, null);
      assert.equal(p.pushEndpoints.get(ACCOUNT_A), null);
    });
  });
}
