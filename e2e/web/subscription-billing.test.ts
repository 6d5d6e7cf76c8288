/**
 * Billing the way real subscriptions bill, in a real browser with JavaScript off and on:
 * the form's "Every [N] [unit]" stores a quarterly plan as monthly x 3 and weeks as custom
 * days; a subscription's page shows its next renewals, cancel-by date and payment history,
 * where a payment is marked skipped and its amount changed with plain forms.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { createOverApi, dateFromToday, noticeText } from './subs-helpers.js';
import { browserSuite, type WebSystem } from './support/index.js';

async function apiGet(system: WebSystem, path: string): Promise<{ data: unknown }> {
  const response = await fetch(`${system.baseUrl}/api/v1${path}`, {
    headers: { authorization: `Bearer ${system.readKey}` },
  });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as { data: unknown };
}

async function fillForm(page: Page, system: WebSystem, name: string, every: string, unit: string) {
  await page.goto(`${system.baseUrl}/subscriptions/new`);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Category').fill('Insurance');
  await page.getByLabel('Amount').fill('90');
  await page.getByLabel('Currency').selectOption('EUR');
  await page.getByLabel('Every').fill(every);
  await page.getByLabel('Unit').selectOption(unit);
  await page.getByLabel('Next payment date').fill(dateFromToday(20));
}

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? 'on' : 'off';
  describe(`billing every N months, weeks and payment history (JavaScript ${mode})`, () => {
    const session = browserSuite({ javaScriptEnabled });

    it('stores a quarterly plan entered as Every 3 months as monthly x 3, with its contract fields', async () => {
      const { system, browser } = session;
      const { page } = browser;
      await fillForm(page, system, 'Home insurance', '3', 'months');
      await page.getByText('More options').click();
      await page.getByLabel('End date').fill(dateFromToday(400));
      await page.getByLabel('Notice period (days)').fill('30');
      await page.getByLabel('Remind me (days before)').fill('7, 1');
      await page.getByRole('button', { name: 'Save' }).click();
      assert.equal(await noticeText(page), 'Subscription added');
      const row = page.getByRole('row', { name: /Home insurance/ });
      assert.match((await row.textContent()) ?? '', /€90\.00 every 3 months/);
      const { data } = await apiGet(system, '/subscriptions?q=Home');
      const [plan] = data as Array<Record<string, unknown>>;
      assert.equal(plan?.period, 'monthly');
      assert.equal(plan?.intervalCount, 3);
      assert.equal(plan?.endsOn, dateFromToday(400));
      assert.equal(plan?.noticeDays, 30);
      assert.deepEqual(plan?.remindDaysBefore, [7, 1]);
    });

    it('stores Every 2 weeks as 14 custom days and shows it as 2 weeks again', async () => {
      const { system, browser } = session;
      const { page } = browser;
      await fillForm(page, system, 'Cleaner', '2', 'weeks');
      await page.getByRole('button', { name: 'Save' }).click();
      assert.equal(await noticeText(page), 'Subscription added');
      const { data } = await apiGet(system, '/subscriptions?q=Cleaner');
      const [plan] = data as Array<Record<string, unknown>>;
      assert.deepEqual(
        [plan?.period, plan?.customDate, plan?.intervalCount],
        ['custom', '14', undefined],
      );
      await page.goto(`${system.baseUrl}/subscriptions/${plan?.id}/edit`);
      assert.equal(await page.getByLabel('Every').inputValue(), '2');
      assert.equal(await page.getByLabel('Unit').inputValue(), 'weeks');
    });

    it('keeps what was typed and says beside Every that months go up to 36', async () => {
      const { system, browser } = session;
      const { page } = browser;
      await fillForm(page, system, 'Too long', '40', 'months');
      await page.getByRole('button', { name: 'Save' }).click();
      const summary = page.getByRole('alert');
      await summary
        .getByRole('link', { name: /Every must be a whole number of months from 1 to 36/ })
        .click();
      assert.equal(await page.getByLabel('Every').inputValue(), '40');
      assert.equal(await page.getByLabel('Name').inputValue(), 'Too long');
    });

    it('shows renewals, the cancel-by date and payments; marks one skipped and changes an amount', async () => {
      const { system, browser } = session;
      const { page } = browser;
      const [id] = await createOverApi(system, [
        {
          name: 'Phone contract',
          category: 'Phone',
          amount: 40,
          nextPaymentDate: dateFromToday(40),
          startedOn: dateFromToday(-100),
          noticeDays: 30,
        },
      ]);
      await page.goto(`${system.baseUrl}/subscriptions`);
      await page.getByRole('link', { name: 'Phone contract', exact: true }).click();
      // A click waits for the next page to start loading, not for its content.
      await page.waitForLoadState();
      assert.equal(
        await page.getByRole('heading', { name: 'Phone contract', level: 1 }).count(),
        1,
      );
      const main = page.getByRole('main');
      assert.match((await main.textContent()) ?? '', /Every month/);
      assert.match((await main.textContent()) ?? '', /Cancel by .+ to stop the renewal on/);
      const renewals = page.getByRole('region', { name: 'Next renewals' }).getByRole('listitem');
      assert.equal(await renewals.count(), 6);
      const history = page.getByRole('region', { name: 'Payment history' });
      const before = (await apiGet(system, `/subscriptions/${id}/payments`)).data as Array<{
        id: string;
        amount: number;
        status: string;
      }>;
      assert.ok(before.length >= 3, `payments: ${JSON.stringify(before)}`);
      assert.equal(await history.getByRole('row').count(), before.length + 1);

      await history
        .getByRole('button', { name: /^Mark skipped\b.*the payment of / })
        .first()
        .click();
      assert.equal(await noticeText(page), 'Payment marked as skipped');
      await page
        .getByLabel(/^New amount of the payment of/)
        .nth(1)
        .fill('42,50');
      await page
        .getByRole('button', { name: /^Change amount\b.*of the payment of/ })
        .nth(1)
        .click();
      assert.equal(await noticeText(page), 'Payment amount changed');
      const after = (await apiGet(system, `/subscriptions/${id}/payments`)).data as typeof before;
      assert.deepEqual(
        after.slice(0, 2).map((p) => [p.id, p.status, p.amount]),
        [
          [before[0]?.id, 'skipped', 40],
          [before[1]?.id, 'paid', 42.5],
        ],
      );
      const firstRow = history.getByRole('row').nth(1);
      assert.match((await firstRow.textContent()) ?? '', /Skipped/);
      assert.equal(
        await history.getByRole('button', { name: /^Mark paid\b.*the payment of / }).count(),
        1,
      );
    });
  });
}
