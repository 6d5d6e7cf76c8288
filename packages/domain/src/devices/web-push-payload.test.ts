import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeDigestMessage, composeReminderMessage } from '../reminders/reminder-message.js';
import { aDueReminder } from '../testing/builders.js';
import { MAX_PUSH_PAYLOAD_BYTES, webPushPayload } from './web-push-payload.js';

describe('webPushPayload', () => {
  it('shows one reminder’s title and text and opens its subscription’s page', () => {
    const reminder = aDueReminder({ subscriptionId: 'sub-42', name: 'Netflix', daysUntil: 1 });
    const message = composeReminderMessage(reminder, 'channel-1', 'fr-FR');
    assert.deepEqual(webPushPayload(message), {
      title: message.title,
      body: message.body,
      url: '/subscriptions/sub-42',
      tag: message.id,
      lang: 'fr',
    });
  });

  it('opens the dashboard for a message about several reminders', () => {
    const message = composeDigestMessage(
      [aDueReminder({ name: 'A' }), aDueReminder({ name: 'B' })],
      'channel-1',
      'en',
    );
    assert.equal(webPushPayload(message).url, '/');
  });

  it('cuts a text too long for a push message, ending it with an ellipsis', () => {
    const name = 'Ä'.repeat(3000);
    const message = composeReminderMessage(aDueReminder({ name }), 'channel-1', 'en');
    const payload = webPushPayload(message);
    assert.ok(Buffer.byteLength(JSON.stringify(payload)) <= MAX_PUSH_PAYLOAD_BYTES);
    assert.ok(payload.body.endsWith('…'));
    assert.ok([...payload.title].length <= 200);
  });
});
