/**
 * Issue 37, the activity screen as a person reads it in Chromium without JavaScript at
 * 360 px: one line an event in words, the subscription named and linked, the ids and the
 * changed fields folded under "Details", nothing wider than the phone (axe runs on the
 * screen, a Details open, in notifications-activity-insights.test.ts).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { createOverApi } from './subs-helpers.js';
import { browserSuite } from './support/index.js';

/** The text a person sees: what a closed Details holds is left out, unlike `textContent`. */
// biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the point here, the rendered text without what is folded away.
const seen = (element: Locator) => element.innerText();

describe('the activity screen on a phone', () => {
  const suite = browserSuite({ width: 360, javaScriptEnabled: false });
  let netflix: string;
  before(async () => {
    const { system } = suite;
    [netflix = ''] = await createOverApi(system, [
      { name: 'Netflix', amount: 15.49, currency: 'EUR' },
    ]);
    const response = await fetch(`${system.baseUrl}/api/v1/subscriptions/${netflix}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${system.writeKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 17.99 }),
    });
    assert.equal(response.status, 200);
  });

  it('says each change in one line of words and links the subscription', async () => {
    const { page, system } = suite;
    await page.goto(`${system.baseUrl}/activity`);
    const change = page
      .getByRole('listitem')
      .filter({ hasText: 'An API key changed Netflix’s amount from €15.49 to €17.99' });
    assert.equal(await change.count(), 1);
    await change.getByRole('link', { name: 'Netflix' }).click();
    assert.equal(new URL(page.url()).pathname, `/subscriptions/${netflix}`);
  });

  it('keeps ids out of sight until Details is opened, and fits the phone', async () => {
    const { page, system } = suite;
    await page.goto(`${system.baseUrl}/activity`);
    const main = page.getByRole('main');
    assert.doesNotMatch(await seen(main), new RegExp(netflix));
    assert.doesNotMatch(await seen(main), /\bnone\b/);
    const added = page.getByRole('listitem').filter({ hasText: 'An API key added Netflix' });
    await added.getByText('Details of this event').click();
    assert.match(await seen(added), new RegExp(netflix));
    assert.match(await seen(added), /amount\s+€15\.49/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 360, `the page is ${width} px wide`);
  });
});
