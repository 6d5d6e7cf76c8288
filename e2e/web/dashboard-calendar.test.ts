/**
 * The dashboard and the calendar in a real browser: the empty state, a subscription
 * added in the browser showing up on both, the totals equal to the API's summary, the
 * accessible chart. With JavaScript on and off.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addSubscription,
  createOverApi,
  dateFromToday,
  moneyText as money,
} from './subs-helpers.js';
import { browserSuite } from './support/index.js';

interface Summary {
  byCurrency: Array<{
    currency: string;
    activeSubscriptions: number;
    monthlyTotal: number;
    yearlyTotal: number;
  }>;
}

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'on' : 'off';
  describe(`dashboard and calendar (JavaScript ${mode})`, () => {
    const session = browserSuite({ javaScriptEnabled });

    it('says what to do first, then shows a subscription added in the browser', async () => {
      const { system, browser } = session;
      const { page } = browser;
      await page.goto(`${system.baseUrl}/`);
      assert.match((await page.getByRole('main').textContent()) ?? '', /No subscriptions yet\./);
      await page.getByRole('link', { name: 'Add your first subscription' }).click();
      // A click waits for the next page to start loading, not for its content.
      await page.waitForLoadState();
      assert.equal(await page.getByRole('heading', { name: 'Add a subscription' }).count(), 1);

      const renews = dateFromToday(3);
      await addSubscription(page, system, {
        name: 'Spotify',
        amount: '10.99',
        currency: 'EUR',
        nextPaymentDate: renews,
      });
      await createOverApi(system, [
        { name: 'Cloud', category: 'Storage', amount: 120, period: 'yearly', currency: 'EUR' },
        { name: 'Figma', isTrial: true, trialEndsOn: dateFromToday(6), currency: 'USD' },
      ]);

      await page.goto(`${system.baseUrl}/`);
      const response = await fetch(`${system.baseUrl}/api/v1/analytics/summary`, {
        headers: { authorization: `Bearer ${system.readKey}` },
      });
      const { summary } = (await response.json()) as { summary: Summary };
      assert.equal(summary.byCurrency.length, 2);
      const perCurrency = page.getByRole('table', { name: 'Spend per currency' });
      for (const row of summary.byCurrency) {
        const line = perCurrency.getByRole('row', { name: new RegExp(`^${row.currency}`) });
        assert.deepEqual(
          (await line.getByRole('cell').allTextContents()).map((text) => text.trim()),
          [
            String(row.activeSubscriptions),
            money(row.monthlyTotal, row.currency),
            money(row.yearlyTotal, row.currency),
          ],
        );
      }
      assert.equal(await page.getByRole('link', { name: 'Spotify' }).count(), 1);
      const trials = page.getByRole('region', { name: 'Free trials ending in the next 30 days' });
      assert.match((await trials.textContent()) ?? '', /Figma: trial ends .* \(in 6 days\)/);

      // Spend by category is on the Insights screen, one chart per currency.
      await page.goto(`${system.baseUrl}/insights`);
      const chart = page.getByRole('img', { name: 'Monthly spend by category in EUR' });
      assert.equal(await chart.count(), 1);
      await page.getByText('Monthly spend by category in EUR as a table').click();
      const table = page.getByRole('table', { name: 'Monthly spend by category in EUR' });
      assert.match((await table.textContent()) ?? '', /Storage/);

      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Calendar' })
        .click();
      assert.equal(await page.getByRole('heading', { name: 'Calendar' }).count(), 1);
      // This month's grid marks today.
      assert.equal(await page.getByRole('cell', { name: /\bToday\b/ }).count(), 1);
      await page.goto(`${system.baseUrl}/calendar?month=${renews.slice(0, 7)}`);
      // At 1280 px a grid of weeks: the renewal in its day's cell.
      const day = page
        .getByRole('cell')
        .filter({ has: page.locator(`time[datetime="${renews}"]`) });
      assert.match((await day.textContent()) ?? '', /Spotify\s*€10\.99 a month/);
      // On a phone the days with something on them as a list, in sentences.
      await page.setViewportSize({ width: 360, height: 800 });
      const listed = page
        .getByRole('listitem')
        .filter({ has: page.locator(`time[datetime="${renews}"]`) });
      assert.match((await listed.textContent()) ?? '', /Spotify renews: €10\.99 a month/);
      assert.equal(await page.getByRole('table').count(), 0, 'no grid on a phone');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('link', { name: 'Next month' }).click();
      assert.match(page.url(), /\/calendar\?month=\d{4}-\d{2}$/);
      await page.getByRole('link', { name: 'Previous month' }).click();
      await page.waitForLoadState();
      assert.equal((await page.getByRole('link', { name: 'Spotify' }).count()) >= 1, true);
    });
  });
}
