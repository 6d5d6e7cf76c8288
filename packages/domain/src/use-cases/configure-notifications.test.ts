import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext } from '../audit/write-context.js';
import { defaultBarkChannel } from '../channels/default-bark-channel.js';
import type { Ports } from '../ports/ports.js';
import { aTestWorld } from '../testing/test-world.js';
import { configureNotifications } from './configure-notifications.js';

const failsOn = (code: string, field: string) => (e: unknown) => {
  const error = e as { code?: string; details?: { field?: string } };
  assert.equal(error.code, code);
  assert.equal(error.details?.field, field);
  return true;
};

const barkOf = async (ports: Ports, accountId: string) =>
  (await defaultBarkChannel(ports, accountId))?.config;

describe('configureNotifications', () => {
  it('creates settings with reminders on, 3 days before, when none exist', async () => {
    const { ports, accountId } = await aTestWorld();
    assert.deepEqual(
      await configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {}),
      {
        accountId,
        enabled: true,
        daysBefore: 3,
        timeZone: null,
        locale: null,
        pushConfigured: false,
        updatedAt: ports.clock.now().toISOString(),
        version: 1,
      },
    );
  });

  it('changes only the options given and keeps the others', async () => {
    const { ports, accountId, clock } = await aTestWorld();
    await configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
      daysBefore: 7,
      timeZone: 'Asia/Tokyo',
      locale: 'ja-JP',
    });
    clock.advance(1000);
    const changed = await configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
      enabled: false,
    });
    assert.equal(changed.enabled, false);
    assert.equal(changed.daysBefore, 7);
    assert.equal(changed.timeZone, 'Asia/Tokyo');
    assert.equal(changed.locale, 'ja-JP');
    assert.equal(changed.updatedAt, clock.now().toISOString());
  });

  it('clears the time zone and locale given as null (back to UTC and no locale)', async () => {
    const { ports, accountId } = await aTestWorld();
    const ctx = cliWriteContext(accountId, 'req-cli');
    await configureNotifications(ports, ctx, { timeZone: 'Asia/Tokyo', locale: 'ja-JP' });
    const cleared = await configureNotifications(ports, ctx, { timeZone: null, locale: null });
    assert.equal(cleared.timeZone, null);
    assert.equal(cleared.locale, null);
  });

  it('sets the push endpoint and reports pushConfigured without showing it', async () => {
    const { ports, accountId } = await aTestWorld();
    const endpoint = { pushUrl: 'https://api.day.app/push', deviceKey: 'abc123' };
    const settings = await configureNotifications(
      ports,
      cliWriteContext(accountId, 'req-cli'),
      endpoint,
    );
    assert.equal(settings.pushConfigured, true);
    assert.deepEqual(await barkOf(ports, accountId), {
      kind: 'bark',
      url: 'https://api.day.app/push',
      deviceKey: 'abc123',
    });
    assert.equal(JSON.stringify(settings).includes('abc123'), false);
  });

  it('changes only the device key of an existing endpoint', async () => {
    const { ports, accountId } = await aTestWorld();
    await configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
      pushUrl: 'http://bark.lan/',
      deviceKey: 'old',
    });
    const before = await defaultBarkChannel(ports, accountId);
    await configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
      deviceKey: ' new ',
    });
    assert.deepEqual(await barkOf(ports, accountId), {
      kind: 'bark',
      url: 'http://bark.lan/',
      deviceKey: 'new',
    });
    // D35: the same channel, so its delivery history (at most once) carries on.
    assert.equal((await defaultBarkChannel(ports, accountId))?.id, before?.id);
    assert.equal((await ports.channels.listByAccount(accountId)).length, 1);
  });

  it('changes only the push URL of an existing endpoint', async () => {
    const { ports, accountId } = await aTestWorld();
    await configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
      pushUrl: 'http://bark.lan/',
      deviceKey: 'kept',
    });
    await configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
      pushUrl: 'https://api.day.app/',
    });
    assert.deepEqual(await barkOf(ports, accountId), {
      kind: 'bark',
      url: 'https://api.day.app/',
      deviceKey: 'kept',
    });
  });

  it('rejects a blank device key', async () => {
    const { ports, accountId } = await aTestWorld();
    await assert.rejects(
      () =>
        configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
          pushUrl: 'https://api.day.app/',
          deviceKey: '  ',
        }),
      failsOn('invalid_notification_settings', 'deviceKey'),
    );
  });

  it('rejects a device key with a character that is not printable ASCII, storing nothing', async () => {
    const { ports, accountId } = await aTestWorld();
    for (const deviceKey of ['key\u200b', 'kéy', 'key\nX: 1'])
      await assert.rejects(
        () =>
          configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
            pushUrl: 'https://api.day.app/push',
            deviceKey,
          }),
        failsOn('invalid_notification_settings', 'deviceKey'),
      );
    assert.equal(await barkOf(ports, accountId), undefined);
  });

  it('rejects a days-before value outside 1, 3, 7, 14 with the allowed values', async () => {
    const { ports, accountId } = await aTestWorld();
    await assert.rejects(
      () => configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), { daysBefore: 5 }),
      (e: unknown) => {
        failsOn('invalid_notification_settings', 'daysBefore')(e);
        assert.deepEqual((e as { details: { allowedValues: string[] } }).details.allowedValues, [
          '1',
          '3',
          '7',
          '14',
        ]);
        return true;
      },
    );
  });

  it('rejects an unknown time zone and a malformed locale', async () => {
    const { ports, accountId } = await aTestWorld();
    await assert.rejects(
      () =>
        configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
          timeZone: 'Mars/Olympus',
        }),
      failsOn('invalid_notification_settings', 'timeZone'),
    );
    await assert.rejects(
      () =>
        configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
          locale: 'not a locale!',
        }),
      failsOn('invalid_notification_settings', 'locale'),
    );
  });

  it('rejects a push URL that is not http or https', async () => {
    const { ports, accountId } = await aTestWorld();
    for (const pushUrl of ['ftp://example.com/', 'not a url']) {
      await assert.rejects(
        () =>
          configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
            pushUrl,
            deviceKey: 'k',
          }),
        failsOn('invalid_notification_settings', 'pushUrl'),
      );
    }
  });

  it('refuses a push URL without a device key, or a device key without a URL', async () => {
    const { ports, accountId } = await aTestWorld();
    await assert.rejects(
      () =>
        configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
          pushUrl: 'https://api.day.app/',
        }),
      failsOn('invalid_notification_settings', 'deviceKey'),
    );
    await assert.rejects(
      () =>
        configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), { deviceKey: 'k' }),
      failsOn('invalid_notification_settings', 'pushUrl'),
    );
    assert.equal(await ports.notificationSettings.get(accountId), null);
  });

  it('refuses an unknown account with account_not_found', async () => {
    const { ports } = await aTestWorld();
    await assert.rejects(
      () => configureNotifications(ports, cliWriteContext('missing', 'req-cli'), {}),
      (e: unknown) => (e as { code?: string }).code === 'account_not_found',
    );
  });

  it('records the change with the command line as the actor, without the push endpoint', async () => {
    const { ports, accountId } = await aTestWorld();
    await configureNotifications(ports, cliWriteContext(accountId, 'req-cli'), {
      daysBefore: 14,
      pushUrl: 'https://api.day.app/',
      deviceKey: 'secret-device-key',
    });
    const [record] = (await ports.audit.list(accountId, { limit: 10, offset: 0, filters: {} }))
      .items;
    assert.equal(record?.action, 'notification_settings.updated');
    assert.deepEqual(record?.actor, { type: 'cli', id: null });
    assert.equal(record?.apiKeyId, null);
    assert.deepEqual(record?.changes?.daysBefore, { from: null, to: 14 });
    assert.doesNotMatch(JSON.stringify(record), /secret-device-key|api\.day\.app/);
  });
});
