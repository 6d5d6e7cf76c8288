import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PushMessage } from '@subtrack/domain';
import { createBarkSender, PushFailure, toPushFailure } from './push-sender.js';
import { startPushReceiver } from './test-support/push-receiver.js';

const message: PushMessage = {
  device_key: 'secret-key',
  title: 'Netflix renews tomorrow',
  body: 'Netflix: 15.99 USD on 2026-03-03.',
  group: 'subscriptions',
};

describe('createBarkSender', () => {
  it('POSTs the Bark JSON to the push URL', async (t) => {
    const receiver = await startPushReceiver();
    t.after(() => receiver.close());
    await createBarkSender()({ pushUrl: receiver.url, deviceKey: 'secret-key' }, message);
    assert.deepEqual(receiver.received, [
      { path: '/push', contentType: 'application/json; charset=utf-8', body: message },
    ]);
  });

  it('fails with the status code on a non-2xx answer', async (t) => {
    const receiver = await startPushReceiver('error');
    t.after(() => receiver.close());
    const send = createBarkSender();
    await assert.rejects(send({ pushUrl: receiver.url, deviceKey: 'k' }, message), {
      name: 'PushFailure',
      message: 'http_503',
    });
  });

  it('fails with a code that does not quote an unparsable URL', async () => {
    const send = createBarkSender();
    await assert.rejects(send({ pushUrl: 'not a url secret-key', deviceKey: 'k' }, message), {
      message: 'invalid_url',
    });
  });

  it('gives up when aborted from outside', async (t) => {
    const receiver = await startPushReceiver('hang');
    t.after(() => receiver.close());
    const controller = new AbortController();
    const send = createBarkSender({ timeoutMs: 60_000, signal: controller.signal });
    const attempt = send({ pushUrl: receiver.url, deviceKey: 'k' }, message);
    await receiver.waitForCount(1);
    controller.abort();
    await assert.rejects(attempt, { message: 'aborted' });
  });
});

describe('toPushFailure', () => {
  it('names a refused connection by its system code only', () => {
    const error = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:8080'), {
        code: 'ECONNREFUSED',
      }),
    });
    assert.equal(toPushFailure(error).message, 'connection_failed: ECONNREFUSED');
  });

  it('drops a cause code that is not a bare system code', () => {
    const error = new TypeError('fetch failed', { cause: { code: 'see http://secret/' } });
    assert.equal(toPushFailure(error).message, 'connection_failed');
    assert.equal(toPushFailure(new TypeError('fetch failed')).message, 'connection_failed');
  });

  it('maps anything else to a generic code', () => {
    assert.equal(toPushFailure('boom').message, 'push_failed');
    assert.equal(toPushFailure(new RangeError('http://secret')).message, 'push_failed');
    const known = new PushFailure('http_500');
    assert.equal(toPushFailure(known), known);
  });
});
