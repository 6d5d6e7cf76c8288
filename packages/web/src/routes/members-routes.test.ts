import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { listMembers } from '@subtrack/domain';
import { auditRecordsOf, ownerOf } from '@subtrack/domain/testing';
import { textOf } from '../testing/page-text.js';
import { startTestWebApp, TEST_OWNER, WebClient } from '../testing/test-web-app.js';

const PASSWORD = 'a long passphrase for me';

async function anOwnerSignedIn(t: TestContext) {
  const app = await startTestWebApp(t);
  const owner = app.client();
  await owner.signIn();
  const csrf = WebClient.csrfOf((await owner.get('/members')).text);
  return { app, owner, csrf };
}

/** Invites from the Members screen; answers the link the screen shows once. */
async function invite(owner: WebClient, csrf: string, role: string, email = '') {
  const made = await owner.post('/members', { _csrf: csrf, role, email });
  assert.equal(made.status, 303);
  const page = await owner.get('/members');
  const url = /id="invitation-link"[^>]*value="([^"]+)"/.exec(page.text)?.[1];
  assert.ok(url, 'the link is shown');
  return { url, page };
}

/** Joins by an invitation in a browser of its own; answers that browser. */
async function join(app: { client(): WebClient }, url: string, email: string) {
  const invitee = app.client();
  const path = new URL(url).pathname;
  const page = await invitee.get(path);
  const joined = await invitee.post(path, {
    _csrf: WebClient.csrfOf(page.text),
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  assert.equal(joined.status, 303, joined.text);
  return invitee;
}

describe('/members', () => {
  it('shows owners a Members link in the settings and the list; others see no link and get 403', async (t) => {
    const { app, owner, csrf } = await anOwnerSignedIn(t);
    const settings = await owner.get('/settings');
    assert.match(settings.text, /<a href="\/members"[^>]*>(<[^>]*>)*Members</);
    const list = textOf((await owner.get('/members')).text);
    assert.match(list, /owner@example.com \(you\)\s*Owner/);
    const { url } = await invite(owner, csrf, 'viewer');
    const viewer = await join(app, url, 'viewer@example.com');
    assert.doesNotMatch((await viewer.get('/settings')).text, /href="\/members"/);
    // The viewer's screens leave out the controls their role cannot use.
    assert.match((await owner.get('/subscriptions')).text, />Add subscription</);
    assert.doesNotMatch((await viewer.get('/subscriptions')).text, />Add subscription</);
    assert.match((await owner.get('/keys')).text, />Create key</);
    const keys = textOf((await viewer.get('/keys')).text);
    assert.doesNotMatch(keys, /Create key/);
    assert.match(keys, /Only owners of the account create and revoke keys\./);
    const data = (await viewer.get('/data')).text;
    assert.doesNotMatch(data, /Export as JSON|action="\/data\/import"|Create feed link/);
    assert.match(
      textOf((await viewer.get('/notifications')).text),
      /only owners and editors change them/,
    );
    const refused = await viewer.get('/members');
    assert.equal(refused.status, 403);
    assert.match(
      textOf(refused.text),
      /Only owners of this account can do this\. You are a viewer\./,
    );
  });

  it('shows a new invitation link once, absolute, valid 7 days, and audits it without the token', async (t) => {
    const { app, owner, csrf } = await anOwnerSignedIn(t);
    const { url, page } = await invite(owner, csrf, 'editor', 'ed@example.com');
    assert.match(url, new RegExp(`^${app.url}/invite/[A-Za-z0-9_-]{43}$`));
    assert.match(textOf(page.text), /Invitation link created for an editor/);
    assert.match(textOf(page.text), /It works once, until Nov 28, 2026, 8:00 AM\./);
    assert.doesNotMatch((await owner.get('/members')).text, /invitation-link/);
    const [record] = await auditRecordsOf(app.ports, app.accountId);
    assert.equal(record?.action, 'member.invited');
    assert.deepEqual(record?.changes, {
      role: { from: null, to: 'editor' },
      email: { from: null, to: 'ed@example.com' },
    });
    assert.ok(!JSON.stringify(record).includes(url.split('/invite/')[1] ?? '?'));
  });

  it('keeps what was typed and says why when an invitation is refused', async (t) => {
    const { owner, csrf } = await anOwnerSignedIn(t);
    const bad = await owner.post('/members', { _csrf: csrf, role: 'viewer', email: 'nope' });
    assert.equal(bad.status, 400);
    assert.match(bad.text, /There is a problem/);
    assert.match(bad.text, /id="email"[^>]*value="nope"/);
  });

  it('changes a role, and never the only owner’s, with a clear message', async (t) => {
    const { app, owner, csrf } = await anOwnerSignedIn(t);
    const { url } = await invite(owner, csrf, 'viewer');
    await join(app, url, 'member@example.com');
    const member = (await listMembers(app.ports, app.accountId))[1];
    assert.ok(member);
    const changed = await owner.post(`/members/${member.memberId}/role`, {
      _csrf: csrf,
      role: 'editor',
    });
    assert.equal(changed.status, 303);
    assert.match(textOf((await owner.get('/members')).text), /member@example.com is now an editor/);
    assert.equal((await listMembers(app.ports, app.accountId))[1]?.role, 'editor');

    const unknown = '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a';
    assert.equal((await owner.get(`/members/${unknown}/remove`)).status, 404);
    const nobody = await owner.post(`/members/${unknown}/role`, { _csrf: csrf, role: 'owner' });
    assert.equal(nobody.status, 404);
    const ownerId = (await ownerOf(app.ports, app.accountId)).id;
    const demoted = await owner.post(`/members/${ownerId}/role`, { _csrf: csrf, role: 'viewer' });
    assert.equal(demoted.status, 409);
    assert.match(
      demoted.text,
      /The account needs at least one owner\. Make another member an owner first\./,
    );
    assert.equal((await ownerOf(app.ports, app.accountId)).role, 'owner');
    const removePage = await owner.get(`/members/${ownerId}/remove`);
    assert.match(textOf(removePage.text), /is the only owner of this account/);
    assert.doesNotMatch(removePage.text, /<button type="submit" class="danger">/);
    const removed = await owner.post(`/members/${ownerId}/remove`, { _csrf: csrf });
    assert.equal(removed.status, 409);
    assert.equal((await listMembers(app.ports, app.accountId)).length, 2);
  });

  it('removes a member after a confirmation page, and their next request is signed out', async (t) => {
    const { app, owner, csrf } = await anOwnerSignedIn(t);
    const { url } = await invite(owner, csrf, 'editor');
    const editor = await join(app, url, 'editor@example.com');
    assert.equal((await editor.get('/subscriptions')).status, 200);
    const member = (await listMembers(app.ports, app.accountId))[1];
    assert.ok(member);
    const confirm = await owner.get(`/members/${member.memberId}/remove`);
    assert.match(textOf(confirm.text), /Remove editor@example.com\?/);
    assert.match(confirm.text, /<button type="submit" class="danger">Remove<\/button>/);
    const removed = await owner.post(`/members/${member.memberId}/remove`, { _csrf: csrf });
    assert.equal(removed.status, 303);
    assert.match(
      textOf((await owner.get('/members')).text),
      /editor@example.com removed and signed out/,
    );
    const next = await editor.get('/subscriptions');
    assert.equal(next.status, 302);
    assert.match(next.headers.get('location') ?? '', /^\/sign-in/);
    assert.equal((await listMembers(app.ports, app.accountId)).length, 1);
  });
});

describe('/invite/<token>', () => {
  it('shows the account and role without using the link up; joining signs in once', async (t) => {
    const { app, owner, csrf } = await anOwnerSignedIn(t);
    const { url } = await invite(owner, csrf, 'editor', 'suggested@example.com');
    const path = new URL(url).pathname;
    const visitor = app.client();
    const first = await visitor.get(path);
    const again = await visitor.get(path);
    assert.equal(again.status, 200, 'a GET does not use the link up');
    assert.match(textOf(first.text), /You are invited to this subtrack account as an editor\./);
    assert.match(first.text, /id="email"[^>]*value="suggested@example.com"/);
    const _csrf = WebClient.csrfOf(first.text);

    const short = await visitor.post(path, {
      _csrf,
      email: 'chosen@example.com',
      password: 'short',
      confirmPassword: 'short',
    });
    assert.equal(short.status, 400);
    assert.match(short.text, /Choose a password of 12 to 256 characters/);
    assert.match(short.text, /value="chosen@example.com"/);

    const taken = await visitor.post(path, {
      _csrf,
      email: TEST_OWNER.email.toUpperCase(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    assert.equal(taken.status, 400);
    assert.match(taken.text, /This email address cannot be used here/);

    const joined = await visitor.post(path, {
      _csrf,
      email: 'chosen@example.com',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    assert.equal(joined.status, 303);
    const home = await visitor.get('/');
    assert.equal(home.status, 200);
    assert.match(textOf(home.text), /You joined the account/);
    assert.match(textOf(home.text), /chosen@example.com/);
    const members = await listMembers(app.ports, app.accountId);
    assert.deepEqual(
      members.map((m) => [m.email, m.role]),
      [
        [TEST_OWNER.email, 'owner'],
        ['chosen@example.com', 'editor'],
      ],
    );

    const used = await app.client().get(path);
    assert.equal(used.status, 404);
    assert.match(textOf(used.text), /This invitation does not work/);
  });

  it('refuses an expired link after 7 days with the same page', async (t) => {
    const { app, owner, csrf } = await anOwnerSignedIn(t);
    const { url } = await invite(owner, csrf, 'viewer');
    app.clock.advance(7 * 24 * 60 * 60 * 1000);
    const page = await app.client().get(new URL(url).pathname);
    assert.equal(page.status, 404);
    assert.match(textOf(page.text), /It has expired or has already been used/);
  });
});
