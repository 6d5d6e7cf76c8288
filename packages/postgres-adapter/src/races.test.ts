// D44: what several processes on one database must never do twice or lose. Each test uses
// two pools (two processes' worth of connections) and makes the racers meet at the worst
// moment: both have read, neither has written. Conditional and read-modify-write updates
// cannot meet there any more (the first reader locks the row, D51): the domain's
// concurrency contract (`concurrency.test.ts`) races them with a commit in between.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import {
  addPushDevice,
  getPushKeyPair,
  listPushDevices,
  type Ports,
  type TransactionPorts,
} from '@subtrack/domain';
import {
  aChannel,
  aMember,
  anAccount,
  aPushSubscription,
  aSubscription,
  someNotificationSettings,
} from '@subtrack/domain/testing';
import { emptyTables, useSharedTestDatabase } from './test-support/postgres-test-database.js';
import { anIdempotencyClaim, testPorts } from './test-support/postgres-test-ports.js';

const twoProcesses = useSharedTestDatabase(2);
let processes: [Ports, Ports];
const account = anAccount();

beforeEach(async () => {
  const [a, b] = await twoProcesses();
  await emptyTables(a!);
  processes = [testPorts(a!), testPorts(b!)];
  await processes[0].accounts.insert(account);
});

/** Resolves once `count` parties have arrived: the racers' meeting point. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived >= count) open();
    return opened;
  };
}

/** `promise`, or nothing after `ms`. */
const within = (ms: number, promise: Promise<void>) =>
  Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

/** `ports` whose transactions call `meet` after each read of an account's channels. */
function lookingThenWaiting(ports: Ports, meet: () => Promise<void>): Ports {
  return {
    ...ports,
    unitOfWork: {
      transaction: (work) =>
        ports.unitOfWork.transaction((tx) => {
          const channels = Object.create(tx.channels) as TransactionPorts['channels'];
          channels.listByAccount = async (accountId) => {
            const found = await tx.channels.listByAccount(accountId);
            await meet();
            return found;
          };
          return work({ ...tx, channels });
        }),
    },
  };
}

describe('races between processes on one PostgreSQL database', () => {
  it('two processes claiming the same reminders: each reminder is claimed exactly once', async () => {
    const [a, b] = processes;
    const sub = aSubscription();
    await a.subscriptions.insert(sub);
    const channel = aChannel();
    await a.channels.insert(channel);
    const keys = Array.from({ length: 25 }, (_, i) => ({
      channelId: channel.id,
      accountId: account.id,
      subscriptionId: sub.id,
      kind: 'renewal' as const,
      dueDate: `2027-01-${String(i + 1).padStart(2, '0')}`,
      offsetDays: 3,
    }));
    const claim = (ports: Ports, key: (typeof keys)[number]) =>
      ports.reminderDeliveries.claim(key, '2026-11-21T08:00:00.000Z', '2026-11-21T08:01:00.000Z');
    const results = await Promise.all(
      keys.map((key) => Promise.all([claim(a, key), claim(b, key)])),
    );
    for (const pair of results) assert.deepEqual(pair.sort(), [false, true]);
  });

  it('two processes turning on reminders in the same browser at once: one device', async () => {
    const [a, b] = processes;
    const member = aMember({ accountId: account.id });
    await a.members.save(member);
    await a.notificationSettings.save(someNotificationSettings({ accountId: account.id }));
    const session = { accountId: account.id, memberId: member.id, publicId: 'session-1' };
    // Each waits, once it has looked for the browser among the channels, until the other has
    // looked too (or a second has passed: the other may be waiting for it).
    const bothLooked = barrier(2);
    const add = (ports: Ports) =>
      addPushDevice(
        lookingThenWaiting(ports, () => within(1000, bothLooked())),
        {
          session,
          subscription: aPushSubscription(),
          userAgent: null,
          requestId: 'req-1',
        },
      );
    const [first, second] = await Promise.all([add(a), add(b)]);
    assert.equal(first.deviceId, second.deviceId);
    assert.equal((await listPushDevices(a, session)).length, 1);
  });

  it('two processes needing the push keys at once: both sign with the same pair', async () => {
    const [a, b] = processes;
    const [mine, theirs] = await Promise.all([getPushKeyPair(a), getPushKeyPair(b)]);
    assert.deepEqual(mine, theirs);
  });

  it('two first uses of one idempotency key: one runs, the other finds it in flight', async () => {
    const [a, b] = processes;
    const bothLooked = barrier(2);
    // What beginIdempotentRequest does: look, then claim a free key, in one transaction.
    const begin = (ports: Ports) => {
      let attempt = 0;
      return ports.unitOfWork.transaction(async (tx) => {
        attempt += 1;
        const found = await tx.idempotency.find(account.id, 'key-1');
        if (attempt === 1) await bothLooked();
        if (found !== null) return found.response === null ? 'in use' : 'replay';
        await tx.idempotency.save(anIdempotencyClaim(account.id));
        return 'run';
      });
    };
    const outcomes = await Promise.all([begin(a), begin(b)]);
    assert.deepEqual(outcomes.sort(), ['in use', 'run']);
  });
});
