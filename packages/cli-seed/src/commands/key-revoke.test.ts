import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createKey, parseJsonOutput, runCli, tempAccount } from '../testing/cli-process.js';

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
});
