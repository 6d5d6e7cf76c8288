import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { startHttpReceiver } from '@subtrack/notify-channels/testing';
import type { CliIo } from '../cli/command.js';
import { runCli } from '../cli/run-cli.js';
import {
  openReminderFixture,
  SECRET_DEVICE_KEY,
} from '../reminders/test-support/reminder-fixture.js';
import { remindersRunOnceCommand } from './reminders.js';

// The command runs on the system clock (as a self-hoster runs it), so dates are relative
// to the real today; "in 2 days" stays inside a 3-day window even across midnight.
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function setUp(t: TestContext) {
  const receiver = await startHttpReceiver();
  const fixture = openReminderFixture(new Date().toISOString());
  t.after(async () => {
    await receiver.close();
    fixture.cleanup();
  });
  const accountId = await fixture.anAccountWithReminders({ pushUrl: `${receiver.origin}/push` });
  await fixture.addSubscription(accountId, { name: 'Netflix', nextPaymentDate: inDays(2) });
  fixture.db.close(); // the command opens the file itself
  const out = { stdout: '', stderr: '' };
  const io: CliIo = {
    stdout: (text) => {
      out.stdout += `${text}\n`;
    },
    stderr: (text) => {
      out.stderr += `${text}\n`;
    },
    env: {},
    cwd: process.cwd(),
  };
  const run = (...args: string[]) =>
    runCli([remindersRunOnceCommand], ['reminders', 'run-once', '--db', fixture.path, ...args], io);
  return { receiver, accountId, out, run };
}

describe('subtrack reminders run-once', () => {
  it('shows what is due with --dry-run and sends nothing', async (t) => {
    const { receiver, out, run } = await setUp(t);
    const status = await run('--dry-run', '--json');
    assert.equal(status, 0, out.stderr);
    const report = JSON.parse(out.stdout) as {
      dryRun: boolean;
      reminders: Array<{ outcome: string }>;
    };
    assert.equal(report.dryRun, true);
    assert.deepEqual(
      report.reminders.map((item) => item.outcome),
      ['would_send'],
    );
    assert.equal(receiver.received.length, 0);
  });

  it('sends what is due, once, and says so without showing the push URL or key', async (t) => {
    const { receiver, out, run, accountId } = await setUp(t);
    assert.equal(await run('--account', await accountId), 0, out.stderr);
    assert.equal(await run(), 0, out.stderr);

    assert.equal(receiver.received.length, 1);
    assert.match(out.stdout, /^sent +renewal .* Netflix /m);
    assert.match(out.stdout, /^already sent +renewal .* Netflix /m);
    assert.ok(!out.stdout.includes(SECRET_DEVICE_KEY) && !out.stdout.includes(receiver.origin));
  });

  it('exits 1 when a push failed', async (t) => {
    const { receiver, out, run } = await setUp(t);
    receiver.mode = 'error';
    assert.equal(await run(), 1);
    assert.match(
      out.stdout,
      /^FAILED +renewal .*\(The receiver answered 503 Service Unavailable.*; next attempt /m,
    );
  });

  it('exits 2 for an unknown --account', async (t) => {
    const { out, run } = await setUp(t);
    assert.equal(await run('--account', '00000000-0000-7000-8000-000000000000', '--dry-run'), 2);
    assert.match(out.stderr, /--account: no account with id/);
  });
});
