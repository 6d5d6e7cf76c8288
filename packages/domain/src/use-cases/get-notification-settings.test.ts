import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext } from '../audit/write-context.js';
import { aTestWorld } from '../testing/test-world.js';
import { configureNotifications } from './configure-notifications.js';
import { getNotificationSettings } from './get-notification-settings.js';

describe('getNotificationSettings', () => {
  it('returns the saved settings', async () => {
    const { ports, accountId } = await aTestWorld();
    const saved = await configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
      daysBefore: 1,
    });
    assert.deepEqual(await getNotificationSettings(ports, accountId), saved);
  });

  it('settings never saved give notification_settings_not_found', async () => {
    const { ports, accountId } = await aTestWorld();
    await assert.rejects(
      () => getNotificationSettings(ports, accountId),
      (e: unknown) => (e as { code?: string }).code === 'notification_settings_not_found',
    );
  });
});
