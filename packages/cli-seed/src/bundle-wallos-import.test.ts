import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { WALLOS_FIXTURES } from '@subtrack/file-formats/testing';
import { buildCli } from '../../../scripts/build-cli.js';
import { cleanEnv, tempFolder } from './testing/cli-process.js';

const run = promisify(execFile);

describe('the bundle `pnpm start` runs', () => {
  it('reads a Wallos backup in the worker written beside it', async (t) => {
    const bundle = await buildCli();
    const { db } = tempFolder(t);
    const node = (args: string[]) => run(process.execPath, [bundle, ...args], { env: cleanEnv() });
    const created = await node(['account', 'create', '--name', 'Home', '--db', db, '--json']);
    const { accountId } = JSON.parse(created.stdout) as { accountId: string };
    const zip = join(WALLOS_FIXTURES, 'Wallos-Backup-20261123-071500.zip');
    const imported = await node(['import', '--account', accountId, '--from', zip, '--db', db]);
    assert.match(imported.stdout, /^Created 12 subscriptions; skipped 1\./);
  });
});
