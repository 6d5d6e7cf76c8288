import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { startServerProcess } from './server-process.js';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('startServerProcess', () => {
  it('kills a server that did not answer in time, so it cannot keep the test file running', async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'subtrack-server-process-'));
    const pidFile = join(dir, 'pid');
    // A "server" that never listens: it writes its pid, then idles until killed.
    const script = join(dir, 'never-listens.mjs');
    writeFileSync(
      script,
      `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(pidFile)}, String(process.pid));\nsetInterval(() => {}, 1000);\n`,
    );
    let pid = 0;
    t.after(() => {
      if (pid !== 0 && isRunning(pid)) process.kill(pid, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    });
    await assert.rejects(
      startServerProcess(null, [], { script, startTimeoutMs: 1_000 }),
      /did not listen within 1000 ms/,
    );
    pid = Number(readFileSync(pidFile, 'utf8'));
    for (let waited = 0; isRunning(pid) && waited < 5_000; waited += 50) await delay(50);
    assert.equal(isRunning(pid), false, 'the process is still running');
  });
});
