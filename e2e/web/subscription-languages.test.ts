/**
 * A subscription's screens in German and in Chinese, as a browser asking for that language
 * sees them at 360 px: the page says its language, its words are the catalog's (the form's
 * refusal too), axe finds no serious violation and nothing scrolls sideways (long German
 * words wrap).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { createOverApi, dateFromToday } from './subs-helpers.js';
import { browserSuite, checkAccessibility, screenshot } from './support/index.js';

// What each language's pages must say, by the language a browser asks for.
const LANGUAGES = [
  {
    accept: 'de-DE,de;q=0.9',
    lang: 'de',
    page: /Kündigungsfrist/,
    form: 'Abonnement hinzufügen',
    save: 'Speichern',
    refused: /Der Name muss 1 bis 120 Zeichen haben/,
    delete: 'Abonnement löschen',
  },
  {
    accept: 'zh-CN,zh;q=0.9',
    lang: 'zh-Hans',
    page: /提前取消期/,
    form: '添加订阅',
    save: '保存',
    refused: /名称必须为 1 到 120 个字符/,
    delete: '删除订阅',
  },
] as const;

async function noSidewaysScroll(page: Page, screen: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.equal(overflow, 0, `${screen} scrolls ${overflow} px sideways at 360 px`);
}

describe('a subscription’s screens in German and Chinese at 360 px', () => {
  const suite = browserSuite({ width: 360 });
  let contract: string;
  before(async () => {
    [contract] = (await createOverApi(suite.system, [
      {
        name: 'Hausratversicherung',
        category: 'Versicherung',
        amount: 90,
        currency: 'EUR',
        intervalCount: 3,
        nextPaymentDate: dateFromToday(45),
        startedOn: dateFromToday(-320),
        endsOn: dateFromToday(400),
        noticeDays: 30,
        remindDaysBefore: [7, 0],
      },
    ])) as [string];
  });

  for (const language of LANGUAGES) {
    it(`shows the page, the forms and a refusal in ${language.lang}`, async () => {
      const { page, system } = suite;
      await page.setExtraHTTPHeaders({ 'Accept-Language': language.accept });
      const check = async (screen: string) => {
        assert.equal(await page.locator('html').getAttribute('lang'), language.lang);
        await checkAccessibility(page);
        await noSidewaysScroll(page, screen);
        await screenshot(page, `${screen}-${language.lang}`);
      };

      await page.goto(`${system.baseUrl}/subscriptions/${contract}`);
      assert.match((await page.getByRole('main').textContent()) ?? '', language.page);
      await check('subscription-page');

      await page.goto(`${system.baseUrl}/subscriptions/${contract}/delete`);
      await page.getByRole('button', { name: language.delete }).waitFor();
      await check('subscription-delete');

      await page.goto(`${system.baseUrl}/subscriptions/new`);
      await page.getByRole('heading', { name: language.form, level: 1 }).waitFor();
      await check('subscription-new');
      await page.getByRole('button', { name: language.save }).click();
      const summary = page.getByRole('alert');
      await summary.waitFor();
      assert.match((await summary.textContent()) ?? '', language.refused);
      await check('subscription-new-refused');
    });
  }
});
