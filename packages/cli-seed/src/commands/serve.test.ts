import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { runInProcess } from '../testing/cli-in-process.js';
import { collect, parseJsonOutput, runCli, spawnCli, tempFolder } from '../testing/cli-process.js';
import { startServerProcess } from '../testing/server-process.js';

describe('subtrack serve', { concurrency: 4 }, () => {
  it('answers /healthz and stops with status 0 on SIGTERM', async (t) => {
    const { db } = tempFolder(t);
    const server = await startServerProcess(t, ['serve', '--port', '0', '--db', db]);
    const health = await fetch(`${server.url}/healthz`);
    assert.equal(health.status, 200);
    assert.equal(((await health.json()) as { status: string }).status, 'ok');
    server.child.kill('SIGTERM');
    const run = await server.exited;
    assert.equal(run.status, 0);
    assert.match(run.stderr, /SIGTERM received/);
  });

  it('finishes a request in flight after SIGTERM and refuses new connections', async (t) => {
    const { db } = tempFolder(t);
    const demo = parseJsonOutput(await runInProcess(['demo', '--db', db, '--json']));
    const server = await startServerProcess(t, ['serve', '--port', '0', '--db', db]);
    const body = JSON.stringify(aSubscriptionBody({ name: 'Slow upload' }));
    // Expect: 100-continue proves the server has the request before SIGTERM is sent;
    // the body follows only once the server is shutting down.
    const req = request(`${server.url}/api/v1/subscriptions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${demo['writeKey']}`,
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        Expect: '100-continue',
      },
    });
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
    });
    await new Promise<void>((resolve) => req.on('continue', resolve));
    server.child.kill('SIGTERM');
    await server.waitForStderr('SIGTERM received');
    await assert.rejects(fetch(`${server.url}/healthz`), 'no new connection is accepted');
    req.end(body);
    const answer = await response;
    assert.equal(answer.status, 201, answer.text);
    assert.equal(JSON.parse(answer.text).data.name, 'Slow upload');
    assert.equal((await server.exited).status, 0);
  });

  it('prints {"url"} alone on stdout with --json, logs on stderr', async (t) => {
    const { db } = tempFolder(t);
    const child = spawnCli(['serve', '--port', '0', '--db', db, '--json']);
    const run = collect(child);
    let stdout = '';
    await new Promise<void>((resolve) =>
      child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('\n')) resolve();
      }),
    );
    const { url } = JSON.parse(stdout) as { url: string };
    await fetch(`${url}/healthz`);
    child.kill('SIGINT');
    const finished = await run;
    assert.equal(finished.status, 0);
    assert.equal(finished.stdout, stdout);
    assert.match(finished.stderr, /healthz/);
  });

  for (const [flags, expect] of [
    [[], 'json'],
    [['--log-format', 'text'], 'text'],
  ] as const) {
    it(`logs ${expect === 'json' ? 'a JSON line per request when stderr is not a terminal' : 'readable lines without static files with --log-format text'}`, async (t) => {
      const { db } = tempFolder(t);
      const server = await startServerProcess(t, ['serve', '--port', '0', '--db', db, ...flags]);
      const signIn = await (await fetch(`${server.url}/sign-in`)).text();
      const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(signIn)?.[1];
      assert.ok(stylesheet, signIn);
      assert.equal((await fetch(server.url + stylesheet)).status, 200);
      await server.stop();
      const lines = server
        .stderr()
        .split('\n')
        .filter((line) => line.includes(' /') || line.startsWith('{'));
      const page = lines.find((line) => line.includes('/sign-in'));
      if (expect === 'json') {
        assert.equal(JSON.parse(page!).path, '/sign-in');
        assert.ok(lines.some((line) => line.includes(stylesheet)));
      } else {
        assert.match(page!, /^\d\d:\d\d:\d\d {2}GET \/sign-in {2}200 {2}\d+ ms$/);
        assert.ok(!lines.some((line) => line.includes('/assets/')), lines.join('\n'));
      }
    });
  }

  it('warns at start-up naming --block-private-push-targets when several accounts share the database and it is off', async (t) => {
    const { db } = tempFolder(t);
    const stopped = async (args: string[], env: Record<string, string> = {}) => {
      const server = await startServerProcess(t, ['serve', '--port', '0', '--db', db, ...args], {
        env,
      });
      assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
      server.child.kill('SIGTERM');
      return (await server.exited).stderr;
    };
    const warning =
      'subtrack: warning: this database holds 2 accounts and --block-private-push-targets is ' +
      'off, so any owner can make this server send reminders and test messages to addresses ' +
      'on this machine and its local network; on a server shared by several owners, start ' +
      'subtrack with --block-private-push-targets (or SUBTRACK_BLOCK_PRIVATE_PUSH_TARGETS=true)';

    await runInProcess(['account', 'create', '--name', 'One', '--db', db]);
    assert.doesNotMatch(await stopped([]), /warning: this database holds/);

    await runInProcess(['account', 'create', '--name', 'Two', '--db', db]);
    const shared = await stopped([]);
    assert.ok(shared.includes(`${warning}\n`), shared);
    assert.doesNotMatch(await stopped(['--block-private-push-targets']), /warning: this database/);
    assert.doesNotMatch(
      await stopped([], { SUBTRACK_BLOCK_PRIVATE_PUSH_TARGETS: 'true' }),
      /warning: this database/,
    );
  });

  // A bad flag or variable exits 2 before the database is opened: these run in process.
  it('exits 2 naming --port for port 70000', async (t) => {
    const { db } = tempFolder(t);
    const run = await runInProcess(['serve', '--port', '70000', '--db', db]);
    assert.equal(run.status, 2);
    assert.equal(
      run.stderr,
      "subtrack: --port must be an integer from 1 to 65535 (or 0 for any free port), got '70000'\n",
    );
  });

  it('names the environment variable when PORT is wrong, and lets a flag win over it', async (t) => {
    const { db } = tempFolder(t);
    const wrong = await runInProcess(['serve', '--db', db], { env: { PORT: 'eighty' } });
    assert.equal(wrong.status, 2);
    assert.match(wrong.stderr, /^subtrack: --port \(from PORT\) must be an integer/);
    const server = await startServerProcess(t, ['serve', '--port', '0', '--db', db], {
      env: { PORT: 'eighty' },
    });
    assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
  });

  it('exits 2 for a bad limit from the environment', async (t) => {
    const { db } = tempFolder(t);
    const bad = [
      ['SUBTRACK_RATE_LIMIT_PER_HOUR', '-5', '--rate-limit-per-hour'],
      // D48: the account limit is checked like the other numbers.
      ['SUBTRACK_MAX_SUBSCRIPTIONS_PER_ACCOUNT', 'lots', '--max-subscriptions-per-account'],
    ];
    for (const [variable, value, flag] of bad) {
      const run = await runInProcess(['serve', '--db', db], { env: { [variable!]: value! } });
      assert.equal(run.status, 2);
      assert.ok(
        run.stderr.startsWith(`subtrack: ${flag} (from ${variable}) must be an integer from 1 to`),
        run.stderr,
      );
    }
  });

  it('refuses a subscription past --max-subscriptions-per-account with 409', async (t) => {
    const { db } = tempFolder(t);
    const demo = parseJsonOutput(await runInProcess(['demo', '--db', db, '--json']));
    const args = ['serve', '--port', '0', '--max-subscriptions-per-account', '5', '--db', db];
    const server = await startServerProcess(t, args);
    const created = await fetch(`${server.url}/api/v1/subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demo['writeKey']}`, 'content-type': 'application/json' },
      body: JSON.stringify(aSubscriptionBody()),
    });
    assert.equal(created.status, 409);
    const { error } = (await created.json()) as { error: { code: string; message: string } };
    assert.equal(error.code, 'subscription_limit_reached');
    assert.match(
      error.message,
      /^An account may hold at most 5 subscriptions, and this one holds \d+\.$/,
    );
  });

  it('exits 2 for a CORS origin with a path', async (t) => {
    const { db } = tempFolder(t);
    const run = await runInProcess([
      'serve',
      '--cors-origins',
      'https://app.example.com/x',
      '--db',
      db,
    ]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^subtrack: --cors-origins must be \* or comma-separated origins/);
  });

  it('exits 1 with one line when the port is in use', async (t) => {
    const { db } = tempFolder(t);
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    t.after(() => blocker.close());
    const port = (blocker.address() as { port: number }).port;
    const run = await runCli(['serve', '--port', String(port), '--db', db]);
    assert.equal(run.status, 1);
    assert.equal(
      run.stderr,
      `subtrack: port ${port} on 127.0.0.1 is already in use: stop the other server or pick another port with --port or PORT\n`,
    );
  });

  it('exits 1 with one line when the database path cannot be written', async (t) => {
    const { dir } = tempFolder(t);
    writeFileSync(join(dir, 'file'), 'x');
    const run = await runCli(['serve', '--port', '0', '--db', join(dir, 'file', 'db.sqlite')]);
    assert.equal(run.status, 1);
    assert.match(run.stderr, /^subtrack: cannot open the database [^\n]+\n$/);
  });
});
