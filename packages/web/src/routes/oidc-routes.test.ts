import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext, inviteMember } from '@subtrack/domain';
import { auditRecordsOf, ownerOf } from '@subtrack/domain/testing';
import { OidcConnection } from '../oidc/oidc-connection.js';
import {
  FAKE_CLIENT,
  type FakeLogin,
  type FakeOidcProvider,
  startFakeOidcProvider,
} from '../testing/fake-oidc-provider.js';
import { startTestWebApp, type TestWebApp, WebClient } from '../testing/test-web-app.js';

type T = { after(fn: () => void): void };

/** The web app with sign-in through a fake provider named "Test IdP". */
async function oidcApp(t: T, secret = FAKE_CLIENT.secret) {
  const provider = await startFakeOidcProvider(t);
  const oidc = new OidcConnection({
    issuer: provider.issuer,
    clientId: FAKE_CLIENT.id,
    clientSecret: secret,
    name: 'Test IdP',
  });
  const app = await startTestWebApp(t, { oidc });
  return { app, provider };
}

const CONNECT = '/account/oidc/connect';

/**
 * Where the page answering "Connect" sends the browser by itself (its refresh meta tag),
 * after checking that its link goes to the same place.
 */
function providerLinkOf(html: string): string {
  const goTo = (
    /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(html)?.[1] ?? ''
  ).replaceAll('&amp;', '&');
  assert.ok(goTo, 'the page goes on to the provider by itself');
  assert.ok(html.includes(`href="${goTo.replaceAll('&', '&amp;')}"`), 'and links there too');
  return goTo;
}

/** Binds `subject` at the provider to the app's owner (as "Connect" would have). */
async function bindToOwner(app: TestWebApp, provider: FakeOidcProvider, subject: string) {
  const owner = await ownerOf(app.ports, app.accountId);
  await app.ports.identities.insert({
    issuer: provider.issuer,
    subject,
    accountId: app.accountId,
    memberId: owner.id,
    createdAt: app.clock.now().toISOString(),
  });
}

/**
 * Begins at `start` (a GET, or for connecting a login to one's account the form's POST),
 * lets the provider sign in `login`: answers the callback path.
 */
async function throughProvider(
  client: WebClient,
  provider: FakeOidcProvider,
  start: string,
  login: FakeLogin,
) {
  if (start === CONNECT) {
    const page = await client.post(start, {
      _csrf: WebClient.csrfOf((await client.get('/account')).text),
    });
    return provider.authorize(providerLinkOf(page.text), login);
  }
  const begun = await client.get(start);
  assert.equal(begun.status, 303, `${start} sends the browser to the provider`);
  return provider.authorize(begun.headers.get('location') ?? '', login);
}

describe('sign-in with an identity provider (OIDC)', () => {
  it('shows "Sign in with <name>" on the sign-in page, a link to the round trip', async (t) => {
    const { app } = await oidcApp(t);
    const page = await app.client().get('/sign-in');
    assert.match(
      page.text,
      /<a class="button secondary" href="\/sign-in\/oidc">Sign in with Test IdP<\/a>/,
    );
  });

  it('sends the browser to the provider with PKCE (S256), a state and a nonce, and the callback under this origin', async (t) => {
    const { app, provider } = await oidcApp(t);
    const begun = await app.client().get('/sign-in/oidc');
    const url = new URL(begun.headers.get('location') ?? '');
    assert.equal(url.origin + url.pathname, `${provider.issuer}/authorize`);
    assert.equal(url.searchParams.get('response_type'), 'code');
    assert.equal(url.searchParams.get('client_id'), FAKE_CLIENT.id);
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256');
    assert.match(url.searchParams.get('code_challenge') ?? '', /^[\w-]{43}$/);
    assert.match(url.searchParams.get('state') ?? '', /^[\w-]{20,}$/);
    assert.match(url.searchParams.get('nonce') ?? '', /^[\w-]{20,}$/);
    assert.equal(url.searchParams.get('redirect_uri'), `${app.url}/sign-in/oidc/callback`);
    assert.equal(url.searchParams.get('scope'), 'openid email');
  });

  it('signs in the member the identity is bound to, and the session works', async (t) => {
    const { app, provider } = await oidcApp(t);
    await bindToOwner(app, provider, 'alice');
    const client = app.client();
    const callback = await throughProvider(client, provider, '/sign-in/oidc?next=/account', {
      subject: 'alice',
    });
    const back = await client.get(callback);
    assert.equal(back.status, 303);
    assert.equal(back.headers.get('location'), '/account');
    assert.equal((await client.get('/account')).status, 200);
  });

  it('signs in nobody for an identity bound to nobody, even with an email a member uses', async (t) => {
    const { app, provider } = await oidcApp(t);
    const client = app.client();
    const callback = await throughProvider(client, provider, '/sign-in/oidc', {
      subject: 'stranger',
      email: 'owner@example.com',
    });
    const page = await client.get(callback);
    assert.equal(page.status, 403);
    assert.match(page.text, /No member uses this Test IdP login/);
    assert.match(page.text, /Ask an owner of the account for an invitation/);
    assert.equal(client.cookies.get('subtrack_session'), undefined);
  });

  it('refuses a callback whose state is not the one this browser began with (tampered)', async (t) => {
    const { app, provider } = await oidcApp(t);
    await bindToOwner(app, provider, 'alice');
    const client = app.client();
    const callback = new URL(
      await throughProvider(client, provider, '/sign-in/oidc', { subject: 'alice' }),
      app.url,
    );
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const page = await client.get(callback.pathname + callback.search);
    assert.equal(page.status, 400);
    assert.match(page.text, /This sign-in could not be finished/);
    assert.equal(client.cookies.get('subtrack_session'), undefined);
    assert.equal(
      provider.tokenRequests,
      1,
      'no code was exchanged (the one is the start-up probe)',
    );
  });

  it("refuses a callback begun in another browser (an attacker's own sign-in sent to a victim)", async (t) => {
    const { app, provider } = await oidcApp(t);
    await bindToOwner(app, provider, 'mallory');
    const attacker = app.client();
    const callback = await throughProvider(attacker, provider, '/sign-in/oidc', {
      subject: 'mallory',
    });
    const victim = app.client();
    const page = await victim.get(callback);
    assert.equal(page.status, 400);
    assert.equal(victim.cookies.get('subtrack_session'), undefined);
    assert.equal((await attacker.get(callback)).status, 400, 'and the state is used up');
  });

  it('refuses a callback used a second time (a replayed code), even with the state cookie put back', async (t) => {
    const { app, provider } = await oidcApp(t);
    await bindToOwner(app, provider, 'alice');
    const client = app.client();
    const callback = await throughProvider(client, provider, '/sign-in/oidc', { subject: 'alice' });
    const stateCookie = client.cookies.get('subtrack_oidc_state') ?? '';
    assert.equal((await client.get(callback)).status, 303);
    const replay = app.client();
    replay.cookies.set('subtrack_oidc_state', stateCookie);
    const page = await replay.get(callback);
    assert.equal(page.status, 400);
    assert.equal(replay.cookies.get('subtrack_session'), undefined);
  });

  it('refuses an ID token whose nonce is not the one this sign-in asked for', async (t) => {
    const { app, provider } = await oidcApp(t);
    await bindToOwner(app, provider, 'alice');
    const client = app.client();
    const callback = await throughProvider(client, provider, '/sign-in/oidc', {
      subject: 'alice',
      nonce: 'a-nonce-from-another-sign-in',
    });
    const page = await client.get(callback);
    assert.equal(page.status, 400);
    assert.match(page.text, /did not pass subtrack&#39;s checks|did not pass subtrack's checks/);
    assert.equal(client.cookies.get('subtrack_session'), undefined);
  });

  it('counts refused callbacks like failed sign-ins: the 11th from one address gets the 429 page', async (t) => {
    const { app } = await oidcApp(t);
    const client = app.client();
    for (let i = 0; i < 10; i++) {
      assert.equal(
        (await client.get(`/sign-in/oidc/callback?code=x&state=forged${i}`)).status,
        400,
      );
    }
    assert.equal((await client.get('/sign-in/oidc/callback?code=x&state=forged')).status, 429);
  });

  it('counts the trips to the provider begun from one address: the 61st within 15 minutes gets the 429 page', async (t) => {
    const { app } = await oidcApp(t);
    const client = app.client();
    for (let i = 0; i < 60; i++) assert.equal((await client.get('/sign-in/oidc')).status, 303);
    const refused = await client.get('/sign-in/oidc');
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get('location'), null, 'not sent to the provider');
    assert.equal((await client.get('/sign-in')).status, 200, 'the sign-in page still shows');
  });

  it('connects the identity from the account screen, lists it, audits identity.bound without secrets', async (t) => {
    const { app, provider } = await oidcApp(t);
    const client = app.client();
    await client.signIn();
    const before = await client.get('/account');
    assert.match(before.text, /No Test IdP login is connected yet/);
    assert.match(
      before.text,
      /<form method="post" action="\/account\/oidc\/connect">.*<button type="submit" class="secondary">Connect Test IdP<\/button><\/form>/s,
    );
    const callback = await throughProvider(client, provider, CONNECT, {
      subject: 'alice-sub',
    });
    const back = await client.get(callback);
    assert.equal(back.status, 303);
    assert.equal(back.headers.get('location'), '/account');
    const after = await client.get('/account');
    assert.match(after.text, /Test IdP connected: you can now sign in with it/);
    assert.match(after.text, /alice-sub/);
    const audit = (await auditRecordsOf(app.ports, app.accountId)).filter(
      (record) => record.action === 'identity.bound',
    );
    assert.equal(audit.length, 1);
    const written = JSON.stringify(audit[0]);
    assert.match(written, /alice-sub/);
    const query = new URL(callback, app.url).searchParams;
    for (const secret of [query.get('code'), query.get('state'), FAKE_CLIENT.secret]) {
      assert.ok(!written.includes(String(secret)), 'no code, state or client secret in the audit');
    }
    // Signed out, the provider now signs the owner in.
    const fresh = app.client();
    const again = await throughProvider(fresh, provider, '/sign-in/oidc', { subject: 'alice-sub' });
    assert.equal((await fresh.get(again)).status, 303);
    assert.equal((await fresh.get('/account')).status, 200);
  });

  it('never starts connecting a login from a GET, such as a link on another site', async (t) => {
    const { app } = await oidcApp(t);
    const client = app.client();
    await client.signIn();
    const followed = await client.get(CONNECT, { 'Sec-Fetch-Site': 'cross-site' });
    assert.equal(followed.status, 405);
    assert.equal(followed.headers.get('location'), null, 'not sent to the provider');
    assert.equal((await client.get(CONNECT)).status, 405);
  });

  it('starts connecting only from a POST that carries the form’s CSRF token', async (t) => {
    const { app, provider } = await oidcApp(t);
    const client = app.client();
    await client.signIn();
    const forged = await client.post(CONNECT, { _csrf: 'not-the-token' });
    assert.equal(forged.status, 403);
    assert.equal(forged.headers.get('location'), null);
    const crossSite = await client.post(
      CONNECT,
      { _csrf: WebClient.csrfOf((await client.get('/account')).text) },
      { 'Sec-Fetch-Site': 'cross-site' },
    );
    assert.equal(crossSite.status, 403);
    const begun = await client.post(CONNECT, {
      _csrf: WebClient.csrfOf((await client.get('/account')).text),
    });
    assert.equal(begun.status, 200);
    assert.match(providerLinkOf(begun.text), new RegExp(`^${provider.issuer}/authorize`));
  });

  it('binds nobody when the connect callback comes back to a browser signed out meanwhile', async (t) => {
    const { app, provider } = await oidcApp(t);
    const client = app.client();
    await client.signIn();
    const callback = await throughProvider(client, provider, CONNECT, {
      subject: 'alice-sub',
    });
    client.cookies.delete('subtrack_session');
    assert.equal((await client.get(callback)).status, 400);
    assert.equal(await app.ports.identities.find(provider.issuer, 'alice-sub'), null);
  });

  it('lets an invitee join with the provider: a new member bound to the identity, signed in', async (t) => {
    const { app, provider } = await oidcApp(t);
    const ctx = cliWriteContext(app.accountId, 'invite');
    const { path } = await inviteMember(app.ports, ctx, { role: 'viewer' });
    const token = path.slice('/invite/'.length);
    const client = app.client();
    const callback = await throughProvider(client, provider, `/sign-in/oidc/join/${token}`, {
      subject: 'bob',
      email: 'bob@example.com',
    });
    const back = await client.get(callback);
    assert.equal(back.status, 303);
    assert.equal((await client.get('/')).status, 200);
    const bound = await app.ports.identities.find(provider.issuer, 'bob');
    const member = await app.ports.members.findById(app.accountId, bound?.memberId ?? '');
    assert.equal(member?.role, 'viewer');
    assert.equal(member?.email, 'bob@example.com');
    const used = await app.client().get(`/sign-in/oidc/join/${token}`);
    assert.equal(used.status, 404, 'the invitation works once');
    assert.match(used.text, /This invitation does not work/);
    // Neither the invitation's token nor the callback's code and state reach the log.
    const logs = app.logs.join('\n');
    assert.match(logs, /"path":"\/sign-in\/oidc\/join\/\[redacted\]"/);
    const query = new URL(callback, app.url).searchParams;
    for (const secret of [token, query.get('code'), query.get('state')]) {
      assert.ok(!logs.includes(String(secret)), 'no token, code or state in the log');
    }
  });

  it('explains on the button when the client secret is wrong, and a sign-in cannot begin', async (t) => {
    const { app, provider } = await oidcApp(t, 'not-the-secret');
    const page = await app.client().get('/sign-in');
    assert.match(
      page.text,
      /<button type="button" class="secondary" disabled aria-describedby="oidc-problem">Sign in with Test IdP<\/button>/,
    );
    assert.match(
      page.text,
      /the identity provider refused subtrack&#39;s client id or secret|the identity provider refused subtrack's client id or secret/,
    );
    const begun = await app.client().get('/sign-in/oidc');
    assert.equal(begun.status, 503);
    assert.doesNotMatch(begun.text, /invalid_client|not-the-secret|Error/);
    assert.ok(provider.tokenRequests >= 1);
  });
});
