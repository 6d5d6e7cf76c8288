/**
 * The dashboard's spend per month in a real browser with JavaScript off: one chart
 * per currency, found by its accessible name, whose table holds exactly the figures of
 * `GET /api/v1/analytics/spend`; axe finds nothing serious with the table open, at 360
 * and 1280 px, light and dark (screenshots in e2e/results/screenshots).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createOverApi, dateFromToday, moneyText as money } from './subs-helpers.js';
import {
  browserSuite,
  checkAccessibility,
  itHasNoAxeViolationsAtEveryViewport,
  screenshot,
  servedSystem,
} from './support/index.js';

interface SpendAnswer {
  spend: {
    from: string;
    to: string;
    byCurrency: Array<{
      currency: string;
      months: Array<{ month: string; paid: number; projected: number; payments: number }>;
    }>;
  };
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

describe('dashboard: spend per month', () => {
  const served = servedSystem();
  before(async () => {
    await createOverApi(served.system, [
      // A quarterly plan paid for most of a year, and a monthly one for four months.
      {
        name: 'Home insurance',
        category: 'Insurance',
        amount: 90,
        currency: 'EUR',
        intervalCount: 3,
        startedOn: dateFromToday(-300),
        nextPaymentDate: dateFromToday(-300),
      },
      {
        amount: 15.49,
        startedOn: dateFromToday(-120),
        nextPaymentDate: dateFromToday(-120),
      },
      { name: 'Domain', category: 'Web', amount: 24, period: 'yearly', intervalCount: 2 },
    ]);
  });
  const suite = browserSuite({ javaScriptEnabled: false, system: () => served.system });

  it("draws one chart, switched between currencies by links, whose table holds the spend endpoint's figures", async () => {
    const { page } = suite.browser;
    await page.goto(`${served.system.baseUrl}/`);
    const response = await fetch(`${served.system.baseUrl}/api/v1/analytics/spend`, {
      headers: { authorization: `Bearer ${served.system.readKey}` },
    });
    const { spend } = (await response.json()) as SpendAnswer;
    assert.deepEqual(
      spend.byCurrency.map((c) => c.currency),
      ['EUR', 'USD'],
    );
    const region = page.getByRole('region', { name: 'Spend per month' });
    const choices = region.getByRole('navigation', { name: 'Spend per month shown' });
    // USD is paid in by two subscriptions, EUR by one: the main currency is shown first.
    assert.equal(
      await choices.getByRole('link', { name: 'USD', exact: true }).getAttribute('aria-current'),
      'true',
    );
    for (const { currency, months } of spend.byCurrency) {
      assert.equal(months.length, 24);
      assert.ok(months.some((m) => m.paid > 0) && months.some((m) => m.projected > 0));
      await choices.getByRole('link', { name: currency, exact: true }).click();
      assert.equal(await region.getByRole('img').count(), 1, 'one chart at a time');
      const chart = region.getByRole('img', { name: `Spend per month in ${currency}` });
      assert.equal(await chart.count(), 1);
      await region.getByText(`Spend per month in ${currency} as a table`).click();
      const table = region.getByRole('table', { name: `Spend per month in ${currency}` });
      const rows = await table.getByRole('row').all();
      const cells = await Promise.all(
        rows.map(async (row) =>
          (await row.locator('th, td').allTextContents()).map((text) => text.trim()),
        ),
      );
      assert.deepEqual(cells, [
        ['Month', 'Paid', 'Projected', 'Payments'],
        ...months.map((m) => [
          monthName(m.month),
          money(m.paid, currency),
          money(m.projected, currency),
          String(m.payments),
        ]),
      ]);
    }
    assert.equal((await page.getByText('Paid', { exact: true }).count()) >= 2, true);
  });

  itHasNoAxeViolationsAtEveryViewport(
    () => served.system,
    async (page) => {
      await page.goto(`${served.system.baseUrl}/?spend=EUR`);
      await screenshot(page, 'dashboard-spend-chart');
      await page.getByText('Spend per month in EUR as a table').click();
      await checkAccessibility(page);
      // The chart fits the width: the page never scrolls sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0);
    },
  );
});
