/**
 * Every screen that writes an amount with how often it is paid says the period of a plan
 * billed every few months or every number of days, never "a month" or "every ? days".
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listBillingEvents, type Subscription, toSubscriptionResource } from '@subtrack/domain';
import { aSubscription, aTestWorld } from '@subtrack/domain/testing';
import { translatorFor } from '@subtrack/i18n';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { formattersFor } from '../format/formatters.js';
import { textOf } from '../testing/page-text.js';
import { aWebSession } from '../testing/test-session.js';
import { groupByDay, monthRange, monthWeeks } from '../view-models/calendar-month.js';
import { subscriptionPageView } from '../view-models/subscription-page-view.js';
import { CalendarScreen } from './calendar-screen.js';
import { ImportPreviewScreen } from './data-transfer/import-preview-screen.js';
import { SubscriptionScreen } from './subscription/subscription-screen.js';
import { SubscriptionsListScreen } from './subscriptions-list-screen.js';

const format = formattersFor('en-US');
const session = aWebSession();
const quarterly = () =>
  aSubscription({
    name: 'Insurance',
    amountMinor: 9000,
    intervalCount: 3,
    nextPaymentDate: '2026-12-05',
  });
const every45Days = () =>
  aSubscription({
    name: 'Gym',
    amountMinor: 4500,
    period: 'custom',
    customDays: 45,
    nextPaymentDate: '2026-12-10',
  });

/** The words each screen writes for these subscriptions. */
const SCREENS: Record<string, (subs: Subscription[]) => Promise<string>> = {
  calendar: async (subs) => {
    const world = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    for (const s of subs) await world.ports.subscriptions.insert(s);
    const month = '2026-12';
    const days = groupByDay(
      await listBillingEvents(world.ports, world.accountId, monthRange(month)),
    );
    return render(
      h(CalendarScreen, {
        session,
        notice: null,
        month,
        previous: '2026-11',
        next: '2027-01',
        current: '2026-11',
        today: '2026-11-21',
        weeks: monthWeeks(month, '2026-11-21', days),
        days,
        format,
      }),
    );
  },
  'subscriptions list': async (subs) =>
    render(
      h(SubscriptionsListScreen, {
        session,
        notice: null,
        format,
        params: {},
        page: {
          items: subs.map((s) => toSubscriptionResource(s)),
          from: 1,
          href: '/subscriptions',
          filtered: false,
          previous: null,
          next: null,
        },
      }),
    ),
  'import preview': async (subs) =>
    render(
      h(ImportPreviewScreen, {
        session,
        filename: 'subscriptions.json',
        source: 'subtrack',
        format,
        minutesToConfirm: 30,
        result: {
          dryRun: true,
          created: subs.map((s, i) => ({ row: i + 1, subscription: toSubscriptionResource(s) })),
          skipped: [],
          warnings: [],
        },
      }),
    ),
  'subscription page': async (subs) =>
    subs
      .map((s) =>
        render(
          h(SubscriptionScreen, {
            session,
            notice: null,
            subscription: toSubscriptionResource(s),
            view: subscriptionPageView(s, '2026-11-21', translatorFor('en').t),
            payments: { items: [], href: `/subscriptions/${s.id}`, previous: null, next: null },
            format,
          }),
        ),
      )
      .join(''),
};

describe('the period written beside an amount', () => {
  for (const [screen, renderScreen] of Object.entries(SCREENS)) {
    it(`reads "every 3 months" and "every 45 days" on the ${screen}`, async () => {
      const text = textOf(await renderScreen([quarterly(), every45Days()]));
      assert.match(text, /every 3 months/i);
      assert.match(text, /every 45 days/i);
      assert.doesNotMatch(text, /\$90\.00 a month|every \? days/);
    });
  }
});
