import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { buildCli } from '../../../scripts/build-cli.js';
import { WORKSPACE_ROOT } from './testing/cli-process.js';

const run = promisify(execFile);

describe('the subtrack command on the PATH', () => {
  it('is installed by `npm install -g .` and runs the bundle under plain node', async (t) => {
    const prefix = mkdtempSync(join(tmpdir(), 'subtrack-global-'));
    t.after(() => rmSync(prefix, { recursive: true, force: true }));
    await buildCli();
    // What the README tells a newcomer, into a private prefix instead of the machine's.
    await run(
      'npm',
      ['install', '-g', '.', '--prefix', prefix, '--offline', '--no-audit', '--no-fund'],
      {
        cwd: WORKSPACE_ROOT,
      },
    );
    const subtrack = join(prefix, 'bin', 'subtrack');
    const env = { ...process.env, PATH: `${join(prefix, 'bin')}:${process.env['PATH']}` };
    const version = await run('subtrack', ['--version'], { env });
    assert.match(version.stdout, /^subtrack \d+\.\d+\.\d+ \(Node\.js v\d+/);
    const db = join(prefix, 'data.sqlite');
    const created = await run(subtrack, [
      'account',
      'create',
      '--name',
      'Home',
      '--db',
      db,
      '--json',
    ]);
    const listed = await run(subtrack, ['account', 'list', '--db', db, '--json']);
    const { accountId } = JSON.parse(created.stdout) as { accountId: string };
    const { accounts } = JSON.parse(listed.stdout) as { accounts: Array<{ accountId: string }> };
    assert.deepEqual(
      accounts.map((a) => a.accountId),
      [accountId],
    );
  });
});
