import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toSubscriptionResource } from '@subtrack/domain';
import { aSubscription } from '@subtrack/domain/testing';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { formattersFor } from '../../format/formatters.js';
import { textOf } from '../../testing/page-text.js';
import { aWebSession } from '../../testing/test-session.js';
import { subscriptionPageView } from '../../view-models/subscription-page-view.js';
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
        view: subscriptionPageView(s, today),
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
