import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscription } from '@subtrack/domain/testing';
import { textOf } from '../testing/page-text.js';
import { startScreenServer } from '../testing/screen-server.js';
import { registerCalendarRoutes } from './calendar-routes.js';
import { registerDashboardRoutes } from './dashboard-routes.js';

describe('GET /', () => {
  it('shows the empty state, then the totals once there is a subscription', async (t) => {
    const server = await startScreenServer(t, registerDashboardRoutes);
    const empty = await server.get('/');
    assert.equal(empty.status, 200);
    assert.equal(empty.headers.get('cache-control'), 'no-store');
    assert.match(empty.html, /No subscriptions yet\./);
    await server.ports.subscriptions.insert(aSubscription({ accountId: server.accountId }));
    const html = (await server.get('/')).html;
    assert.match(
      textOf(html),
      /Spend in USD \$15\.99 a month, \$191\.88 a year 1 active subscription in USD\./,
    );
  });
});

describe('GET /calendar', () => {
  it('shows this month by default and any month asked for', async (t) => {
    const server = await startScreenServer(t, registerCalendarRoutes);
    await server.ports.subscriptions.insert(
      aSubscription({ accountId: server.accountId, name: 'Rent', nextPaymentDate: '2026-11-30' }),
    );
    const now = (await server.get('/calendar')).html;
    assert.match(now, /November 2026/);
    assert.match(now, />Rent<\/a> renews/);
    const later = (await server.get('/calendar?month=2027-02')).html;
    assert.match(later, /<time datetime="2027-02-28">/);
  });

  it('answers 400 with a message for a month it cannot read', async (t) => {
    const server = await startScreenServer(t, registerCalendarRoutes);
    const response = await server.get('/calendar?month=2026-13');
    assert.equal(response.status, 400);
    assert.match(response.html, /month must be a month written YYYY-MM/);
  });
});
