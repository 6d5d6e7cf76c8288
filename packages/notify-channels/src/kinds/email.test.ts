import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startKindReceiver } from '../testing/kind-receivers.js';
import { aDigestMessage, aRenewalMessage, sendTo } from '../testing/send-to.js';

async function emailReceiver(t: { after: (fn: () => Promise<void>) => void }) {
  const receiver = await startKindReceiver('email');
  t.after(() => receiver.close());
  return { receiver, options: { trustedCa: receiver.trustedCa! } };
}

describe('email channel', () => {
  it('sends over STARTTLS with login, a text and an HTML part, in the account language', async (t) => {
    const { receiver, options } = await emailReceiver(t);

    const outcome = await sendTo(receiver.input, aRenewalMessage('de-DE'), options);

    assert.deepEqual(outcome, { delivered: true, status: 250, error: null });
    const [mail] = receiver.smtp!.received;
    assert.equal(mail?.secure, true, 'upgraded with STARTTLS before the data');
    assert.equal(mail?.user, 'reminders');
    assert.equal(mail?.mailFrom, 'subtrack@example.org');
    assert.deepEqual(mail?.rcptTo, ['owner@example.org']);
    const parsed = mail!.parsed;
    assert.equal(parsed.subject, 'Netflix verlängert sich in 3 Tagen');
    assert.equal(parsed.from?.text, 'subtrack@example.org');
    assert.equal(parsed.headers.get('content-language'), 'de');
    assert.equal(parsed.headers.get('auto-submitted'), 'auto-generated');
    assert.match(parsed.text ?? '', /^Netflix: 15,99\u00a0€ am 5\. Dez\. 2026\.$/m);
    assert.match(String(parsed.html), /<html lang="de">/);
    assert.match(String(parsed.html), /<p>Netflix: 15,99\u00a0€ am 5\. Dez\. 2026\.<\/p>/);
  });

  it('lists a digest as one HTML list item per reminder', async (t) => {
    const { receiver, options } = await emailReceiver(t);
    await sendTo(receiver.input, aDigestMessage('en'), options);
    const html = String(receiver.smtp!.received[0]?.parsed.html);
    assert.equal(html.match(/<li>/g)?.length, 3);
  });

  it('refuses a server whose certificate is not trusted, saying so in words', async (t) => {
    const { receiver } = await emailReceiver(t);
    const outcome = await sendTo(receiver.input, aRenewalMessage('en'));
    assert.equal(outcome.delivered, false);
    assert.match(String(outcome.error), /certificate|self[- ]signed/i);
    assert.equal(receiver.smtp!.received.length, 0);
  });

  it('reports the SMTP reply of a refused message and a wrong password', async (t) => {
    const { receiver, options } = await emailReceiver(t);
    receiver.mode = 'error';
    const refused = await sendTo(receiver.input, aRenewalMessage('en'), options);
    assert.equal(refused.status, 451);
    assert.match(String(refused.error), /^The SMTP server answered 451 Mailbox busy/);
    receiver.mode = 'ok';
    const wrong = await sendTo(
      { ...receiver.input, smtpPassword: 'nope' },
      aRenewalMessage(),
      options,
    );
    assert.equal(wrong.status, 535);
    assert.doesNotMatch(String(wrong.error), /nope|smtp-password-secret/);
  });
});
