import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { findInvitation } from '@subtrack/domain';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { runInProcess } from '../testing/cli-in-process.js';
import { parseJsonOutput, tempFolder } from '../testing/cli-process.js';

async function anAccount(t: TestContext) {
  const { db } = tempFolder(t);
  const args = ['account', 'create', '--name', 'Home', '--email', 'ada@example.com'];
  const created = await runInProcess([...args, '--db', db, '--json']);
  assert.equal(created.status, 0, created.stderr);
  return { db, accountId: String(parseJsonOutput(created)['accountId']) };
}

/** What the invitation page of `inviteUrl` would show, read from the database. */
async function invitationOf(t: TestContext, db: string, inviteUrl: string) {
  const database = openDatabase(db);
  t.after(() => database.close());
  return findInvitation(createSqlitePorts(database), inviteUrl.split('/invite/')[1] ?? '');
}

describe('subtrack account invite / account members', () => {
  it('prints {"inviteUrl"} as a path, a one-time link for the role and suggested email', async (t) => {
    const { db, accountId } = await anAccount(t);
    const run = await runInProcess([
      'account',
      'invite',
      '--account',
      accountId,
      '--role',
      'editor',
      '--email',
      'bo@example.com',
      '--db',
      db,
      '--json',
    ]);
    assert.equal(run.status, 0, run.stderr);
    const output = parseJsonOutput(run);
    assert.deepEqual(Object.keys(output), ['inviteUrl']);
    assert.match(String(output['inviteUrl']), /^\/invite\/[A-Za-z0-9_-]{43}$/);
    const invitation = await invitationOf(t, db, String(output['inviteUrl']));
    assert.deepEqual(
      [invitation?.role, invitation?.email, invitation?.accountName],
      ['editor', 'bo@example.com', 'Home'],
    );
  });

  it('prints an absolute link under SUBTRACK_PUBLIC_URL, and the link in words without --json', async (t) => {
    const { db, accountId } = await anAccount(t);
    const args = ['account', 'invite', '--account', accountId, '--role', 'viewer', '--db', db];
    const env = { SUBTRACK_PUBLIC_URL: 'https://subs.example.org/' };
    const json = await runInProcess([...args, '--json'], { env });
    assert.match(
      String(parseJsonOutput(json)['inviteUrl']),
      /^https:\/\/subs\.example\.org\/invite\/[A-Za-z0-9_-]{43}$/,
    );
    const human = await runInProcess(args);
    assert.equal(human.status, 0, human.stderr);
    assert.match(
      human.stdout,
      /^Invitation link \(role viewer; works once, until \S+\):\n\/invite\/[A-Za-z0-9_-]{43}\n$/,
    );
  });

  it('refuses an unknown role or a malformed email with exit 2 naming the flag, inviting nobody', async (t) => {
    const { db, accountId } = await anAccount(t);
    const base = ['account', 'invite', '--account', accountId, '--db', db];
    const role = await runInProcess([...base, '--role', 'admin']);
    assert.equal(role.status, 2);
    assert.equal(role.stderr, 'subtrack: --role: Choose owner, editor or viewer\n');
    const missing = await runInProcess(base);
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /^subtrack: --role is required: add --role editor/);
    const email = await runInProcess([...base, '--role', 'viewer', '--email', 'nope']);
    assert.equal(email.status, 2);
    assert.match(email.stderr, /^subtrack: --email: /);
    const unknown = await runInProcess([
      'account',
      'invite',
      '--account',
      '00000000-0000-4000-8000-000000000000',
      '--role',
      'viewer',
      '--db',
      db,
      '--json',
    ]);
    assert.equal(unknown.status, 2);
    assert.match(unknown.stderr, /--account: no account with id/);
    assert.equal(unknown.stdout, '');
  });

  it('lists members oldest first with the exact keys, and one line each without --json', async (t) => {
    const { db, accountId } = await anAccount(t);
    const list = await runInProcess([
      'account',
      'members',
      '--account',
      accountId,
      '--db',
      db,
      '--json',
    ]);
    assert.equal(list.status, 0, list.stderr);
    const { members } = parseJsonOutput(list) as { members: Array<Record<string, unknown>> };
    assert.equal(members.length, 1);
    assert.deepEqual(Object.keys(members[0] ?? {}), ['memberId', 'email', 'role', 'createdAt']);
    assert.deepEqual([members[0]?.['email'], members[0]?.['role']], ['ada@example.com', 'owner']);
    assert.ok(!list.stdout.includes('passwordHash'));
    const human = await runInProcess(['account', 'members', '--account', accountId, '--db', db]);
    assert.match(
      human.stdout,
      new RegExp(
        `^${String(members[0]?.['memberId'])} {2}owner {3}joined \\S+ {2}ada@example\\.com\\n$`,
      ),
    );
  });
});
