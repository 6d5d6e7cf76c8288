// The screens `pnpm screenshot --all` takes, and how it signs in as the demo account's owner.
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import sharp from 'sharp';

/**
 * Runs `subtrack demo` on `db` and answers its one-time sign-in path: `entry` is a checkout's
 * `packages/cli-seed/src/main.ts` (run through tsx, in that checkout) or the built bundle.
 */
export async function demoSignInUrl(entry: string, db: string): Promise<string> {
  const tree = resolve(dirname(entry), '../../..');
  const tsx = entry.endsWith('.ts') ? ['--import', import.meta.resolve('tsx')] : [];
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...tsx, entry, 'demo', '--db', db, '--json'],
    { cwd: tree, env: { ...process.env, TSX_TSCONFIG_PATH: join(tree, 'tsconfig.json') } },
  );
  return (JSON.parse(stdout) as { signInUrl: string }).signInUrl;
}

/** Follows the demo's sign-in link; the demo owner has no password yet, so it sets one. */
export async function signInAsDemoOwner(page: Page, origin: string, signInUrl: string) {
  await page.goto(origin + signInUrl);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/set-password$/);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo password for the screenshot');
  await page.getByLabel('Confirm password').fill('demo password for the screenshot');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(`${origin}/`);
}

/** Every screen of the signed-in owner, by file name; `:id` is the list's first subscription. */
const SCREENS: Record<string, string> = {
  dashboard: '/',
  subscriptions: '/subscriptions',
  subscription: '/subscriptions/:id',
  'subscription-edit': '/subscriptions/:id/edit',
  'subscription-add': '/subscriptions/new',
  calendar: '/calendar',
  insights: '/insights',
  activity: '/activity',
  settings: '/settings',
  account: '/account',
  notifications: '/notifications',
  members: '/members',
  keys: '/keys',
  data: '/data',
  'find-subscriptions': '/find-subscriptions',
};

const WIDTHS = { desktop: 1280, phone: 390 } as const;

/**
 * Takes each screen as a whole page at each width into `out` as WebP (a screen the server
 * does not have is left out) and prints a table of the pages' heights in CSS pixels.
 */
export async function shootEveryScreen(page: Page, origin: string, out: string) {
  mkdirSync(out, { recursive: true });
  await page.goto(`${origin}/subscriptions`);
  const first = await page
    .locator('main a[href^="/subscriptions/"]:not([href$="/new"])')
    .first()
    .getAttribute('href');
  const id = /^\/subscriptions\/([^/?]+)/.exec(first ?? '')?.[1] ?? 'none';
  const heights: Record<string, Record<string, number>> = {};
  for (const [device, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: device === 'phone' ? 844 : 800 });
    for (const [name, path] of Object.entries(SCREENS)) {
      const response = await page.goto(origin + path.replace(':id', id));
      if (!response?.ok()) continue;
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      // A window as tall as the page, so a phone's tab bar shows once, at the bottom.
      await page.setViewportSize({ width, height });
      const file = join(out, `${name}-${device}.webp`);
      // A page taller than 8,000 px (WebP holds 16,383) is scaled down to that height.
      await sharp(await page.screenshot())
        .resize({ height: Math.min(height, 8_000), fit: 'inside' })
        .webp({ quality: 70, effort: 6 })
        .toFile(file);
      await page.setViewportSize({ width, height: device === 'phone' ? 844 : 800 });
      heights[name] = { ...heights[name], [device]: height };
    }
  }
  console.log('screen\t1280 px\t390 px');
  for (const [name, h] of Object.entries(heights)) {
    console.log(`${name}\t${h.desktop ?? '-'}\t${h.phone ?? '-'}`);
  }
}
