import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startKindReceiver, TEST_SECRETS } from '../testing/kind-receivers.js';
import { aRenewalMessage, sendTo } from '../testing/send-to.js';
import { gotifyMessageUrl } from './gotify.js';

describe('gotify channel', () => {
  it('POSTs {title, message, priority} to <server>/message with X-Gotify-Key', async (t) => {
    const receiver = await startKindReceiver('gotify');
    t.after(() => receiver.close());

    const outcome = await sendTo(receiver.input, aRenewalMessage('en'));

    assert.equal(outcome.delivered, true);
    const [request] = receiver.http!.received;
    assert.equal(request?.method, 'POST');
    assert.equal(request?.path, '/gotify/message');
    assert.equal(request?.headers['x-gotify-key'], TEST_SECRETS.gotifyToken);
    assert.equal(request?.headers['content-type'], 'application/json; charset=utf-8');
    assert.deepEqual(JSON.parse(request!.body), {
      title: 'Netflix renews in 3 days',
      message: 'Netflix: €15.99 on Dec 5, 2026.',
      priority: 5,
    });
  });

  it('appends /message to the server URL, with or without a path or trailing slash', () => {
    assert.equal(gotifyMessageUrl('https://g.example'), 'https://g.example/message');
    assert.equal(gotifyMessageUrl('https://g.example/gotify/'), 'https://g.example/gotify/message');
  });
});
