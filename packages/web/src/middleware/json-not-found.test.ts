import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestWebApp } from '../testing/test-web-app.js';

const JSON_ACCEPT = { Accept: 'application/json' };

describe('createWebPages', () => {
  it('passes a JSON client’s request for a path no page serves on to the next middleware, untouched', async (t) => {
    const handed: string[] = [];
    const app = await startTestWebApp(t, {
      passedOn: (ctx) => {
        handed.push(`${ctx.method} ${ctx.url}`);
        ctx.status = 404;
        ctx.type = 'application/json';
        ctx.body = '{"from":"api"}';
      },
    });
    const client = app.client();
    const unknown = await client.get('/no-such-page?x=1', JSON_ACCEPT);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.text, '{"from":"api"}');
    // Nothing of the web app's own answer: no page policy, no log line of its own.
    assert.equal(unknown.headers.get('content-security-policy'), null);
    assert.equal(app.logs.length, 0);
    // Pages, redirects and HTML clients stay with the web app.
    assert.equal((await client.get('/sign-in', JSON_ACCEPT)).status, 200);
    assert.equal((await client.get('/subscriptions', JSON_ACCEPT)).status, 302);
    assert.equal((await client.get('/no-such-page', { Accept: 'text/html' })).status, 404);
    assert.deepEqual(handed, ['GET /no-such-page?x=1']);
  });

  it('leaves a web app of its own answering the HTML 404 page to every client', async (t) => {
    const app = await startTestWebApp(t);
    const page = await app.client().get('/no-such-page', JSON_ACCEPT);
    assert.equal(page.status, 404);
    assert.match(page.text, /Page not found/);
  });
});
