import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext } from '../audit/write-context.js';
import type { Channel } from '../channels/channel.js';
import { MAX_DEVICES_PER_MEMBER } from '../devices/device-channel.js';
import type { ChannelSender, DeliveryOutcome } from '../ports/channel-sender.js';
import type { Ports } from '../ports/ports.js';
import type { ReminderMessage } from '../reminders/reminder-message.js';
import { aSubscription } from '../testing/builders.js';
import { aPushSubscription } from '../testing/device-builders.js';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import { aJoinedMember, anOwnerWorld, auditRecordsOf } from '../testing/owner-world.js';
import { addPushDevice } from './add-push-device.js';
import { getPushKeyPair } from './get-push-key-pair.js';
import { getPushPublicKey } from './get-push-public-key.js';
import { listChannels } from './list-channels.js';
import { listPushDevices } from './list-push-devices.js';
import { removeMember } from './remove-member.js';
import { removePushDevice } from './remove-push-device.js';
import { runReminderCheck } from './run-reminder-check.js';
import { sendTestToDevice } from './send-test-to-device.js';

const NOW = '2026-03-02T09:00:00.000Z';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A sender that records what reached which device and answers `status` (201: delivered). */
function aPushService(status = 201) {
  const sent: Array<{ channel: Channel; message: ReminderMessage }> = [];
  const answer = { status };
  const sender: ChannelSender = {
    send(channel, message): Promise<DeliveryOutcome> {
      sent.push({ channel, message });
      const delivered = answer.status < 300;
      return Promise.resolve({
        delivered,
        status: answer.status,
        error: delivered ? null : `The receiver answered ${answer.status}`,
      });
    },
  };
  return { sender, sent, answer };
}

/** An account with an owner and a viewer, each signed in. */
async function aHousehold() {
  const world = await anOwnerWorld({ now: NOW });
  const owner = await aJoinedMember(world, 'owner', 'second.owner@example.com');
  const viewer = await aJoinedMember(world, 'viewer');
  return { ...world, owner: owner.active, viewer: viewer.active };
}

const subscribe = (
  ports: Ports,
  session: Awaited<ReturnType<typeof aHousehold>>['owner'],
  endpoint?: string,
  userAgent: string | null = PIXEL,
) =>
  addPushDevice(ports, {
    session,
    subscription: aPushSubscription(endpoint),
    userAgent,
    requestId: 'req-subscribe',
  });

describe('addPushDevice and listPushDevices', () => {
  it('turns reminders on for the member’s device, named after its browser, without showing its address or keys', async () => {
    const { ports, owner, accountId } = await aHousehold();
    const device = await subscribe(ports, owner);

    assert.deepEqual(device, {
      deviceId: device.deviceId,
      label: 'Chrome on Android',
      enabled: true,
      pushService: 'updates.push.services.mozilla.com',
      createdAt: NOW,
      lastUsedAt: null,
    });
    assert.deepEqual(await listPushDevices(ports, owner), [device]);
    assert.equal((await ports.notificationSettings.get(accountId))?.pushConfigured, true);
    const audited = (await auditRecordsOf(ports, accountId)).find(
      (r) => r.action === 'channel.created',
    );
    assert.deepEqual(audited?.actor, { type: 'web', id: owner.publicId, memberId: owner.memberId });
    assert.ok(!JSON.stringify(audited).includes('device-1'), 'no push address in the trail');
  });

  it('lets a viewer turn reminders on for their own device; each member sees only their own', async () => {
    const { ports, owner, viewer } = await aHousehold();
    await subscribe(ports, owner, 'https://fcm.googleapis.com/fcm/send/owner-phone');
    const phone = await subscribe(ports, viewer, 'https://web.push.apple.com/viewer', IPHONE);
    assert.equal(phone.label, 'Safari on iPhone');
    assert.deepEqual(await listPushDevices(ports, viewer), [phone]);
    assert.equal((await listPushDevices(ports, owner)).length, 1);
  });

  it('renews a device the same browser subscribes again: on, new keys, whoever subscribed last', async () => {
    const { ports, owner, viewer } = await aHousehold();
    const first = await subscribe(ports, owner);
    const channel = (await ports.channels.findById(first.deviceId))!;
    await ports.channels.update({ ...channel, enabled: false });

    const again = await subscribe(ports, viewer, undefined, IPHONE);

    assert.equal(again.deviceId, first.deviceId);
    assert.deepEqual([again.enabled, again.label], [true, 'Safari on iPhone']);
    assert.deepEqual(await listPushDevices(ports, owner), []);
    assert.deepEqual(await listPushDevices(ports, viewer), [again]);
  });

  it('refuses a subscription that is not a browser’s, naming the field and storing nothing', async () => {
    const { ports, owner } = await aHousehold();
    const bad = [
      [{ endpoint: 'http://push.example.org/x', keys: aPushSubscription().keys }, 'endpoint'],
      [{ endpoint: 'not a url', keys: aPushSubscription().keys }, 'endpoint'],
      [{ ...aPushSubscription(), keys: { p256dh: 'AAAA', auth: 'x' } }, 'keys.p256dh'],
      [
        { ...aPushSubscription(), keys: { ...aPushSubscription().keys, auth: 'c2hvcnQ' } },
        'keys.auth',
      ],
    ] as const;
    for (const [subscription, field] of bad) {
      await expectDomainRejection(
        () =>
          addPushDevice(ports, { session: owner, subscription, userAgent: null, requestId: 'r' }),
        'invalid_notification_settings',
        field,
      );
    }
    assert.deepEqual(await listPushDevices(ports, owner), []);
  });

  it(`stops at ${MAX_DEVICES_PER_MEMBER} devices a member`, async () => {
    const { ports, owner } = await aHousehold();
    for (let n = 0; n < MAX_DEVICES_PER_MEMBER; n += 1)
      await subscribe(ports, owner, `https://fcm.googleapis.com/fcm/send/${n}`);
    await assert.rejects(subscribe(ports, owner, 'https://fcm.googleapis.com/fcm/send/one-more'), {
      code: 'invalid_notification_settings',
      message: `You have reminders on ${MAX_DEVICES_PER_MEMBER} devices already`,
    });
  });
});

describe('removePushDevice', () => {
  it('removes the member’s own device and audits it; another member’s is not found', async () => {
    const { ports, owner, viewer, accountId } = await aHousehold();
    const device = await subscribe(ports, owner);
    await expectDomainRejection(
      () => removePushDevice(ports, { session: viewer, deviceId: device.deviceId, requestId: 'r' }),
      'not_found',
      'deviceId',
    );
    await removePushDevice(ports, { session: owner, deviceId: device.deviceId, requestId: 'r' });
    assert.deepEqual(await listPushDevices(ports, owner), []);
    const actions = (await auditRecordsOf(ports, accountId)).map((r) => r.action);
    assert.ok(actions.includes('channel.removed'));
  });

  it('goes with a member who is removed from the account', async () => {
    const { ports, owner, viewer, accountId } = await aHousehold();
    await subscribe(ports, viewer);
    await removeMember(ports, cliWriteContext(accountId, 'r'), viewer.memberId);
    assert.deepEqual(await listChannels(ports, accountId), []);
    assert.deepEqual(await listPushDevices(ports, owner), []);
  });
});

describe('sendTestToDevice', () => {
  it('sends the test message to the device and records when it was reached', async () => {
    const { ports, owner, clock } = await aHousehold();
    const device = await subscribe(ports, owner);
    const push = aPushService();
    clock.advance(60_000);

    const outcome = await sendTestToDevice(ports, push.sender, {
      session: owner,
      deviceId: device.deviceId,
    });

    assert.deepEqual(outcome, { delivered: true, status: 201, error: null, deviceRemoved: false });
    assert.equal(push.sent[0]?.message.title, 'subtrack test message');
    assert.equal((await listPushDevices(ports, owner))[0]?.lastUsedAt, '2026-03-02T09:01:00.000Z');
  });

  it('removes a device its push service says is gone, and says so', async () => {
    const { ports, owner, accountId } = await aHousehold();
    const device = await subscribe(ports, owner);
    const outcome = await sendTestToDevice(ports, aPushService(410).sender, {
      session: owner,
      deviceId: device.deviceId,
    });
    assert.equal(outcome.deviceRemoved, true);
    assert.match(
      String(outcome.error),
      /this device no longer takes notifications, so it was removed/,
    );
    assert.deepEqual(await listPushDevices(ports, owner), []);
    const removal = (await auditRecordsOf(ports, accountId)).find(
      (r) => r.action === 'channel.removed',
    );
    assert.deepEqual(removal?.actor, { type: 'system', id: null });
  });

  it('keeps a device whose push service fails for a while', async () => {
    const { ports, owner } = await aHousehold();
    const device = await subscribe(ports, owner);
    const outcome = await sendTestToDevice(ports, aPushService(503).sender, {
      session: owner,
      deviceId: device.deviceId,
    });
    assert.deepEqual([outcome.delivered, outcome.deviceRemoved], [false, false]);
    assert.equal((await listPushDevices(ports, owner)).length, 1);
  });
});

describe('reminders on members’ devices', () => {
  it('reach every device of every member who turned them on, once each', async () => {
    const { ports, owner, viewer, accountId } = await aHousehold();
    await subscribe(ports, owner, 'https://fcm.googleapis.com/fcm/send/owner-phone');
    await subscribe(ports, owner, 'https://fcm.googleapis.com/fcm/send/owner-laptop');
    await subscribe(ports, viewer, 'https://web.push.apple.com/viewer', IPHONE);
    await ports.subscriptions.insert(
      aSubscription({ accountId, name: 'Spotify', nextPaymentDate: '2026-03-04' }),
    );
    const push = aPushService();
    const check = () =>
      runReminderCheck(ports, { dryRun: false, sender: push.sender, log: () => {} });

    assert.equal((await check()).counts.sent, 3);
    assert.equal((await check()).counts.already_sent, 3);

    assert.deepEqual(
      push.sent.map((s) => (s.channel.config as { endpoint: string }).endpoint).sort(),
      [
        'https://fcm.googleapis.com/fcm/send/owner-laptop',
        'https://fcm.googleapis.com/fcm/send/owner-phone',
        'https://web.push.apple.com/viewer',
      ],
    );
    assert.deepEqual(
      new Set(push.sent.map((s) => s.message.title)),
      new Set(['Spotify renews in 2 days']),
    );
    const [phone] = await listPushDevices(ports, viewer);
    assert.equal(phone?.lastUsedAt, NOW);
  });

  it('removes a device whose push service answers 410 and sends it nothing more', async () => {
    const { ports, owner, accountId } = await aHousehold();
    await subscribe(ports, owner);
    for (const name of ['Spotify', 'Netflix'])
      await ports.subscriptions.insert(
        aSubscription({ accountId, name, nextPaymentDate: '2026-03-04' }),
      );
    const push = aPushService(410);

    const report = await runReminderCheck(ports, {
      dryRun: false,
      sender: push.sender,
      log: () => {},
    });

    assert.equal(push.sent.length, 1, 'the second reminder is not sent to a device that is gone');
    assert.deepEqual(
      report.reminders.map((r) => [r.outcome, r.nextAttemptAt]),
      [
        ['failed', undefined],
        ['failed', undefined],
      ],
    );
    assert.match(String(report.reminders[1]?.error), /so it was removed/);
    assert.deepEqual(await listPushDevices(ports, owner), []);
  });
});

describe('getPushPublicKey', () => {
  it('makes the server’s key pair once and answers its public half from then on', async () => {
    const { ports } = await aHousehold();
    const [a, b] = await Promise.all([getPushPublicKey(ports), getPushPublicKey(ports)]);
    assert.equal(a, b);
    assert.equal(await getPushPublicKey(ports), a);
    assert.equal(Buffer.from(a, 'base64url').length, 65);
    const pair = await getPushKeyPair(ports);
    assert.deepEqual([pair.publicKey, Buffer.from(pair.privateKey, 'base64url').length], [a, 32]);
  });
});
