import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSignInLink } from '@subtrack/domain';
import { slowCountingHasher } from '../testing/counting-hasher.js';
import { startTestWebApp, TEST_OWNER, WebClient } from '../testing/test-web-app.js';

async function failOnce(client: WebClient, email = TEST_OWNER.email) {
  const page = await client.get('/sign-in');
  return client.post('/sign-in', {
    _csrf: WebClient.csrfOf(page.text),
    email,
    password: 'wrong password!',
  });
}

describe('POST /sign-in and /sign-in/link/:token', () => {
  it('answers 401 with one message whether the email exists or not, and starts no session', async (t) => {
    const app = await startTestWebApp(t);
    const client = app.client();
    const wrong = await failOnce(client);
    const unknown = await failOnce(client, 'nobody@example.com');
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    const message = (html: string) => /<div role="alert"[\s\S]*?<\/div>/.exec(html)?.[0];
    assert.equal(message(wrong.text), message(unknown.text));
    assert.match(wrong.text, /Email or password is wrong/);
    assert.equal(client.cookies.has('subtrack_session'), false);
  });

  it('blocks an address after 10 failures with a 429 page, even for the right password', async (t) => {
    const app = await startTestWebApp(t);
    const client = app.client();
    for (let i = 0; i < 10; i++) assert.equal((await failOnce(client)).status, 401);
    const page = await client.get('/sign-in');
    const blocked = await client.post('/sign-in', {
      _csrf: WebClient.csrfOf(page.text),
      ...TEST_OWNER,
    });
    assert.equal(blocked.status, 429);
    assert.equal(blocked.headers.get('retry-after'), '900');
    assert.match(blocked.text, /Too many failed sign-ins/);
    assert.doesNotMatch(blocked.text, new RegExp(TEST_OWNER.email));
    app.clock.advance(15 * 60_000);
    assert.equal(
      (await client.post('/sign-in', { _csrf: WebClient.csrfOf(page.text), ...TEST_OWNER })).status,
      303,
    );
  });

  it('hashes at most 10 of 40 parallel wrong passwords from one address; the other 30 get the 429 page', async (t) => {
    const app = await startTestWebApp(t);
    const checks = slowCountingHasher(app.ports);
    const client = app.client();
    const _csrf = WebClient.csrfOf((await client.get('/sign-in')).text);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        client.post('/sign-in', { _csrf, email: TEST_OWNER.email, password: `wrong ${i} guess` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    assert.equal(statuses.filter((status) => status === 401).length, 10, statuses.join(' '));
    assert.equal(statuses.filter((status) => status === 429).length, 30, statuses.join(' '));
    assert.equal(checks(), 10);
    assert.match(answers.find((a) => a.status === 429)?.text ?? '', /Too many failed sign-ins/);
  });

  it('does not count a right password: 9 failures, a success, then one more failure is allowed', async (t) => {
    const app = await startTestWebApp(t);
    const client = app.client();
    for (let i = 0; i < 9; i++) assert.equal((await failOnce(client)).status, 401);
    await client.signIn();
    assert.equal((await failOnce(app.client())).status, 401);
    assert.equal((await failOnce(app.client())).status, 429);
  });

  it('blocks password sign-in to an account after 50 failures from many addresses, while links still work', async (t) => {
    const app = await startTestWebApp(t, { trustProxy: true, signInLimits: { perAddress: 1000 } });
    const client = app.client();
    const page = await client.get('/sign-in');
    const csrf = WebClient.csrfOf(page.text);
    for (let i = 0; i < 50; i++) {
      await client.post(
        '/sign-in',
        { _csrf: csrf, email: TEST_OWNER.email, password: 'wrong password!' },
        { 'X-Forwarded-For': `10.1.${i}.1` },
      );
    }
    const right = await client.post(
      '/sign-in',
      { _csrf: csrf, ...TEST_OWNER },
      { 'X-Forwarded-For': '10.2.0.1' },
    );
    assert.equal(right.status, 401);
    assert.match(right.text, /Email or password is wrong/);
    const link = (await createSignInLink(app.ports, app.accountId)).path;
    const linkPage = await client.get(link);
    const signedIn = await client.post(
      link,
      { _csrf: WebClient.csrfOf(linkPage.text) },
      { 'X-Forwarded-For': '10.2.0.1' },
    );
    assert.equal(signedIn.status, 303);
    assert.equal(signedIn.headers.get('location'), '/');
  });

  it('shows a "Sign in" button on GET of a link without using it up; a used link gives 404', async (t) => {
    const app = await startTestWebApp(t);
    const client = app.client();
    const link = (await createSignInLink(app.ports, app.accountId)).path;
    const page = await client.get(link);
    await client.get(link);
    assert.equal(page.status, 200);
    assert.match(page.text, /<button type="submit">Sign in<\/button>/);
    assert.equal(client.cookies.has('subtrack_session'), false);
    const csrf = WebClient.csrfOf(page.text);
    assert.equal((await client.post(link, { _csrf: csrf })).status, 303);
    const refused = await app
      .client()
      .post(link, { _csrf: csrf }, { Cookie: `subtrack_csrf=${csrf}` });
    assert.equal(refused.status, 404);
    assert.match(refused.text, /This sign-in link does not work/);
  });

  it('shows a used or expired link as not working, with no "Sign in" button', async (t) => {
    const app = await startTestWebApp(t);
    const used = (await createSignInLink(app.ports, app.accountId)).path;
    const expired = (await createSignInLink(app.ports, app.accountId)).path;
    const first = app.client();
    const page = await first.get(used);
    assert.equal((await first.post(used, { _csrf: WebClient.csrfOf(page.text) })).status, 303);
    app.clock.advance(15 * 60_000);
    for (const link of [used, expired, '/sign-in/link/never-made']) {
      const again = await app.client().get(link);
      assert.equal(again.status, 404, link);
      assert.match(again.text, /This sign-in link does not work/);
      assert.match(again.text, /expired or has already been used/);
      assert.doesNotMatch(again.text, /<button[^>]*>Sign in<\/button>/);
    }
  });

  it('returns to a local "next" page only, never another site', async (t) => {
    const app = await startTestWebApp(t);
    for (const [next, expected] of [
      ['/account', '/account'],
      ['//evil.example', '/'],
      ['https://evil.example', '/'],
    ]) {
      const client = app.client();
      const page = await client.get(`/sign-in?next=${encodeURIComponent(next ?? '')}`);
      const answer = await client.post(`/sign-in?next=${encodeURIComponent(next ?? '')}`, {
        _csrf: WebClient.csrfOf(page.text),
        ...TEST_OWNER,
      });
      assert.equal(answer.headers.get('location'), expected, next);
    }
  });

  it('signs out: the cookie is deleted and the old session id no longer works', async (t) => {
    const app = await startTestWebApp(t);
    const client = app.client();
    const sessionId = await client.signIn();
    const page = await client.get('/account');
    const out = await client.post('/sign-out', { _csrf: WebClient.csrfOf(page.text) });
    assert.equal(out.status, 303);
    assert.equal(out.headers.get('location'), '/sign-in');
    assert.equal(client.cookies.has('subtrack_session'), false);
    const thief = app.client();
    thief.cookies.set('subtrack_session', sessionId);
    const refused = await thief.get('/account');
    assert.equal(refused.status, 302);
    assert.match(String(refused.headers.get('location')), /^\/sign-in/);
    const landing = await client.get('/sign-in');
    assert.match(landing.text, /You are signed out/);
    assert.doesNotMatch((await client.get('/sign-in')).text, /You are signed out/);
  });
});
