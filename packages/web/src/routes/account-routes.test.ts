import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createAccount, createSignInLink } from '@subtrack/domain';
import { slowCountingHasher } from '../testing/counting-hasher.js';
import {
  startTestWebApp,
  TEST_OWNER,
  type TestWebApp,
  WebClient,
} from '../testing/test-web-app.js';

/** A new account without email or password, its owner signed in with a link (so asked for both). */
async function aSecondOwnerSignedInByLink(app: TestWebApp) {
  const account = await createAccount(app.ports, { name: 'Second' });
  const client = app.client();
  const link = (await createSignInLink(app.ports, account.id)).path;
  const linkPage = await client.get(link);
  const signedIn = await client.post(link, { _csrf: WebClient.csrfOf(linkPage.text) });
  assert.equal(signedIn.headers.get('location'), '/set-password');
  return { account, client };
}

describe('/account and /set-password', () => {
  it('changes the password, keeps this session, ends the others, and shows a notice', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const other = app.client();
    await other.signIn();
    const page = await me.get('/account');
    assert.match(page.text, /<caption>Your sessions<\/caption>/);
    const wrong = await me.post('/account/password', {
      _csrf: WebClient.csrfOf(page.text),
      currentPassword: 'nope nope nope',
      password: 'another long passphrase',
    });
    assert.equal(wrong.status, 400);
    assert.match(
      wrong.text,
      /<a href="#currentPassword">The current password is wrong\. Type the password you sign in with now\.<\/a>/,
    );
    const changed = await me.post('/account/password', {
      _csrf: WebClient.csrfOf(page.text),
      currentPassword: TEST_OWNER.password,
      password: 'another long passphrase',
    });
    assert.equal(changed.status, 303);
    const after = await me.get('/account');
    assert.match(after.text, /Password changed/);
    assert.equal((await other.get('/account')).status, 302);
  });

  it('throttles the current-password check like a sign-in: the 11th wrong try gets the 429 page', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const checks = slowCountingHasher(app.ports, 1);
    const _csrf = WebClient.csrfOf((await me.get('/account')).text);
    const change = (currentPassword: string) =>
      me.post('/account/password', { _csrf, currentPassword, password: 'another long passphrase' });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await change(`wrong guess ${i}`)).status);
    assert.deepEqual(statuses, [...Array(10).fill(400), ...Array(4).fill(429)]);
    assert.equal(checks(), 10);
    const right = await change(TEST_OWNER.password);
    assert.equal(right.status, 429);
    assert.match(right.text, /Too many failed sign-ins/);
    assert.equal(right.headers.get('retry-after'), '900');
    app.clock.advance(15 * 60_000);
    assert.equal((await change(TEST_OWNER.password)).status, 303);
  });

  it('counts a wrong current password against the account too, from any address', async (t) => {
    const app = await startTestWebApp(t, { trustProxy: true, signInLimits: { perAccount: 3 } });
    const me = app.client();
    await me.signIn();
    const _csrf = WebClient.csrfOf((await me.get('/account')).text);
    const change = (currentPassword: string, address: string) =>
      me.post(
        '/account/password',
        { _csrf, currentPassword, password: 'another long passphrase' },
        { 'X-Forwarded-For': address },
      );
    for (let i = 0; i < 3; i++)
      assert.equal((await change('wrong guess', `10.0.${i}.1`)).status, 400);
    assert.equal((await change(TEST_OWNER.password, '10.9.0.1')).status, 429);
  });

  it('signs out the other sessions from the sessions list', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const other = app.client();
    await other.signIn();
    const page = await me.get('/account');
    const answer = await me.post('/account/sign-out-others', {
      _csrf: WebClient.csrfOf(page.text),
    });
    assert.equal(answer.status, 303);
    assert.match((await me.get('/account')).text, /Signed out 1 other session/);
    assert.equal((await other.get('/account')).status, 302);
  });

  it('asks an owner without email or password for both after a link, refusing a mismatch without saving', async (t) => {
    const app = await startTestWebApp(t);
    const { account, client } = await aSecondOwnerSignedInByLink(app);
    const form = await client.get('/set-password');
    assert.match(form.text, /<label for="email">Email<\/label>/);
    const csrf = WebClient.csrfOf(form.text);
    const mismatch = await client.post('/set-password', {
      _csrf: csrf,
      email: 'second@example.com',
      password: 'a long passphrase',
      confirmPassword: 'another one entirely',
    });
    assert.equal(mismatch.status, 400);
    assert.match(
      mismatch.text,
      /The passwords do not match\. Type the same password in both fields\./,
    );
    assert.match(mismatch.text, /value="second@example.com"/);
    assert.equal((await app.ports.members.listByAccount((await account).id))[0]?.email, null);
    const saved = await client.post('/set-password', {
      _csrf: csrf,
      email: 'second@example.com',
      password: 'a long passphrase',
      confirmPassword: 'a long passphrase',
    });
    assert.equal(saved.status, 303);
    assert.equal(
      (await app.ports.members.listByAccount((await account).id))[0]?.email,
      'second@example.com',
    );
    assert.equal((await client.get('/set-password')).headers.get('location'), '/account');
  });

  it('refuses an email another owner uses without saying so, and counts each refusal like a failed sign-in', async (t) => {
    const app = await startTestWebApp(t);
    const { account: second, client } = await aSecondOwnerSignedInByLink(app);
    const _csrf = WebClient.csrfOf((await client.get('/set-password')).text);
    const choose = (email: string) =>
      client.post('/set-password', {
        _csrf,
        email,
        password: 'a long passphrase',
        confirmPassword: 'a long passphrase',
      });
    const taken = await choose(TEST_OWNER.email.toUpperCase());
    assert.equal(taken.status, 400);
    assert.match(taken.text, /This email address cannot be used here/);
    assert.doesNotMatch(taken.text, /already|another account|in use|exists/i);
    assert.equal(
      (await app.ports.members.listByAccount((await second).id))[0]?.email,
      null,
      'nothing saved',
    );
    for (let i = 0; i < 9; i++) assert.equal((await choose(TEST_OWNER.email)).status, 400);
    const blocked = await choose('second@example.com');
    assert.equal(blocked.status, 429);
    assert.match(blocked.text, /Too many failed sign-ins/);
    app.clock.advance(15 * 60_000);
    assert.equal((await choose('second@example.com')).status, 303);
    assert.equal(
      (await app.ports.members.listByAccount((await second).id))[0]?.email,
      'second@example.com',
    );
  });

  it('shows a name like <img src=x onerror=alert(1)> as text', async (t) => {
    const app = await startTestWebApp(t);
    const account = await createAccount(app.ports, { name: 'x' });
    const client = app.client();
    const link = (await createSignInLink(app.ports, account.id)).path;
    await client.post(link, { _csrf: WebClient.csrfOf((await client.get(link)).text) });
    const form = await client.get('/set-password');
    const evil = '"><img src=x onerror=alert(1)>@example.com';
    const answer = await client.post('/set-password', {
      _csrf: WebClient.csrfOf(form.text),
      email: evil,
      password: 'a long passphrase',
      confirmPassword: 'a long passphrase',
    });
    assert.equal(answer.status, 400);
    assert.doesNotMatch(answer.text, /<img src=x/);
    assert.match(answer.text, /&quot;>&lt;img src=x onerror=alert\(1\)>@example.com/);
  });
});
