/**
 * D53, issue 37: a logo as a person uploads it in Chromium, without JavaScript: a real file
 * chosen on the subscription's page, then seen beside the name on the page and in the
 * list, served at the page's own path; removed again, the initials come back. A name of a
 * well-known service shows its icon instead of initials until a logo is uploaded.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { createOverApi, noticeText } from './subs-helpers.js';
import { browserSuite } from './support/index.js';

const FILES = mkdtempSync(join(tmpdir(), 'subtrack-logos-'));
after(() => rmSync(FILES, { recursive: true, force: true }));
const LOGO = join(FILES, 'gym.svg');
writeFileSync(
  LOGO,
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#ff6b00"/></svg>',
);

/** The width the browser decoded an image at (0 while it is not loaded or broken). */
const loadedWidth = (image: Locator) =>
  image.evaluate(async (node) => {
    const img = node as HTMLImageElement;
    await img.decode().catch(() => undefined);
    return img.naturalWidth;
  });

describe('a subscription’s logo', () => {
  const suite = browserSuite({ width: 1280, javaScriptEnabled: false });
  before(async () => {
    await createOverApi(suite.system, [{ name: 'Gym membership' }, { name: 'Netflix' }]);
  });

  it('is uploaded from the subscription’s page, shown there and in the list, and removed', async () => {
    const { page, system } = suite;
    await page.goto(`${system.baseUrl}/subscriptions`);
    const gymRow = page.getByRole('row', { name: /Gym membership/ });
    assert.equal(await gymRow.getByText('GM', { exact: true }).isVisible(), true);
    // A well-known service shows its icon, not its initials.
    const netflixRow = page.getByRole('row', { name: /Netflix/ });
    assert.equal(await netflixRow.getByText('N', { exact: true }).count(), 0);

    await page.getByRole('link', { name: 'Gym membership', exact: true }).click();
    await page.getByLabel('Logo image').setInputFiles(LOGO);
    await page.getByRole('button', { name: 'Upload logo' }).click();
    assert.equal(await noticeText(page), 'Logo uploaded');
    const heading = page.getByRole('heading', { level: 1 });
    // Drawn from the SVG on the server as a raster of 256 px, at the page's own path.
    const onPage = heading.locator('img');
    assert.match(
      String(await onPage.getAttribute('src')),
      /^\/subscriptions\/[0-9a-f-]{36}\/logo$/,
    );
    assert.equal(await loadedWidth(onPage), 256);
    assert.equal(await heading.getByText('GM', { exact: true }).count(), 0);

    await page.getByRole('link', { name: 'Back to subscriptions' }).click();
    const inList = page.getByRole('row', { name: /Gym membership/ }).locator('img');
    await inList.scrollIntoViewIfNeeded();
    assert.equal(await loadedWidth(inList), 256);

    await page.getByRole('link', { name: 'Gym membership', exact: true }).click();
    await page.getByRole('button', { name: 'Remove the logo of Gym membership' }).click();
    assert.equal(await noticeText(page), 'Logo removed');
    assert.equal(await heading.locator('img').count(), 0);
    assert.equal(await heading.getByText('GM', { exact: true }).isVisible(), true);
  });
});
