import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext } from '../audit/write-context.js';
import { aTestWorld } from '../testing/test-world.js';
import { configureNotifications } from './configure-notifications.js';
import { updateNotificationSettings } from './update-notification-settings.js';

const all = { limit: 100, offset: 0, filters: {} };

describe('updateNotificationSettings', () => {
  it('changes enabled and daysBefore and stamps updatedAt', async () => {
    const { ports, accountId, ctx, clock } = await aTestWorld();
    await configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
      timeZone: 'Europe/Paris',
    });
    clock.advance(5000);
    const updated = await updateNotificationSettings(ports, ctx, {
      enabled: false,
      daysBefore: 14,
    });
    assert.equal(updated.enabled, false);
    assert.equal(updated.daysBefore, 14);
    assert.equal(updated.timeZone, 'Europe/Paris');
    assert.equal(updated.updatedAt, clock.now().toISOString());
    assert.deepEqual(await ports.notificationSettings.get(accountId), updated);
  });

  it('keeps the field a patch leaves out', async () => {
    const { ports, accountId, ctx } = await aTestWorld();
    await configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
      daysBefore: 7,
      enabled: false,
    });
    assert.equal((await updateNotificationSettings(ports, ctx, { daysBefore: 1 })).enabled, false);
    assert.equal((await updateNotificationSettings(ports, ctx, { enabled: true })).daysBefore, 1);
  });

  it('records notification_settings.updated with the changed fields', async () => {
    const { ports, accountId, ctx } = await aTestWorld();
    await configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {});
    await updateNotificationSettings(ports, ctx, { daysBefore: 7 });
    const [record] = (await ports.audit.list(accountId, all)).items;
    assert.equal(record?.action, 'notification_settings.updated');
    assert.equal(record?.resourceType, 'notification_settings');
    assert.equal(record?.resourceId, accountId);
    assert.equal(record?.apiKeyId, ctx.actor.id as string);
    assert.equal(record?.requestId, ctx.requestId);
    assert.deepEqual(record?.changes, { daysBefore: { from: 3, to: 7 } });
  });

  it('settings that do not exist give notification_settings_not_found and no audit', async () => {
    const { ports, accountId, ctx } = await aTestWorld();
    await assert.rejects(
      () => updateNotificationSettings(ports, ctx, { enabled: true }),
      (e: unknown) => (e as { code?: string }).code === 'notification_settings_not_found',
    );
    assert.equal((await ports.audit.list(accountId, all)).items.length, 0);
  });
});
