import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { describe, it } from 'node:test';
import { runInProcess as runCli, tempAccount } from '../testing/cli-in-process.js';
import { cleanEnv, collect, parseJsonOutput, WORKSPACE_ROOT } from '../testing/cli-process.js';

describe('subtrack key create', { concurrency: 4 }, () => {
  it('prints {"keyId", "key", "scope"} with a stk_ key shown once', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const run = await runCli([
      'key',
      'create',
      '--account',
      accountId,
      '--scope',
      'read',
      '--db',
      db,
      '--json',
    ]);
    assert.equal(run.status, 0, run.stderr);
    const output = parseJsonOutput(run);
    assert.deepEqual(Object.keys(output), ['keyId', 'key', 'scope']);
    assert.equal(output['scope'], 'read');
    // D2 / architecture: stk_<16 hex keyId>_<64 hex secret>
    assert.match(String(output['keyId']), /^[0-9a-f]{16}$/);
    assert.equal(String(output['key']).startsWith(`stk_${output['keyId']}_`), true);
  });

  it('prints only the JSON object through `pnpm --silent cli ... --json`', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const child = spawn(
      'pnpm',
      [
        '--silent',
        'cli',
        'key',
        'create',
        '--account',
        accountId,
        '--scope',
        'write',
        '--db',
        db,
        '--json',
      ],
      { cwd: WORKSPACE_ROOT, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const run = await collect(child);
    assert.equal(run.status, 0, run.stderr);
    assert.equal(parseJsonOutput(run)['scope'], 'write');
  });

  it('exits 2 for a scope other than read or write', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const run = await runCli([
      'key',
      'create',
      '--account',
      accountId,
      '--scope',
      'admin',
      '--db',
      db,
    ]);
    assert.equal(run.status, 2);
    assert.equal(run.stderr, "subtrack: --scope must be read or write (got 'admin')\n");
  });

  it('exits 2 for an unknown account id, still one line with --json', async (t) => {
    const { db } = await tempAccount(t);
    const missing = '0190a1b2-0000-7000-8000-000000000000';
    const run = await runCli([
      'key',
      'create',
      '--account',
      missing,
      '--scope',
      'read',
      '--db',
      db,
      '--json',
    ]);
    assert.equal(run.status, 2);
    assert.equal(run.stdout, '');
    assert.equal(
      run.stderr,
      `subtrack: --account: no account with id ${missing}; create one with 'subtrack account create --name NAME'\n`,
    );
  });

  it('exits 2 naming --label for a label over 100 characters, creating nothing', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const label = 'x'.repeat(101);
    const args = ['--account', accountId, '--scope', 'read', '--db', db];
    const run = await runCli(['key', 'create', ...args, '--label', label, '--json']);
    assert.equal(run.status, 2);
    assert.equal(run.stdout, '');
    assert.equal(run.stderr, 'subtrack: --label: The label must be at most 100 characters long.\n');
    const list = await runCli(['key', 'list', '--account', accountId, '--db', db, '--json']);
    assert.deepEqual(parseJsonOutput(list)['keys'], []);
  });

  it('exits 2 when --scope is missing', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const run = await runCli(['key', 'create', '--account', accountId, '--db', db]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^subtrack: --scope is required: add --scope read\n$/);
  });
});
