/**
 * The subscription screens in a real browser: add, edit, pause, resume, cancel and
 * delete after a confirmation; a refused form keeps what was typed; filters, sorts and
 * pages; names shown as text. Everything with JavaScript on and off.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Dialog } from 'playwright-core';
import { addSubscription, createOverApi, dateFromToday, noticeText } from './subs-helpers.js';
import { browserSuite } from './support/index.js';

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'on' : 'off';
  describe(`subscription screens (JavaScript ${mode})`, () => {
    const session = browserSuite({ javaScriptEnabled });

    it('adds, edits, pauses, resumes, cancels and deletes after confirming', async () => {
      const { system, browser } = session;
      const { page } = browser;
      const name = 'Netflix';
      await addSubscription(page, system, {
        name,
        amount: '15.49',
        currency: 'EUR',
        nextPaymentDate: dateFromToday(5),
      });
      assert.equal(await noticeText(page), 'Subscription added');
      const row = page.getByRole('row', { name: new RegExp(name) });
      assert.match((await row.textContent()) ?? '', /€15\.49 a month/);

      await page.getByRole('link', { name, exact: true }).click();
      await page.getByRole('link', { name: `Edit ${name}` }).click();
      await page.getByLabel('Amount').fill('17.99');
      await page.getByRole('button', { name: 'Save' }).click();
      assert.equal(await noticeText(page), 'Subscription saved');
      assert.match((await row.textContent()) ?? '', /€17\.99 a month/);

      for (const [button, notice, status] of [
        [`Pause ${name}`, 'Subscription paused', 'Paused'],
        [`Resume ${name}`, 'Subscription resumed', 'Active'],
        [`Cancel ${name}`, 'Subscription cancelled', 'Cancelled'],
      ] as const) {
        // Each row's actions sit behind its "Actions" disclosure.
        await row.getByText(`Actions for ${name}`).click();
        await page.getByRole('button', { name: button }).click();
        assert.equal(await noticeText(page), notice);
        assert.equal(await row.getByRole('cell', { name: status, exact: true }).count(), 1);
      }

      await row.getByText(`Actions for ${name}`).click();
      await page.getByRole('link', { name: `Delete ${name}` }).click();
      // A click waits for the next page to start loading, not for its content.
      await page.waitForLoadState();
      assert.equal(await page.getByRole('heading', { name: `Delete ${name}?` }).count(), 1);
      await page.getByRole('link', { name: 'Cancel' }).click();
      assert.equal(await page.getByLabel('Name').inputValue(), name);
      await page.getByRole('link', { name: `Delete ${name}` }).click();
      await page.getByRole('button', { name: 'Delete subscription' }).click();
      assert.equal(await noticeText(page), 'Subscription deleted');
      assert.equal(await page.getByRole('link', { name, exact: true }).count(), 0);
    });

    it('keeps what was typed and shows the message beside the field', async () => {
      const { system, browser } = session;
      const { page } = browser;
      const name = '"><script>alert(1)</script>';
      await page.goto(`${system.baseUrl}/subscriptions/new`);
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Category').fill('Music');
      await page.getByLabel('Amount').fill('-5');
      await page.getByLabel('Currency').selectOption('USD');
      await page.getByLabel('Next payment date').fill(dateFromToday(3));
      await page.getByRole('button', { name: 'Save' }).click();
      const summary = page.getByRole('alert');
      assert.match((await summary.textContent()) ?? '', /There is a problem/);
      await summary
        .getByRole('link', { name: /^Amount must be a number from 0 to 999,999\.99/ })
        .click();
      const amount = page.getByLabel('Amount');
      assert.equal(await amount.inputValue(), '-5');
      assert.equal(await amount.getAttribute('aria-invalid'), 'true');
      assert.match((await amount.getAttribute('aria-describedby')) ?? '', /amount-error/);
      assert.equal(await page.getByLabel('Name').inputValue(), name);
      assert.equal(await page.getByLabel('Currency').inputValue(), 'USD');
    });

    it('folds the contract, trial and reminders under More options, opened by a refusal there', async () => {
      const { system, browser } = session;
      const { page } = browser;
      await page.goto(`${system.baseUrl}/subscriptions/new`);
      const trialEnd = page.getByLabel('Trial ends on');
      assert.equal(await trialEnd.isVisible(), false);
      await page.getByText('More options').click();
      assert.equal(await trialEnd.isVisible(), true);
      await page.getByLabel('Name').fill('Try-out');
      await page.getByLabel('Category').fill('Video');
      await page.getByLabel('Amount').fill('5');
      await page.getByLabel('Currency').selectOption('EUR');
      await page.getByLabel('Next payment date').fill(dateFromToday(3));
      await page.getByLabel('Remind me (days before)').fill('soon');
      await page.getByRole('button', { name: 'Save' }).click();
      // The page comes back with the fold open: the refused field and what was typed show.
      await page.getByRole('alert').getByRole('link').first().click();
      const reminders = page.getByLabel('Remind me (days before)');
      assert.equal(await reminders.isVisible(), true);
      assert.equal(await reminders.inputValue(), 'soon');
      assert.equal(await reminders.getAttribute('aria-invalid'), 'true');
    });

    it('filters, sorts and pages like the API', async () => {
      const { system, browser } = session;
      const { page } = browser;
      const names = Array.from({ length: 53 }, (_, i) => `Plan ${String(i).padStart(2, '0')}`);
      await createOverApi(
        system,
        names.map((n, i) => ({ name: n, status: i === 7 ? 'paused' : 'active' })),
      );
      await page.goto(`${system.baseUrl}/subscriptions`);
      await page.getByLabel('Search').fill('plan 0');
      await page.getByLabel('Sort by').selectOption({ label: 'Name, Z to A' });
      // The status is one of the filters folded behind "Filters".
      await page.getByText('Filters', { exact: true }).click();
      await page.getByLabel('Status').selectOption('paused');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      assert.deepEqual(await page.getByRole('link', { name: /^Plan / }).allTextContents(), [
        'Plan 07',
      ]);
      assert.equal(await page.getByText('Filters (1 in use)').count(), 1);
      assert.equal(await page.getByLabel('Status').isVisible(), false, 'folded again');

      await page.goto(`${system.baseUrl}/subscriptions?sort=name&q=plan`);
      assert.match((await page.getByText(/^Showing/).textContent()) ?? '', /Showing 1 to 50/);
      await page.getByRole('link', { name: 'Next page' }).click();
      await page.waitForLoadState();
      assert.match((await page.getByText(/^Showing/).textContent()) ?? '', /Showing 51 to 53/);
      assert.deepEqual(await page.getByRole('link', { name: /^Plan / }).allTextContents(), [
        'Plan 50',
        'Plan 51',
        'Plan 52',
      ]);
      await page.getByRole('link', { name: 'Previous page' }).click();
      await page.waitForLoadState();
      assert.equal(await page.getByRole('link', { name: 'Plan 00', exact: true }).count(), 1);

      await page.goto(`${system.baseUrl}/subscriptions?expiringBefore=2026-02-30`);
      const problem = page.getByRole('alert');
      assert.match((await problem.textContent()) ?? '', /expiringBefore must be a real date/);
    });

    it('shows names as text, never as markup', async () => {
      const { system, browser } = session;
      const { page } = browser;
      const names = ['<img src=x onerror=alert(1)>', '"><script>alert(2)</script>'];
      await createOverApi(
        system,
        names.map((name) => ({ name })),
      );
      let dialogs = 0;
      page.on('dialog', (dialog: Dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      for (const path of ['/subscriptions?q=%3C', '/subscriptions?q=script', '/', '/calendar']) {
        await page.goto(system.baseUrl + path);
      }
      await page.goto(`${system.baseUrl}/subscriptions?sort=-createdAt&limit=5`);
      for (const name of names) {
        assert.equal(await page.getByRole('link', { name, exact: true }).count(), 1, name);
      }
      assert.equal(await page.locator('img[src=x]').count(), 0);
      assert.equal(dialogs, 0);
    });
  });
}
