import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { runReminderCheck } from '@subtrack/domain';
import { aSubscription } from '@subtrack/domain/testing';
import { startPushService } from '@subtrack/notify-channels/testing';
import {
  createTestDatabase,
  type TestDatabase,
} from '../../../postgres-adapter/src/test-support/postgres-test-database.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { parseJsonOutput, runCli } from '../testing/cli-process.js';
import { channelSenderFor } from './channel-sender-for.js';
import { aHouseholdWithDevices } from './test-support/device-household.js';

const SUBJECT = 'mailto:operator@example.org';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

let database: TestDatabase | undefined;
after(async () => {
  await database?.drop();
});

/** A PostgreSQL database with a household of two members, one device each, and `names` due tomorrow. */
async function aSharedDatabase(service: Awaited<ReturnType<typeof startPushService>>) {
  database = await createTestDatabase();
  const target = { kind: 'postgres', url: database.url } as const;
  const opened = await openDatabasePorts(target);
  const { accountId } = await aHouseholdWithDevices(opened.ports, service, {
    locale: 'en-US',
    devices: [1, 1],
  });
  const addDue = (name: string) =>
    opened.ports.subscriptions.insert(
      aSubscription({ accountId, name, nextPaymentDate: tomorrow() }),
    );
  return { target, opened, addDue };
}

describe('reminders on members’ devices with several processes on PostgreSQL', () => {
  it('reach each device once when two processes check the same database at once', async (t) => {
    const service = await startPushService();
    t.after(() => service.close());
    const { target, opened, addDue } = await aSharedDatabase(service);
    t.after(() => opened.close());
    await addDue('Netflix');

    // Two real processes, as two servers (or `reminders run-once` beside `serve`) would be.
    const runs = await Promise.all(
      [1, 2].map(() =>
        runCli(['reminders', 'run-once', '--database-url', target.url, '--json'], {
          env: { SUBTRACK_VAPID_SUBJECT: SUBJECT },
        }),
      ),
    );
    const counts = runs.map((run) => parseJsonOutput(run)['counts'] as Record<string, number>);
    assert.equal(counts[0]!['sent']! + counts[1]!['sent']!, 2, runs.map((r) => r.stderr).join());
    assert.equal(counts[0]!['failed']! + counts[1]!['failed']!, 0);
    const netflix = service.messages();
    assert.deepEqual(
      netflix.map((m) => [m.problem, m.payload?.title, m.vapid?.sub]),
      [
        [null, 'Netflix renews tomorrow', SUBJECT],
        [null, 'Netflix renews tomorrow', SUBJECT],
      ],
    );
    assert.equal(new Set(netflix.map((m) => m.endpoint)).size, 2, 'one message per device');

    // Two pools of this process racing claim by claim: each reminder still goes once a device.
    await addDue('Spotify');
    const other = await openDatabasePorts(target);
    t.after(() => other.close());
    const check = (ports: typeof opened.ports) =>
      runReminderCheck(ports, {
        dryRun: false,
        sender: channelSenderFor(ports, { blockPrivateTargets: false, vapidSubject: SUBJECT }),
        log: () => {},
      });
    const reports = await Promise.all([check(opened.ports), check(other.ports)]);
    const spotify = reports
      .flatMap((r) => r.reminders)
      .filter((item) => item.name === 'Spotify')
      .map((item) => item.outcome)
      .sort();
    assert.deepEqual(spotify.filter((outcome) => outcome === 'sent').length, 2);
    assert.ok(
      spotify.every((outcome) => ['sent', 'retry_later', 'already_sent'].includes(outcome)),
    );
    assert.equal(
      service.messages().filter((m) => m.payload?.title === 'Spotify renews tomorrow').length,
      2,
    );
    // Both processes signed with the one key pair kept in the database.
    assert.equal(new Set(service.messages().map((m) => m.vapid?.publicKey)).size, 1);
  });
});
