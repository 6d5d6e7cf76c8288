// Regenerates the README's screenshot of the web application (`pnpm screenshot`): starts a
// demo server on a temp database, signs in with the link `demo` prints, and writes
// docs/images/dashboard.png at 1280 px and docs/images/dashboard-phone.png at 390 px, in the
// light scheme. Needs /usr/bin/chromium.
//
// `pnpm screenshot --all [--out DIR] [--tree DIR]` takes every screen instead, whole pages at
// 1280 and 390 px, as small WebP files in DIR (default docs/look/after), and prints each
// page's height. `--tree` runs another checkout's server (a `git worktree` of an older
// commit, installed), so the same screens can be taken before and after a change.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../e2e/web/support/browser.js';
import { startServerProcess } from '../packages/cli-seed/src/testing/server-process.js';
import { demoSignInUrl, shootEveryScreen, signInAsDemoOwner } from './lib/screens.js';

const root = resolve(import.meta.dirname, '..');
const { values: flags } = parseArgs({
  options: { all: { type: 'boolean' }, out: { type: 'string' }, tree: { type: 'string' } },
});
const tree = flags.tree === undefined ? root : resolve(flags.tree);

const dir = mkdtempSync(join(tmpdir(), 'subtrack-screenshot-'));
const db = join(dir, 'subtrack.sqlite');
try {
  const main = join(tree, 'packages/cli-seed/src/main.ts');
  const signInUrl = await demoSignInUrl(main, db);
  const args = ['serve', '--db', db, '--port', '0', '--host', '127.0.0.1'];
  const server = await startServerProcess(null, args, {
    script: main,
    cwd: tree,
    env: { TSX_TSCONFIG_PATH: join(tree, 'tsconfig.json') },
  });
  const browser = await launchBrowser({ width: 1280, colorScheme: 'light' });
  try {
    const { page } = browser;
    await signInAsDemoOwner(page, server.url, signInUrl);
    if (flags.all) {
      await shootEveryScreen(page, server.url, resolve(flags.out ?? join(root, 'docs/look/after')));
    } else {
      const output = join(root, 'docs/images/dashboard.png');
      const phoneOutput = join(root, 'docs/images/dashboard-phone.png');
      await page.goto(`${server.url}/`);
      mkdirSync(join(root, 'docs/images'), { recursive: true });
      await page.screenshot({ path: output, fullPage: false });
      console.log(`wrote ${output}`);
      // The same page as a phone shows it: the first screen, with the tab bar at the bottom.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${server.url}/`);
      await page.screenshot({ path: phoneOutput, fullPage: false });
      console.log(`wrote ${phoneOutput}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
