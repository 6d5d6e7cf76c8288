/**
 * The findings of the second security review (issue 33), reproduced as the reviewer did:
 * black-box, against a real `subtrack serve` on a SQLite file, through the web pages, the
 * REST API, `/mcp` and the command line. docs/security.md maps each finding to its test.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { WebClient } from '../packages/web/src/testing/test-web-app.js';
import { call, cliJson, createAccount, type TestAccount } from './support/system.js';
import { aBody } from './support/workload.js';
import { startWebSystem, type WebSystem } from './web/support/web-system.js';

let system: WebSystem;
let other: TestAccount;
/** The account's first owner, signed in with their password. */
let owner: Browser;
before(async () => {
  system = await startWebSystem();
  other = await createAccount(system.db, 'Other household');
  owner = await signedIn(new WebClient(system.baseUrl), system.email, system.password);
});
after(() => system?.dispose());

const PASSWORD = 'a long passphrase for me';

/** A member's browser and the CSRF token of their session. */
interface Browser {
  client: WebClient;
  csrf: string;
}

async function signedIn(client: WebClient, email: string, password: string): Promise<Browser> {
  await client.signIn(password, email);
  return { client, csrf: WebClient.csrfOf((await client.get('/account')).text) };
}

/** An invitation link made on the Members screen, as its path. */
async function invite(by: Browser, role: string): Promise<string> {
  const made = await by.client.post('/members', { _csrf: by.csrf, role, email: '' });
  assert.equal(made.status, 303, made.text);
  const page = await by.client.get('/members');
  return new URL(/id="invitation-link"[^>]*value="([^"]+)"/.exec(page.text)?.[1] ?? '').pathname;
}

/**
 * Joins with an invitation link in a browser of its own, as a person would, or with the
 * sign-in page's form token when the link's page offers no form; answers the status of the
 * link's page and of the join.
 */
async function join(
  path: string,
  email: string,
): Promise<{ pageStatus: number; status: number; browser: Browser }> {
  const client = new WebClient(system.baseUrl);
  const page = await client.get(path);
  const token =
    WebClient.csrfOf(page.text) || WebClient.csrfOf((await client.get('/sign-in')).text);
  const joined = await client.post(path, {
    _csrf: token,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  const csrf = WebClient.csrfOf((await client.get('/account')).text);
  return { pageStatus: page.status, status: joined.status, browser: { client, csrf } };
}

/** A new owner of the system's account, signed in. */
async function anInvitedOwner(email: string): Promise<Browser> {
  const joined = await join(await invite(owner, 'owner'), email);
  assert.equal(joined.status, 303);
  return joined.browser;
}

/** A write key made on the Keys screen; its text is shown once. */
async function makeKey(by: Browser): Promise<string> {
  const made = await by.client.post('/keys', { _csrf: by.csrf, label: 'script', scope: 'write' });
  assert.equal(made.status, 303, made.text);
  return /stk_[0-9a-f]{16}_[0-9a-f]{64}/.exec((await by.client.get('/keys')).text)?.[0] ?? '';
}

/** `account <what> --account ID --json` on the system's database (members, invitations). */
const listOf = <T>(what: 'members' | 'invitations') =>
  cliJson<Record<string, T[]>>(['account', what, '--account', system.accountId, '--db', system.db]);

async function memberIdOf(email: string): Promise<string> {
  const { members = [] } = await listOf<{ memberId: string; email: string }>('members');
  const found = members.find((m) => m.email === email);
  assert.ok(found, email);
  return found.memberId;
}

/** Removes a member as the owner does: the confirmation page, then its button. */
async function removeMember(email: string): Promise<{ page: string; status: number }> {
  const id = await memberIdOf(email);
  const page = (await owner.client.get(`/members/${id}/remove`)).text;
  const removed = await owner.client.post(`/members/${id}/remove`, { _csrf: owner.csrf });
  return { page, status: removed.status };
}

/**
 * Gives a member another role as the owner does: the role form, then the confirmation page's
 * button when one is shown. Answers the page before the change and the final status.
 */
async function changeRole(email: string, role: string): Promise<{ page: string; status: number }> {
  const id = await memberIdOf(email);
  const form = { _csrf: owner.csrf, role };
  const first = await owner.client.post(`/members/${id}/role`, form);
  if (first.status !== 200) return { page: '', status: first.status };
  const confirmed = await owner.client.post(`/members/${id}/role`, { ...form, confirmed: 'yes' });
  return { page: first.text, status: confirmed.status };
}

/** What a key gets from the REST API and from `/mcp`: the statuses and the error codes. */
async function whatTheKeyGets(key: string) {
  const base = system.baseUrl;
  const list = await call(base, key, 'GET', '/api/v1/subscriptions');
  const create = await call(base, key, 'POST', '/api/v1/subscriptions', aBody());
  const mcp = await call(
    base,
    key,
    'POST',
    '/mcp',
    {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'list_subscriptions', arguments: {} },
    },
    { accept: 'application/json, text/event-stream' },
  );
  const code = (answer: typeof list) =>
    (answer.json?.['error'] as { code?: string } | undefined)?.code ?? null;
  return {
    statuses: [list.status, create.status, mcp.status],
    codes: [code(list), code(create), code(mcp)],
  };
}

const REFUSED = {
  statuses: [401, 401, 401],
  codes: ['invalid_api_key', 'invalid_api_key', 'invalid_api_key'],
};

describe('a removed or demoted owner’s API keys', () => {
  it('stop working from the next request on, REST and MCP alike, once the owner is removed', async () => {
    const mal = await anInvitedOwner('mal@example.com');
    const key = await makeKey(mal);
    assert.deepEqual((await whatTheKeyGets(key)).statuses, [200, 201, 200]);
    const removal = await removeMember('mal@example.com');
    assert.match(removal.page, /These API keys stop working/);
    assert.equal(removal.status, 303);
    assert.deepEqual(await whatTheKeyGets(key), REFUSED);
  });

  it('stop working once the owner is given another role, and the key list says who made them', async () => {
    const mal = await anInvitedOwner('mal2@example.com');
    const key = await makeKey(mal);
    const change = await changeRole('mal2@example.com', 'viewer');
    assert.match(change.page, /These API keys stop working/);
    assert.equal(change.status, 303);
    assert.deepEqual(await whatTheKeyGets(key), REFUSED);
    const { keys } = await cliJson<{ keys: Array<Record<string, unknown>> }>([
      'key',
      'list',
      '--account',
      system.accountId,
      '--db',
      system.db,
    ]);
    const listed = keys.find((k) => key.startsWith(`stk_${k['keyId']}_`));
    assert.equal(listed?.['createdBy'], await memberIdOf('mal2@example.com'));
    assert.notEqual(listed?.['revokedAt'], null);
  });
});

describe('invitation links of an owner who is demoted or removed', () => {
  it('stop working, so they cannot bring owner rights back', async () => {
    const mal = await anInvitedOwner('mal3@example.com');
    const firstLink = await invite(mal, 'owner');
    const secondLink = await invite(mal, 'owner');
    const { invitations = [] } = await listOf<Record<string, unknown>>('invitations');
    const malId = await memberIdOf('mal3@example.com');
    assert.deepEqual(
      invitations.filter((i) => i['invitedBy'] === malId).map((i) => i['role']),
      ['owner', 'owner'],
    );
    const change = await changeRole('mal3@example.com', 'viewer');
    assert.match(change.page, /These invitation links stop working/);
    assert.equal(change.status, 303);
    assert.equal((await mal.client.get('/members')).status, 403);
    const stranger = await join(firstLink, 'stranger@example.com');
    assert.deepEqual([stranger.pageStatus, stranger.status], [404, 404]);
    const comeback = await join(secondLink, 'mal3.again@example.com');
    assert.deepEqual([comeback.pageStatus, comeback.status], [404, 404]);
    const { members = [] } = await listOf<{ email: string }>('members');
    assert.ok(!members.some((m) => /stranger|again/.test(m.email)));
  });
});

describe('an import cannot tell whether another account uses an id', () => {
  it('keeps an id another account uses, exactly as it keeps an unused one', async () => {
    const base = system.baseUrl;
    const theirs = await call(base, other.writeKey, 'POST', '/api/v1/subscriptions', aBody());
    assert.equal(theirs.status, 201, theirs.text);
    const usedElsewhere = (theirs.json!['data'] as { id: string }).id;
    const unused = '0190f0e2-7c3b-7d6a-9a4b-0123456789ab';
    const file = {
      format: 'subtrack-export',
      version: 1,
      exportedAt: '2026-11-20T08:00:00.000Z',
      subscriptions: [unused, usedElsewhere].map((id, i) => ({
        ...aBody(),
        id,
        name: `Imported ${i + 1}`,
      })),
    };
    const imported = await call(
      base,
      system.writeKey,
      'POST',
      '/api/v1/imports?source=subtrack',
      file,
    );
    assert.equal(imported.status, 200, imported.text);
    type Created = Array<{ subscription: { id: string } }>;
    const created = (imported.json!['data'] as { created: Created }).created;
    assert.deepEqual(
      created.map((row) => row.subscription.id),
      [unused, usedElsewhere],
    );
    const mine = await call(base, system.readKey, 'GET', `/api/v1/subscriptions/${usedElsewhere}`);
    assert.equal((mine.json!['data'] as { name: string }).name, 'Imported 2');
    const kept = await call(base, other.readKey, 'GET', `/api/v1/subscriptions/${usedElsewhere}`);
    assert.notEqual((kept.json!['data'] as { name: string }).name, 'Imported 2');
  });
});
