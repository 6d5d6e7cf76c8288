import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { runInProcess as runCli, tempAccount } from '../testing/cli-in-process.js';
import { parseJsonOutput } from '../testing/cli-process.js';

describe('subtrack backup', { concurrency: 4 }, () => {
  it('writes a copy that opens as a database holding the same accounts', async (t) => {
    const { dir, db, accountId } = await tempAccount(t);
    const to = join(dir, 'backups', 'copy.sqlite');
    const run = await runCli(['backup', '--to', to, '--db', db, '--json']);
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(parseJsonOutput(run), { backup: to });
    const copy = openDatabase(to);
    t.after(() => copy.close());
    assert.equal((await createSqlitePorts(copy).accounts.findById(accountId))?.name, 'Test');
  });

  it('exits 2 when --to is missing', async (t) => {
    const { db } = await tempAccount(t);
    const run = await runCli(['backup', '--db', db]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^subtrack: --to is required: add --to /);
  });

  it('exits 2 when the database to back up does not exist', async (t) => {
    const { dir } = await tempAccount(t);
    const run = await runCli([
      'backup',
      '--to',
      join(dir, 'copy.sqlite'),
      '--db',
      join(dir, 'missing.sqlite'),
    ]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^subtrack: --db: no database at .*missing\.sqlite/);
  });

  it('exits 1 with one line when the backup cannot be written', async (t) => {
    const { dir, db } = await tempAccount(t);
    const aFile = join(dir, 'file');
    writeFileSync(aFile, 'x');
    const run = await runCli(['backup', '--to', join(aFile, 'copy.sqlite'), '--db', db]);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /^subtrack: cannot write the backup to .*: .+\n$/);
  });
});
