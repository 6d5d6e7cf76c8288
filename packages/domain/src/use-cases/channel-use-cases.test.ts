import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext, webWriteContext } from '../audit/write-context.js';
import type { ChannelSender } from '../ports/channel-sender.js';
import { aTestWorld } from '../testing/test-world.js';
import { addChannel } from './add-channel.js';
import { listChannels } from './list-channels.js';
import { removeChannel } from './remove-channel.js';
import { sendTestMessage } from './send-test-message.js';
import { setChannelEnabled } from './set-channel-enabled.js';

async function aWorld() {
  const world = await aTestWorld({ now: '2026-03-02T09:00:00.000Z' });
  return { ...world, ctx: cliWriteContext(world.accountId, 'req-1') };
}

describe('addChannel, listChannels and removeChannel', () => {
  it('adds an enabled channel, creating default settings, and audits it without secrets', async () => {
    const { ports, ctx, accountId } = await aWorld();
    const { channel, secret } = await addChannel(ports, ctx, {
      kind: 'bark',
      url: 'https://api.day.app/push',
      deviceKey: 'dk-secret',
    });
    assert.equal(secret, null);
    assert.deepEqual(
      [channel.kind, channel.label, channel.enabled, channel.digest, channel.destination],
      ['bark', 'Bark', true, false, 'api.day.app'],
    );
    assert.equal((await ports.notificationSettings.get(accountId))?.pushConfigured, true);
    const [record] = (await ports.audit.list(accountId, { limit: 5, offset: 0, filters: {} }))
      .items;
    assert.equal(record?.action, 'channel.created');
    assert.deepEqual(record?.actor, { type: 'cli', id: null });
    assert.equal(JSON.stringify(record).includes('dk-secret'), false);
  });

  it('gives a webhook a whsec_ secret once and never lists it', async () => {
    const { ports, ctx, accountId } = await aWorld();
    const { secret } = await addChannel(ports, ctx, { kind: 'webhook', url: 'https://w/h' });
    assert.match(String(secret), /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.equal(
      JSON.stringify(await listChannels(ports, accountId)).includes(String(secret)),
      false,
    );
  });

  it('removes a channel of the account and audits it; another account cannot', async () => {
    const { ports, ctx, accountId } = await aWorld();
    const { channel } = await addChannel(ports, ctx, { kind: 'ntfy', url: 'https://n/t' });
    await assert.rejects(
      () => removeChannel(ports, cliWriteContext('other-account', 'r'), channel.channelId),
      { code: 'not_found' },
    );
    await removeChannel(ports, ctx, channel.channelId);
    assert.deepEqual(await listChannels(ports, accountId), []);
    const [record] = (await ports.audit.list(accountId, { limit: 5, offset: 0, filters: {} }))
      .items;
    assert.equal(record?.action, 'channel.removed');
    await assert.rejects(() => listChannels(ports, 'missing'), { code: 'account_not_found' });
  });
});

describe('listChannels: what older versions kept of an answer', () => {
  it('shows a stored failure as status and words, without the answer text an older version kept', async () => {
    const { ports, ctx, accountId } = await aWorld();
    const { channel } = await addChannel(ports, ctx, {
      kind: 'webhook',
      url: 'https://w.example.org/h',
    });
    const stored = [
      ['s1', 'The receiver answered 500 Internal Server Error: <html>db01 secret</html>'],
      ['s2', 'The SMTP server answered 535 5.7.8 Authentication failed for admin'],
      [
        's3',
        'The receiver answered 302 Found, a redirect; redirects are not followed, so give the final URL',
      ],
    ] as const;
    for (const [subscriptionId, error] of stored) {
      const key = {
        accountId,
        channelId: channel.channelId,
        subscriptionId,
        kind: 'renewal' as const,
        dueDate: '2026-03-04' as const,
        offsetDays: 3,
      };
      await ports.reminderDeliveries.claim(
        key,
        '2026-03-02T09:00:00.000Z',
        '2026-03-02T09:01:00.000Z',
      );
      await ports.reminderDeliveries.recordFailure(
        key,
        '2026-03-02T09:00:01.000Z',
        error,
        '2026-03-02T09:01:01.000Z',
      );
    }
    const errors = (await listChannels(ports, accountId))[0]?.lastDeliveries.map((d) => d.error);
    assert.deepEqual(errors?.sort(), [
      'The SMTP server answered 535',
      'The receiver answered 302 Found, a redirect; redirects are not followed, so give the final URL',
      'The receiver answered 500 Internal Server Error',
    ]);
  });
});

describe('setChannelEnabled', () => {
  it('disables and enables a channel, audited as the actor, with pushConfigured following', async () => {
    const { ports, accountId } = await aWorld();
    const webCtx = webWriteContext(accountId, 'session-public-1', 'member-1', 'req-2');
    const { channel } = await addChannel(ports, webCtx, { kind: 'ntfy', url: 'https://n/t' });
    const off = await setChannelEnabled(ports, webCtx, channel.channelId, false);
    assert.equal(off.enabled, false);
    assert.equal((await listChannels(ports, accountId))[0]?.enabled, false);
    assert.equal((await ports.notificationSettings.get(accountId))?.pushConfigured, false);
    const [record] = (await ports.audit.list(accountId, { limit: 5, offset: 0, filters: {} }))
      .items;
    assert.equal(record?.action, 'channel.updated');
    assert.equal(record?.resourceId, channel.channelId);
    assert.deepEqual(record?.changes, { enabled: { from: true, to: false } });
    assert.deepEqual(record?.actor, { type: 'web', id: 'session-public-1', memberId: 'member-1' });
    assert.equal((await setChannelEnabled(ports, webCtx, channel.channelId, true)).enabled, true);
    assert.equal((await ports.notificationSettings.get(accountId))?.pushConfigured, true);
  });

  it('writes nothing when the value does not change, and refuses another account', async () => {
    const { ports, ctx, accountId } = await aWorld();
    const { channel } = await addChannel(ports, ctx, { kind: 'webhook', url: 'https://w/h' });
    await setChannelEnabled(ports, ctx, channel.channelId, true);
    const actions = (
      await ports.audit.list(accountId, { limit: 5, offset: 0, filters: {} })
    ).items.map((r) => r.action);
    assert.deepEqual(actions, ['channel.created']);
    await assert.rejects(
      () => setChannelEnabled(ports, cliWriteContext('other', 'r'), channel.channelId, false),
      { code: 'not_found' },
    );
    assert.equal((await listChannels(ports, accountId))[0]?.enabled, true);
  });
});

describe('sendTestMessage', () => {
  it('sends a test in the account language and masks a secret the receiver echoed', async () => {
    const { ports, ctx } = await aWorld();
    const { channel } = await addChannel(ports, ctx, {
      kind: 'gotify',
      url: 'https://g',
      token: 'tok-secret',
    });
    const seen: string[] = [];
    const sender: ChannelSender = {
      async send(_channel, message) {
        seen.push(message.title);
        return {
          delivered: false,
          status: 401,
          error: 'The receiver answered 401: bad tok-secret',
        };
      },
    };
    const outcome = await sendTestMessage(ports, sender, channel.channelId);
    assert.deepEqual(outcome, {
      delivered: false,
      status: 401,
      error: 'The receiver answered 401: bad ***',
    });
    assert.deepEqual(seen, ['subtrack test message']);
    await assert.rejects(sendTestMessage(ports, sender, channel.channelId, 'other'), {
      code: 'not_found',
    });
  });
  it('answers a failed outcome, never an exception, when the sender throws', async () => {
    const { ports, ctx } = await aWorld();
    const { channel } = await addChannel(ports, ctx, {
      kind: 'ntfy',
      url: 'https://n.example.org/t',
    });
    const throwing: ChannelSender = {
      send() {
        throw new ReferenceError("Cannot access 'onAbort' before initialization");
      },
    };
    assert.deepEqual(await sendTestMessage(ports, throwing, channel.channelId), {
      delivered: false,
      status: null,
      error: 'Could not deliver: an unexpected error while sending (ReferenceError)',
    });
    const rejecting: ChannelSender = { send: () => Promise.reject(new Error('boom tk_x')) };
    assert.equal(
      (await sendTestMessage(ports, rejecting, channel.channelId)).error,
      'Could not deliver: an unexpected error while sending (Error)',
    );
  });
});
