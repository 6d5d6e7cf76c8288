import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestWebApp } from '../testing/test-web-app.js';

describe('the installable app’s files', () => {
  it('links the manifest from every page and serves it to anybody, with icons that are PNG files', async (t) => {
    const app = await startTestWebApp(t);
    const page = await (await fetch(`${app.url}/sign-in`)).text();
    assert.match(page, /<link rel="manifest" href="\/manifest.webmanifest\?lang=en"\/>/);
    assert.match(page, /<meta name="theme-color" media="\(prefers-color-scheme: dark\)"/);
    const response = await fetch(`${app.url}/manifest.webmanifest?lang=en`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: Array<{ src: string; purpose: string }>;
    };
    assert.equal(manifest.name, 'subtrack');
    assert.equal(manifest.start_url, '/');
    assert.equal(manifest.display, 'standalone');
    assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
    assert.match(manifest.background_color, /^#[0-9a-f]{6}$/);
    for (const icon of manifest.icons) {
      const file = await fetch(app.url + icon.src);
      assert.equal(file.headers.get('content-type'), 'image/png');
      assert.deepEqual([...new Uint8Array(await file.arrayBuffer()).subarray(1, 4)], [80, 78, 71]);
    }
  });

  it('says its description in the language of the page that links it', async (t) => {
    const app = await startTestWebApp(t);
    const german = { headers: { 'Accept-Language': 'de-AT,de;q=0.9' } };
    const page = await (await fetch(`${app.url}/sign-in`, german)).text();
    const href = /<link rel="manifest" href="([^"]+)"/.exec(page)?.[1] ?? '';
    assert.equal(href, '/manifest.webmanifest?lang=de');
    const linked = await fetch(app.url + href);
    assert.equal(linked.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(
      await linked
        .json()
        .then((m: { lang: string; description: string; name: string }) => [
          m.lang,
          m.description,
          m.name,
        ]),
      ['de', 'Ihre Abonnements: was sie kosten und was als Nächstes fällig ist.', 'subtrack'],
    );
    // Without a language named, the browser's, and caches keep one copy per language.
    const unnamed = await fetch(`${app.url}/manifest.webmanifest`, {
      headers: { 'Accept-Language': 'zh-CN' },
    });
    assert.match(unnamed.headers.get('vary') ?? '', /Accept-Language/);
    assert.equal(((await unnamed.json()) as { lang: string }).lang, 'zh-Hans');
    const unknown = await fetch(`${app.url}/manifest.webmanifest?lang=xx`, german);
    assert.equal(((await unknown.json()) as { lang: string }).lang, 'de');
  });

  it('serves the service worker at the root under the pages’ policy, asked again on each visit', async (t) => {
    const app = await startTestWebApp(t);
    const response = await fetch(`${app.url}/sw.js`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'self'/);
    const script = await response.text();
    // Every file the pages link is kept for offline, by its content-hashed name.
    const page = await (await fetch(`${app.url}/sign-in`)).text();
    for (const [, href] of page.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g))
      assert.ok(script.includes(`"${href}"`), `${href} is kept`);
    assert.doesNotMatch(script, /\beval\(|new Function\(/);
  });
});
