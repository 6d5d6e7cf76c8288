import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { startKindReceiver } from '../testing/kind-receivers.js';
import {
  aDigestMessage,
  aRenewalMessage,
  sendTo,
  TEST_WEBHOOK_SECRET,
} from '../testing/send-to.js';

async function received(message = aRenewalMessage('en')) {
  const receiver = await startKindReceiver('webhook');
  await sendTo(receiver.input, message);
  await receiver.close();
  const [request] = receiver.http!.received;
  const headers = {
    'webhook-id': String(request!.headers['webhook-id']),
    'webhook-timestamp': String(request!.headers['webhook-timestamp']),
    'webhook-signature': String(request!.headers['webhook-signature']),
  };
  return { request: request!, headers };
}

describe('webhook channel (Standard Webhooks)', () => {
  it('sends a reminder.due event whose signature the standardwebhooks library accepts', async () => {
    const { request, headers } = await received();
    const webhook = new Webhook(TEST_WEBHOOK_SECRET);
    const event = webhook.verify(request.body, headers) as Record<string, unknown>;
    assert.equal(request.headers['content-type'], 'application/json');
    assert.match(headers['webhook-id'], /^msg_[A-Za-z0-9_-]{24}$/);
    assert.match(headers['webhook-signature'], /^v1,[A-Za-z0-9+/]+=*$/);
    assert.equal(event['type'], 'reminder.due');
    assert.deepEqual(
      { ...(event['data'] as object), subscriptionId: 'id' },
      {
        subscriptionId: 'id',
        name: 'Netflix',
        amount: 15.99,
        amountMinor: 1599,
        currency: 'EUR',
        date: '2026-12-05',
        kind: 'renewal',
        daysUntil: 3,
        text: 'Netflix: €15.99 on Dec 5, 2026 (in 3 days)',
        title: 'Netflix renews in 3 days',
        body: 'Netflix: €15.99 on Dec 5, 2026.',
        language: 'en',
      },
    );
  });

  it('fails verification for a tampered body', async () => {
    const { request, headers } = await received();
    const tampered = request.body.replace('15.99', '1.99');
    assert.throws(() => new Webhook(TEST_WEBHOOK_SECRET).verify(tampered, headers));
  });

  it('fails verification for an old timestamp, even with the matching signature', async () => {
    const { request, headers } = await received();
    const old = Number(headers['webhook-timestamp']) - 600;
    assert.throws(
      () =>
        new Webhook(TEST_WEBHOOK_SECRET).verify(request.body, {
          ...headers,
          'webhook-timestamp': String(old),
        }),
      /timestamp|signature/i,
    );
  });

  it('fails verification with another secret', async () => {
    const { request, headers } = await received();
    const other = `whsec_${Buffer.from('another secret, also 32 bytes!!!').toString('base64')}`;
    assert.throws(() => new Webhook(other).verify(request.body, headers));
  });

  it('sends a digest as reminder.digest listing every reminder, soonest first', async () => {
    const { request, headers } = await received(aDigestMessage('en'));
    const event = new Webhook(TEST_WEBHOOK_SECRET).verify(request.body, headers) as {
      type: string;
      data: { title: string; reminders: Array<{ name: string; date: string }> };
    };
    assert.equal(event.type, 'reminder.digest');
    assert.equal(event.data.title, '3 subscription reminders');
    assert.deepEqual(
      event.data.reminders.map((r) => [r.name, r.date]),
      [
        ['Spotify', '2026-12-03'],
        ['Netflix', '2026-12-04'],
        ['iCloud', '2026-12-05'],
      ],
    );
  });
});
