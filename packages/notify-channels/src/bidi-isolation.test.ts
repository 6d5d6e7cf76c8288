// Issue 20: a subscription name holding a bidi control (U+202E RIGHT-TO-LEFT OVERRIDE makes
// "gnp.exe" read "exe.png") reaches every kind of channel isolated, so it cannot reorder
// the rest of a push title, an email subject or a line; a webhook's data keeps it raw.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHANNEL_KINDS, composeDigestMessage, composeReminderMessage } from '@subtrack/domain';
import { aDueReminder } from '@subtrack/domain/testing';
import { startKindReceiver } from './testing/kind-receivers.js';
import { sendTo } from './testing/send-to.js';

const OVERRIDE_NAME = '\u202egnp.exe';
const ISOLATED = '\u2068\u202egnp.exe\u202c\u2069';

describe('a name with a bidi override, through every channel kind', () => {
  for (const kind of CHANNEL_KINDS) {
    it(`reaches ${kind} isolated in the title and text`, async (t) => {
      const receiver = await startKindReceiver(kind);
      t.after(() => receiver.close());
      const options = receiver.trustedCa ? { trustedCa: receiver.trustedCa } : {};
      const message = composeReminderMessage(
        aDueReminder({ name: OVERRIDE_NAME }),
        'channel-1',
        'en',
      );
      const outcome = await sendTo(receiver.input, message, options);
      assert.equal(outcome.delivered, true, String(outcome.error));
      const [seen] = receiver.seen();
      assert.equal(seen?.title, `${ISOLATED} renews in 3 days`);
      assert.ok(seen?.body.startsWith(`${ISOLATED}: `), JSON.stringify(seen?.body));
    });
  }

  it('keeps the raw name in a webhook event’s data, beside the isolated texts', async (t) => {
    const receiver = await startKindReceiver('webhook');
    t.after(() => receiver.close());
    const reminders = [aDueReminder({ name: OVERRIDE_NAME }), aDueReminder({ name: 'Netflix' })];
    await sendTo(receiver.input, composeDigestMessage(reminders, 'channel-1', 'en'));
    const event = JSON.parse(receiver.http!.received[0]!.body) as {
      data: { body: string; reminders: Array<{ name: string; text: string }> };
    };
    assert.deepEqual(
      event.data.reminders.map((r) => r.name),
      [OVERRIDE_NAME, 'Netflix'],
    );
    assert.ok(event.data.reminders[0]!.text.startsWith(ISOLATED));
    assert.ok(event.data.body.includes(`• ${ISOLATED}: `));
    assert.ok(event.data.body.includes('• Netflix: '), 'a plain name is left as it is');
  });
});
