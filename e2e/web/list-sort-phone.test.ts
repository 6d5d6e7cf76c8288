/**
 * The list's "Sort by" control on a 360 px phone, in each of the five languages: every choice
 * reads whole in the closed select (its text is not cut at the control's edge, before its
 * arrow), and the page never scrolls sideways.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserSuite, screenshot } from './support/index.js';

/** The select's label in each language the pages speak. */
const LABELS = {
  en: 'Sort by',
  de: 'Sortieren nach',
  fr: 'Trier par',
  es: 'Ordenar por',
  'zh-Hans': '排序方式',
} as const;

describe('the list’s sort control on a 360 px phone', () => {
  const suite = browserSuite({ width: 360, javaScriptEnabled: false });

  for (const language of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
    it(`shows every sort choice whole in ${language}, without sideways scrolling`, async () => {
      const { page } = suite;
      await page.setExtraHTTPHeaders({ 'Accept-Language': `${language};q=1` });
      await page.goto(`${suite.system.baseUrl}/subscriptions`);
      const sort = page.getByLabel(LABELS[language], { exact: true });
      const choices = await sort.locator('option').allTextContents();
      assert.equal(choices.length, 8);
      for (const choice of choices) {
        await sort.selectOption({ label: choice });
        // The closed select shows the chosen text between its padding and its arrow.
        const fit = await sort.evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = select.selectedOptions[0]?.textContent ?? '';
          const room =
            select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return {
            text: Math.ceil(context.measureText(text).width),
            room: Math.floor(room),
            scrollWidth: select.scrollWidth,
            clientWidth: select.clientWidth,
          };
        });
        assert.ok(fit.scrollWidth <= fit.clientWidth, `${choice}: ${JSON.stringify(fit)}`);
        assert.ok(fit.text <= fit.room, `“${choice}” is cut: ${JSON.stringify(fit)}`);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, 'the page scrolls sideways');
      await screenshot(page, `list-sort-${language}-360`);
    });
  }
});
