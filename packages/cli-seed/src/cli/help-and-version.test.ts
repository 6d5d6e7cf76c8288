import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { COMMANDS } from '../commands/index.js';
import { runInProcess } from '../testing/cli-in-process.js';
import { runCli } from '../testing/cli-process.js';

const GROUPS = [
  ...new Set(COMMANDS.filter((c) => c.name.includes(' ')).map((c) => c.name.split(' ')[0])),
];
const cliPackage = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

describe('subtrack --version and help for newcomers', () => {
  it('prints the version with --version and -V (the real process)', async () => {
    const [long, short] = await Promise.all([runCli(['--version']), runCli(['-V'])]);
    for (const run of [long, short]) {
      assert.equal(run.status, 0, run.stderr);
      assert.equal(run.stdout, `subtrack ${cliPackage.version} (Node.js ${process.version})\n`);
    }
  });

  it('answers --help for every command group with its commands, exit 0', async () => {
    assert.ok(GROUPS.includes('key') && GROUPS.includes('account'));
    for (const group of GROUPS) {
      const run = await runInProcess([group ?? '', '--help']);
      assert.equal(run.status, 0, `${group}: ${run.stderr}`);
      assert.match(run.stdout, new RegExp(`^Usage: subtrack ${group} <command>`));
      for (const command of COMMANDS.filter((c) => c.name.startsWith(`${group} `))) {
        assert.match(run.stdout, new RegExp(`\\n  ${command.name} `), command.name);
      }
    }
  });

  it('takes `help WORDS` as `WORDS --help`', async () => {
    const group = await runInProcess(['help', 'key']);
    assert.equal(group.status, 0);
    assert.match(group.stdout, /^Usage: subtrack key <command>/);
    const command = await runInProcess(['help', 'key', 'revoke']);
    assert.equal(command.status, 0);
    assert.match(command.stdout, /^Usage: subtrack key revoke --key-id ID/);
  });

  it('cites no internal decision numbers or files outside the repository in any help', async () => {
    const helps = await Promise.all([
      runInProcess(['--help']),
      ...GROUPS.map((group) => runInProcess([group ?? '', '--help'])),
      ...COMMANDS.map((c) => runInProcess([...c.name.split(' '), '--help'])),
    ]);
    for (const run of helps) {
      assert.equal(run.status, 0);
      assert.doesNotMatch(run.stdout, /\bD\d{1,2}\b|shared\/|product-decisions/, run.stdout);
    }
  });
});
