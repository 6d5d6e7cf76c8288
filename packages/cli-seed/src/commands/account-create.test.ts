import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { runInProcess as runCli } from '../testing/cli-in-process.js';
import { parseJsonOutput, tempFolder } from '../testing/cli-process.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('subtrack account create', { concurrency: 4 }, () => {
  it('prints {"accountId"} and nothing else with --json', async (t) => {
    const { db } = tempFolder(t);
    const run = await runCli(['account', 'create', '--name', 'Home', '--db', db, '--json']);
    assert.equal(run.status, 0, run.stderr);
    const output = parseJsonOutput(run);
    assert.deepEqual(Object.keys(output), ['accountId']);
    assert.match(String(output['accountId']), UUID);
  });

  it('prints a human sentence with the next step by default', async (t) => {
    const { db } = tempFolder(t);
    const run = await runCli(['account', 'create', '--name', 'Home', '--db', db]);
    assert.equal(run.status, 0, run.stderr);
    assert.match(
      run.stdout,
      /^Created account "Home": [0-9a-f-]{36}\nNext: subtrack key create --account /,
    );
  });

  it('reads the database path from SUBTRACK_DB', async (t) => {
    const { db } = tempFolder(t);
    const created = await runCli(['account', 'create', '--name', 'Home', '--json'], {
      env: { SUBTRACK_DB: db },
    });
    const accountId = String(parseJsonOutput(created)['accountId']);
    const listed = await runCli(['key', 'list', '--account', accountId, '--db', db, '--json']);
    assert.equal(listed.status, 0, listed.stderr);
  });

  it('exits 2 when --name is missing', async (t) => {
    const { db } = tempFolder(t);
    const run = await runCli(['account', 'create', '--db', db]);
    assert.equal(run.status, 2);
    assert.equal(run.stderr, 'subtrack: --name is required: add --name "Home"\n');
  });

  it('exits 1 with one line, no stack trace, when the database path cannot be written', async (t) => {
    const { dir } = tempFolder(t);
    const aFile = join(dir, 'not-a-folder');
    writeFileSync(aFile, 'x');
    const run = await runCli([
      'account',
      'create',
      '--name',
      'Home',
      '--db',
      join(aFile, 'db.sqlite'),
    ]);
    assert.equal(run.status, 1);
    assert.match(
      run.stderr,
      /^subtrack: cannot open the database .*not-a-folder\/db\.sqlite: .+\n$/,
    );
    assert.doesNotMatch(run.stderr, /\n\s+at /);
  });
});
