import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { cleanEnv, collect, tempFolder, WORKSPACE_ROOT } from '../testing/cli-process.js';
import { startServerProcess } from '../testing/server-process.js';

/** The keys and curl line `start` prints for a new demo account. */
function bannerKeys(banner: string): { readKey: string; writeKey: string; curl: string } {
  const readKey = /Read key: {2}(stk_\S+)/.exec(banner)?.[1];
  const writeKey = /Write key: (stk_\S+)/.exec(banner)?.[1];
  const curl = /^curl .*$/m.exec(banner)?.[0];
  assert.ok(readKey && writeKey && curl, `keys and a curl line in:\n${banner}`);
  return { readKey, writeKey, curl };
}

describe('subtrack start (pnpm start)', () => {
  it('creates ./data/subtrack.sqlite and a demo account in an empty folder, with keys that work', async (t) => {
    const { dir } = tempFolder(t);
    const server = await startServerProcess(t, ['start'], {
      cwd: dir,
      env: { PORT: '0' },
      readyText: 'Stop with Ctrl+C',
    });
    assert.equal(existsSync(join(dir, 'data', 'subtrack.sqlite')), true);
    const { readKey, writeKey, curl } = bannerKeys(server.banner);
    // D28: a one-time web sign-in link beside the keys, on the served port at localhost
    // (browsers allow passkeys there, not at 127.0.0.1).
    const browserUrl = server.url.replace('127.0.0.1', 'localhost');
    const link = new RegExp(`^${browserUrl}/sign-in/link/[A-Za-z0-9_-]{43}$`, 'm').exec(
      server.banner,
    );
    assert.ok(link, `a sign-in link in:\n${server.banner}`);
    const linkPage = await fetch(link[0]);
    assert.equal(linkPage.status, 200);
    assert.match(await linkPage.text(), /<button type="submit">Sign in<\/button>/);
    assert.equal(
      curl,
      `curl -H "Authorization: Bearer ${readKey}" ${server.url}/api/v1/subscriptions`,
    );

    const list = await fetch(`${server.url}/api/v1/subscriptions`, {
      headers: { Authorization: `Bearer ${readKey}` },
    });
    assert.equal(list.status, 200);
    assert.ok(((await list.json()) as { data: unknown[] }).data.length >= 12);
    const created = await fetch(`${server.url}/api/v1/subscriptions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${writeKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(aSubscriptionBody({ name: 'Proton Mail' })),
    });
    assert.equal(created.status, 201);
    server.child.kill('SIGTERM');
    assert.equal((await server.exited).status, 0);

    // A second start keeps the data and creates no second demo account.
    const again = await startServerProcess(t, ['start'], { cwd: dir, env: { PORT: '0' } });
    assert.doesNotMatch(again.banner, /demo account/);
    const still = await fetch(`${again.url}/api/v1/subscriptions?q=proton`, {
      headers: { Authorization: `Bearer ${readKey}` },
    });
    assert.equal(((await still.json()) as { data: unknown[] }).data.length, 1);
  });

  it('works through the real `pnpm start` script', async (t) => {
    const { dir } = tempFolder(t);
    const child = spawn('pnpm', ['--silent', 'start'], {
      cwd: WORKSPACE_ROOT,
      env: cleanEnv({ PORT: '0', SUBTRACK_DB: join(dir, 'data', 'subtrack.sqlite') }),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const finished = collect(child);
    // pnpm runs the build, then node: stop the whole process group, as Ctrl+C would.
    const stopGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-(child.pid as number), signal);
      } catch {
        // already gone
      }
    };
    t.after(() => stopGroup('SIGKILL'));
    let banner = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        banner += chunk.toString();
        if (banner.includes('Stop with Ctrl+C')) resolve();
      });
      void finished.then((run) => reject(new Error(`pnpm start exited: ${run.stderr}`)));
    });
    const { readKey } = bannerKeys(banner);
    const url = /listening on (http:\/\/\S+)/.exec(banner)?.[1];
    const response = await fetch(`${url}/api/v1/analytics/summary`, {
      headers: { Authorization: `Bearer ${readKey}` },
    });
    assert.equal(response.status, 200);
    stopGroup('SIGINT');
    // pnpm itself dies of the signal; the server underneath must stop cleanly.
    assert.match((await finished).stderr, /SIGINT received[\s\S]*subtrack: stopped/);
  });
});
