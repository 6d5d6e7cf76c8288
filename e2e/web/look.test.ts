/**
 * Issue 25, the look of the web application, as a person sees it in Chromium at 360 and
 * 1280 px: the navigation holds the daily screens and "Settings" and marks where they are (a
 * tab bar of icons at the bottom of a phone, working without JavaScript), a small "Sign out"
 * in the header on every screen, amounts that line
 * up, statuses as badges in words, one primary action a screen, and empty states that say
 * what to do and link to it.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { createOverApi, dateFromToday } from './subs-helpers.js';
import { browserSuite, servedSystem } from './support/index.js';

/** The daily screens, each an entry of the main navigation, in its order. */
const DAILY: Array<[path: string, link: string]> = [
  ['/', 'Dashboard'],
  ['/subscriptions', 'Subscriptions'],
  ['/calendar', 'Calendar'],
  ['/insights', 'Insights'],
];

/** The screens under "Settings", with the name of their link on the settings page. */
const SETTINGS: Array<[path: string, link: string]> = [
  ['/account', 'Account'],
  ['/notifications', 'Notifications'],
  ['/members', 'Members'],
  ['/keys', 'API keys'],
  ['/settings/rates', 'Exchange rates'],
  ['/data', 'Import and export'],
  ['/find-subscriptions', 'Find subscriptions'],
  ['/activity', 'Activity'],
];

/** The entries of the main navigation: the daily screens, then "Settings". */
const ENTRIES = [...DAILY.map(([, link]) => link), 'Settings'];

/**
 * Every screen visited, with the navigation entry that marks it: "Settings" on its screens,
 * but "Subscriptions" on Find subscriptions, which the list links to as well.
 */
const SCREENS: Array<[path: string, entry: string]> = [
  ...DAILY,
  ['/settings', 'Settings'],
  ...SETTINGS.map(([path]): [string, string] => [
    path,
    path === '/find-subscriptions' ? 'Subscriptions' : 'Settings',
  ]),
];

/** The cells of one column of a table, found by its header's name. */
async function columnCells(table: Locator, header: string): Promise<Locator[]> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim() === header);
  assert.ok(index >= 0, `a column "${header}" among ${headers.join(', ')}`);
  const rows = await table.getByRole('row').all();
  const cells: Locator[] = [];
  // Row 0 is the header row; the row header (th) counts as a cell of its column.
  for (const row of rows.slice(1))
    cells.push(row.getByRole('cell').or(row.getByRole('rowheader')).nth(index));
  return cells;
}

/** How an element's amount is drawn: alignment, digits, and where its text ends. */
async function amountLook(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const range = document.createRange();
    range.selectNodeContents(node);
    return {
      text: node.textContent?.trim() ?? '',
      textAlign: style.textAlign,
      numeric: style.fontVariantNumeric,
      right: Math.round(range.getBoundingClientRect().right),
      boxRight: Math.round(node.getBoundingClientRect().right),
    };
  });
}

/** Asserts amounts read like a column of figures: right-aligned, digits of one width, lined up. */
async function assertLinedUp(amounts: Locator[], what: string): Promise<void> {
  assert.ok(amounts.length >= 2, `${what}: at least two amounts to compare`);
  const looks = await Promise.all(amounts.map(amountLook));
  for (const look of looks) {
    assert.match(look.text, /\d/, `${what}: an amount`);
    assert.ok(
      ['right', 'end'].includes(look.textAlign),
      `${what} "${look.text}": ${look.textAlign}`,
    );
    assert.match(look.numeric, /tabular-nums/, `${what} "${look.text}": tabular figures`);
    // The text ends where its box does (nothing pads it on the right).
    assert.ok(
      Math.abs(look.right - look.boxRight) <= 24,
      `${what} "${look.text}" ends at its edge`,
    );
  }
  const rights = new Set(looks.map((look) => look.boxRight));
  assert.equal(rights.size, 1, `${what}: every amount ends at the same x (${[...rights]})`);
}

/** The elements drawn as the screen's primary action (Pico's filled primary colour). */
async function primaryActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const probe = document.createElement('button');
    probe.type = 'button';
    document.body.append(probe);
    const primary = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return Array.from(document.querySelectorAll('main button, main a'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && getComputedStyle(element).backgroundColor === primary;
      })
      .map((element) => element.textContent?.trim() ?? '');
  });
}

type Box = { x: number; y: number; width: number; height: number };

/** What one visit of a screen shows of its header and its width. */
interface ScreenVisit {
  scrollWidth: number;
  clientWidth: number;
  /** How many "Sign out" buttons the header bar has, the first one's box, and the bar's. */
  signOuts: number;
  signOut: Box | null;
  bar: Box | null;
  /** The main navigation: its marked entries, its entries' names, whether it shows, its box. */
  navigation: { current: string[]; links: string[]; visible: boolean; box: Box | null };
}

/** Opens `url` at `width` and reads its header, its navigation and its width. */
async function visit(page: Page, url: string): Promise<ScreenVisit> {
  await page.goto(url);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  const header = page.getByRole('banner');
  const signOut = header.getByRole('button', { name: 'Sign out' });
  const signOuts = await signOut.count();
  const boxes = {
    signOut: signOuts > 0 ? await signOut.first().boundingBox() : null,
    bar: await header.boundingBox(),
  };
  const nav = header.getByRole('navigation', { name: 'Main' });
  return {
    scrollWidth,
    clientWidth,
    signOuts,
    ...boxes,
    navigation: {
      current: await nav.locator('[aria-current]').allTextContents(),
      links: await nav.getByRole('link').allTextContents(),
      visible: await nav.isVisible(),
      box: await nav.boundingBox(),
    },
  };
}

/** True when a colour (`rgb(r, g, b)`) is a red: what people read as "this destroys". */
function isRed(colour: string): boolean {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return r > 150 && r > g * 1.6 && r > b * 1.6;
}

describe('the look of the web application', () => {
  const served = servedSystem();
  let netflix: string;
  before(async () => {
    [netflix] = (await createOverApi(served.system, [
      { name: 'Netflix', amount: 15.49, nextPaymentDate: dateFromToday(2) },
      {
        name: 'Figma',
        amount: 144,
        period: 'yearly',
        isTrial: true,
        trialEndsOn: dateFromToday(9),
      },
      { name: 'iCloud+', category: 'Storage', amount: 2.99, nextPaymentDate: dateFromToday(4) },
      { name: 'Gym', category: 'Health', amount: 1234.5, status: 'paused' },
      { name: 'Headspace', category: 'Health', amount: 69.99, status: 'cancelled' },
    ])) as [string];
  });

  for (const width of [360, 1280]) {
    describe(`at ${width} px`, () => {
      // JavaScript off: the header, its menu and every style here work without it.
      const suite = browserSuite({ width, javaScriptEnabled: false, system: () => served.system });

      // One visit of each screen, read by the three tests below (a visit is the browser's
      // costliest step): sizes first, then the phone's "Menu" opened to read the navigation.
      const visits = new Map<string, ScreenVisit>();
      before(async () => {
        for (const path of [...SCREENS.map(([screen]) => screen), `/subscriptions/${netflix}/edit`])
          visits.set(path, await visit(suite.browser.page, served.system.baseUrl + path));
      });

      it('shows the daily screens and "Settings" on every screen, marking where the person is', () => {
        for (const [path, entry] of SCREENS) {
          const { navigation } = visits.get(path)!;
          assert.deepEqual(navigation.current, [entry], path);
          assert.deepEqual(navigation.links, ENTRIES, path);
          assert.ok(navigation.visible, path);
        }
      });

      if (width <= 640)
        it('puts the navigation at the bottom of a phone’s screen, an icon over each name', async () => {
          const { page } = suite.browser;
          for (const [path, { navigation }] of visits) {
            const box = navigation.box!;
            assert.ok(Math.abs(box.y + box.height - page.viewportSize()!.height) <= 1, path);
            assert.ok(box.width >= width - 1, `${path}: ${box.width} px wide`);
          }
          await page.goto(`${served.system.baseUrl}/calendar`);
          const nav = page.getByRole('navigation', { name: 'Main' });
          for (const name of ENTRIES) {
            const link = nav.getByRole('link', { name });
            const icon = await link.locator('svg').boundingBox();
            const label = await link.getByText(name, { exact: true }).boundingBox();
            assert.ok(icon && label, name);
            assert.ok(icon.y + icon.height <= label.y + 1, `${name}: the icon above its name`);
            assert.ok(icon.width >= 20, `${name}: an icon of ${icon.width} px`);
          }
          // The last of a long page is not hidden under the bar.
          await page.goto(`${served.system.baseUrl}/settings`);
          const last = page.getByRole('main').getByRole('link').last();
          await last.scrollIntoViewIfNeeded();
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const lastBox = (await last.boundingBox())!;
          const barTop = (await nav.boundingBox())!.y;
          assert.ok(lastBox.y + lastBox.height <= barTop, 'the last entry ends above the bar');
        });

      it('lists the screens under "Settings" on the settings page, each a link to it', async () => {
        const { page } = suite.browser;
        await page.goto(served.system.baseUrl);
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Settings' })
          .click();
        await page.waitForURL(`${served.system.baseUrl}/settings`);
        const main = page.getByRole('main');
        assert.equal(await main.getByRole('link').count(), SETTINGS.length);
        for (const [path, name] of SETTINGS) {
          // Each link is named by its screen, then the line saying what the screen holds.
          const link = main.getByRole('link', { name: new RegExp(`^${name} [A-Z]`) });
          assert.equal(await link.getAttribute('href'), path, name);
        }
        await main.getByRole('link', { name: /^API keys / }).click();
        assert.equal(await page.getByRole('heading', { level: 1, name: 'API keys' }).count(), 1);
      });

      it('never makes a screen scroll sideways (a wide table scrolls inside itself)', () => {
        for (const [path, { scrollWidth, clientWidth }] of visits)
          assert.ok(
            scrollWidth <= clientWidth,
            `${path}: ${scrollWidth} px wide in ${clientWidth}`,
          );
      });

      it('has a small "Sign out" in the header bar of every screen', () => {
        for (const [path, { signOuts, signOut, bar }] of visits) {
          assert.equal(signOuts, 1, path);
          assert.ok(signOut && bar, path);
          // In the bar's first row, a fraction of the width: not a row of its own.
          assert.ok(signOut.y < bar.y + 64, `${path}: at the top (${signOut.y})`);
          assert.ok(signOut.width < width / 3, `${path}: ${signOut.width} px wide`);
          assert.ok(signOut.height <= 40, `${path}: ${signOut.height} px high`);
        }
      });

      it('lines up amounts: right-aligned, in tabular figures, in tables and cards', async () => {
        const { page } = suite.browser;
        await page.goto(`${served.system.baseUrl}/subscriptions`);
        const list = page.getByRole('table');
        if (width >= 768) {
          await assertLinedUp(await columnCells(list, 'Amount'), 'the list’s Amount column');
        } else {
          // On a phone each row is a card: its amount sits at the card's right edge.
          await assertLinedUp(await columnCells(list, 'Amount'), 'the amount of each card');
        }
        await page.goto(`${served.system.baseUrl}/`);
        const renewals = page.getByRole('region', { name: 'Renewals in the next 30 days' });
        const amounts = await renewals.getByRole('listitem').getByText(/\$\d/).all();
        await assertLinedUp(amounts, 'the next 30 days');
        await page.goto(`${served.system.baseUrl}/insights`);
        const monthly = page.getByRole('table', { name: /USD: monthly subscriptions/ });
        await assertLinedUp(await columnCells(monthly, 'A year at this rate'), 'insights');
      });

      it('shows each status as a badge that says it in words', async () => {
        const { page } = suite.browser;
        await page.goto(`${served.system.baseUrl}/subscriptions?sort=name`);
        const table = page.getByRole('table');
        const names = await columnCells(table, 'Name');
        const statuses = await columnCells(table, 'Status');
        const seen: Record<string, string> = {};
        for (const [index, cell] of statuses.entries()) {
          const name = (await names[index]!.getByRole('link').textContent()) ?? '';
          seen[name] = (await cell.textContent())?.trim() ?? '';
          const badge = await cell.evaluate((node) => {
            const pill = node.firstElementChild ?? node;
            const style = getComputedStyle(pill);
            return {
              radius: Number.parseFloat(style.borderTopLeftRadius),
              bg: style.backgroundColor,
            };
          });
          assert.ok(badge.radius >= 8, `${name}: drawn as a pill`);
          assert.notEqual(badge.bg, 'rgba(0, 0, 0, 0)', `${name}: on a colour of its own`);
        }
        assert.deepEqual(seen, {
          Figma: 'Active',
          Gym: 'Paused',
          Headspace: 'Cancelled',
          'iCloud+': 'Active',
          Netflix: 'Active',
        });
        // A free trial says so beside its name, in words too.
        assert.match(
          (await table.getByRole('row', { name: /Figma/ }).textContent()) ?? '',
          /Free trial/,
        );
      });

      it('has one primary action a screen, and draws Delete, Revoke and Remove in red', async () => {
        const { page } = suite.browser;
        const expected: Array<[string, string[]]> = [
          ['/', ['Add subscription']],
          ['/subscriptions', ['Add subscription']],
          ['/subscriptions/new', ['Save']],
          [`/subscriptions/${netflix}/edit`, ['Save']],
          ['/keys', ['Create key']],
          ['/notifications', ['Save settings']],
          ['/account', ['Save']],
          ['/data', ['Preview import']],
          [`/subscriptions/${netflix}/delete`, []],
        ];
        for (const [path, primary] of expected) {
          await page.goto(served.system.baseUrl + path);
          assert.deepEqual(await primaryActions(page), primary, path);
        }
        // The destructive button of a confirmation page, and the quieter links to it.
        const destroy = page.getByRole('button', { name: 'Delete subscription' });
        assert.ok(isRed(await destroy.evaluate((b) => getComputedStyle(b).backgroundColor)));
        await page.goto(`${served.system.baseUrl}/subscriptions`);
        await page.getByText('Actions for Netflix').click();
        const link = page.getByRole('link', { name: 'Delete Netflix' });
        assert.ok(isRed(await link.evaluate((a) => getComputedStyle(a).color)), 'Delete');
        await page.goto(`${served.system.baseUrl}/keys`);
        const revoke = page.getByRole('button', { name: /^Revoke key/ }).first();
        assert.ok(isRed(await revoke.evaluate((b) => getComputedStyle(b).color)), 'Revoke');
      });

      if (width > 640)
        it('keeps the theme chosen on the account screen on every page, without JavaScript', async () => {
          const { page } = suite.browser;
          const look = () =>
            page.evaluate(() => ({
              theme: document.documentElement.dataset['theme'] ?? null,
              background: getComputedStyle(document.documentElement).backgroundColor,
            }));
          const choose = async (name: string) => {
            await page.goto(`${served.system.baseUrl}/account`);
            await page.getByRole('radio', { name }).check();
            await page.getByRole('button', { name: 'Use this theme' }).click();
            await page.waitForURL(`${served.system.baseUrl}/account`);
          };
          // The browser's scheme is light: Dark is the member's choice alone.
          await choose('Dark');
          assert.match((await page.getByRole('main').textContent()) ?? '', /Theme saved/);
          await page.goto(`${served.system.baseUrl}/subscriptions`);
          const dark = await look();
          assert.equal(dark.theme, 'dark');
          assert.notEqual(dark.background, 'rgb(255, 255, 255)');
          await page.goto(`${served.system.baseUrl}/account`);
          assert.ok(await page.getByRole('radio', { name: 'Dark' }).isChecked());
          await choose('Same as this device');
          assert.deepEqual(await look(), { theme: null, background: 'rgb(255, 255, 255)' });
        });
    });
  }
});

describe('the empty states of a new account', () => {
  const suite = browserSuite({ width: 360, javaScriptEnabled: false });

  /** Opens `path`, checks the empty state's words, follows its link and says where it went. */
  async function follow(path: string, says: RegExp, link: string): Promise<string> {
    const { page } = suite.browser;
    await page.goto(suite.system.baseUrl + path);
    assert.match((await page.getByRole('main').textContent()) ?? '', says, path);
    await page.getByRole('main').getByRole('link', { name: link }).click();
    return new URL(page.url()).pathname + new URL(page.url()).hash;
  }

  it('say what to do and link to it: the first subscription, key, channel', async () => {
    const { page } = suite.browser;
    assert.equal(
      await follow('/', /No subscriptions yet\./, 'Add your first subscription'),
      '/subscriptions/new',
    );
    assert.equal(await page.getByRole('heading', { name: 'Add a subscription' }).count(), 1);
    assert.equal(
      await follow(
        '/subscriptions',
        /No subscriptions yet\./,
        'Import from Wallos or a subtrack export',
      ),
      '/data',
    );
    assert.equal(
      await follow('/insights', /no subscriptions yet/, 'Add a subscription'),
      '/subscriptions/new',
    );
    // The test system's owner has the keys the command line made, so the keys screen is
    // never empty here: its empty state is checked in packages/web's keys route test.
    assert.equal(
      await follow('/notifications', /You have no channels yet\./, 'Add your first channel'),
      '/notifications#add-channel-title',
    );
    assert.equal(await page.getByLabel('Kind').count(), 1, 'the add-a-channel form is there');
    assert.equal(
      await follow(
        '/activity?action=subscription.deleted',
        /No activity matches these filters\./,
        'Clear filters and see all activity',
      ),
      '/activity',
    );
  });
});
