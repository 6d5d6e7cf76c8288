import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runInProcess } from '../testing/cli-in-process.js';
import { parseJsonOutput, tempFolder } from '../testing/cli-process.js';

describe('subtrack account invitations', () => {
  it('prints the pending invitations: id, role, who invited and when each expires', async (t) => {
    const { db } = tempFolder(t);
    const cli = async (args: string[]) => {
      const run = await runInProcess([...args, '--db', db, '--json']);
      assert.equal(run.status, 0, run.stderr);
      return parseJsonOutput(run);
    };
    const { accountId } = await cli(['account', 'create', '--name', 'Home']);
    const account = String(accountId);
    assert.deepEqual(await cli(['account', 'invitations', '--account', account]), {
      invitations: [],
    });
    await cli(['account', 'invite', '--account', account, '--role', 'editor']);
    await cli(['account', 'invite', '--account', account, '--role', 'viewer', '--email', 'a@b.c']);
    const { invitations } = (await cli(['account', 'invitations', '--account', account])) as {
      invitations: Array<Record<string, unknown>>;
    };
    assert.deepEqual(
      invitations.map((i) => Object.keys(i)),
      [
        ['invitationId', 'role', 'invitedBy', 'expiresAt'],
        ['invitationId', 'role', 'invitedBy', 'expiresAt'],
      ],
    );
    assert.deepEqual(
      invitations.map((i) => [i['role'], i['invitedBy']]),
      [
        ['editor', null],
        ['viewer', null],
      ],
    );
    assert.match(String(invitations[0]?.['invitationId']), /^[0-9a-f-]{36}$/);
    const inAWeek = Date.now() + 7 * 24 * 60 * 60 * 1000;
    assert.ok(Math.abs(Date.parse(String(invitations[0]?.['expiresAt'])) - inAWeek) < 60_000);

    const human = await runInProcess(['account', 'invitations', '--account', account, '--db', db]);
    assert.match(human.stdout, /^\S+ {2}editor {2}expires \S+ {2}invited with the command line\n/);
  });

  it('refuses an unknown account with exit 2, naming the flag', async (t) => {
    const { db } = tempFolder(t);
    const run = await runInProcess([
      'account',
      'invitations',
      '--account',
      '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a',
      '--db',
      db,
    ]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /--account: no account with id/);
  });
});
