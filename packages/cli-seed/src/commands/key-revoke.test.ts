import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createKey, runInProcess as runCli, tempAccount } from '../testing/cli-in-process.js';
import { parseJsonOutput } from '../testing/cli-process.js';

describe('subtrack key revoke', { concurrency: 4 }, () => {
  it('prints {"keyId", "revoked": true} and key list shows the revocation time', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const created = await createKey(db, accountId, 'write');
    const run = await runCli([
      'key',
      'revoke',
      '--key-id',
      String(created['keyId']),
      '--db',
      db,
      '--json',
    ]);
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(parseJsonOutput(run), { keyId: created['keyId'], revoked: true });
    const listed = parseJsonOutput(
      await runCli(['key', 'list', '--account', accountId, '--db', db, '--json']),
    );
    const [key] = listed['keys'] as Array<Record<string, unknown>>;
    assert.match(String(key?.['revokedAt']), /^\d{4}-\d{2}-\d{2}T/);
  });

  it('exits 2 naming --key-id for an unknown key', async (t) => {
    const { db } = await tempAccount(t);
    const run = await runCli(['key', 'revoke', '--key-id', 'ffffffffffffffff', '--db', db]);
    assert.equal(run.status, 2);
    assert.match(
      run.stderr,
      /^subtrack: --key-id: no key with id ffffffffffffffff; list the keys with/,
    );
  });

  it('exits 2 when --key-id is missing', async (t) => {
    const { db } = await tempAccount(t);
    const run = await runCli(['key', 'revoke', '--db', db]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^subtrack: --key-id is required/);
  });

  it('accepts the whole key and revokes its id without printing the key', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const created = await createKey(db, accountId, 'read');
    const key = String(created['key']);
    const run = await runCli(['key', 'revoke', '--key-id', key, '--db', db, '--json']);
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(parseJsonOutput(run), { keyId: created['keyId'], revoked: true });
    const human = await runCli(['key', 'revoke', '--key-id', key, '--db', db]);
    assert.equal(human.status, 0, human.stderr);
    assert.ok(!`${run.stdout}${human.stdout}${human.stderr}`.includes(key.slice(21)));
  });

  it('never prints a secret back in an error', async (t) => {
    const { db } = await tempAccount(t);
    const secret = 'a1'.repeat(32);
    const unknownKey = `stk_0123456789abcdef_${secret}`;
    const truncated = `stk_0123456789abcdef_${secret.slice(0, 40)}`;
    const revoke = (value: string) => runCli(['key', 'revoke', '--key-id', value, '--db', db]);
    const [unknown, broken, bare] = await Promise.all([
      revoke(unknownKey),
      revoke(truncated),
      revoke(secret),
    ]);
    assert.equal(unknown.status, 2);
    assert.match(unknown.stderr, /^subtrack: --key-id: no key with id 0123456789abcdef;/);
    for (const run of [broken, bare]) {
      assert.equal(run.status, 2);
      assert.match(run.stderr, /^subtrack: --key-id must be a key id \(16 hex characters/);
    }
    for (const run of [unknown, broken, bare]) {
      assert.equal(run.stderr.split('\n').length, 2, run.stderr);
      assert.ok(!run.stderr.includes(secret.slice(0, 40)), run.stderr);
    }
  });
});
