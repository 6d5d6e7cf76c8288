import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import {
  authenticateApiKey,
  cliWriteContext,
  createApiKey,
  listInvitations,
  listMembers,
} from '@subtrack/domain';
import { auditRecordsOf } from '@subtrack/domain/testing';
import { textOf } from '../testing/page-text.js';
import { startTestWebApp, type TestWebApp, WebClient } from '../testing/test-web-app.js';

const PASSWORD = 'a long passphrase for me';
const secretIn = (html: string) => /stk_[0-9a-f]{16}_[0-9a-f]{64}/.exec(html)?.[0] ?? '';
/** The text of the table row that mentions `name`, as a person reads it. */
const rowOf = (html: string, name: string) =>
  textOf(`<tr${html.split('<tr').find((row) => textOf(row).includes(name)) ?? ''}`);

/** A member's browser: signed in, with the CSRF token of its pages. */
interface Browser {
  client: WebClient;
  csrf: string;
}

async function signedInOwner(app: TestWebApp): Promise<Browser> {
  const client = app.client();
  await client.signIn();
  return { client, csrf: WebClient.csrfOf((await client.get('/members')).text) };
}

/** Makes an invitation link on the Members screen. */
async function invite(by: Browser, role: string, email = ''): Promise<string> {
  const made = await by.client.post('/members', { _csrf: by.csrf, role, email });
  assert.equal(made.status, 303, made.text);
  const page = await by.client.get('/members');
  return new URL(/id="invitation-link"[^>]*value="([^"]+)"/.exec(page.text)?.[1] ?? '').pathname;
}

/** Joins by an invitation in a browser of its own. */
async function join(app: TestWebApp, path: string, email: string): Promise<Browser> {
  const client = app.client();
  const joined = await client.join(path, email, PASSWORD);
  assert.equal(joined.status, 303, joined.text);
  return { client, csrf: WebClient.csrfOf((await client.get('/account')).text) };
}

/** Creates a key on the Keys screen; answers its text, shown once. */
async function makeKey(by: Browser, label: string): Promise<string> {
  const made = await by.client.post('/keys', { _csrf: by.csrf, label, scope: 'write' });
  assert.equal(made.status, 303, made.text);
  return secretIn((await by.client.get('/keys')).text);
}

const keyWorks = (app: TestWebApp, key: string) =>
  authenticateApiKey(app.ports, `Bearer ${key}`).then(
    () => true,
    () => false,
  );

/** An owner, and a second owner "mal" who made a write key and an owner invitation. */
async function aHouseholdWithMal(t: TestContext) {
  const app = await startTestWebApp(t);
  const owner = await signedInOwner(app);
  const mal = await join(app, await invite(owner, 'owner'), 'mal@example.com');
  const key = await makeKey(mal, 'Mal’s script');
  const link = await invite(mal, 'owner');
  const malId = (await listMembers(app.ports, app.accountId)).find(
    (m) => m.email === 'mal@example.com',
  )?.memberId;
  assert.ok(malId);
  return { app, owner, mal, key, link, malId };
}

describe('/keys: who made each key', () => {
  it('names the member who made a key, and says when nobody was recorded', async (t) => {
    const { app, owner } = await aHouseholdWithMal(t);
    await createApiKey(app.ports, cliWriteContext(app.accountId, 'cli'), {
      scope: 'read',
      label: 'Backup job',
    });
    const page = (await owner.client.get('/keys')).text;
    assert.match(textOf(page), /Made by/);
    assert.match(rowOf(page, 'Mal’s script'), /mal@example\.com/);
    assert.match(rowOf(page, 'Backup job'), /Not recorded/);
  });
});

describe('/members: pending invitations', () => {
  it('lists each pending invitation with its role, who invited and when it expires', async (t) => {
    const { owner } = await aHouseholdWithMal(t);
    await invite(owner, 'viewer', 'guest@example.com');
    const page = (await owner.client.get('/members')).text;
    assert.match(textOf(page), /Pending invitations/);
    assert.equal(
      rowOf(page, 'No email suggested'),
      'No email suggested Owner mal@example.com Nov 28, 2026, 8:00 AM Revoke the owner invitation from mal@example.com',
    );
    assert.match(
      rowOf(page, 'guest@example.com'),
      /^guest@example\.com Viewer owner@example\.com Nov 28/,
    );
  });

  it('lets an owner revoke an invitation: its link stops working, audited with the reason', async (t) => {
    const { app, owner, link } = await aHouseholdWithMal(t);
    const [pending] = await listInvitations(app.ports, app.accountId);
    assert.ok(pending);
    const revoked = await owner.client.post(`/members/invitations/${pending.invitationId}/revoke`, {
      _csrf: owner.csrf,
    });
    assert.equal(revoked.status, 303);
    assert.match(textOf((await owner.client.get('/members')).text), /Invitation revoked/);
    assert.equal((await app.client().get(link)).status, 404);
    const record = (await auditRecordsOf(app.ports, app.accountId)).find(
      (r) => r.action === 'member.invitation_revoked',
    );
    assert.deepEqual(record?.changes, { reason: { from: null, to: 'revoked_by_owner' } });
    const again = await owner.client.post(`/members/invitations/${pending.invitationId}/revoke`, {
      _csrf: owner.csrf,
    });
    assert.equal(again.status, 404);
  });
});

describe('/members: what a member leaves behind', () => {
  it('lists a member’s keys and invitations before removing them, then ends both', async (t) => {
    const { app, owner, key, link, malId } = await aHouseholdWithMal(t);
    const confirm = textOf((await owner.client.get(`/members/${malId}/remove`)).text);
    assert.match(confirm, /These API keys stop working:\s*Mal’s script \(write\)/);
    assert.match(confirm, /These invitation links stop working:\s*Owner, expires Nov 28, 2026/);
    assert.equal(await keyWorks(app, key), true);
    const removed = await owner.client.post(`/members/${malId}/remove`, { _csrf: owner.csrf });
    assert.equal(removed.status, 303);
    assert.equal(await keyWorks(app, key), false);
    assert.equal((await app.client().get(link)).status, 404);
  });

  it('asks before an owner who made keys or invitations gets another role, then ends them', async (t) => {
    const { app, owner, key, link, malId } = await aHouseholdWithMal(t);
    const asked = await owner.client.post(`/members/${malId}/role`, {
      _csrf: owner.csrf,
      role: 'viewer',
    });
    assert.equal(asked.status, 200);
    const page = textOf(asked.text);
    assert.match(page, /Make mal@example\.com a viewer\?/);
    assert.match(page, /These API keys stop working:\s*Mal’s script \(write\)/);
    assert.match(page, /These invitation links stop working:\s*Owner, expires/);
    assert.equal((await listMembers(app.ports, app.accountId))[1]?.role, 'owner');
    assert.equal(await keyWorks(app, key), true, 'nothing changes before the owner confirms');
    const confirmed = await owner.client.post(`/members/${malId}/role`, {
      _csrf: owner.csrf,
      role: 'viewer',
      confirmed: 'yes',
    });
    assert.equal(confirmed.status, 303);
    assert.equal((await listMembers(app.ports, app.accountId))[1]?.role, 'viewer');
    assert.equal(await keyWorks(app, key), false);
    assert.equal((await app.client().get(link)).status, 404);
  });

  it('changes the role of an owner who made nothing at once', async (t) => {
    const app = await startTestWebApp(t);
    const owner = await signedInOwner(app);
    await join(app, await invite(owner, 'owner'), 'plain@example.com');
    const plainId = (await listMembers(app.ports, app.accountId))[1]?.memberId ?? '';
    const changed = await owner.client.post(`/members/${plainId}/role`, {
      _csrf: owner.csrf,
      role: 'editor',
    });
    assert.equal(changed.status, 303);
    assert.equal((await listMembers(app.ports, app.accountId))[1]?.role, 'editor');
  });
});
