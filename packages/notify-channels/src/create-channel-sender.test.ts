import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChannelConfig } from '@subtrack/domain';
import { aChannel } from '@subtrack/domain/testing';
import { createChannelSender } from './create-channel-sender.js';
import { INVALID_URL, UNSENDABLE_HEADER } from './http/failure-words.js';
import { startHttpReceiver } from './testing/http-receiver.js';
import { aRenewalMessage } from './testing/send-to.js';

describe('createChannelSender', () => {
  it('answers a failed outcome for a channel an older version stored with a token HTTP cannot carry', async (t) => {
    const receiver = await startHttpReceiver();
    t.after(() => receiver.close());
    // The reminder worker's sender: a shutdown signal is set.
    const sender = createChannelSender({ timeoutMs: 2_000, signal: new AbortController().signal });
    const configs: ChannelConfig[] = [
      { kind: 'ntfy', url: `${receiver.origin}/bills`, token: 'tk_\u200bpasted' },
      { kind: 'ntfy', url: `${receiver.origin}/bills`, token: 'tk_\u4e2d\u6587' },
      { kind: 'gotify', url: receiver.origin, token: 'Abc\r\nX-Injected: 1' },
    ];
    for (const config of configs) {
      const outcome = await sender.send(aChannel({ config }), aRenewalMessage('en'));
      assert.deepEqual(outcome, { delivered: false, status: null, error: UNSENDABLE_HEADER });
    }
    assert.equal(receiver.received.length, 0);
  });

  it('answers a failed outcome for a stored Gotify server URL that is not a URL', async () => {
    const sender = createChannelSender({ timeoutMs: 2_000 });
    const channel = aChannel({ config: { kind: 'gotify', url: 'not a url', token: 'Abc' } });
    assert.deepEqual(await sender.send(channel, aRenewalMessage('en')), {
      delivered: false,
      status: null,
      error: INVALID_URL,
    });
  });
});
