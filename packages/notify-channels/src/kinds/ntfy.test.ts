import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startKindReceiver, TEST_SECRETS } from '../testing/kind-receivers.js';
import { aRenewalMessage, sendTo } from '../testing/send-to.js';
import { headerText } from './ntfy.js';

describe('ntfy channel', () => {
  it('POSTs the text to the topic URL with Title, Tags, Priority and the access token', async (t) => {
    const receiver = await startKindReceiver('ntfy');
    t.after(() => receiver.close());

    const outcome = await sendTo(receiver.input, aRenewalMessage('en'));

    assert.equal(outcome.delivered, true);
    const [request] = receiver.http!.received;
    assert.equal(request?.method, 'POST');
    assert.equal(request?.path, '/subtrack-bills');
    assert.equal(request?.body, 'Netflix: €15.99 on Dec 5, 2026.');
    assert.equal(request?.headers['title'], 'Netflix renews in 3 days');
    assert.equal(request?.headers['tags'], 'credit_card');
    assert.equal(request?.headers['priority'], '3');
    assert.equal(request?.headers['authorization'], `Bearer ${TEST_SECRETS.ntfyToken}`);
    assert.equal(request?.headers['content-type'], 'text/plain; charset=utf-8');
  });

  it('sends no Authorization without a token and raises the priority on the day itself', async (t) => {
    const receiver = await startKindReceiver('ntfy');
    t.after(() => receiver.close());
    const { token: _none, ...input } = receiver.input;

    await sendTo(input, aRenewalMessage('en', 0));

    const [request] = receiver.http!.received;
    assert.equal(request?.headers['authorization'], undefined);
    assert.equal(request?.headers['priority'], '4');
  });

  it('encodes a title with umlauts as an RFC 2047 word that ntfy decodes to UTF-8', async (t) => {
    const receiver = await startKindReceiver('ntfy');
    t.after(() => receiver.close());
    await sendTo(receiver.input, aRenewalMessage('de-DE'));
    assert.equal(receiver.seen()[0]?.title, 'Netflix verlängert sich in 3 Tagen');
    assert.equal(headerText('plain'), 'plain');
    assert.equal(headerText('é'), '=?UTF-8?B?w6k=?=');
  });
});
