/**
 * The pages' language in a real browser: a browser asking for Chinese
 * (zh-CN) gets Simplified Chinese before signing in; a member switches the account screen to
 * Deutsch and every page then reads German, `<html lang="de">`, whatever the browser asks
 * for, until they choose Automatic again. Axe finds nothing serious on the German account
 * screen at 360 px.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserSuite, checkAccessibility, launchBrowser, screenshot } from './support/index.js';

const langOf = (page: {
  locator(selector: string): { getAttribute(name: string): Promise<string | null> };
}) => page.locator('html').getAttribute('lang');

describe('the pages’ language', () => {
  const suite = browserSuite({ width: 360 });

  it('is Simplified Chinese for a browser asking for zh-CN, before signing in', async (t) => {
    const browser = await launchBrowser({ javaScriptEnabled: false, locale: 'zh-CN' });
    t.after(() => browser.close());
    const { page } = browser;
    await page.goto(`${suite.system.baseUrl}/no-such-page`);
    assert.equal(await langOf(page), 'zh-Hans');
    await page.getByRole('heading', { level: 1, name: '找不到页面' }).waitFor();
    await page.getByRole('link', { name: '跳到主要内容' }).waitFor({ state: 'attached' });
    await page.goto(`${suite.system.baseUrl}/sign-in`);
    assert.equal(await langOf(page), 'zh-Hans');
    browser.assertClean();
  });

  it('switches every page to German, over the browser’s language, until Automatic again', async () => {
    const { page, system } = suite;
    await page.goto(`${system.baseUrl}/account`);
    assert.equal(await langOf(page), 'en');
    const language = page.getByRole('group', { name: 'The language of your pages' });
    await language.getByRole('radio', { name: 'Automatic' }).waitFor();
    await language.getByRole('radio', { name: 'Deutsch' }).check();
    await page.getByRole('button', { name: 'Use this language' }).click();

    await page.getByRole('status').getByText('Sprache gespeichert').waitFor();
    assert.equal(await langOf(page), 'de');
    await page.getByRole('heading', { level: 1, name: 'Konto' }).waitFor();
    assert.equal(await page.getByRole('radio', { name: 'Deutsch' }).isChecked(), true);
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Abonnements' }).waitFor();
    await page.getByRole('button', { name: 'Abmelden', exact: true }).waitFor();
    await screenshot(page, 'account-de-360');
    await checkAccessibility(page);

    await nav.getByRole('link', { name: 'Übersicht' }).click();
    assert.equal(await langOf(page), 'de');
    await page.goto(`${system.baseUrl}/no-such-page`);
    await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();

    await page.goto(`${system.baseUrl}/account`);
    await page.getByRole('radio', { name: 'Automatisch' }).check();
    await page.getByRole('button', { name: 'Diese Sprache verwenden' }).click();
    await page.getByRole('status').getByText('Language saved').waitFor();
    assert.equal(await langOf(page), 'en');
  });
});
