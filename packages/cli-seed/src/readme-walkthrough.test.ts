import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { runInProcess } from './testing/cli-in-process.js';
import { collect, parseJsonOutput, tempFolder } from './testing/cli-process.js';
import { readmeWalkthrough } from './testing/readme-walkthrough.js';
import { startServerProcess } from './testing/server-process.js';

const hasCurl = spawnSync('sh', ['-c', 'command -v curl']).status === 0;

describe('README walkthrough', () => {
  it('runs every curl command of the README against a real server', async (t) => {
    assert.ok(hasCurl, 'the README walkthrough needs curl: apt-get install curl');
    const { db } = tempFolder(t);
    const demo = parseJsonOutput(await runInProcess(['demo', '--db', db, '--json']));
    const server = await startServerProcess(t, ['serve', '--port', '0', '--db', db]);
    const script = readmeWalkthrough();
    assert.match(script, /curl /);
    // `set -e` and the README's own `--fail-with-body`: any status >= 400 fails the run.
    const child = spawn('bash', ['-c', `set -euo pipefail\n${script}`], {
      env: {
        PATH: process.env['PATH'] ?? '',
        BASE: server.url,
        READ_KEY: String(demo['readKey']),
        WRITE_KEY: String(demo['writeKey']),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const run = await collect(child);
    assert.equal(run.status, 0, `the walkthrough failed:\n${run.stdout}\n${run.stderr}`);
    const id = /created ([0-9a-f-]{36})/.exec(run.stdout)?.[1];
    assert.ok(id, run.stdout);
    assert.match(run.stdout, /"name":"Kagi Search"/);
    assert.match(run.stdout, /"summary":\{/);
    assert.match(run.stdout, /"status":"paused"/);
    assert.match(
      run.stdout,
      /"action":"subscription.updated"[\s\S]*"action":"subscription.created"/,
    );
  });

  it('finds the walkthrough blocks between the markers', () => {
    const readme =
      'x\n<!-- walkthrough:start -->\n```sh\necho a\n```\ntext\n```sh\necho b\n```\n<!-- walkthrough:end -->\n```sh\nnope\n```';
    assert.equal(readmeWalkthrough(readme), 'echo a\n\necho b\n');
  });
});
