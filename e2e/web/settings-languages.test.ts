/**
 * The screens under Settings in German and in Simplified Chinese, chosen by the browser's
 * Accept-Language: each page says its language, reads in it, passes axe, and has no
 * horizontal scroll on a 360 px phone (long German words wrap or fit).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browserSuite, checkAccessibility, screenshot } from './support/index.js';

/** Each screen with the heading it has in German and in Chinese. */
const SCREENS: ReadonlyArray<{ path: string; de: string; zh: string }> = [
  { path: '/settings', de: 'Einstellungen', zh: '设置' },
  { path: '/keys', de: 'API-Schlüssel', zh: 'API 密钥' },
  { path: '/members', de: 'Mitglieder', zh: '成员' },
  { path: '/settings/rates', de: 'Wechselkurse', zh: '汇率' },
  { path: '/data', de: 'Import und Export', zh: '导入和导出' },
  { path: '/notifications', de: 'Benachrichtigungen', zh: '通知' },
  {
    path: '/notifications/channels/new?kind=email',
    de: 'E-Mail-Kanal hinzufügen',
    zh: '添加电子邮件渠道',
  },
  {
    path: '/notifications/channels/new?kind=webhook',
    de: 'Webhook hinzufügen',
    zh: '添加 Webhook',
  },
];

const LANGUAGES = [
  {
    acceptLanguage: 'de-DE,de;q=0.9',
    lang: 'de',
    heading: (screen: (typeof SCREENS)[number]) => screen.de,
  },
  {
    acceptLanguage: 'zh-CN,zh;q=0.9',
    lang: 'zh-Hans',
    heading: (screen: (typeof SCREENS)[number]) => screen.zh,
  },
] as const;

for (const language of LANGUAGES) {
  describe(`the settings screens in ${language.lang} at 360 px`, () => {
    const suite = browserSuite({ width: 360 });

    it('say their words in the language, pass axe and never scroll sideways', async () => {
      const { page } = suite;
      await page.setExtraHTTPHeaders({ 'Accept-Language': language.acceptLanguage });
      const widths: string[] = [];
      for (const screen of SCREENS) {
        await page.goto(`${suite.system.baseUrl}${screen.path}`);
        assert.equal(await page.locator('html').getAttribute('lang'), language.lang, screen.path);
        const heading = page.getByRole('heading', { level: 1 });
        assert.equal((await heading.textContent())?.trim(), language.heading(screen), screen.path);
        await checkAccessibility(page);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 360) widths.push(`${screen.path} is ${width} px wide`);
        await screenshot(page, `settings-${language.lang}${screen.path.replace(/[/?=]/g, '-')}`);
      }
      assert.deepEqual(widths, []);
    });
  });
}
