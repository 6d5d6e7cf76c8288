/**
 * The daily screens (dashboard, subscriptions as a list and as cards, calendar, insights)
 * opened by a browser that asks for German, French or Chinese: each page says its language
 * in `<html lang>` and speaks it, has no serious axe violation, and never scrolls sideways
 * on a 360 px phone, long German and French words included.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createOverApi, dateFromToday } from './subs-helpers.js';
import { browserSuite, checkAccessibility, screenshot } from './support/index.js';

/** The screens, each with its page heading in each language as the catalogs say it. */
const SCREENS = [
  {
    path: '/',
    name: 'dashboard',
    heading: { de: 'Übersicht', fr: 'Tableau de bord', 'zh-Hans': '概览' },
  },
  {
    path: '/subscriptions',
    name: 'list',
    heading: { de: 'Abonnements', fr: 'Abonnements', 'zh-Hans': '订阅' },
  },
  {
    path: '/subscriptions?view=cards',
    name: 'cards',
    heading: { de: 'Abonnements', fr: 'Abonnements', 'zh-Hans': '订阅' },
  },
  {
    path: '/calendar',
    name: 'calendar',
    heading: { de: 'Kalender', fr: 'Calendrier', 'zh-Hans': '日历' },
  },
  {
    path: '/insights',
    name: 'insights',
    heading: { de: 'Auswertungen', fr: 'Analyses', 'zh-Hans': '分析' },
  },
] as const;

/** Words of each language the screens say: a sentence, the filters, a row's menu. */
const WORDS = {
  de: {
    said: /Verlängerungen in den nächsten 30 Tagen/,
    filters: 'Filter',
    menu: 'Aktionen für Spotify',
  },
  fr: {
    said: /Renouvellements des 30 prochains jours/,
    filters: 'Filtres',
    menu: 'Actions pour Spotify',
  },
  'zh-Hans': { said: /未来 30 天的续订/, filters: '筛选', menu: 'Spotify 的操作' },
} as const;

describe('the daily screens in German, French and Chinese at 360 px', () => {
  const suite = browserSuite({ width: 360 });

  before(async () => {
    await createOverApi(suite.system, [
      {
        name: 'Kabelfernsehen-Grundversorgungsvertrag',
        category: 'Unterhaltungselektronik',
        amount: 24.99,
        currency: 'EUR',
        nextPaymentDate: dateFromToday(2),
      },
      {
        name: 'Spotify',
        category: 'Musik',
        amount: 10.99,
        currency: 'EUR',
        nextPaymentDate: dateFromToday(5),
      },
      {
        name: 'spotify',
        category: 'Musik',
        amount: 10.99,
        currency: 'EUR',
        nextPaymentDate: dateFromToday(9),
      },
      {
        name: 'Versicherung',
        amount: 540,
        period: 'yearly',
        currency: 'EUR',
        nextPaymentDate: dateFromToday(20),
      },
      { name: 'Figma', isTrial: true, trialEndsOn: dateFromToday(6), currency: 'USD', amount: 15 },
      {
        name: 'Gym',
        amount: 45,
        period: 'custom',
        customDate: '45',
        currency: 'CHF',
        noticeDays: 30,
      },
    ]);
  });

  for (const language of ['de', 'fr', 'zh-Hans'] as const) {
    it(`speaks ${language} on every daily screen, axe clean, without sideways scrolling`, async () => {
      const { page } = suite;
      await page.setExtraHTTPHeaders({ 'Accept-Language': `${language};q=1, en;q=0.5` });
      for (const screen of SCREENS) {
        await page.goto(`${suite.system.baseUrl}${screen.path}`);
        assert.equal(await page.locator('html').getAttribute('lang'), language, screen.path);
        const heading = page.getByRole('heading', { level: 1, name: screen.heading[language] });
        assert.equal(await heading.count(), 1, `${screen.path} is headed in ${language}`);
        if (screen.path === '/') {
          assert.match((await page.getByRole('main').textContent()) ?? '', WORDS[language].said);
        }
        if (screen.path === '/subscriptions') {
          // The folded filters and a row's menu open, as a person would open them.
          await page.getByText(WORDS[language].filters, { exact: true }).click();
          await page.getByText(WORDS[language].menu, { exact: true }).click();
        }
        await checkAccessibility(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert.equal(
          overflow,
          0,
          `${screen.path} in ${language} scrolls sideways by ${overflow} px`,
        );
        await screenshot(page, `${screen.name}-${language}`);
      }
    });
  }
});
