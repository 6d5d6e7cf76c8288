import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { createKey, runInProcess as runCli, tempAccount } from '../testing/cli-in-process.js';
import { parseJsonOutput } from '../testing/cli-process.js';

describe('subtrack key list', { concurrency: 4 }, () => {
  it('lists ids, scopes, times and who made each, oldest first, never a secret', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const read = await createKey(db, accountId, 'read');
    const write = await createKey(db, accountId, 'write');
    const run = await runCli(['key', 'list', '--account', accountId, '--db', db, '--json']);
    assert.equal(run.status, 0, run.stderr);
    const { keys } = parseJsonOutput(run) as { keys: Array<Record<string, unknown>> };
    assert.deepEqual(
      keys.map((k) => [k['keyId'], k['scope'], k['revokedAt']]),
      [
        [read['keyId'], 'read', null],
        [write['keyId'], 'write', null],
      ],
    );
    assert.deepEqual(Object.keys(keys[0] ?? {}), [
      'keyId',
      'scope',
      'createdAt',
      'revokedAt',
      'label',
      'lastUsedAt',
      'createdBy',
    ]);
    // Keys made with the command line record no member as their maker.
    assert.deepEqual(
      keys.map((k) => k['createdBy']),
      [null, null],
    );
    assert.equal(run.stdout.includes(String(read['key'])), false);
    assert.equal(run.stdout.includes('stk_'), false);
  });

  it('prints one line a key by default', async (t) => {
    const { db, accountId } = await tempAccount(t);
    await runCli(['key', 'create', '--account', accountId, '--scope', 'read', '--db', db]);
    const run = await runCli(['key', 'list', '--account', accountId, '--db', db]);
    assert.match(
      run.stdout,
      /^[0-9a-f]{16} {2}read {3}created \S+ {2}active {2}last used never\n$/,
    );
  });

  it('shows the label and, once the key was used, when', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const created = await runCli([
      'key',
      'create',
      '--account',
      accountId,
      '--scope',
      'read',
      '--label',
      '  Home Assistant ',
      '--db',
      db,
      '--json',
    ]);
    const key = parseJsonOutput(created);
    assert.deepEqual(Object.keys(key), ['keyId', 'key', 'scope', 'label']);
    assert.equal(key['label'], 'Home Assistant');
    const used = '2026-11-20T10:00:00.000Z';
    // What `serve` does when the key authenticates a request.
    const database = await openDatabasePorts({ kind: 'sqlite', path: db });
    await database.ports.apiKeys.recordUse(String(key['keyId']), used, used);
    await database.close();
    const run = await runCli(['key', 'list', '--account', accountId, '--db', db, '--json']);
    const { keys } = parseJsonOutput(run) as { keys: Array<Record<string, unknown>> };
    assert.equal(keys[0]?.['label'], 'Home Assistant');
    assert.equal(keys[0]?.['lastUsedAt'], used);
    const human = await runCli(['key', 'list', '--account', accountId, '--db', db]);
    assert.match(human.stdout, /last used 2026-11-20T10:00:00\.000Z {2}Home Assistant\n$/);
  });

  it('exits 2 for an unknown account', async (t) => {
    const { db } = await tempAccount(t);
    const run = await runCli(['key', 'list', '--account', 'nope', '--db', db]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^subtrack: --account: no account with id nope;/);
  });
});
