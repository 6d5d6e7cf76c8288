import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startKindReceiver, TEST_SECRETS } from '../testing/kind-receivers.js';
import { aRenewalMessage, sendTo } from '../testing/send-to.js';

describe('bark channel', () => {
  it('POSTs Bark JSON {device_key, title, body, group} to the push URL', async (t) => {
    const receiver = await startKindReceiver('bark');
    t.after(() => receiver.close());

    const outcome = await sendTo(receiver.input, aRenewalMessage('en'));

    assert.deepEqual(outcome, { delivered: true, status: 200, error: null });
    const [request] = receiver.http!.received;
    assert.equal(request?.method, 'POST');
    assert.equal(request?.path, '/push');
    assert.equal(request?.headers['content-type'], 'application/json; charset=utf-8');
    assert.deepEqual(JSON.parse(request!.body), {
      device_key: TEST_SECRETS.deviceKey,
      title: 'Netflix renews in 3 days',
      body: 'Netflix: €15.99 on Dec 5, 2026.',
      group: 'subscriptions',
    });
  });
});
