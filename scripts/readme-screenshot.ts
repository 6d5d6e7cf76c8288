// Regenerates the README's screenshot of the web application (`pnpm screenshot`): starts a
// demo server on a temp database, signs in with the link `demo` prints, and writes
// docs/images/dashboard.png at 1280 px and docs/images/dashboard-phone.png at 390 px, in the
// light scheme. Needs /usr/bin/chromium.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cliJson } from '../e2e/support/system.js';
import { launchBrowser } from '../e2e/web/support/browser.js';
import { startServerProcess } from '../packages/cli-seed/src/testing/server-process.js';

const root = resolve(import.meta.dirname, '..');
const output = join(root, 'docs/images/dashboard.png');
const phoneOutput = join(root, 'docs/images/dashboard-phone.png');

const dir = mkdtempSync(join(tmpdir(), 'subtrack-screenshot-'));
const db = join(dir, 'subtrack.sqlite');
try {
  const demo = await cliJson<{ signInUrl: string }>(['demo', '--db', db]);
  const args = ['serve', '--db', db, '--port', '0', '--host', '127.0.0.1'];
  const server = await startServerProcess(null, args);
  const browser = await launchBrowser({ width: 1280, colorScheme: 'light' });
  try {
    const { page } = browser;
    await page.goto(server.url + demo.signInUrl);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The demo owner has no password yet: the dashboard is one step further.
    await page.waitForURL(/\/set-password$/);
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo password for the screenshot');
    await page.getByLabel('Confirm password').fill('demo password for the screenshot');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/`);
    mkdirSync(join(root, 'docs/images'), { recursive: true });
    await page.screenshot({ path: output, fullPage: false });
    console.log(`wrote ${output}`);
    // The same page as a phone shows it: the first screen, with the tab bar at the bottom.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/`);
    await page.screenshot({ path: phoneOutput, fullPage: false });
    console.log(`wrote ${phoneOutput}`);
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
