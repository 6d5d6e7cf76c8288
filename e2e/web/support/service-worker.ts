import type { Page } from 'playwright-core';

/**
 * Waits until the service worker is active and controls the page, and answers its scope. A
 * worker claims the pages open when it activates, but a page still loading may be missed: it
 * is controlled once loaded again, so the page is reloaded (a few times at most) until it is.
 */
export async function controlledBy(page: Page): Promise<string> {
  const scope = await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then((registration) => registration.scope),
      new Promise<string>((_, reject) =>
        setTimeout(() => reject(new Error('no service worker became active in 20 s')), 20_000),
      ),
    ]),
  );
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return scope;
    await page.reload();
  }
  throw new Error('the active service worker never controlled the page');
}
