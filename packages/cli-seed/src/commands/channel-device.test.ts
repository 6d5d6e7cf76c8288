import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addPushDevice } from '@subtrack/domain';
import { startPushService } from '@subtrack/notify-channels/testing';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { runInProcess, tempAccount } from '../testing/cli-in-process.js';
import { parseJsonOutput } from '../testing/cli-process.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** `channel list` of the account, as text or (`--json`) JSON. */
const channelList = (db: string, accountId: string, ...extra: string[]) =>
  runInProcess(['channel', 'list', '--account', accountId, '--db', db, ...extra]);

/** An account whose owner turned on reminders in one browser of `service`. */
async function anAccountWithADevice(t: { after(fn: () => unknown): void }) {
  const { db, accountId } = await tempAccount(t);
  const service = await startPushService();
  t.after(() => service.close());
  const database = openDatabase(db);
  const ports = createSqlitePorts(database);
  const [owner] = await ports.members.listByAccount(accountId);
  const subscription = service.subscribe();
  const device = await addPushDevice(ports, {
    session: { accountId, memberId: owner!.id, publicId: 'session-1' },
    subscription,
    userAgent: IPHONE,
    requestId: 'req-1',
  });
  database.close();
  return { db, accountId, service, device, memberId: owner!.id, subscription };
}

describe('subtrack channel, for members’ devices', () => {
  it('lists a device with its push service and member, never its address or keys', async (t) => {
    const { db, accountId, device, memberId, subscription } = await anAccountWithADevice(t);

    const listed = await channelList(db, accountId);
    assert.equal(listed.status, 0, listed.stderr);
    const host = new URL(String(subscription.endpoint)).host;
    assert.match(
      listed.stdout,
      new RegExp(`${device.deviceId}  webpush Safari on iPhone  -> ${host}  \\(enabled\\)`),
    );
    assert.match(listed.stdout, new RegExp(`device of member ${memberId}, last reached never`));

    const json = await channelList(db, accountId, '--json');
    const { channels } = parseJsonOutput(json) as { channels: Array<Record<string, unknown>> };
    assert.deepEqual(channels[0]?.['device'], { memberId, lastUsedAt: null });
    for (const output of [listed.stdout, json.stdout]) {
      assert.ok(!output.includes(new URL(String(subscription.endpoint)).pathname));
      assert.ok(!output.includes(String(subscription.keys?.auth)));
    }
  });

  it('sends a device a test notification the phone shows, signed with the operator’s contact', async (t) => {
    const { db, accountId, service, device } = await anAccountWithADevice(t);
    const env = { SUBTRACK_VAPID_SUBJECT: 'mailto:admin@example.org' };

    const tested = await runInProcess(
      ['channel', 'test', '--channel-id', device.deviceId, '--db', db, '--json'],
      { env },
    );

    assert.deepEqual(parseJsonOutput(tested), { delivered: true, status: 201, error: null });
    const [seen] = service.messages();
    assert.deepEqual(
      [seen?.payload?.title, seen?.payload?.body, seen?.payload?.url, seen?.vapid?.sub],
      [
        'subtrack test message',
        'Reminders for your subscriptions will arrive here.',
        '/',
        'mailto:admin@example.org',
      ],
    );
    const listed = await channelList(db, accountId);
    assert.doesNotMatch(listed.stdout, /last reached never/);
  });

  it('removes a device its push service says is gone, and exits 1 saying so', async (t) => {
    const { db, accountId, service, device, subscription } = await anAccountWithADevice(t);
    service.unsubscribe(String(subscription.endpoint));

    const tested = await runInProcess([
      'channel',
      'test',
      '--channel-id',
      device.deviceId,
      '--db',
      db,
    ]);

    assert.equal(tested.status, 1);
    assert.match(
      tested.stdout,
      /Not delivered to Safari on iPhone \(webpush\): The receiver answered 410 Gone; this device no longer takes notifications, so it was removed/,
    );
    const listed = await channelList(db, accountId);
    assert.match(listed.stdout, /No channels\./);
  });
});
