/**
 * Issue 20: the Name field counts characters as the server does (Unicode code points,
 * 120 for a name) in a real browser. `maxlength` counted UTF-16 units: 70 emoji were cut
 * to 60 and a family emoji was cut apart. With JavaScript off the server's message says
 * the limit beside the field.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { dateFromToday, noticeText } from './subs-helpers.js';
import { browserSuite } from './support/index.js';

// Man, woman, girl, boy joined by zero-width joiners: 7 code points, 11 UTF-16 units.
const FAMILY = '👨‍👩‍👧‍👦';
const SEVENTY_EMOJI = '😀'.repeat(70);

/** Opens the create form; answers the Name field. */
async function createForm(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/subscriptions/new`);
  return page.getByLabel('Name');
}

/** Fills the other required fields and presses "Save". */
async function saveRest(page: Page) {
  await page.getByLabel('Category').fill('Video');
  await page.getByLabel('Amount').fill('9.99');
  await page.getByLabel('Currency').selectOption('USD');
  await page.getByLabel('Next payment date').fill(dateFromToday(10));
  await page.getByRole('button', { name: 'Save' }).click();
}

describe('the Name field in a browser (JavaScript on)', () => {
  const session = browserSuite();

  it('keeps 70 emoji typed one by one or pasted at once, and saves them', async () => {
    const { page } = session.browser;
    const name = await createForm(page, session.system.baseUrl);
    await name.pressSequentially(SEVENTY_EMOJI);
    assert.equal(await name.inputValue(), SEVENTY_EMOJI);
    await name.fill(SEVENTY_EMOJI);
    assert.equal(await name.inputValue(), SEVENTY_EMOJI);
    await saveRest(page);
    assert.equal(await noticeText(page), 'Subscription added');
    assert.equal(await page.getByRole('link', { name: SEVENTY_EMOJI, exact: true }).count(), 1);
  });

  it('takes a family emoji whole where it fits, and not at all where it does not', async () => {
    const { page } = session.browser;
    const name = await createForm(page, session.system.baseUrl);
    await name.fill('a'.repeat(113));
    await page.keyboard.insertText(FAMILY);
    assert.equal(await name.inputValue(), `${'a'.repeat(113)}${FAMILY}`, '113 + 7 = 120 fits');
    await name.fill('a'.repeat(115));
    await page.keyboard.insertText(FAMILY);
    assert.equal(await name.inputValue(), 'a'.repeat(115), 'never part of the family');
    await page.keyboard.insertText('😀😀😀😀😀😀');
    assert.equal(await name.inputValue(), `${'a'.repeat(115)}${'😀'.repeat(5)}`);
    await page.keyboard.press('Home');
    await page.keyboard.insertText('x');
    assert.equal(await name.inputValue(), `${'a'.repeat(115)}${'😀'.repeat(5)}`, 'full');
  });

  it('says the limits beside Name and Category, and uses no maxlength', async () => {
    const { page } = session.browser;
    await createForm(page, session.system.baseUrl);
    assert.match(
      String(await page.locator('#name-hint').textContent()),
      /At most 120 characters\./,
    );
    assert.match(
      String(await page.locator('#category-hint').textContent()),
      /At most 80 characters\./,
    );
    assert.equal(await page.getByLabel('Name').getAttribute('aria-describedby'), 'name-hint');
    assert.equal(await page.getByLabel('Name').getAttribute('maxlength'), null);
  });
});

describe('the Name field in a browser (JavaScript off)', () => {
  const session = browserSuite({ javaScriptEnabled: false });

  it('takes 70 emoji, and the server says when a name is over 120 characters', async () => {
    const { page } = session.browser;
    const name = await createForm(page, session.system.baseUrl);
    await name.fill(SEVENTY_EMOJI);
    assert.equal(await name.inputValue(), SEVENTY_EMOJI);
    await name.fill(`${'a'.repeat(115)}${FAMILY}`);
    await saveRest(page);
    const message = page.locator('#name-error');
    assert.match((await message.textContent()) ?? '', /Name must have 1 to 120 characters/);
    assert.equal(await page.getByLabel('Name').inputValue(), `${'a'.repeat(115)}${FAMILY}`);
    await page.getByLabel('Name').fill(SEVENTY_EMOJI);
    await saveRest(page);
    assert.equal(await noticeText(page), 'Subscription added');
  });
});
