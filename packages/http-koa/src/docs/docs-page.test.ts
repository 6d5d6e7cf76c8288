import assert from 'node:assert/strict';
import { get } from 'node:http';
import { describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import {
  API_CONTENT_SECURITY_POLICY,
  DOCS_CONTENT_SECURITY_POLICY,
} from '../content-security-policy.js';
import { startTestServer } from '../testing/test-server.js';

/** The URLs of the page's `src` and `href` attributes. */
function linkedUrls(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('GET /docs', () => {
  it('serves Swagger UI under its own policy, with the API security headers', async (t) => {
    const s = await startTestServer(t);
    const page = await s.request('GET', '/docs');
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(page.headers.get('content-security-policy'), DOCS_CONTENT_SECURITY_POLICY);
    assert.doesNotMatch(DOCS_CONTENT_SECURITY_POLICY, /unsafe-(inline|eval)/);
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(page.headers.get('x-frame-options'), 'DENY');
    assert.equal(page.headers.get('cache-control'), 'no-store');
    // The policy allows no inline script or style: the page must hold none.
    assert.doesNotMatch(page.text, /<script>|<style|style="|\son\w+=/i);
    assert.match(page.text, /<script src="\/docs\/assets\/swagger-ui-bundle\.[0-9a-f]{10}\.js">/);
    for (const url of linkedUrls(page.text)) assert.match(url, /^\/(docs\/assets|api\/v1)\//);
  });

  it('keeps the strict API policy on every other response', async (t) => {
    const s = await startTestServer(t);
    const list = await s.request('GET', '/api/v1/subscriptions', { key: s.readKey });
    assert.equal(list.headers.get('content-security-policy'), API_CONTENT_SECURITY_POLICY);
    const missing = await s.request('GET', '/docs/other');
    assert.equal(missing.headers.get('content-security-policy'), API_CONTENT_SECURITY_POLICY);
  });

  it('serves every file the page names, cacheable for a year, gzipped on request', async (t) => {
    const s = await startTestServer(t);
    const page = await s.request('GET', '/docs');
    const assets = linkedUrls(page.text).filter((url) => url.startsWith('/docs/assets/'));
    assert.equal(assets.length, 4);
    const types = { css: 'text/css', js: 'text/javascript', png: 'image/png' };
    for (const url of assets) {
      const response = await fetch(`${s.baseUrl}${url}`, {
        headers: { 'Accept-Encoding': 'identity' },
      });
      assert.equal(response.status, 200, url);
      const extension = url.split('.').pop() as keyof typeof types;
      assert.match(response.headers.get('content-type') ?? '', new RegExp(`^${types[extension]}`));
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.ok((await response.arrayBuffer()).byteLength > 0);
    }
    const bundle = assets.find((url) => url.includes('swagger-ui-bundle')) ?? '';
    const plain = await s.request('GET', bundle, { headers: { 'Accept-Encoding': 'identity' } });
    const zipped = await rawGet(`${s.baseUrl}${bundle}`);
    assert.equal(zipped.encoding, 'gzip');
    assert.ok(zipped.body.length < plain.text.length / 2);
    assert.equal(gunzipSync(zipped.body).toString('utf8'), plain.text);
  });

  it('answers an unknown file with the 404 envelope', async (t) => {
    const s = await startTestServer(t);
    const response = await s.request('GET', '/docs/assets/swagger-ui.0000000000.css');
    assert.equal(response.status, 404);
    assert.equal((response.json['error'] as { code: string }).code, 'not_found');
  });
});

/** A GET asking for gzip whose body is kept as sent (fetch would decompress it). */
async function rawGet(url: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}
