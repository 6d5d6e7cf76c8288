import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aDueReminder } from '../testing/builders.js';
import { formatAmount, formatLocalDate } from './format-for-locale.js';
import { messageLanguage } from './messages/index.js';
import {
  composeDigestMessage,
  composeReminderMessage,
  composeTestMessage,
} from './reminder-message.js';

const NBSP = '\u00a0';
const renewal = aDueReminder({
  name: 'Netflix',
  amountMinor: 1599,
  currency: 'EUR',
  dueDate: '2026-12-05',
  daysUntil: 3,
});
const trial = aDueReminder({
  name: 'Duolingo',
  kind: 'trial_end',
  period: 'yearly',
  amountMinor: 8399,
  currency: 'EUR',
  dueDate: '2026-12-05',
  daysUntil: 1,
});

describe('reminder texts in the account language', () => {
  const cases = [
    [
      'en-US',
      'Netflix renews in 3 days',
      'Netflix: €15.99 on Dec 5, 2026.',
      'Duolingo trial ends tomorrow',
      'The Duolingo trial ends on Dec 5, 2026; then €83.99 a year.',
    ],
    [
      'de-DE',
      'Netflix verlängert sich in 3 Tagen',
      `Netflix: 15,99${NBSP}€ am 5. Dez. 2026.`,
      'Testphase von Duolingo endet morgen',
      `Die Testphase von Duolingo endet am 5. Dez. 2026; danach 83,99${NBSP}€ pro Jahr.`,
    ],
    [
      'fr-FR',
      'Netflix se renouvelle dans 3 jours',
      `Netflix : 15,99${NBSP}€ le 5 déc. 2026.`,
      'L’essai de Duolingo se termine demain',
      `L’essai de Duolingo se termine le 5 déc. 2026 ; ensuite 83,99${NBSP}€ par an.`,
    ],
    [
      'es-ES',
      'Netflix se renueva en 3 días',
      `Netflix: 15,99${NBSP}€ el 5 dic 2026.`,
      'La prueba de Duolingo termina mañana',
      `La prueba de Duolingo termina el 5 dic 2026; después 83,99${NBSP}€ al año.`,
    ],
  ] as const;
  for (const [locale, title, body, trialTitle, trialBody] of cases) {
    it(`writes a renewal and a trial end in ${locale} with Intl amounts and dates`, () => {
      const message = composeReminderMessage(renewal, 'c1', locale);
      assert.deepEqual([message.title, message.body.replace(/\u202f/g, NBSP)], [title, body]);
      const trialMessage = composeReminderMessage(trial, 'c1', locale);
      assert.deepEqual(
        [trialMessage.title, trialMessage.body.replace(/\u202f/g, NBSP)],
        [trialTitle, trialBody],
      );
      assert.equal(message.language, locale.slice(0, 2));
    });
  }

  it('writes Simplified Chinese for an account in zh-CN, said as zh-Hans', () => {
    const message = composeReminderMessage(renewal, 'c1', 'zh-CN');
    const trialMessage = composeReminderMessage(trial, 'c1', 'zh-CN');
    assert.deepEqual(
      [message.language, message.title, message.body, trialMessage.title, trialMessage.body],
      [
        'zh-Hans',
        'Netflix 3 天后续订',
        'Netflix：2026年12月5日 续订，€15.99。',
        'Duolingo 的免费试用明天结束',
        'Duolingo 的免费试用于 2026年12月5日 结束；之后每年 €83.99。',
      ],
    );
    assert.equal(composeDigestMessage([renewal, trial], 'c1', 'zh-CN').title, '2 条订阅提醒');
    const test = composeTestMessage('c1', 'zh-Hans-CN', '2026-12-01T00:00:00.000Z');
    assert.deepEqual([test.language, test.title], ['zh-Hans', 'subtrack 测试消息']);
  });

  it('falls back to English for another language, an invalid tag or none', () => {
    for (const locale of ['it-IT', 'not a locale!', null])
      assert.equal(composeReminderMessage(renewal, 'c1', locale).title, 'Netflix renews in 3 days');
    assert.deepEqual(messageLanguage('it-IT'), { ...messageLanguage(null) });
  });

  it('says today, and every N days for a custom period', () => {
    const today = composeReminderMessage(aDueReminder({ name: 'Gym', daysUntil: 0 }), 'c1', 'en');
    assert.equal(today.title, 'Gym renews today');
    const custom = composeReminderMessage(
      aDueReminder({ kind: 'trial_end', period: 'custom', customDays: 90 }),
      'c1',
      'en',
    );
    assert.match(custom.body, /then €15\.99 every 90 days\.$/);
  });

  it('formats 15,99 € and 5. Dez. 2026 in German', () => {
    assert.equal(formatAmount(1599, 'EUR', 'de-DE'), `15,99${NBSP}€`);
    assert.equal(formatLocalDate('2026-12-05', 'de-DE'), '5. Dez. 2026');
  });
});

describe('composeDigestMessage', () => {
  it('lists every reminder in one message, soonest first as given, with a counted title', () => {
    const items = [
      aDueReminder({ name: 'Apple', dueDate: '2026-12-03', daysUntil: 1 }),
      aDueReminder({ name: 'Hulu', dueDate: '2026-12-04', daysUntil: 2 }),
      aDueReminder({ name: 'Zoom', dueDate: '2026-12-05', daysUntil: 3 }),
    ];
    const digest = composeDigestMessage(items, 'c1', 'en');
    assert.equal(digest.type, 'reminder.digest');
    assert.equal(digest.title, '3 subscription reminders');
    assert.deepEqual(digest.body.split('\n'), [
      '• Apple: €15.99 on Dec 3, 2026 (tomorrow)',
      '• Hulu: €15.99 on Dec 4, 2026 (in 2 days)',
      '• Zoom: €15.99 on Dec 5, 2026 (in 3 days)',
    ]);
    assert.equal(
      composeDigestMessage(items.slice(0, 1), 'c1', 'de').title,
      '1 Abonnement-Erinnerung',
    );
    assert.equal(composeDigestMessage(items, 'c1', 'de').id, digest.id, 'same reminders, same id');
    assert.notEqual(composeDigestMessage(items, 'c2', 'en').id, digest.id);
  });
});

describe('a name holding a bidi control', () => {
  it('is isolated in every text of a message, and raw in the items', () => {
    const name = 'Evil\u202e 1 USD';
    const message = composeReminderMessage(aDueReminder({ name, daysUntil: 1 }), 'c1', 'en');
    const isolated = '\u2068Evil\u202e 1 USD\u202c\u2069';
    assert.equal(message.title, `${isolated} renews tomorrow`);
    assert.ok(message.body.startsWith(`${isolated}: `));
    assert.ok(message.items[0]?.text.startsWith(`${isolated}: `));
    assert.equal(message.items[0]?.name, name);
  });
});

describe('composeTestMessage', () => {
  it('is in the account language and new for every send', () => {
    const first = composeTestMessage('c1', 'fr', '2026-12-01T00:00:00.000Z');
    assert.equal(first.title, 'Message de test de subtrack');
    assert.notEqual(composeTestMessage('c1', 'fr', '2026-12-01T00:00:01.000Z').id, first.id);
  });
});

describe('the cancel-by reminder in the account language', () => {
  const cancelBy = aDueReminder({
    name: 'Gym',
    kind: 'cancel_by',
    amountMinor: 4990,
    currency: 'EUR',
    dueDate: '2026-12-01',
    renewalDate: '2026-12-31',
    daysUntil: 3,
  });
  const cases = [
    [
      'en-GB',
      'Cancel Gym by 1 Dec 2026',
      'To avoid the renewal of Gym on 31 Dec 2026 for €49.90, cancel by 1 Dec 2026 (in 3 days).',
      'Cancel Gym by 1 Dec 2026 (in 3 days) to avoid €49.90 on 31 Dec 2026',
    ],
    [
      'de-DE',
      'Gym bis 1. Dez. 2026 kündigen',
      `Um die Verlängerung von Gym am 31. Dez. 2026 für 49,90${NBSP}€ zu vermeiden, kündige bis 1. Dez. 2026 (in 3 Tagen).`,
      `Gym bis 1. Dez. 2026 kündigen (in 3 Tagen), sonst 49,90${NBSP}€ am 31. Dez. 2026`,
    ],
    [
      'fr-FR',
      'Résiliez Gym au plus tard le 1 déc. 2026',
      `Pour éviter le renouvellement de Gym le 31 déc. 2026 (49,90${NBSP}€), résiliez au plus tard le 1 déc. 2026 (dans 3 jours).`,
      `Résiliez Gym au plus tard le 1 déc. 2026 (dans 3 jours) pour éviter 49,90${NBSP}€ le 31 déc. 2026`,
    ],
    [
      'es-ES',
      'Cancela Gym a más tardar el 1 dic 2026',
      `Para evitar la renovación de Gym el 31 dic 2026 por 49,90${NBSP}€, cancela a más tardar el 1 dic 2026 (en 3 días).`,
      `Cancela Gym a más tardar el 1 dic 2026 (en 3 días) para evitar 49,90${NBSP}€ el 31 dic 2026`,
    ],
    [
      'zh-CN',
      '请在 2026年12月1日 前取消 Gym',
      '为避免 Gym 于 2026年12月31日 以 €49.90 续订，请在 2026年12月1日（3 天后）前取消。',
      '请在 2026年12月1日（3 天后）前取消 Gym，以免 2026年12月31日 扣费 €49.90',
    ],
  ] as const;
  const plain = (text: string) => text.replace(/\u202f/g, NBSP);
  for (const [locale, title, body, line] of cases) {
    it(`says the deadline, the renewal and its amount in ${locale}`, () => {
      const message = composeReminderMessage(cancelBy, 'c1', locale);
      assert.deepEqual(
        [message.title, plain(message.body), plain(message.items[0]?.text ?? '')],
        [title, body, line],
      );
      assert.equal(message.type, 'reminder.due');
      assert.deepEqual(
        [message.items[0]?.kind, message.items[0]?.renewalDate],
        ['cancel_by', '2026-12-31'],
      );
      const digest = composeDigestMessage([cancelBy, renewal], 'c1', locale);
      assert.equal(plain(digest.body.split('\n')[0] ?? ''), `• ${line}`);
    });
  }

  it('names a period of several months or years in every language', () => {
    const quarterly = aDueReminder({ kind: 'trial_end', period: 'monthly', intervalCount: 3 });
    const biennial = aDueReminder({ kind: 'trial_end', period: 'yearly', intervalCount: 2 });
    const ends = (r: typeof quarterly, locale: string) =>
      composeReminderMessage(r, 'c1', locale).body.replace(/\.$/, '');
    assert.match(ends(quarterly, 'en'), /every 3 months$/);
    assert.match(ends(biennial, 'en'), /every 2 years$/);
    assert.match(ends(quarterly, 'de'), /alle 3 Monate$/);
    assert.match(ends(biennial, 'fr'), /tous les 2 ans$/);
    assert.match(ends(quarterly, 'es'), /cada 3 meses$/);
    assert.match(ends(biennial, 'zh-CN'), /之后每 2 年 €15\.99。$/);
  });

  it('gives each offset of one date a message id of its own', () => {
    const far = composeReminderMessage({ ...renewal, offsetDays: 7 }, 'c1', 'en');
    const near = composeReminderMessage({ ...renewal, offsetDays: 1 }, 'c1', 'en');
    assert.notEqual(far.id, near.id);
  });
});
