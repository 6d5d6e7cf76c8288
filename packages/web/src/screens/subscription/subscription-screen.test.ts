import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type PaymentResource, toSubscriptionResource } from '@subtrack/domain';
import { aSubscription } from '@subtrack/domain/testing';
import { PSEUDO_LANGUAGE, translatorFor } from '@subtrack/i18n';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { I18nContext } from '../../components/i18n-context.js';
import { formattersFor } from '../../format/formatters.js';
import { textOf } from '../../testing/page-text.js';
import { renderInPseudoLocale, unmarkedOnPage } from '../../testing/pseudo-locale.js';
import { aWebSession } from '../../testing/test-session.js';
import { subscriptionPageView } from '../../view-models/subscription-page-view.js';
import { SubscriptionDeleteScreen } from '../subscription-delete-screen.js';
import { SubscriptionScreen } from './subscription-screen.js';

const format = formattersFor('en-US');
const noPayments = { items: [], href: '/subscriptions/x', previous: null, next: null };

function page(overrides: Parameters<typeof aSubscription>[0], today: string) {
  const s = aSubscription({ nextPaymentDate: '2027-01-31', ...overrides });
  return textOf(
    render(
      h(SubscriptionScreen, {
        session: aWebSession(),
        notice: null,
        subscription: toSubscriptionResource(s),
        view: subscriptionPageView(s, today, translatorFor('en').t),
        payments: noPayments,
        format,
      }),
    ),
  );
}

describe('SubscriptionScreen', () => {
  it('says a paused subscription renews on no date and has no payments yet', () => {
    const text = page({ status: 'paused', noticeDays: 30 }, '2027-01-10');
    assert.match(text, /No renewals are coming: the subscription is paused\./);
    assert.match(text, /No payments yet\./);
    assert.doesNotMatch(text, /Cancel by/);
  });

  it('says when the cancel-by date of the next renewal has passed', () => {
    const text = page({ noticeDays: 30 }, '2027-01-10');
    assert.match(
      text,
      /The cancel-by date, Jan 1, 2027 ?, has passed: the renewal on Jan 31, 2027 can no longer be stopped/,
    );
  });

  it('shows the contract facts in words', () => {
    const text = page(
      { intervalCount: 3, startedOn: '2026-01-31', endsOn: '2027-12-31', remindDaysBefore: [7, 0] },
      '2027-01-10',
    );
    assert.match(text, /Renews Every 3 months/);
    assert.match(text, /Start date Jan 31, 2026/);
    assert.match(text, /End date Dec 31, 2027/);
    assert.match(text, /Notice period None/);
    assert.match(text, /Reminders 7 days before, on the day/);
    assert.match(text, /No renewal after the end date, Dec 31, 2027 ?\./);
  });
});

describe('the subscription’s pages in another language', () => {
  // Dates and money as digits and codes, so that every word left is a message's.
  const digits = { ...format, date: (date: string) => date, money: (n: number) => n.toFixed(2) };
  const payment = (id: string, dueOn: string, status: 'paid' | 'skipped'): PaymentResource => ({
    id,
    subscriptionId: 's',
    dueOn,
    amount: 9.99,
    currency: 'EUR',
    status,
    source: 'renewal',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  });
  // The status badge and the pause and delete buttons are shared with the list, whose
  // words another change moves into the catalogs.
  const sharedParts = ['Active', 'Paused', 'Other actions', 'Pause', 'Resume', 'Cancel', 'Delete'];
  const typed = ['Netflix', 'Video', 'owner@example.com'];
  const pseudo = translatorFor(PSEUDO_LANGUAGE).t;

  for (const [state, overrides] of [
    ['active, with a contract and reminders', { noticeDays: 30, remindDaysBefore: [7, 0] }],
    ['paused, without reminders', { status: 'paused', notificationEnabled: false }],
  ] as const) {
    it(`says every word of the page through the catalogs (${state})`, () => {
      const s = aSubscription({ name: 'Netflix', category: 'Video', ...overrides });
      const viewer = { ...aWebSession(), role: 'viewer' as const };
      for (const session of [aWebSession(), viewer]) {
        const screen = h(SubscriptionScreen, {
          session,
          notice: null,
          subscription: toSubscriptionResource(s),
          view: subscriptionPageView(s, '2027-01-10', pseudo),
          payments: {
            ...noPayments,
            items: [payment('p1', '2026-12-31', 'paid'), payment('p2', '2026-11-30', 'skipped')],
            previous: '/subscriptions/x?offset=0',
            next: '/subscriptions/x?offset=40',
          },
          format: digits,
        });
        assert.deepEqual(
          unmarkedOnPage(renderInPseudoLocale(screen), [...typed, ...sharedParts]),
          [],
        );
      }
      const empty = h(SubscriptionScreen, {
        session: aWebSession(),
        notice: null,
        subscription: toSubscriptionResource(s),
        view: subscriptionPageView(s, '2027-01-10', pseudo),
        payments: noPayments,
        format: digits,
      });
      assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(empty), [...typed, ...sharedParts]), []);
    });
  }

  it('asks before a delete in the catalogs’ words', () => {
    const screen = h(SubscriptionDeleteScreen, {
      session: aWebSession(),
      notice: null,
      id: 's',
      name: 'Netflix',
    });
    assert.deepEqual(
      unmarkedOnPage(renderInPseudoLocale(screen), ['Netflix', 'owner@example.com']),
      [],
    );
  });

  it('says the page in German', () => {
    const s = aSubscription({ intervalCount: 3, noticeDays: 30, remindDaysBefore: [7, 0] });
    const { t } = translatorFor('de');
    const html = render(
      h(I18nContext.Provider, {
        value: translatorFor('de'),
        children: h(SubscriptionScreen, {
          session: aWebSession(),
          notice: null,
          subscription: toSubscriptionResource(s),
          view: subscriptionPageView(s, '2027-01-10', t),
          payments: noPayments,
          format: formattersFor('de'),
        }),
      }),
    );
    const text = textOf(html);
    assert.match(text, /Verlängerung Alle 3 Monate/);
    assert.match(text, /Kündigungsfrist 30 Tage/);
    assert.match(text, /Erinnerungen 7 Tage vorher, am Tag selbst/);
    assert.match(text, /Noch keine Zahlungen\./);
  });
});
