import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COMMANDS } from '../commands/index.js';
import { runInProcess } from '../testing/cli-in-process.js';
import { runCli } from '../testing/cli-process.js';

describe('subtrack (command dispatch and help)', { concurrency: 4 }, () => {
  it('lists every command with --help', async () => {
    const run = await runInProcess(['--help']);
    assert.equal(run.status, 0);
    for (const name of [
      'account create',
      'key create',
      'key revoke',
      'key list',
      'notifications set',
      'demo',
      'serve',
      'backup',
    ]) {
      assert.match(run.stdout, new RegExp(`\\n  ${name} `), `${name} is listed`);
    }
    assert.equal(COMMANDS.length, new Set(COMMANDS.map((c) => c.name)).size);
  });

  it('shows the flags of a command with --help', async () => {
    const run = await runInProcess(['key', 'create', '--help']);
    assert.equal(run.status, 0);
    assert.match(run.stdout, /Usage: subtrack key create --account ID --scope read\|write/);
    assert.match(run.stdout, /--db FILE/);
  });

  it('has --help for every command', async () => {
    const runs = await Promise.all(
      COMMANDS.map((c) => runInProcess([...c.name.split(' '), '--help'])),
    );
    runs.forEach((run, i) => {
      assert.equal(run.status, 0, COMMANDS[i]?.name);
      assert.match(run.stdout, new RegExp(`Usage: subtrack ${COMMANDS[i]?.name}`));
    });
  });

  // A real process: the exit status and stderr as a shell sees them (the rest run in process).
  it('exits 2 with one line for an unknown command', async () => {
    const run = await runCli(['frobnicate']);
    assert.equal(run.status, 2);
    assert.equal(
      run.stderr,
      "subtrack: unknown command 'frobnicate'; run 'subtrack --help' for the list of commands\n",
    );
    assert.equal(run.stdout, '');
  });

  it('names the subcommands when only a group is given', async () => {
    const run = await runInProcess(['key']);
    assert.equal(run.status, 2);
    assert.match(
      run.stderr,
      /^subtrack: no subcommand is not a command; use one of 'key create', 'key revoke', 'key list'/,
    );
  });

  it('exits 2 naming an unknown flag', async () => {
    const run = await runInProcess(['account', 'create', '--name', 'Home', '--colour', 'red']);
    assert.equal(run.status, 2);
    assert.equal(
      run.stderr,
      "subtrack: unknown flag --colour; run 'subtrack account create --help' for its flags\n",
    );
  });

  it('exits 2 naming a flag that lacks its value', async () => {
    const run = await runInProcess(['account', 'create', '--name']);
    assert.equal(run.status, 2);
    assert.match(
      run.stderr,
      /^subtrack: --name needs a value; run 'subtrack account create --help'/,
    );
  });

  it('prints the overview on stderr and exits 2 without a command', async () => {
    const run = await runInProcess([]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /Usage: subtrack <command>/);
  });
});
