import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ownerSessionsOf } from '@subtrack/domain/testing';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY } from './http/page-headers.js';
import { startTestWebApp, TEST_OWNER, WebClient } from './testing/test-web-app.js';

describe('web app security', () => {
  it('sends the CSP, no-store and the D23 headers on pages, redirects and 404s', async (t) => {
    const app = await startTestWebApp(t);
    const client = app.client();
    for (const path of ['/sign-in', '/account', '/nowhere']) {
      const page = await client.get(path);
      assert.equal(page.headers.get('content-security-policy'), CONTENT_SECURITY_POLICY, path);
      assert.equal(page.headers.get('cache-control'), 'no-store', path);
      assert.equal(page.headers.get('x-content-type-options'), 'nosniff', path);
      assert.equal(page.headers.get('x-frame-options'), 'DENY', path);
      assert.equal(page.headers.get('permissions-policy'), PERMISSIONS_POLICY, path);
    }
    assert.match(PERMISSIONS_POLICY, /camera=\(\), .*publickey-credentials-get=\(self\)/);
    assert.match(CONTENT_SECURITY_POLICY, /script-src 'self'; style-src 'self'/);
  });

  it('has no inline script or style in its pages', async (t) => {
    const app = await startTestWebApp(t);
    const client = app.client();
    await client.signIn();
    for (const path of ['/sign-in', '/account', '/']) {
      const html = (await client.get(path)).text;
      // A data block (the scripts' texts) is read, never run: the policy allows it.
      assert.doesNotMatch(
        html,
        /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/json")[^>]*>/,
        path,
      );
      assert.doesNotMatch(html, /<style|\sstyle=/, path);
    }
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, Secure only over HTTPS', async (t) => {
    const app = await startTestWebApp(t);
    const plain = app.client();
    const page = await plain.get('/sign-in');
    const answer = await plain.send(
      'POST',
      '/sign-in',
      new URLSearchParams({ _csrf: WebClient.csrfOf(page.text), ...TEST_OWNER }).toString(),
      {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: `subtrack_csrf=${plain.cookies.get('subtrack_csrf')}`,
      },
    );
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('subtrack_session='));
    assert.match(String(cookie), /; path=\/; samesite=lax; httponly$/);

    const proxied = await startTestWebApp(t, { trustProxy: true });
    const secure = proxied.client();
    const form = await secure.get('/sign-in', { 'X-Forwarded-Proto': 'https' });
    const signedIn = await secure.post(
      '/sign-in',
      { _csrf: WebClient.csrfOf(form.text), ...TEST_OWNER },
      { 'X-Forwarded-Proto': 'https' },
    );
    const secureCookie = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith('subtrack_session='));
    assert.match(String(secureCookie), /; secure;/);
  });

  it('gives a new session id at every sign-in and ends the old one', async (t) => {
    const app = await startTestWebApp(t);
    const client = app.client();
    const first = await client.signIn();
    const { createSignInLink } = await import('@subtrack/domain');
    const link = (await createSignInLink(app.ports, app.accountId)).path;
    await client.post(link, { _csrf: WebClient.csrfOf((await client.get(link)).text) });
    const second = client.cookies.get('subtrack_session');
    assert.notEqual(first, second);
    const stolen = app.client();
    stolen.cookies.set('subtrack_session', first);
    assert.equal((await stolen.get('/account')).status, 302);
  });

  it('refuses a POST without a CSRF token, or from another site, with a 403 page, changing nothing', async (t) => {
    const app = await startTestWebApp(t);
    const client = app.client();
    await client.signIn();
    const account = await client.get('/account');
    const token = WebClient.csrfOf(account.text);
    const before = (await ownerSessionsOf(app.ports, app.accountId)).length;
    const other = app.client();
    await other.signIn();

    const noToken = await client.post('/account/sign-out-others', {});
    assert.equal(noToken.status, 403);
    assert.match(noToken.text, /This form could not be sent/);
    assert.match(noToken.text, /reload the page/);
    const wrongToken = await client.post('/account/sign-out-others', { _csrf: 'x'.repeat(43) });
    assert.equal(wrongToken.status, 403);
    const crossSite = await client.post(
      '/account/sign-out-others',
      { _csrf: token },
      { 'Sec-Fetch-Site': 'cross-site' },
    );
    assert.equal(crossSite.status, 403);
    const otherOrigin = await client.send('POST', '/account/sign-out-others', `_csrf=${token}`, {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'https://evil.example',
      Cookie: `subtrack_session=${client.cookies.get('subtrack_session')}`,
    });
    assert.equal(otherOrigin.status, 403);
    assert.equal((await ownerSessionsOf(app.ports, app.accountId)).length, before + 1);

    const sameOrigin = await client.send('POST', '/account/sign-out-others', `_csrf=${token}`, {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: app.url,
      Cookie: `subtrack_session=${client.cookies.get('subtrack_session')}`,
    });
    assert.equal(sameOrigin.status, 303);
    assert.equal((await ownerSessionsOf(app.ports, app.accountId)).length, 1);
  });

  it('refuses a sign-in form posted without its pre-session token', async (t) => {
    const app = await startTestWebApp(t);
    const answer = await app.client().post('/sign-in', TEST_OWNER);
    assert.equal(answer.status, 403);
  });

  it('never writes a password, session id or link token into a log line', async (t) => {
    const app = await startTestWebApp(t);
    const client = app.client();
    const sessionId = await client.signIn();
    await assert.rejects(client.signIn('a wrong password for the log'));
    const { createSignInLink } = await import('@subtrack/domain');
    const link = (await createSignInLink(app.ports, app.accountId)).path;
    const linkPage = await client.get(link);
    await client.post(link, { _csrf: WebClient.csrfOf(linkPage.text) });
    const logs = app.logs.join('\n');
    assert.ok(app.logs.length >= 6);
    for (const secret of [
      TEST_OWNER.password,
      'a wrong password for the log',
      sessionId,
      link.split('/').pop() ?? '',
    ]) {
      assert.ok(!logs.includes(secret), `a log line holds ${secret.slice(0, 6)}…`);
    }
    assert.match(logs, /"path":"\/sign-in\/link\/\[redacted\]"/);
  });

  it('refuses a form over 64 KiB with 413 and answers 404 with a page', async (t) => {
    const app = await startTestWebApp(t);
    const client = app.client();
    const page = await client.get('/sign-in');
    const big = await client.post('/sign-in', {
      _csrf: WebClient.csrfOf(page.text),
      email: 'x'.repeat(70_000),
    });
    assert.equal(big.status, 413);
    // An unknown path is "not found" for everybody, not a sign-in redirect.
    assert.equal((await client.get('/.env')).status, 404);
    await client.signIn();
    const missing = await client.get('/no-such-page');
    assert.equal(missing.status, 404);
    assert.match(missing.text, /<h1>Page not found<\/h1>/);
  });
});
