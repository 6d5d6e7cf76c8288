/**
 * Issue 37: nothing on the dashboard or the subscriptions list moves once it is drawn on a
 * first visit (an empty cache), at a phone's and a desktop's width. The self-hosted font
 * once arrived after the first paint and pushed the list's cards down (Lighthouse's
 * cumulative layout shift 0.22 on a phone): it is now asked for beside the stylesheets.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { createOverApi, dateFromToday } from './subs-helpers.js';
import { browserSuite } from './support/index.js';

/** The layout shifts a page recorded since it started loading, added up as browsers score them. */
async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        const observer = new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as Array<PerformanceEntry & { value: number }>)
            total += entry.value;
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries arrive with the next frames; two frames later all are in.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

for (const width of [390, 1280]) {
  describe(`a first visit at ${width} px`, () => {
    const suite = browserSuite({ width });
    before(async () => {
      const names = ['Netflix', 'Spotify', 'iCloud+', 'Gym', 'Figma', 'Dropbox', 'YouTube'];
      await createOverApi(
        suite.system,
        names.map((name, i) => ({ name, amount: 5 + i, nextPaymentDate: dateFromToday(i + 1) })),
      );
    });

    for (const path of ['/', '/subscriptions']) {
      it(`draws ${path} without moving anything once the font arrives`, async () => {
        // A context of its own: an empty cache, holding only the session's cookie.
        const fresh = await suite.browser.newContext();
        await fresh.addCookies(await suite.browser.context.cookies());
        const page = await fresh.newPage();
        await page.goto(suite.system.baseUrl + path, { waitUntil: 'load' });
        const shift = await layoutShift(page);
        // Far below 0.1, where browsers stop calling a page's layout shift "good".
        assert.ok(shift < 0.01, `${path} moved by ${shift.toFixed(3)} after its first paint`);
        await fresh.close();
      });
    }
  });
}
