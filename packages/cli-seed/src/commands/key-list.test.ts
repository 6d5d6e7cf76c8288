import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createKey, parseJsonOutput, runCli, tempAccount } from '../testing/cli-process.js';

describe('subtrack key list', { concurrency: 4 }, () => {
  it('lists ids, scopes and times, oldest first, never a secret', async (t) => {
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
    assert.deepEqual(Object.keys(keys[0] ?? {}), ['keyId', 'scope', 'createdAt', 'revokedAt']);
    assert.equal(run.stdout.includes(String(read['key'])), false);
    assert.equal(run.stdout.includes('stk_'), false);
  });

  it('prints one line a key by default', async (t) => {
    const { db, accountId } = await tempAccount(t);
    await runCli(['key', 'create', '--account', accountId, '--scope', 'read', '--db', db]);
    const run = await runCli(['key', 'list', '--account', accountId, '--db', db]);
    assert.match(run.stdout, /^[0-9a-f]{16} {2}read {3}created \S+ {2}active\n$/);
  });

  it('exits 2 for an unknown account', async (t) => {
    const { db } = await tempAccount(t);
    const run = await runCli(['key', 'list', '--account', 'nope', '--db', db]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^subtrack: --account: no account with id nope;/);
  });
});
