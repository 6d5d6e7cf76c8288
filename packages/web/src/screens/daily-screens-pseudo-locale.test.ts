/**
 * The dashboard, the subscriptions list, the calendar and insights, rendered in the
 * pseudo-locale with something in every part of them: no text reaches these pages outside
 * the catalogs (names, categories, currency codes and dates aside).
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import { describe, it } from 'node:test';
import {
  createSubscription,
  importReferenceRates,
  type Subscription,
  updateCurrencySettings,
} from '@subtrack/domain';
import { aQuarterlyPlanStartedAYearAgo, aSubscription } from '@subtrack/domain/testing';
import { registerCalendarRoutes } from '../routes/calendar-routes.js';
import { registerDashboardRoutes } from '../routes/dashboard-routes.js';
import { registerInsightsRoutes } from '../routes/insights-routes.js';
import { registerSubscriptionListRoutes } from '../routes/subscription-list-routes.js';
import { DATE_WORDS, inPseudoLocale, unmarkedOnPage } from '../testing/pseudo-locale.js';
import { type ScreenServer, startScreenServer } from '../testing/screen-server.js';
import { monogramOf } from '../view-models/monogram.js';
import type { RegisterRoutes } from '../web-deps.js';

const NAMES = ['Netflix', 'Spotify', 'Gym', 'Cloud', 'Insurance', 'Trial box'];
const CATEGORIES = ['Streaming', 'Music', 'Sport', 'Storage'];
const MONOGRAMS = NAMES.map((name) => monogramOf(name).initials);
const SHOWN = [...NAMES, ...MONOGRAMS, ...CATEGORIES, 'EUR', 'USD', 'AUD', 'A$'];

/** An account with something in every part of the daily screens. */
async function aBusyAccount(server: ScreenServer): Promise<void> {
  const { accountId } = server;
  const add = (overrides: Partial<Subscription>) =>
    server.ports.subscriptions.insert(aSubscription({ accountId, ...overrides }));
  // More renewals and trial ends in the next 30 days than the dashboard lists.
  for (let i = 0; i < 11; i++) {
    await add({ name: 'Netflix', category: 'Streaming', nextPaymentDate: '2026-11-22' });
    await add({ name: 'Trial box', isTrial: true, trialEndsOn: '2026-11-21' });
  }
  await add({ name: 'Spotify', category: 'Music', currency: 'EUR', amountMinor: 99999 });
  await add({ name: 'Gym', category: 'Sport', noticeDays: 30, nextPaymentDate: '2026-11-30' });
  await add({ name: 'Cloud', category: 'Storage', currency: 'AUD', period: 'custom' });
  await add({ name: 'Cloud', category: 'Storage', period: 'yearly', intervalCount: 2 });
  await add({ name: 'Gym', status: 'paused', intervalCount: 3 });
  await add({ name: 'Gym', status: 'cancelled', period: 'custom', customDays: 1 });
  await createSubscription(server.ports, server.ctx, aQuarterlyPlanStartedAYearAgo);
}

async function pseudoServer(t: TestContext, register: RegisterRoutes): Promise<ScreenServer> {
  return startScreenServer(t, inPseudoLocale(register));
}

async function assertAllMarked(server: ScreenServer, path: string, status = 200): Promise<void> {
  const response = await server.get(path);
  assert.equal(response.status, status, path);
  const shown = [...SHOWN, ...DATE_WORDS, server.session.email ?? ''];
  assert.deepEqual(unmarkedOnPage(response.html, shown), [], path);
  assert.match(response.html, /⟦/, `${path} is said in the pseudo-locale`);
}

describe('the daily screens in the pseudo-locale', () => {
  it('the dashboard says every word from the catalogs, in each of its states', async (t) => {
    const empty = await pseudoServer(t, registerDashboardRoutes);
    await assertAllMarked(empty, '/');
    const busy = await pseudoServer(t, registerDashboardRoutes);
    await aBusyAccount(busy);
    await assertAllMarked(busy, '/');
    await assertAllMarked(busy, '/?spend=EUR');
    // With a home currency: the estimate, a stale rate, a currency left out.
    await importReferenceRates(busy.ports, [{ date: '2026-11-10', currency: 'USD', rate: '1.08' }]);
    await updateCurrencySettings(busy.ports, busy.ctx, { homeCurrency: 'EUR' });
    await assertAllMarked(busy, '/');
    await assertAllMarked(busy, '/?spend=USD');
    const paused = await pseudoServer(t, registerDashboardRoutes);
    await paused.ports.subscriptions.insert(
      aSubscription({ accountId: paused.accountId, status: 'paused' }),
    );
    await assertAllMarked(paused, '/');
  });

  it('the subscriptions list does, as a table, as cards, filtered, past its end and refused', async (t) => {
    const server = await pseudoServer(t, registerSubscriptionListRoutes);
    await assertAllMarked(server, '/subscriptions');
    await aBusyAccount(server);
    await assertAllMarked(server, '/subscriptions?limit=5&offset=5');
    await assertAllMarked(server, '/subscriptions?view=cards&status=active');
    await assertAllMarked(server, '/subscriptions?q=nothing-like-it');
    await assertAllMarked(server, '/subscriptions?offset=500');
    await assertAllMarked(server, '/subscriptions?expiringBefore=2026-02-30', 400);
  });

  it('the calendar does, for a month with every kind of day, an empty month and a refused one', async (t) => {
    const server = await pseudoServer(t, registerCalendarRoutes);
    await aBusyAccount(server);
    await assertAllMarked(server, '/calendar');
    await assertAllMarked(server, '/calendar?month=2026-12');
    await assertAllMarked(server, '/calendar?month=2031-06');
    await assertAllMarked(server, '/calendar?month=june', 400);
  });

  it('insights does, with nothing to look at and with duplicates and ways to spend less', async (t) => {
    const server = await pseudoServer(t, registerInsightsRoutes);
    await assertAllMarked(server, '/insights');
    await aBusyAccount(server);
    await assertAllMarked(server, '/insights');
  });
});
