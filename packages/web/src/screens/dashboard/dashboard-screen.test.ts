import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSubscription, getDashboardOverview, getSpendSummary } from '@subtrack/domain';
import {
  aQuarterlyPlanStartedAYearAgo,
  aSubscription,
  aTestWorld,
  type TestWorld,
} from '@subtrack/domain/testing';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { formattersFor } from '../../format/formatters.js';
import { textOf } from '../../testing/page-text.js';
import { aWebSession } from '../../testing/test-session.js';
import { DASHBOARD_HORIZON_DAYS, dashboardView } from '../../view-models/dashboard-view.js';
import { DashboardScreen } from './dashboard-screen.js';

const NOW = '2026-11-21T08:00:00.000Z';
const format = formattersFor('en-US');
const session = aWebSession();

async function renderDashboard(world: TestWorld): Promise<string> {
  const overview = await getDashboardOverview(world.ports, world.accountId, {
    horizonDays: DASHBOARD_HORIZON_DAYS,
  });
  return render(
    h(DashboardScreen, { session, notice: null, view: dashboardView(overview), format }),
  );
}

describe('DashboardScreen', () => {
  it('says what to do when there is no subscription yet', async () => {
    const html = await renderDashboard(await aTestWorld({ now: NOW }));
    assert.match(html, /No subscriptions yet\./);
    assert.match(
      html,
      /<a class="button" href="\/subscriptions\/new">Add your first subscription<\/a>/,
    );
  });

  it('heads with the main currency and shows per currency the totals of the spend summary', async () => {
    const world = await aTestWorld({ now: NOW });
    await world.ports.subscriptions.insert(aSubscription({ amountMinor: 1599, currency: 'USD' }));
    await world.ports.subscriptions.insert(
      aSubscription({ amountMinor: 11999, currency: 'EUR', period: 'yearly' }),
    );
    await world.ports.subscriptions.insert(aSubscription({ amountMinor: 500, currency: 'USD' }));
    const text = textOf(await renderDashboard(world));
    assert.match(text, /Spend in USD \$20\.99 a month, \$251\.88 a year 2 active subscriptions/);
    const summary = await getSpendSummary(world.ports, world.accountId, { horizonDays: 30 });
    for (const row of summary.byCurrency) {
      const cells = `${row.currency} ${row.activeSubscriptions} ${format.money(row.monthlyTotal, row.currency)} ${format.money(row.yearlyTotal, row.currency)}`;
      assert.ok(text.includes(cells), `missing ${row.currency} row ${cells}`);
    }
    assert.ok(text.includes('€10.00')); // 119.99 / 12, rounded once (D13)
  });

  it('draws one spend chart, not one per currency, and no category chart', async () => {
    const world = await aTestWorld({ now: NOW });
    await world.ports.subscriptions.insert(aSubscription({ category: 'Video', currency: 'EUR' }));
    await world.ports.subscriptions.insert(aSubscription({ category: 'Music', currency: 'USD' }));
    const html = await renderDashboard(world);
    assert.equal(html.match(/<svg role="img"/g)?.length, 1);
    assert.doesNotMatch(html, /by category/);
    assert.doesNotMatch(html, /style=/);
  });

  it('draws spend per month, paid solid and projected hatched, with a table of every month', async () => {
    const world = await aTestWorld({ now: NOW });
    await createSubscription(world.ports, world.ctx, aQuarterlyPlanStartedAYearAgo);
    const html = await renderDashboard(world);
    assert.match(html, /<h2 id="spend-chart-heading">Spend per month<\/h2>/);
    assert.match(
      html,
      /<svg role="img" aria-labelledby="spend-chart-EUR-title" aria-describedby="spend-chart-EUR-desc"/,
    );
    assert.ok(html.includes('<title id="spend-chart-EUR-title">Spend per month in EUR</title>'));
    assert.ok(
      html.includes(
        'From December 2025 to November 2027: paid €270.00, projected €450.00. The tallest month is €90.00.',
      ),
    );
    assert.match(html, /<li><svg aria-hidden="true"[\s\S]*?<\/svg>Paid<\/li>/);
    assert.match(html, /fill="url\(#spend-chart-EUR-hatch\)"[\s\S]*?<\/svg>Projected<\/li>/);
    assert.ok(html.includes('<table tabindex="0"><caption>Spend per month in EUR</caption>'));
    const text = textOf(html);
    assert.ok(text.includes('August 2026 €90.00 €0.00 1'), text);
    assert.ok(text.includes('November 2026 €0.00 €90.00 0'), text);
    assert.ok(text.includes('October 2027 €0.00 €0.00 0'), text);
    assert.doesNotMatch(html, /style=/);
  });

  it('says why there is no spend chart when nothing is paid or renews', async () => {
    const world = await aTestWorld({ now: NOW });
    await world.ports.subscriptions.insert(aSubscription({ status: 'paused' }));
    const html = await renderDashboard(world);
    assert.ok(
      textOf(html).includes('Nothing paid in the last 12 months and no renewal in the next 12.'),
    );
    assert.doesNotMatch(html, /role="img" aria-labelledby="spend-chart-/);
  });

  it('lists renewals and trial ends of the next 30 days', async () => {
    const world = await aTestWorld({ now: NOW });
    await world.ports.subscriptions.insert(
      aSubscription({ name: 'Spotify', nextPaymentDate: '2026-11-22' }),
    );
    await world.ports.subscriptions.insert(
      aSubscription({ name: 'Figma', isTrial: true, trialEndsOn: '2026-11-30' }),
    );
    const html = await renderDashboard(world);
    assert.match(html, /Nov 22, 2026<\/time> \(tomorrow\)/);
    assert.match(html, /<a href="\/calendar">See the calendar<\/a>/);
    assert.match(
      html,
      />Figma<\/a>: trial ends <time datetime="2026-11-30">Nov 30, 2026<\/time> \(in 9 days\)/,
    );
  });

  it('shows names as text, never as markup', async () => {
    const world = await aTestWorld({ now: NOW });
    const name = '<img src=x onerror=alert(1)>"><script>';
    await world.ports.subscriptions.insert(
      aSubscription({ name, category: name, nextPaymentDate: '2026-11-22' }),
    );
    const html = await renderDashboard(world);
    assert.ok(!html.includes('<img src=x'));
    assert.ok(!html.includes('<script>'));
    assert.ok(html.includes('&lt;img src=x onerror=alert(1)>'));
  });
});
