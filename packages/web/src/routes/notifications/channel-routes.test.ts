import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addChannel,
  type ChannelSender,
  cliWriteContext,
  createSubscription,
  listChannels,
  parseCreateSubscriptionBody,
} from '@subtrack/domain';
import { aChannel, aSubscriptionBody, auditRecordsOf } from '@subtrack/domain/testing';
import { startScreenServer } from '../../testing/screen-server.js';
import { registerNotificationRoutes } from '../notifications-routes.js';

const NTFY = {
  kind: 'ntfy',
  label: 'Phone',
  url: 'https://ntfy.example.org/bills',
  token: 'tk_secret_token',
};

/** A sender that answers like a receiver would, remembering what it was asked to send. */
function aSender(answer: { delivered: boolean; status: number | null; error: string | null }) {
  const sent: string[] = [];
  const sender: ChannelSender = {
    async send(channel, message) {
      sent.push(`${channel.label}: ${message.title}`);
      return answer;
    },
  };
  return { sender, sent };
}

const start = (t: Parameters<typeof startScreenServer>[0], sender?: ChannelSender) =>
  startScreenServer(
    t,
    registerNotificationRoutes,
    sender ? { deps: { channelSender: sender } } : {},
  );

describe('the Channels section of /notifications', () => {
  it('lists each channel in words with its last deliveries, never a secret', async (t) => {
    const server = await start(t);
    const ctx = cliWriteContext(server.accountId, 'req-1');
    const { channel } = await addChannel(server.ports, ctx, {
      kind: 'gotify',
      label: 'Home server',
      url: 'https://gotify.example.org',
      token: 'gotify-app-token',
      digest: true,
    });
    await addChannel(server.ports, ctx, {
      kind: 'bark',
      url: 'https://api.day.app/push',
      deviceKey: 'bark-device-key',
    });
    const { secret } = await addChannel(server.ports, ctx, {
      kind: 'webhook',
      url: 'https://hooks.example.org/x',
    });
    await addChannel(server.ports, ctx, {
      kind: 'email',
      smtpHost: 'smtp.example.org',
      smtpPort: '587',
      smtpUser: 'me',
      smtpPassword: 'smtp-password',
      from: 'a@example.org',
      to: 'me@example.org',
    });
    const subscription = await createSubscription(
      server.ports,
      ctx,
      parseCreateSubscriptionBody(
        aSubscriptionBody({ name: 'Netflix', nextPaymentDate: '2026-11-23' }),
      ),
    );
    const key = {
      accountId: server.accountId,
      subscriptionId: subscription.id,
      kind: 'renewal' as const,
      dueDate: '2026-11-23' as const,
      offsetDays: 3,
      channelId: channel.channelId,
    };
    await server.ports.reminderDeliveries.claim(
      key,
      '2026-11-21T07:00:00.000Z',
      '2026-11-21T07:01:00.000Z',
    );
    await server.ports.reminderDeliveries.recordFailure(
      key,
      '2026-11-21T07:00:01.000Z',
      // As an older version stored it, with the start of the receiver's answer.
      'The receiver answered 401 Unauthorized: {"error":"internal detail"}',
      '2026-11-21T07:01:01.000Z',
    );

    const page = await server.get('/notifications');
    assert.equal(page.status, 200);
    assert.match(page.html, /<h2 id="channels-title">Channels<\/h2>/);
    assert.match(page.html, /<h3 id="channel-[^"]+-title">Home server<\/h3>/);
    assert.match(page.html, /<dd>Gotify<\/dd><dt>Sends to<\/dt><dd>gotify.example.org<\/dd>/);
    assert.match(page.html, /<dd>One digest per check<\/dd>/);
    assert.match(page.html, /<dd>Bark \(the push endpoint above\)<\/dd>/);
    assert.match(page.html, /<dd>me@example.org<\/dd>/);
    assert.match(page.html, /Renewal of Netflix on Nov 23, 2026, 3 days before/);
    assert.match(
      page.html,
      /<td><span class="badge negative">Failed<\/span><\/td><td>The receiver answered 401 Unauthorized<\/td>/,
    );
    assert.equal(page.html.includes('internal detail'), false);
    assert.match(page.html, /No reminders sent to it yet/);
    for (const hidden of ['gotify-app-token', 'bark-device-key', 'smtp-password', String(secret)])
      assert.equal(page.html.includes(hidden), false, hidden);
    assert.match(page.html, /<label for="kind">Kind<\/label>/);
    assert.match(page.html, /<button type="submit" class="secondary">Continue<\/button>/);
  });
});

describe('adding a channel', () => {
  it('asks for the kind first, then shows the kind’s labelled fields', async (t) => {
    const server = await start(t);
    const ntfy = await server.get('/notifications/channels/new?kind=ntfy');
    assert.equal(ntfy.status, 200);
    assert.match(ntfy.html, /<h1>Add an ntfy channel<\/h1>/);
    for (const label of ['Label', 'Topic URL', 'Access token', 'Send one digest per check'])
      assert.match(ntfy.html, new RegExp(`${label}</label>|>${label}</label>`));
    assert.match(ntfy.html, /<button type="submit">Add channel<\/button>/);
    const email = await server.get('/notifications/channels/new?kind=email');
    for (const label of [
      'SMTP host',
      'SMTP port',
      'SMTP user',
      'SMTP password',
      'TLS',
      'From',
      'To',
    ])
      assert.match(email.html, new RegExp(`<label for="[a-zA-Z]+">${label}</label>`));
    assert.match(email.html, /<option value="implicit">Implicit TLS<\/option>/);
    const gotify = await server.get('/notifications/channels/new?kind=gotify');
    assert.match(gotify.html, /Server URL<\/label>[\s\S]*App token<\/label>/);
    const webhook = await server.get('/notifications/channels/new?kind=webhook');
    assert.match(webhook.html, /Webhook URL<\/label>/);
    const bark = await server.get('/notifications/channels/new?kind=bark');
    assert.match(bark.html, /Server URL<\/label>[\s\S]*Device key<\/label>/);
    const unknown = await server.get('/notifications/channels/new?kind=slack');
    assert.equal(unknown.status, 303);
  });

  it('adds an ntfy channel through the domain, audited as the web session', async (t) => {
    const server = await start(t);
    const added = await server.post('/notifications/channels', { ...NTFY, digest: 'true' });
    assert.equal(added.status, 303);
    assert.equal(added.headers.get('location'), '/notifications');
    const [channel] = await listChannels(server.ports, server.accountId);
    assert.deepEqual(
      [channel?.kind, channel?.label, channel?.enabled, channel?.digest],
      ['ntfy', 'Phone', true, true],
    );
    const stored = await server.ports.channels.findById(String(channel?.channelId));
    assert.deepEqual(stored?.config, { kind: 'ntfy', url: NTFY.url, token: NTFY.token });
    const [record] = await auditRecordsOf(server.ports, server.accountId);
    assert.equal(record?.action, 'channel.created');
    assert.deepEqual(record?.actor, {
      type: 'web',
      id: 'session-public-1',
      memberId: server.session.memberId,
    });
    const page = await server.get('/notifications');
    assert.match(page.html, /Channel “Phone” added/);
    assert.equal(page.html.includes(NTFY.token), false);
  });

  it('shows the domain’s message beside the field, keeps what was typed and clears secrets', async (t) => {
    const server = await start(t);
    const page = await server.post('/notifications/channels', {
      kind: 'gotify',
      label: 'Home',
      url: 'ftp://gotify.example.org',
      token: 'typed-token',
    });
    assert.equal(page.status, 400);
    assert.match(page.html, /<title>Error: Add a Gotify channel/);
    assert.match(
      page.html,
      /<a href="#url">Enter a web address that starts with https:\/\/ or http:\/\/\.<\/a>/,
    );
    assert.match(page.html, /id="url-error"/);
    assert.match(page.html, /value="ftp:\/\/gotify.example.org"/);
    assert.match(page.html, /value="Home"/);
    assert.equal(page.html.includes('typed-token'), false);
    assert.deepEqual(await listChannels(server.ports, server.accountId), []);

    const email = await server.post('/notifications/channels', {
      kind: 'email',
      smtpHost: 'smtp.example.org',
      smtpPort: '587',
      smtpUser: 'me',
      smtpPassword: '',
      tls: 'starttls',
      from: 'a@example.org',
      to: 'me@example.org',
    });
    assert.equal(email.status, 400);
    assert.match(
      email.html,
      /<a href="#smtpPassword">A user name needs its password: enter the SMTP password too\.<\/a>/,
    );
    assert.match(email.html, /value="me"/);
  });

  it('shows the token’s error beside its field for a pasted invisible character, adding nothing', async (t) => {
    const server = await start(t);
    const page = await server.post('/notifications/channels', {
      ...NTFY,
      token: 'tk_\u200bsecret',
    });
    assert.equal(page.status, 400);
    assert.match(
      page.html,
      /<a href="#token">Type or paste the token again, without spaces or invisible characters\.<\/a>/,
    );
    assert.match(page.html, /id="token-error"/);
    assert.deepEqual(await listChannels(server.ports, server.accountId), []);
  });

  it('shows a webhook’s signing secret once, with what it is for', async (t) => {
    const server = await start(t);
    await server.post('/notifications/channels', {
      kind: 'webhook',
      label: 'Home Assistant',
      url: 'https://ha.example.org/api/webhook/x',
    });
    const page = await server.get('/notifications');
    const secret = /id="new-webhook-secret" type="text" value="(whsec_[^"]+)"/.exec(page.html)?.[1];
    assert.match(String(secret), /^whsec_[A-Za-z0-9+/]{43}=$/);
    assert.match(page.html, /It will not be shown again/);
    assert.match(page.html, /webhook-signature/);
    const again = await server.get('/notifications');
    assert.equal(again.html.includes(String(secret)), false);
    assert.equal(again.html.includes('new-webhook-secret'), false);
  });
});

describe('Send test', () => {
  it('says the message was delivered with the receiver’s status', async (t) => {
    const { sender, sent } = aSender({ delivered: true, status: 200, error: null });
    const server = await start(t, sender);
    await server.post('/notifications/channels', NTFY);
    const [channel] = await listChannels(server.ports, server.accountId);
    const tested = await server.post(`/notifications/channels/${channel?.channelId}/test`, {});
    assert.equal(tested.status, 303);
    assert.deepEqual(sent, ['Phone: subtrack test message']);
    const page = await server.get('/notifications');
    assert.match(page.html, /Test message delivered to “Phone”: the receiver answered 200./);
  });

  it('says why it was not delivered, without a secret the receiver echoed', async (t) => {
    const { sender } = aSender({
      delivered: false,
      status: 401,
      error: 'The receiver answered 401: bad tk_secret_token',
    });
    const server = await start(t, sender);
    await server.post('/notifications/channels', NTFY);
    const [channel] = await listChannels(server.ports, server.accountId);
    await server.post(`/notifications/channels/${channel?.channelId}/test`, {});
    const page = await server.get('/notifications');
    assert.match(
      page.html,
      /Test message not delivered to “Phone”: The receiver answered 401: bad \*\*\*/,
    );
    assert.equal(page.html.includes('tk_secret_token'), false);
  });
  it('answers with a notice, not a 500, when sending throws', async (t) => {
    const throwing: ChannelSender = {
      send() {
        throw Object.assign(
          new TypeError('Invalid character in header content ["authorization"]'),
          {
            code: 'ERR_INVALID_CHAR',
          },
        );
      },
    };
    const server = await start(t, throwing);
    await server.post('/notifications/channels', NTFY);
    const [channel] = await listChannels(server.ports, server.accountId);
    const tested = await server.post(`/notifications/channels/${channel?.channelId}/test`, {});
    assert.equal(tested.status, 303);
    const page = await server.get('/notifications');
    assert.match(
      page.html,
      /Test message not delivered to “Phone”: Could not deliver: an unexpected error while sending \(ERR_INVALID_CHAR\)/,
    );
  });
});

describe('Disable, Enable and Remove', () => {
  it('disables and enables a channel, audited as the web session', async (t) => {
    const server = await start(t);
    await server.post('/notifications/channels', NTFY);
    const [channel] = await listChannels(server.ports, server.accountId);
    const id = String(channel?.channelId);
    assert.match(
      (await server.get('/notifications')).html,
      /<dd><span class="badge positive">Enabled<\/span><\/dd>[\s\S]*>Disable<span/,
    );
    assert.equal((await server.post(`/notifications/channels/${id}/disable`, {})).status, 303);
    assert.equal((await listChannels(server.ports, server.accountId))[0]?.enabled, false);
    const page = await server.get('/notifications');
    assert.match(page.html, /Channel “Phone” disabled/);
    assert.match(
      page.html,
      /<dd><span class="badge ended">Disabled<\/span> <span class="quiet">It gets no reminders.<\/span><\/dd>[\s\S]*>Enable<span/,
    );
    const [record] = await auditRecordsOf(server.ports, server.accountId);
    assert.deepEqual(
      [record?.action, record?.actor.type, record?.changes],
      ['channel.updated', 'web', { enabled: { from: true, to: false } }],
    );
    await server.post(`/notifications/channels/${id}/enable`, {});
    assert.equal((await listChannels(server.ports, server.accountId))[0]?.enabled, true);
  });

  it('removes a channel only after its confirmation page', async (t) => {
    const server = await start(t);
    await server.post('/notifications/channels', NTFY);
    const [channel] = await listChannels(server.ports, server.accountId);
    const id = String(channel?.channelId);
    const confirm = await server.get(`/notifications/channels/${id}/remove`);
    assert.equal(confirm.status, 200);
    assert.match(confirm.html, /<h1>Remove the channel “Phone”\?<\/h1>/);
    assert.match(confirm.html, /<button type="submit" class="danger">Remove channel<\/button>/);
    assert.equal((await listChannels(server.ports, server.accountId)).length, 1);
    const removed = await server.post(`/notifications/channels/${id}/remove`, {});
    assert.equal(removed.status, 303);
    assert.deepEqual(await listChannels(server.ports, server.accountId), []);
    assert.match((await server.get('/notifications')).html, /Channel “Phone” removed/);
    const [record] = await auditRecordsOf(server.ports, server.accountId);
    assert.deepEqual([record?.action, record?.actor.type], ['channel.removed', 'web']);
  });

  it('answers 404 for an unknown channel or one of another account', async (t) => {
    const server = await start(t);
    assert.equal((await server.get('/notifications/channels/nope/remove')).status, 404);
    assert.equal((await server.post('/notifications/channels/nope/disable', {})).status, 404);
    assert.equal((await server.post('/notifications/channels/nope/test', {})).status, 404);
    const theirs = aChannel({ accountId: 'another-account' });
    await server.ports.channels.insert(theirs);
    assert.equal((await server.get(`/notifications/channels/${theirs.id}/remove`)).status, 404);
    assert.equal(
      (await server.post(`/notifications/channels/${theirs.id}/remove`, {})).status,
      404,
    );
    assert.equal(
      (await server.post(`/notifications/channels/${theirs.id}/disable`, {})).status,
      404,
    );
    assert.deepEqual(await server.ports.channels.findById(theirs.id), theirs);
  });
});
