/**
 * The installable app (issue 38): Chromium's own installability check finds nothing wrong
 * with the manifest and the service worker at http://localhost:<port> (a secure context, as
 * service workers need), and the pages a member read stay readable offline under a banner,
 * without ever keeping a page with a secret, until they sign out.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { createOverApi } from './subs-helpers.js';
import {
  atLocalhost,
  browserSuite,
  controlledBy,
  launchProfileBrowser,
  screenshot,
  servedSystem,
  signIn,
} from './support/index.js';

const served = servedSystem({ email: 'ada@example.com' });
// The same server by name: a service worker needs a secure context, which localhost is.
const byName = () => atLocalhost(served.system);

/** The addresses of the pages kept for reading offline. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('subtrack-pages-')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) kept.push(new URL(request.url).pathname);
    }
    return kept.sort();
  });
}

describe('the installable app', { timeout: 180_000 }, () => {
  // Each test opens contexts of its own and signs in there.
  const suite = browserSuite({ system: byName, width: 390, signedIn: false });

  it('passes Chromium’s installability check, and its service worker at the root shows a pushed reminder', async (t) => {
    const { baseUrl } = suite.system;
    // Outside incognito: Chromium offers no install there.
    const profile = await launchProfileBrowser({ width: 390 });
    t.after(() => profile.close());
    const page = profile.page;
    await page.goto(`${baseUrl}/sign-in`);
    assert.equal(await controlledBy(page), `${baseUrl}/`);
    const cdp = await profile.context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, []);
    const answer = await cdp.send('Page.getInstallabilityErrors');
    console.log(`Page.getInstallabilityErrors: ${JSON.stringify(answer)}`);
    assert.deepEqual(answer.installabilityErrors, []);
    const parsed = JSON.parse(manifest.data ?? '{}') as {
      display: string;
      icons: Array<{ sizes: string; purpose: string; src: string }>;
    };
    assert.equal(parsed.display, 'standalone');
    assert.deepEqual(
      parsed.icons.map((icon) => `${icon.sizes} ${icon.purpose}`),
      ['192x192 any', '512x512 any', '512x512 maskable'],
    );
    // A reminder pushed to the device shows as a notification that opens its page.
    await profile.context.grantPermissions(['notifications'], { origin: baseUrl });
    // The registrations are reported on enabling, and again as they change: the root's.
    const rootRegistration = new Promise<{ registrationId: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the worker was never registered')), 20_000);
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const root = registrations.find((r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted);
        if (root) {
          clearTimeout(timer);
          resolve(root);
        }
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registration = await rootRegistration;
    assert.ok(registration, 'the worker is registered');
    const message = {
      title: 'Netflix renews in 2 days',
      body: 'Netflix: $15.49 on Dec 1, 2026.',
      url: '/subscriptions/sub-1',
      tag: 'message-1',
      lang: 'en',
    };
    const notificationShown = () =>
      page.evaluate(async () => {
        const ready = await navigator.serviceWorker.ready;
        for (let i = 0; i < 30; i += 1) {
          const [first] = await ready.getNotifications();
          if (first)
            return { title: first.title, body: first.body, tag: first.tag, data: first.data };
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return null;
      });
    // Delivered again while nothing shows: on a loaded machine Chromium may drop a message
    // to a worker it is still starting. The same tag shows one notification however many.
    let shown = null;
    for (let attempt = 0; attempt < 4 && shown === null; attempt += 1) {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseUrl,
        registrationId: registration.registrationId,
        data: JSON.stringify(message),
      });
      shown = await notificationShown();
    }
    assert.deepEqual(shown, {
      title: message.title,
      body: message.body,
      tag: message.tag,
      data: { url: message.url },
    });
    for (const icon of parsed.icons) {
      const response = await page.request.get(`${baseUrl}${icon.src}`);
      assert.equal(response.headers()['content-type'], 'image/png');
    }
    profile.assertClean();
  });

  it('shows the pages read before offline under a banner, keeps no page with a secret, and forgets them all at sign-out', async () => {
    const { baseUrl } = suite.system;
    const [id] = await createOverApi(served.system, [{ name: 'Netflix', amount: 15.49 }]);
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await signIn(page, suite.system);
    await controlledBy(page);
    for (const path of ['/', '/subscriptions', `/subscriptions/${id}`, '/keys', '/calendar'])
      await page.goto(`${baseUrl}${path}`);
    assert.deepEqual(await keptPages(page), ['/', '/subscriptions', `/subscriptions/${id}`]);

    await context.setOffline(true);
    await page.goto(`${baseUrl}/subscriptions/${id}`);
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'Offline: as of' });
    assert.match((await banner.textContent()) ?? '', /^Offline: as of \d\d:\d\d$/);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Netflix');
    await screenshot(page, 'offline-subscription');
    await page.goto(`${baseUrl}/`);
    await banner.waitFor();
    await screenshot(page, 'offline-dashboard');
    await page.goto(`${baseUrl}/subscriptions`);
    assert.ok(
      await page
        .getByRole('link', { name: /Netflix/ })
        .first()
        .isVisible(),
    );
    await screenshot(page, 'offline-list');

    // A form says it needs a connection instead of failing.
    await page.goto(`${baseUrl}/subscriptions/${id}`);
    await page.getByRole('button', { name: 'Pause' }).first().click();
    await page.getByRole('alert').filter({ hasText: 'needs a connection' }).waitFor();
    await screenshot(page, 'offline-form');
    // A page that was never kept says so.
    const keys = await page.goto(`${baseUrl}/keys`);
    assert.equal(keys?.status(), 503);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'You are offline');
    await screenshot(page, 'offline-not-kept');

    await context.setOffline(false);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in');
    assert.deepEqual(await keptPages(page), []);
    await context.setOffline(true);
    await page.goto(`${baseUrl}/`);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'You are offline');
    await context.setOffline(false);
  });

  it('forgets the pages kept for a session that ended elsewhere, the next time one is opened', async () => {
    const { baseUrl } = suite.system;
    const [id] = await createOverApi(served.system, [{ name: 'Spotify', amount: 10.99 }]);
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await signIn(page, suite.system);
    await controlledBy(page);
    await page.goto(`${baseUrl}/subscriptions/${id}`);
    assert.ok((await keptPages(page)).includes(`/subscriptions/${id}`));
    // Another device of the same owner signs this one out.
    const other = await (await suite.browser.newContext()).newPage();
    await signIn(other, suite.system);
    await other.goto(`${baseUrl}/account`);
    await other.getByRole('button', { name: 'Sign out other sessions' }).click();
    await page.goto(`${baseUrl}/subscriptions/${id}`);
    await page.waitForURL((url) => url.pathname === '/sign-in');
    assert.deepEqual(await keptPages(page), []);
  });
});
