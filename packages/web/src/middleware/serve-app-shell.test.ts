import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestWebApp } from '../testing/test-web-app.js';

describe('the installable app’s files', () => {
  it('links the manifest from every page and serves it to anybody, with icons that are PNG files', async (t) => {
    const app = await startTestWebApp(t);
    const page = await (await fetch(`${app.url}/sign-in`)).text();
    assert.match(page, /<link rel="manifest" href="\/manifest.webmanifest"\/>/);
    assert.match(page, /<meta name="theme-color" media="\(prefers-color-scheme: dark\)"/);
    const response = await fetch(`${app.url}/manifest.webmanifest`);
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
