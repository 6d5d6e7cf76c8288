/**
 * The pages seen before signing in, in the language the browser asks for: German and
 * Simplified Chinese at 360 px (sign-in, a sign-in link, the pause after too many
 * failures), each with its `<html lang>`, no serious or critical axe violation, and nothing
 * wider than the screen (long German words wrap).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, checkAccessibility } from './support/index.js';

const WIDTH = 360;

/** What each language's pages say, as a person reads them. */
const LANGUAGES = [
  {
    acceptLanguage: 'de-DE,de;q=0.9,en;q=0.5',
    lang: 'de',
    signIn: 'Anmelden',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    linkHeading: 'Mit einem Link anmelden',
    linkInvalid: 'Dieser Anmeldelink funktioniert nicht',
    tooMany: 'Zu viele fehlgeschlagene Anmeldungen',
  },
  {
    acceptLanguage: 'zh-CN,zh;q=0.9',
    lang: 'zh-Hans',
    signIn: '登录',
    email: '电子邮箱',
    password: '密码',
    linkHeading: '通过链接登录',
    linkInvalid: '此登录链接无效',
    tooMany: '登录失败次数过多',
  },
] as const;

async function assertFitsAndPasses(page: Page, lang: string): Promise<void> {
  assert.equal(await page.getAttribute('html', 'lang'), lang);
  await checkAccessibility(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.equal(overflow, 0, `the page scrolls sideways by ${overflow} px`);
}

for (const words of LANGUAGES) {
  describe(`the pages before signing in, for a browser asking for ${words.acceptLanguage}`, () => {
    const suite = browserSuite({ signedIn: false, width: WIDTH });

    it('shows the sign-in page in that language, and signs in with it', async () => {
      const { page, system } = suite;
      await page.setExtraHTTPHeaders({ 'Accept-Language': words.acceptLanguage });
      await page.goto(`${system.baseUrl}/sign-in`);
      await page.getByRole('heading', { name: words.signIn }).waitFor();
      await assertFitsAndPasses(page, words.lang);
      await page.getByLabel(words.email).fill(system.email);
      await page.getByLabel(words.password).fill(system.password);
      await page.getByRole('button', { name: words.signIn, exact: true }).click();
      await page.waitForURL(`${system.baseUrl}/`);
    });

    it('shows a sign-in link’s page in that language, and says when it no longer works', async () => {
      const { page, system } = suite;
      await page.context().clearCookies();
      await page.setExtraHTTPHeaders({ 'Accept-Language': words.acceptLanguage });
      const link = system.baseUrl + (await system.signInLink());
      await page.goto(link);
      await page.getByRole('heading', { name: words.linkHeading }).waitFor();
      await assertFitsAndPasses(page, words.lang);
      await page.getByRole('button', { name: words.signIn }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
      await page.context().clearCookies();
      await page.goto(link);
      await page.getByRole('heading', { name: words.linkInvalid }).waitFor();
      await assertFitsAndPasses(page, words.lang);
    });

    it('says in that language when sign-in is paused after too many failures', async () => {
      const { page, system } = suite;
      await page.context().clearCookies();
      await page.setExtraHTTPHeaders({ 'Accept-Language': words.acceptLanguage });
      // Ten failures from one address pause its sign-ins; the eleventh attempt is refused.
      for (let attempt = 0; attempt < 11; attempt++) {
        await page.goto(`${system.baseUrl}/sign-in`);
        await page.getByLabel(words.email).fill(system.email);
        await page.getByLabel(words.password).fill('not the password');
        await page.getByRole('button', { name: words.signIn, exact: true }).click();
        await page.waitForLoadState();
      }
      await page.getByRole('heading', { level: 1, name: words.tooMany }).waitFor();
      await assertFitsAndPasses(page, words.lang);
    });
  });
}
