import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { COMMANDS } from '../commands/index.js';
import { runInProcess } from '../testing/cli-in-process.js';
import { collect, MAIN_PATH, tempFolder, WORKSPACE_ROOT } from '../testing/cli-process.js';

const ACCOUNT = '00000000-0000-4000-8000-000000000000';

/** Flags each command needs before it opens the database. */
function flagsOf(command: string, dir: string): string[] {
  const table: Record<string, string[]> = {
    'account create': ['--name', 'Home'],
    'account set-password': ['--account', ACCOUNT],
    'account sign-in-link': ['--account', ACCOUNT],
    'account invite': ['--account', ACCOUNT, '--role', 'viewer'],
    'account members': ['--account', ACCOUNT],
    'key create': ['--account', ACCOUNT, '--scope', 'read'],
    'key revoke': ['--key-id', '0123456789abcdef'],
    'key list': ['--account', ACCOUNT],
    'notifications set': ['--account', ACCOUNT, '--enabled', 'true'],
    backup: ['--to', join(dir, 'copy.sqlite')],
    serve: ['--port', '0'],
    start: ['--port', '0'],
  };
  return table[command] ?? [];
}

/**
 * Runs every command with `--db path` and checks the one line: exit 1, the path, the cause
 * in words, and the flag that fixes it. A command that refuses a missing flag of its own
 * first (exit 2, not about the database) or `backup` of a file that does not exist (exit 2,
 * "no database at") has nothing to open.
 */
async function assertEveryCommandRefuses(path: string, cause: RegExp, dir: string) {
  for (const command of COMMANDS) {
    const run = await runInProcess([
      ...command.name.split(' '),
      ...flagsOf(command.name, dir),
      '--db',
      path,
    ]);
    const where = `${command.name}: ${run.stderr}`;
    if (run.status === 2 && !run.stderr.includes(path)) continue;
    if (command.name === 'backup' && run.status === 2) {
      assert.match(run.stderr, /^subtrack: --db: no database at /, where);
      continue;
    }
    assert.equal(run.status, 1, where);
    assert.equal(run.stdout, '', where);
    assert.equal(run.stderr.split('\n').length, 2, `one line: ${where}`);
    assert.ok(run.stderr.startsWith(`subtrack: cannot open the database ${path}: `), where);
    assert.match(run.stderr, cause, where);
    assert.match(run.stderr, /--db/, where);
  }
}

describe('a database path that cannot hold a database', { timeout: 120_000 }, () => {
  it('names a file that stands where a folder should be', async (t) => {
    const { dir } = tempFolder(t);
    writeFileSync(join(dir, 'notes.txt'), 'not a folder');
    const path = join(dir, 'notes.txt', 'subtrack.sqlite');
    await assertEveryCommandRefuses(path, /notes\.txt is a file, not a folder/, dir);
    if (existsSync('/etc/passwd')) {
      const run = await runInProcess(['account', 'list', '--db', '/etc/passwd/x.sqlite']);
      assert.equal(run.status, 1);
      assert.match(
        run.stderr,
        /^subtrack: cannot open the database \/etc\/passwd\/x\.sqlite: \/etc\/passwd is a file, not a folder; choose another path with --db FILE/,
      );
    }
  });

  it('says a folder is not a file and names a file inside it', async (t) => {
    const { dir } = tempFolder(t);
    await assertEveryCommandRefuses(
      dir,
      new RegExp(
        `it is a folder, not a file; name a file inside it, e\\.g\\. --db ${join(dir, 'subtrack.sqlite')}`,
      ),
      dir,
    );
  });

  it('ends at once for a path under /proc, where Node would retry mkdir forever', async (t) => {
    if (!existsSync('/proc/self')) return t.skip('no /proc on this machine');
    const { dir } = tempFolder(t);
    await assertEveryCommandRefuses(
      '/proc/self/subtrack/data.sqlite',
      /cannot create the folder \/proc\/self\/subtrack \(/,
      dir,
    );
  });

  it('says a file that is not a database is not one', async (t) => {
    const { dir } = tempFolder(t);
    const path = join(dir, 'notes.sqlite');
    writeFileSync(path, 'These are notes, not a database.\n'.repeat(200));
    await assertEveryCommandRefuses(path, /the file is not a SQLite database/, dir);
  });

  it('names a folder the user may not write in (the real process, as an unprivileged user)', async (t) => {
    const { dir } = tempFolder(t);
    const locked = join(dir, 'locked');
    mkdirSync(locked);
    chmodSync(locked, 0o555);
    chmodSync(dir, 0o755);
    const path = join(locked, 'data', 'subtrack.sqlite');
    // root may write anywhere: the command then runs as "nobody", as a service user would.
    const asRoot = process.getuid?.() === 0;
    const child = spawn(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), MAIN_PATH, 'account', 'list', '--db', path],
      {
        cwd: WORKSPACE_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        // (c8's coverage folder is not theirs to write in either.)
        ...(asRoot
          ? { uid: 65534, gid: 65534, env: { ...process.env, HOME: dir, NODE_V8_COVERAGE: '' } }
          : {}),
      },
    );
    const run = await collect(child);
    assert.equal(run.status, 1, run.stderr);
    assert.equal(
      run.stderr,
      `subtrack: cannot open the database ${path}: cannot create the folder ${join(locked, 'data')} (no permission to write in ${locked}); choose another path with --db FILE (or SUBTRACK_DB)\n`,
    );
  });
});
