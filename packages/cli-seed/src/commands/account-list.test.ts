import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runInProcess as runCli, tempAccount } from '../testing/cli-in-process.js';
import { parseJsonOutput, tempFolder } from '../testing/cli-process.js';

describe('subtrack account list', { concurrency: 4 }, () => {
  it('lists every account, oldest first, as {"accounts": [{accountId, name, createdAt}]}', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const second = parseJsonOutput(
      await runCli(['account', 'create', '--name', 'Work', '--db', db, '--json']),
    );
    const run = await runCli(['account', 'list', '--db', db, '--json']);
    assert.equal(run.status, 0, run.stderr);
    const { accounts } = parseJsonOutput(run) as { accounts: Array<Record<string, unknown>> };
    assert.deepEqual(
      accounts.map((a) => [a['accountId'], a['name']]),
      [
        [accountId, 'Test'],
        [second['accountId'], 'Work'],
      ],
    );
    assert.match(String(accounts[0]?.['createdAt']), /^\d{4}-\d{2}-\d{2}T/);
  });

  it('says how to create one when there is none', async (t) => {
    const { db } = tempFolder(t);
    const human = await runCli(['account', 'list', '--db', db]);
    assert.equal(human.status, 0, human.stderr);
    assert.match(human.stdout, /No accounts yet: create one with 'subtrack account create/);
    const json = await runCli(['account', 'list', '--db', db, '--json']);
    assert.deepEqual(parseJsonOutput(json), { accounts: [] });
  });
});
