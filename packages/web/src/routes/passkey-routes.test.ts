import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { aJoinedMember, auditRecordsOf } from '@subtrack/domain/testing';
import { SoftAuthenticator } from '../testing/soft-authenticator.js';
import { startTestWebApp, WebClient } from '../testing/test-web-app.js';

// Behind a proxy at this address: the relying party is its host name (D46).
const PUBLIC_URL = 'https://subs.example.com';
const REFUSED = /That passkey did not sign you in/;

async function signedInApp(t: { after(fn: () => void): void }) {
  const app = await startTestWebApp(t, { publicUrl: PUBLIC_URL });
  const client = app.client();
  await client.signIn();
  return { app, client, authenticator: new SoftAuthenticator(PUBLIC_URL) };
}

/** "Add a passkey" up to the authenticator: the options the account page's script gets. */
async function registrationOptions(client: WebClient, name = 'Phone') {
  const _csrf = WebClient.csrfOf((await client.get('/account')).text);
  const answer = await client.post('/account/passkeys/options', { _csrf, passkeyName: name });
  return {
    _csrf,
    answer,
    options: JSON.parse(answer.text) as PublicKeyCredentialCreationOptionsJSON,
  };
}

/** Sends an authenticator's registration answer the way the account page's form does. */
function sendRegistration(client: WebClient, _csrf: string, name: string, response: unknown) {
  return client.post('/account/passkeys', {
    _csrf,
    passkeyName: name,
    response: JSON.stringify(response),
  });
}

/** Adds a passkey named `name` through the account screen; answers the server's reply. */
async function addPasskey(client: WebClient, authenticator: SoftAuthenticator, name = 'Phone') {
  const { _csrf, options } = await registrationOptions(client, name);
  return sendRegistration(client, _csrf, name, authenticator.register(options));
}

/** "Sign in with a passkey" up to the authenticator, in a browser without a session. */
async function signInOptions(client: WebClient) {
  const _csrf = WebClient.csrfOf((await client.get('/sign-in')).text);
  const answer = await client.post('/sign-in/passkey/options', { _csrf });
  return {
    _csrf,
    answer,
    options: JSON.parse(answer.text) as PublicKeyCredentialRequestOptionsJSON,
  };
}

function sendSignIn(client: WebClient, _csrf: string, response: unknown) {
  return client.post('/sign-in/passkey', { _csrf, response: JSON.stringify(response) });
}

async function passkeysOf(client: WebClient) {
  const page = (await client.get('/account')).text;
  return /<caption>Your passkeys<\/caption>[\s\S]*?<\/table>/.exec(page)?.[0] ?? '';
}

describe('passkeys on the account screen', () => {
  it('adds a named passkey, lists it with added and last used, and audits its name without key material', async (t) => {
    const { app, client, authenticator } = await signedInApp(t);
    const { answer, options } = await registrationOptions(client, 'Phone');
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(options.rp.id, 'subs.example.com');
    assert.equal(options.authenticatorSelection?.residentKey, 'required');
    assert.equal(options.authenticatorSelection?.userVerification, 'required');
    const response = authenticator.register(options);
    const added = await sendRegistration(
      client,
      WebClient.csrfOf((await client.get('/account')).text),
      'Phone',
      response,
    );
    assert.equal(added.status, 303);
    assert.equal(added.headers.get('location'), '/account');
    const account = await client.get('/account');
    assert.match(account.text, /Passkey “Phone” added/);
    const table = await passkeysOf(client);
    assert.match(table, /<td>Phone<\/td>/);
    assert.match(table, /<td>Never<\/td>/);
    const record = (await auditRecordsOf(app.ports, app.accountId)).find(
      (r) => r.action === 'passkey.added',
    );
    assert.deepEqual(record?.changes, { name: { from: null, to: 'Phone' } });
    assert.doesNotMatch(JSON.stringify(record), new RegExp(response.id));
    // A second ask excludes the passkey this member has, so one device is not added twice.
    const again = await registrationOptions(client, 'Laptop');
    assert.deepEqual(
      again.options.excludeCredentials?.map((c) => c.id),
      [response.id],
    );
  });

  it('checks the name before asking the authenticator: an empty one is a 400 JSON error naming the field', async (t) => {
    const { client } = await signedInApp(t);
    const { answer } = await registrationOptions(client, '   ');
    assert.equal(answer.status, 400);
    const body = JSON.parse(answer.text);
    assert.equal(body.error.code, 'invalid_passkey');
    assert.equal(body.error.field, 'name');
    assert.match(body.error.message, /Give the passkey a name/);
  });

  it('refuses an answer with no challenge, a replayed one, one for another origin, one without user verification, and another member’s challenge; none is stored', async (t) => {
    const { app, client, authenticator } = await signedInApp(t);
    const csrf = WebClient.csrfOf((await client.get('/account')).text);
    const refused = async (response: unknown) => {
      const answer = await sendRegistration(client, csrf, 'Phone', response);
      assert.equal(answer.status, 400);
      assert.match(answer.text, /The passkey could not be added/);
      assert.match(answer.text, /value="Phone"/, 'the name typed stays');
    };
    // A challenge the server never issued.
    const { options } = await registrationOptions(client);
    await refused(
      authenticator.register({ ...options, challenge: randomBytes(32).toString('base64url') }),
    );
    // Replayed: the right answer, sent a second time.
    const fresh = await registrationOptions(client);
    const good = authenticator.register(fresh.options);
    assert.equal((await sendRegistration(client, csrf, 'Phone', good)).status, 303);
    await refused(good);
    // Signed for another origin (a look-alike site relaying the ceremony).
    await refused(
      authenticator.register((await registrationOptions(client)).options, {
        origin: 'https://subs.example.com.evil.example',
      }),
    );
    // The person was not verified on the authenticator.
    await refused(
      authenticator.register((await registrationOptions(client)).options, { userVerified: false }),
    );
    // Another member's challenge (begun in their session) answered in this one.
    const other = await aJoinedMember(
      { ports: app.ports, accountId: app.accountId } as never,
      'viewer',
    );
    const otherClient = app.client();
    otherClient.cookies.set('subtrack_session', other.started.sessionId);
    await refused(authenticator.register((await registrationOptions(otherClient)).options));
    // Not JSON at all.
    await refused('not a credential');
    const added = (await auditRecordsOf(app.ports, app.accountId)).filter(
      (r) => r.action === 'passkey.added',
    );
    assert.equal(added.length, 1, 'only the one good answer was stored');
    assert.doesNotMatch(await passkeysOf(otherClient), /Phone/);
  });

  it('removes a passkey after a confirmation page; it signs in no more, and the removal is audited with its name', async (t) => {
    const { app, client, authenticator } = await signedInApp(t);
    assert.equal((await addPasskey(client, authenticator, 'YubiKey')).status, 303);
    const id = /action="\/account\/passkeys\/([^/]+)\/remove"/.exec(
      (await client.get('/account')).text,
    )?.[1];
    assert.ok(id);
    const confirm = await client.get(`/account/passkeys/${id}/remove`);
    assert.equal(confirm.status, 200);
    assert.match(confirm.text, /Remove the passkey “YubiKey”\?/);
    const removed = await client.post(`/account/passkeys/${id}/remove`, {
      _csrf: WebClient.csrfOf(confirm.text),
    });
    assert.equal(removed.status, 303);
    assert.match((await client.get('/account')).text, /Passkey “YubiKey” removed/);
    assert.match((await client.get('/account')).text, /You have no passkeys yet/);
    const record = (await auditRecordsOf(app.ports, app.accountId)).find(
      (r) => r.action === 'passkey.removed',
    );
    assert.deepEqual(record?.changes, { name: { from: 'YubiKey', to: null } });
    const browser = app.client();
    const { _csrf, options } = await signInOptions(browser);
    const answer = await sendSignIn(browser, _csrf, authenticator.signIn(options));
    assert.equal(answer.status, 401);
    assert.match(answer.text, REFUSED);
    assert.equal(browser.cookies.has('subtrack_session'), false);
  });

  it('answers 404 for another member’s passkey on the confirmation page and its POST, removing nothing', async (t) => {
    const { app, client, authenticator } = await signedInApp(t);
    await addPasskey(client, authenticator);
    const id = /action="\/account\/passkeys\/([^/]+)\/remove"/.exec(
      (await client.get('/account')).text,
    )?.[1];
    const other = await aJoinedMember(
      { ports: app.ports, accountId: app.accountId } as never,
      'owner',
      'co.owner@example.com',
    );
    const otherClient = app.client();
    otherClient.cookies.set('subtrack_session', other.started.sessionId);
    const _csrf = WebClient.csrfOf((await otherClient.get('/account')).text);
    assert.equal((await otherClient.get(`/account/passkeys/${id}/remove`)).status, 404);
    assert.equal((await otherClient.post(`/account/passkeys/${id}/remove`, { _csrf })).status, 404);
    assert.match(await passkeysOf(client), /<td>Phone<\/td>/);
  });
});

describe('signing in with a passkey', () => {
  it('signs a browser without a session in, going back to the page asked for, and shows when it was last used', async (t) => {
    const { app, client, authenticator } = await signedInApp(t);
    await addPasskey(client, authenticator);
    const browser = app.client();
    const { _csrf, answer, options } = await signInOptions(browser);
    assert.equal(answer.status, 200);
    assert.equal(options.rpId, 'subs.example.com');
    assert.equal(options.userVerification, 'required');
    assert.deepEqual(options.allowCredentials ?? [], [], 'discoverable: no email asked first');
    const signedIn = await browser.post('/sign-in/passkey?next=%2Faccount', {
      _csrf,
      response: JSON.stringify(authenticator.signIn(options)),
    });
    assert.equal(signedIn.status, 303);
    assert.equal(signedIn.headers.get('location'), '/account');
    const table = await passkeysOf(browser);
    assert.match(table, /<td>Phone<\/td>/);
    assert.doesNotMatch(table, /<td>Never<\/td>/);
    const signIns = (await auditRecordsOf(app.ports, app.accountId)).filter(
      (r) => r.action === 'owner.signed_in',
    );
    assert.equal(signIns.length, 2, 'the password sign-in, then the passkey one');
  });

  it('refuses, with one message and no session: no challenge, a replay, another origin, an unknown credential, no user verification, a counter that did not rise, a challenge for adding a passkey, an expired challenge', async (t) => {
    const { app, client, authenticator } = await signedInApp(t);
    await addPasskey(client, authenticator);
    const browser = app.client();
    const refused = async (response: unknown, csrf: string) => {
      const answer = await sendSignIn(browser, csrf, response);
      assert.equal(answer.status, 401);
      assert.match(answer.text, REFUSED);
      assert.equal(browser.cookies.has('subtrack_session'), false);
    };
    // No challenge: options the server never gave.
    let round = await signInOptions(browser);
    await refused(
      authenticator.signIn({ ...round.options, challenge: randomBytes(32).toString('base64url') }),
      round._csrf,
    );
    // Another origin; that refusal used the challenge up, so the right origin fails after it.
    round = await signInOptions(browser);
    await refused(
      authenticator.signIn(round.options, { origin: 'https://evil.example' }),
      round._csrf,
    );
    await refused(authenticator.signIn(round.options), round._csrf);
    // A credential this server does not know (never added here).
    const stranger = new SoftAuthenticator(PUBLIC_URL);
    stranger.register({ ...(await registrationOptions(client)).options });
    round = await signInOptions(browser);
    await refused(stranger.signIn(round.options), round._csrf);
    // The person was not verified on the authenticator.
    round = await signInOptions(browser);
    await refused(authenticator.signIn(round.options, { userVerified: false }), round._csrf);
    // A counter that did not rise (a cloned authenticator): first a good sign-in at 50, in
    // another browser.
    const second = app.client();
    const secondRound = await signInOptions(second);
    const good = authenticator.signIn(secondRound.options, { counter: 50 });
    assert.equal((await sendSignIn(second, secondRound._csrf, good)).status, 303);
    // The same answer again: its challenge is used.
    await refused(good, round._csrf);
    round = await signInOptions(browser);
    await refused(authenticator.signIn(round.options, { counter: 50 }), round._csrf);
    // A challenge begun for adding a passkey, answered as a sign-in.
    const adding = await registrationOptions(client);
    await refused(
      authenticator.signIn({ challenge: adding.options.challenge, rpId: 'subs.example.com' }),
      round._csrf,
    );
    // Five minutes later the challenge has expired.
    round = await signInOptions(browser);
    app.clock.advance(5 * 60_000);
    await refused(authenticator.signIn(round.options), round._csrf);
  });

  it('counts refused passkey sign-ins with the failed sign-ins of the address: after 10, options, passkey and password get the 429 page', async (t) => {
    const { app, client, authenticator } = await signedInApp(t);
    await addPasskey(client, authenticator);
    const browser = app.client();
    for (let i = 0; i < 10; i++) {
      const { _csrf, options } = await signInOptions(browser);
      const answer = await sendSignIn(
        browser,
        _csrf,
        authenticator.signIn(options, { origin: 'https://evil.example' }),
      );
      assert.equal(answer.status, 401);
    }
    const _csrf = WebClient.csrfOf((await browser.get('/sign-in')).text);
    const options = await browser.post('/sign-in/passkey/options', { _csrf });
    assert.equal(options.status, 429);
    assert.equal(options.headers.get('retry-after'), '900');
    assert.equal((await sendSignIn(browser, _csrf, 'anything')).status, 429);
    assert.equal(
      (
        await browser.post('/sign-in', {
          _csrf,
          email: 'owner@example.com',
          password: 'correct horse battery staple',
        })
      ).status,
      429,
    );
  });

  it('counts the passkey sign-ins begun from one address: the 61st within 15 minutes gets the 429 page, the password still works', async (t) => {
    const app = await startTestWebApp(t, { publicUrl: PUBLIC_URL });
    const browser = app.client();
    for (let i = 0; i < 60; i++) assert.equal((await signInOptions(browser)).answer.status, 200);
    const _csrf = WebClient.csrfOf((await browser.get('/sign-in')).text);
    const refused = await browser.post('/sign-in/passkey/options', { _csrf });
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get('retry-after'), '900');
    assert.doesNotMatch(refused.text, /"challenge"/);
    await browser.signIn();
    app.clock.advance(15 * 60_000);
    assert.equal((await signInOptions(app.client())).answer.status, 200, 'once the block ends');
  });

  it('needs the page’s CSRF token for the options and the answer (403, nothing begun)', async (t) => {
    const { app } = await signedInApp(t);
    const browser = app.client();
    await browser.get('/sign-in');
    assert.equal((await browser.post('/sign-in/passkey/options', { _csrf: 'forged' })).status, 403);
    assert.equal(
      (await browser.post('/sign-in/passkey', { _csrf: '', response: '{}' })).status,
      403,
    );
  });
});

describe('the passkey offer on the pages', () => {
  it('shows "Sign in with a passkey" in a form hidden until the script runs, with a note for JavaScript off and both scripts from this server', async (t) => {
    const { app } = await signedInApp(t);
    const page = (await app.client().get('/sign-in')).text;
    assert.match(
      page,
      /<form id="passkey-sign-in" method="post" action="\/sign-in\/passkey"[^>]* hidden/,
    );
    assert.match(page, /<button type="submit" class="secondary">Sign in with a passkey<\/button>/);
    assert.match(
      page,
      /<p class="quiet" data-passkey-note="passkey-sign-in"[^>]*>Signing in with a passkey needs JavaScript/,
    );
    assert.match(
      page,
      /<script src="\/assets\/webauthn\.[0-9a-f]{12}\.js" defer><\/script><script src="\/assets\/passkeys\.[0-9a-f]{12}\.js" defer>/,
    );
    const script = /src="(\/assets\/webauthn\.[0-9a-f]{12}\.js)"/.exec(page)?.[1] ?? '';
    const served = await app.client().get(script);
    assert.equal(served.status, 200);
    assert.match(served.text, /SimpleWebAuthnBrowser/);
  });

  it('explains at a bare IP address that passkeys need a name, instead of a button that would fail, and begins nothing there', async (t) => {
    // No public URL: the request's own host, 127.0.0.1.
    const app = await startTestWebApp(t);
    const browser = app.client();
    const page = await browser.get('/sign-in');
    assert.doesNotMatch(page.text, /Sign in with a passkey/);
    assert.doesNotMatch(page.text, /webauthn\./);
    assert.match(page.text, /not by an IP address/);
    const options = await browser.post('/sign-in/passkey/options', {
      _csrf: WebClient.csrfOf(page.text),
    });
    assert.equal(options.status, 400);
    assert.equal(JSON.parse(options.text).error.code, 'invalid_passkey');
    const client = app.client();
    await client.signIn();
    const account = await client.get('/account');
    assert.match(account.text, /not by an IP address/);
    assert.doesNotMatch(account.text, /Add a passkey/);
  });
});
