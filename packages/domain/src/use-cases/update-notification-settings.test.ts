import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aTestWorld } from '../testing/test-world.js';
import { configureNotifications } from './configure-notifications.js';
import { cliWriteContext } from './context.js';
import { updateNotificationSettings } from './update-notification-settings.js';

const all = { limit: 100, offset: 0, filters: {} };

describe('updateNotificationSettings', () => {
  it('changes enabled and daysBefore and stamps updatedAt', () => {
    const { ports, accountId, ctx, clock } = aTestWorld();
    configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
      timeZone: 'Europe/Paris',
    });
    clock.advance(5000);
    const updated = updateNotificationSettings(ports, ctx, { enabled: false, daysBefore: 14 });
    assert.equal(updated.enabled, false);
    assert.equal(updated.daysBefore, 14);
    assert.equal(updated.timeZone, 'Europe/Paris');
    assert.equal(updated.updatedAt, clock.now().toISOString());
    assert.deepEqual(ports.notificationSettings.get(accountId), updated);
  });

  it('keeps the field a patch leaves out', () => {
    const { ports, accountId, ctx } = aTestWorld();
    configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
      daysBefore: 7,
      enabled: false,
    });
    assert.equal(updateNotificationSettings(ports, ctx, { daysBefore: 1 }).enabled, false);
    assert.equal(updateNotificationSettings(ports, ctx, { enabled: true }).daysBefore, 1);
  });

  it('records notification_settings.updated with the changed fields', () => {
    const { ports, accountId, ctx } = aTestWorld();
    configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {});
    updateNotificationSettings(ports, ctx, { daysBefore: 7 });
    const [record] = ports.audit.list(accountId, all).items;
    assert.equal(record?.action, 'notification_settings.updated');
    assert.equal(record?.resourceType, 'notification_settings');
    assert.equal(record?.resourceId, accountId);
    assert.equal(record?.apiKeyId, ctx.actor.id as string);
    assert.equal(record?.requestId, ctx.requestId);
    assert.deepEqual(record?.changes, { daysBefore: { from: 3, to: 7 } });
  });

  it('settings that do not exist give notification_settings_not_found and no audit', () => {
    const { ports, accountId, ctx } = aTestWorld();
    assert.throws(
      () => updateNotificationSettings(ports, ctx, { enabled: true }),
      (e: unknown) => (e as { code?: string }).code === 'notification_settings_not_found',
    );
    assert.equal(ports.audit.list(accountId, all).items.length, 0);
  });
});
