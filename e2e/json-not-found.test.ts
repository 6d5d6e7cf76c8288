/**
 * Issue 25: an unknown path asked for by a client that prefers JSON gets the API's
 * `404 not_found` envelope, over real HTTP from `subtrack serve`; a browser, curl
 * (`*∕*`) and a client without `Accept` keep the web application's HTML 404 page.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type System, startSystem } from './support/system.js';

let system: System;
before(async () => {
  system = await startSystem();
});
after(() => system?.dispose());

const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

async function get(path: string, accept: string | null, method = 'GET') {
  const response = await fetch(system.server.url + path, {
    method,
    headers: accept === null ? {} : { Accept: accept },
    redirect: 'manual',
  });
  return { response, text: await response.text() };
}

describe('an unknown path outside the API', () => {
  for (const accept of [
    'application/json',
    'application/json, text/plain, */*',
    'text/html;q=0.5, application/json',
    'application/*',
  ]) {
    it(`answers the API's 404 not_found envelope to Accept: ${accept}`, async () => {
      const { response, text } = await get('/no-such-page', accept);
      assert.equal(response.status, 404);
      assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
      const body = JSON.parse(text) as { error: { code: string }; requestId: string };
      assert.equal(body.error.code, 'not_found');
      assert.match(body.requestId, /^[0-9a-f-]{36}$/);
      assert.equal(response.headers.get('x-request-id'), body.requestId);
      // The API's headers (D23), not the pages' ones: no page policy, no session cookie.
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(
        response.headers.get('content-security-policy'),
        "default-src 'none'; frame-ancestors 'none'",
      );
      assert.equal(response.headers.get('set-cookie'), null);
    });
  }

  it('answers a POST from a JSON client the same way, before any CSRF check', async () => {
    const { response, text } = await get('/no-such-page', 'application/json', 'POST');
    assert.equal(response.status, 404);
    assert.equal((JSON.parse(text) as { error: { code: string } }).error.code, 'not_found');
  });

  for (const [who, accept] of [
    ['a browser', BROWSER_ACCEPT],
    ['curl (*/*)', '*/*'],
    ['a client without Accept', null],
    ['a client ranking HTML first', 'application/json;q=0.5, text/html'],
    ['a client that likes both the same', 'text/html, application/json'],
  ] as const) {
    it(`keeps the HTML 404 page for ${who}`, async () => {
      const { response, text } = await get('/no-such-page', accept);
      assert.equal(response.status, 404);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
      assert.match(text, /<h1>Page not found<\/h1>/);
    });
  }

  it('keeps serving the pages and their files to a JSON client (only unknown paths change)', async () => {
    const signIn = await get('/sign-in', 'application/json');
    assert.equal(signIn.response.status, 200);
    assert.match(signIn.text, /<h1>Sign in<\/h1>/);
    const stylesheet = /href="(\/assets\/site\.[0-9a-f]+\.css)"/.exec(signIn.text)?.[1] ?? '';
    assert.equal((await get(stylesheet, 'application/json')).response.status, 200);
    // A page that needs a session still sends the client to sign in.
    assert.equal((await get('/subscriptions', 'application/json')).response.status, 302);
  });
});
