import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { composeTestMessage } from '@subtrack/domain';
import { createChannelSender } from '../create-channel-sender.js';
import { aServerKeyPair, deviceFor, TEST_VAPID_SUBJECT } from '../testing/device-to.js';
import { startPushService } from '../testing/push-service.js';
import { aRenewalMessage } from '../testing/send-to.js';

async function setUp(t: TestContext) {
  const service = await startPushService();
  t.after(() => service.close());
  const keys = aServerKeyPair();
  let keyReads = 0;
  const sender = createChannelSender({
    timeoutMs: 2_000,
    webPush: {
      subject: TEST_VAPID_SUBJECT,
      keys: async () => {
        keyReads += 1;
        return keys;
      },
    },
  });
  return {
    service,
    keys,
    sender,
    device: deviceFor(service.subscribe()),
    keyReads: () => keyReads,
  };
}

describe('webpush channel (a member’s device)', () => {
  it('delivers a reminder the device decrypts to its title, its text and the page it opens', async (t) => {
    const { service, sender, device } = await setUp(t);
    const message = aRenewalMessage('en');

    const outcome = await sender.send(device, message);

    assert.deepEqual(outcome, { delivered: true, status: 201, error: null });
    const [seen] = service.messages();
    assert.equal(seen?.problem, null);
    assert.deepEqual(seen?.payload, {
      title: 'Netflix renews in 3 days',
      body: 'Netflix: €15.99 on Dec 5, 2026.',
      url: `/subscriptions/${message.items[0]?.subscriptionId}`,
      tag: message.id,
      lang: 'en',
    });
    assert.ok(!service.http.received[0]?.bytes.includes('Netflix'), 'the body is encrypted');
  });

  it('signs every request with the server’s key for the push service’s origin, valid at most a day', async (t) => {
    const { service, sender, device, keys, keyReads } = await setUp(t);
    const inThreeDays = aRenewalMessage('en');
    await sender.send(device, inThreeDays);
    await sender.send(device, aRenewalMessage('en', 0));

    const [first, second] = service.messages();
    assert.deepEqual(
      [first?.vapid?.aud, first?.vapid?.sub, first?.vapid?.publicKey],
      [service.origin, TEST_VAPID_SUBJECT, keys.publicKey],
    );
    assert.ok(first!.vapid!.exp <= Date.now() / 1000 + 24 * 3600);
    assert.deepEqual(
      [first?.headers['ttl'], first?.headers['urgency'], second?.headers['urgency']],
      ['86400', 'normal', 'high'],
    );
    assert.equal(
      first?.headers['topic'],
      inThreeDays.id,
      'a retry replaces an undelivered attempt',
    );
    assert.equal(keyReads(), 1, 'the key pair is read once');
  });

  it('opens the dashboard for a test notification, in the account’s language', async (t) => {
    const { service, sender, device } = await setUp(t);
    await sender.send(device, composeTestMessage(device.id, 'de-DE', '2026-11-21T08:00:00.000Z'));
    const payload = service.messages()[0]?.payload;
    assert.equal(payload?.url, '/');
    assert.equal(payload?.lang, 'de');
  });

  it('reports a subscription the browser dropped as 410, and an unknown one as 404', async (t) => {
    const { service, sender, device } = await setUp(t);
    service.unsubscribe((device.config as { endpoint: string }).endpoint);
    assert.deepEqual(await sender.send(device, aRenewalMessage()), {
      delivered: false,
      status: 410,
      error: 'The receiver answered 410 Gone',
    });
    const stranger = deviceFor({ ...service.subscribe(), endpoint: `${service.origin}/wpush/x` });
    assert.equal((await sender.send(stranger, aRenewalMessage())).status, 404);
  });

  it('refuses a push service on a private address when those are blocked, sending nothing', async (t) => {
    const { service, keys, device } = await setUp(t);
    const blocking = createChannelSender({
      blockPrivateTargets: true,
      webPush: { subject: TEST_VAPID_SUBJECT, keys: async () => keys },
    });
    const outcome = await blocking.send(device, aRenewalMessage());
    assert.equal(outcome.delivered, false);
    assert.match(String(outcome.error), /loopback/);
    assert.equal(service.http.received.length, 0);
  });

  it('says so when the sender has no push keys, or they cannot be read', async (t) => {
    const { service, device } = await setUp(t);
    const keyless = createChannelSender();
    assert.match(
      String((await keyless.send(device, aRenewalMessage())).error),
      /without push keys/,
    );
    const broken = createChannelSender({
      webPush: { subject: TEST_VAPID_SUBJECT, keys: () => Promise.reject(new Error('busy')) },
    });
    assert.match(
      String((await broken.send(device, aRenewalMessage())).error),
      /could not be encrypted and signed/,
    );
    assert.equal(service.http.received.length, 0);
  });
});
