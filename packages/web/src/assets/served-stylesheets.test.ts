import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestWebApp } from '../testing/test-web-app.js';

const linkedStylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] ?? '');

describe('the stylesheets the pages load', () => {
  it('embed no data: URL, which the pages’ policy would refuse (images come from this server)', async (t) => {
    const app = await startTestWebApp(t);
    const page = await (await fetch(`${app.url}/sign-in`)).text();
    const sheets = linkedStylesheets(page);
    assert.equal(sheets.length, 2, 'Pico and our own stylesheet');
    let images = 0;
    let fonts = 0;
    for (const sheet of sheets) {
      const response = await fetch(app.url + sheet);
      assert.equal(response.status, 200, sheet);
      const css = await response.text();
      assert.doesNotMatch(css, /url\(\s*["']?data:/i, sheet);
      // Every image a stylesheet names is served, as a content-hashed SVG kept for a year;
      // so is its font, from this origin.
      for (const [, url] of css.matchAll(/url\("([^"]+)"\)/g)) {
        const image = await fetch(app.url + url);
        if (url?.endsWith('.woff2')) {
          assert.equal(image.status, 200, url);
          assert.equal(image.headers.get('content-type'), 'font/woff2');
          assert.match(image.headers.get('cache-control') ?? '', /max-age=31536000, immutable/);
          assert.match(url, /^\/assets\/inter-latin(-ext)?\.[0-9a-f]{12}\.woff2$/);
          fonts += 1;
          continue;
        }
        assert.equal(image.status, 200, url);
        assert.equal(image.headers.get('content-type'), 'image/svg+xml');
        assert.match(image.headers.get('cache-control') ?? '', /max-age=31536000, immutable/);
        assert.match(url ?? '', /^\/assets\/icon\.[0-9a-f]{12}\.svg$/);
        assert.match(await image.text(), /^<svg /);
        images += 1;
      }
    }
    assert.ok(images >= 8, `Pico's icons are served (${images})`);
    assert.equal(fonts, 2, 'Inter, Latin and Latin Extended');
  });
});
