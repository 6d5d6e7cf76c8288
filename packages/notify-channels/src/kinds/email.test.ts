import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startKindReceiver } from '../testing/kind-receivers.js';
import { closedPort, startOtherService } from '../testing/other-services.js';
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

  it('writes to an account in zh-CN in Simplified Chinese, said as zh-Hans', async (t) => {
    const { receiver, options } = await emailReceiver(t);
    await sendTo(receiver.input, aRenewalMessage('zh-CN'), options);
    const parsed = receiver.smtp!.received[0]!.parsed;
    assert.equal(parsed.headers.get('content-language'), 'zh-Hans');
    assert.match(parsed.subject ?? '', /3 天后续订$/);
    assert.match(String(parsed.html), /<html lang="zh-Hans">/);
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
    assert.equal(refused.error, 'The SMTP server answered 451: message refused');
    receiver.mode = 'ok';
    const wrong = await sendTo(
      { ...receiver.input, smtpPassword: 'nope' },
      aRenewalMessage(),
      options,
    );
    assert.equal(wrong.status, 535);
    assert.equal(wrong.error, 'The SMTP server answered 535: login refused');
  });

  it('gives a closed port, a service that is not SMTP and one that never greets the same words', async (t) => {
    const { receiver, options } = await emailReceiver(t);
    receiver.mode = 'hang';
    const greets = await startOtherService('greets');
    const silent = await startOtherService('silent');
    t.after(() => Promise.all([greets.close(), silent.close()]));
    const ports = [await closedPort(), greets.port, silent.port, receiver.smtp!.port];
    for (const smtpPort of ports) {
      const outcome = await sendTo({ ...receiver.input, smtpPort }, aRenewalMessage('en'), {
        ...options,
        emailTimeoutMs: 300,
      });
      assert.deepEqual(
        outcome,
        {
          delivered: false,
          status: null,
          error:
            'Could not deliver: no connection (check the host, the port and that the receiver is running)',
        },
        String(smtpPort),
      );
    }
  });

  it('refuses an SMTP server on a private address after DNS when private targets are blocked', async (t) => {
    const { receiver, options } = await emailReceiver(t);
    for (const smtpHost of ['localhost', '127.0.0.1']) {
      const outcome = await sendTo({ ...receiver.input, smtpHost }, aRenewalMessage('en'), {
        ...options,
        blockPrivateTargets: true,
      });
      assert.equal(outcome.delivered, false);
      assert.match(
        String(outcome.error),
        new RegExp(`^Refused to connect to ${smtpHost}: .* loopback address`),
      );
    }
    assert.equal(receiver.smtp!.received.length, 0);
  });
});
