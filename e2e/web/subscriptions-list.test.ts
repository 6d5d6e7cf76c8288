/**
 * Issue 37, the subscriptions list as a person sees it in Chromium: a logo or monogram
 * before each name, names on one line at 1280 px, one "Actions" menu a row that works
 * without JavaScript, the filters folded behind "Filters" so a phone sees subscriptions on
 * its first screen, and a grid of cards chosen by a link and remembered; axe clean at 360
 * and 1280 px, light and dark, in both views and with a menu open.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createOverApi, noticeText } from './subs-helpers.js';
import {
  browserSuite,
  checkAccessibility,
  itHasNoAxeViolationsAtEveryViewport,
  screenshot,
  servedSystem,
} from './support/index.js';

// Oldest first: the list shows the newest first, so the first three are its last rows, the
// ones a phone draws only as they near the screen.
const NAMES = [
  'Dropbox Plus',
  'Duolingo Super',
  'Headspace',
  'Adobe Creative Cloud All Apps',
  'Nintendo Switch Online Family',
  'Amazon Prime',
  'Netflix',
  'Gym membership',
];

describe('the subscriptions list', () => {
  const served = servedSystem();
  before(async () => {
    await createOverApi(
      served.system,
      NAMES.map((name) => ({ name, category: 'Everyday things' })),
    );
  });

  describe('at 1280 px without JavaScript', () => {
    const suite = browserSuite({
      system: () => served.system,
      width: 1280,
      javaScriptEnabled: false,
    });

    it('keeps every name on one line, after its monogram', async () => {
      const { page } = suite;
      await page.goto(`${served.system.baseUrl}/subscriptions`);
      for (const name of NAMES) {
        const link = page.getByRole('link', { name, exact: true });
        const lines = await link.evaluate((node) => {
          const style = getComputedStyle(node);
          return node.getBoundingClientRect().height / Number.parseFloat(style.lineHeight);
        });
        assert.ok(lines < 1.5, `${name}: ${lines.toFixed(2)} lines`);
      }
      const row = page.getByRole('row', { name: /Amazon Prime/ });
      assert.equal(await row.getByText('AP', { exact: true }).isVisible(), true);
    });

    it('pauses a subscription from its row’s Actions menu', async () => {
      const { page } = suite;
      await page.goto(`${served.system.baseUrl}/subscriptions`);
      const pause = page.getByRole('button', { name: 'Pause Netflix' });
      assert.equal(await pause.isVisible(), false, 'folded until asked for');
      await page.getByText('Actions for Netflix').click();
      assert.equal(await page.getByRole('link', { name: 'Edit Netflix' }).isVisible(), true);
      await pause.click();
      assert.equal(await noticeText(page), 'Subscription paused');
      const row = page.getByRole('row', { name: /Netflix/ });
      assert.equal(await row.getByRole('cell', { name: 'Paused', exact: true }).count(), 1);
    });

    it('shows cards once chosen, and again on the next visit', async () => {
      const { page } = suite;
      await page.goto(`${served.system.baseUrl}/subscriptions`);
      await page
        .getByRole('navigation', { name: 'View' })
        .getByRole('link', { name: 'Cards' })
        .click();
      await page.goto(`${served.system.baseUrl}/subscriptions`);
      assert.equal(await page.getByRole('table').count(), 0);
      const card = page.getByRole('article', { name: 'Amazon Prime' });
      assert.match((await card.textContent()) ?? '', /\$15\.99 a month/);
      await card.getByText('Actions for Amazon Prime').click();
      assert.equal(
        await card.getByRole('button', { name: 'Pause Amazon Prime' }).isVisible(),
        true,
      );
      await page.getByRole('link', { name: 'List' }).click();
      await page.goto(`${served.system.baseUrl}/subscriptions`);
      assert.equal(await page.getByRole('table').count(), 1);
    });
  });

  describe('at 360 px without JavaScript', () => {
    const suite = browserSuite({
      system: () => served.system,
      width: 360,
      javaScriptEnabled: false,
    });

    it('shows the first subscriptions on a phone’s first screen, the filters folded', async () => {
      const { page } = suite;
      await page.goto(`${served.system.baseUrl}/subscriptions?status=active`);
      assert.equal(await page.getByLabel('Status').isVisible(), false);
      assert.equal(await page.getByText('Filters (1 in use)').isVisible(), true);
      const first = page.getByRole('link', { name: NAMES.at(-1), exact: true });
      const box = await first.boundingBox();
      assert.ok(box && box.y + box.height < 900, `the first name at ${box?.y} px`);
    });

    it('opens a lower row’s or card’s menu over the ones under it, every item in reach', async () => {
      const { page } = suite;
      for (const view of ['table', 'cards']) {
        await page.goto(`${served.system.baseUrl}/subscriptions?view=${view}`);
        await page.getByText('Actions for Duolingo Super').click();
        // A click lands only on an item that is drawn whole and that nothing covers; the
        // last item reaches furthest below the row.
        await page.getByRole('link', { name: 'Delete Duolingo Super' }).click({ timeout: 5000 });
        await page.waitForURL(/\/delete$/);
      }
    });
  });

  describe('axe', () => {
    itHasNoAxeViolationsAtEveryViewport(
      () => served.system,
      async (page) => {
        await page.goto(`${served.system.baseUrl}/subscriptions?view=table`);
        await page.getByText('Actions for Amazon Prime').click();
        await page.getByText('Filters', { exact: true }).click();
        await checkAccessibility(page);
        await screenshot(page, 'subscriptions-list-menu');
        await page.goto(`${served.system.baseUrl}/subscriptions?view=cards`);
        await checkAccessibility(page);
        await screenshot(page, 'subscriptions-cards');
        await page.goto(`${served.system.baseUrl}/subscriptions?view=table`);
      },
    );
  });
});
