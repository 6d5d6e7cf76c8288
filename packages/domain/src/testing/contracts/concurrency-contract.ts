import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AuditAction, FieldChange } from '../../audit/audit-record.js';
import { cliWriteContext } from '../../audit/write-context.js';
import {
  ifMatchHolds,
  notificationSettingsEtag,
  PreconditionFailedError,
  subscriptionEtag,
} from '../../conditional/etag.js';
import { beginIdempotentRequest } from '../../idempotency/idempotent-request.js';
import type { NotificationSettingsPatch } from '../../notifications/validate-settings-patch.js';
import type { PaymentPatchInput } from '../../payments/parse-payment-request.js';
import type { ChannelSender } from '../../ports/channel-sender.js';
import type { Ports } from '../../ports/ports.js';
import { portsInTransaction } from '../../ports/ports-in-transaction.js';
import { isDomainError } from '../../shared/domain-error.js';
import type { SubscriptionPatchInput } from '../../subscriptions/subscription-input.js';
import { runReminderCheck } from '../../use-cases/run-reminder-check.js';
import { updateNotificationSettings } from '../../use-cases/update-notification-settings.js';
import { updatePayment } from '../../use-cases/update-payment.js';
import { updateSubscription } from '../../use-cases/update-subscription.js';
import { aChannel, aPayment, aSubscription, someNotificationSettings } from '../builders.js';
import { interleave } from './interleave.js';
import { ACCOUNT_A, seedAccounts } from './ports-factory.js';

/**
 * Several processes' ports on one store: on a database server one pool each; on a store
 * with one connection (in memory, SQLite) the same connection, so "processes" take turns.
 */
export interface MadeProcesses {
  processes: Ports[];
  dispose?: () => void | Promise<void>;
}

/** Gives `count` processes' ports on one fresh, empty store. */
export type ProcessesFactory = (count: number) => MadeProcesses | Promise<MadeProcesses>;

const ctx = (requestId: string) => cliWriteContext(ACCOUNT_A, requestId);
const request = { method: 'POST', path: '/api/v1/subscriptions', bodyHash: 'body' };

/** What the API does for a PATCH with `If-Match`: the check and the write in one transaction. */
function patchSubscriptionIfMatch(
  ports: Ports,
  id: string,
  ifMatch: string,
  patch: SubscriptionPatchInput,
  requestId: string,
) {
  return ports.unitOfWork.transaction(async (tx) => {
    const current = await tx.subscriptions.findById(ACCOUNT_A, id);
    if (current !== null && !ifMatchHolds(ifMatch, subscriptionEtag(current))) {
      throw new PreconditionFailedError(subscriptionEtag(current));
    }
    return updateSubscription(portsInTransaction(ports, tx), ctx(requestId), id, patch);
  });
}

function patchSettingsIfMatch(
  ports: Ports,
  ifMatch: string,
  patch: NotificationSettingsPatch,
  requestId: string,
) {
  return ports.unitOfWork.transaction(async (tx) => {
    const current = await tx.notificationSettings.get(ACCOUNT_A);
    if (current !== null && !ifMatchHolds(ifMatch, notificationSettingsEtag(current))) {
      throw new PreconditionFailedError(notificationSettingsEtag(current));
    }
    return updateNotificationSettings(portsInTransaction(ports, tx), ctx(requestId), patch);
  });
}

function assertAllSucceeded(outcomes: PromiseSettledResult<unknown>[]): void {
  for (const outcome of outcomes)
    if (outcome.status === 'rejected') assert.fail(`a write failed: ${String(outcome.reason)}`);
}

/** Exactly one of two settled writes won and the other was refused with a 412. */
function assertOneWinner(outcomes: PromiseSettledResult<unknown>[]): number {
  const won = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [i] : []));
  assert.equal(won.length, 1, 'exactly one write with the same If-Match wins');
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') {
      assert.ok(
        outcome.reason instanceof PreconditionFailedError,
        `the loser gets 412, not ${String(outcome.reason)}`,
      );
    }
  }
  return won[0]!;
}

/**
 * Every acknowledged change of `field` is in the audit trail, one after the other: each
 * value written was the one the next write started from, so no write started from a value
 * another had already replaced (a lost update). As multisets: the starting value and every
 * value written = every value written over and the final one.
 */
function assertUnbrokenChain(
  changes: Array<Record<string, FieldChange> | null>,
  field: string,
  first: unknown,
  last: unknown,
): void {
  const steps = changes.flatMap((c) => (c?.[field] === undefined ? [] : [c[field]!]));
  const key = (value: unknown) => JSON.stringify(value);
  const sources = [...steps.map((s) => key(s.from)), key(last)].sort();
  const results = [key(first), ...steps.map((s) => key(s.to))].sort();
  assert.deepEqual(sources, results, `every change of ${field} starts from the one before`);
}

async function auditChanges(ports: Ports, action: AuditAction) {
  const page = await ports.audit.list(ACCOUNT_A, { limit: 200, offset: 0, filters: { action } });
  return page.items.map((record) => record.changes);
}

/**
 * The same races on every engine: concurrent writes from one or several processes on one store.
 * Each race is written twice: with the interleaving that breaks a read-then-write on a
 * database server (another process's write commits between two statements of one
 * transaction, made to happen with {@link interleave}), and as a storm of parallel
 * requests. Of writes sending one `If-Match`, exactly one wins and the others get 412;
 * writes without one all succeed, one after the other, each audited, none lost; an
 * idempotency key runs once; a reminder is sent once.
 *
 * `processCounts`: how many processes the storms spread over (a store on one connection
 * passes `[1]`; PostgreSQL `[1, 2, 3]`).
 */
export function describeConcurrencyContract(
  factory: ProcessesFactory,
  processCounts: readonly number[] = [1],
): void {
  describe('concurrency contract', () => {
    /** Runs `test` on fresh processes with accounts A and B, then disposes of them. */
    const withProcesses = async (count: number, test: (processes: Ports[]) => Promise<void>) => {
      const made = await factory(count);
      try {
        await seedAccounts(made.processes[0]!);
        await test(made.processes);
      } finally {
        await made.dispose?.();
      }
    };
    /** Two sides of an interleaved race: on two processes when the engine has them. */
    const twoSides = (processes: Ports[]): [Ports, Ports] => [
      processes[0]!,
      processes[1] ?? processes[0]!,
    ];
    const mostProcesses = Math.max(...processCounts);

    describe('a commit between two statements of one transaction', () => {
      it('two PATCHes of a subscription with one If-Match: one wins, the other gets 412', () =>
        withProcesses(mostProcesses, async (processes) => {
          const [a, b] = twoSides(processes);
          const sub = aSubscription({ amountMinor: 100 });
          await a.subscriptions.insert(sub);
          const etag = subscriptionEtag(sub);
          // The If-Match check has read the record; the other write commits before the
          // use case reads it again and writes.
          const outcomes = await interleave(
            a,
            ['subscriptions', 'findById'],
            (paused) => patchSubscriptionIfMatch(paused, sub.id, etag, { amountMinor: 300 }, 'a'),
            () => patchSubscriptionIfMatch(b, sub.id, etag, { amountMinor: 200 }, 'req-b'),
          );
          const winner = assertOneWinner(outcomes);
          const stored = await a.subscriptions.findById(ACCOUNT_A, sub.id);
          assert.equal(stored?.amountMinor, winner === 0 ? 300 : 200);
          assert.equal(stored?.version, sub.version + 1);
          assert.equal((await auditChanges(a, 'subscription.updated')).length, 1);
        }));

      it('two PATCHes of the notification settings with one If-Match: one wins, the other gets 412', () =>
        withProcesses(mostProcesses, async (processes) => {
          const [a, b] = twoSides(processes);
          const settings = someNotificationSettings({ accountId: ACCOUNT_A, daysBefore: 3 });
          await a.notificationSettings.save(settings);
          const etag = notificationSettingsEtag((await a.notificationSettings.get(ACCOUNT_A))!);
          const outcomes = await interleave(
            a,
            ['notificationSettings', 'get'],
            (paused) => patchSettingsIfMatch(paused, etag, { daysBefore: 14 }, 'req-a'),
            () => patchSettingsIfMatch(b, etag, { daysBefore: 7 }, 'req-b'),
          );
          const winner = assertOneWinner(outcomes);
          const stored = await a.notificationSettings.get(ACCOUNT_A);
          assert.equal(stored?.daysBefore, winner === 0 ? 14 : 7);
          assert.equal(stored?.version, settings.version + 1);
        }));

      it('two PATCHes of a subscription without If-Match, each of another field: both kept', () =>
        withProcesses(mostProcesses, async (processes) => {
          const [a, b] = twoSides(processes);
          const sub = aSubscription({ name: 'Original', amountMinor: 100 });
          await a.subscriptions.insert(sub);
          assertAllSucceeded(
            await interleave(
              a,
              ['subscriptions', 'findById'],
              (paused) => updateSubscription(paused, ctx('req-a'), sub.id, { amountMinor: 250 }),
              () => updateSubscription(b, ctx('req-b'), sub.id, { name: 'Renamed' }),
            ),
          );
          const stored = await a.subscriptions.findById(ACCOUNT_A, sub.id);
          assert.equal(stored?.name, 'Renamed');
          assert.equal(stored?.amountMinor, 250);
          assert.equal(stored?.version, sub.version + 2);
          const changes = await auditChanges(a, 'subscription.updated');
          assert.equal(changes.length, 2);
          assertUnbrokenChain(changes, 'name', 'Original', 'Renamed');
          assertUnbrokenChain(changes, 'amount', 1, 2.5);
        }));

      it('two PATCHes of the notification settings without If-Match, each of another field: both kept', () =>
        withProcesses(mostProcesses, async (processes) => {
          const [a, b] = twoSides(processes);
          await a.notificationSettings.save(
            someNotificationSettings({ accountId: ACCOUNT_A, enabled: true, daysBefore: 3 }),
          );
          assertAllSucceeded(
            await interleave(
              a,
              ['notificationSettings', 'get'],
              (paused) => updateNotificationSettings(paused, ctx('req-a'), { enabled: false }),
              () => updateNotificationSettings(b, ctx('req-b'), { daysBefore: 7 }),
            ),
          );
          const stored = await a.notificationSettings.get(ACCOUNT_A);
          assert.equal(stored?.enabled, false);
          assert.equal(stored?.daysBefore, 7);
          const changes = await auditChanges(a, 'notification_settings.updated');
          assertUnbrokenChain(changes, 'daysBefore', 3, 7);
          assertUnbrokenChain(changes, 'enabled', true, false);
        }));

      it('two PATCHes of one payment, each of another field: both kept, each audited from the other', () =>
        withProcesses(mostProcesses, async (processes) => {
          const [a, b] = twoSides(processes);
          const sub = aSubscription();
          await a.subscriptions.insert(sub);
          const payment = aPayment({ subscriptionId: sub.id, amountMinor: 1599, status: 'paid' });
          await a.payments.insertMany([payment]);
          const patch = (ports: Ports, change: PaymentPatchInput, requestId: string) =>
            updatePayment(ports, ctx(requestId), sub.id, payment.id, change);
          assertAllSucceeded(
            await interleave(
              a,
              ['payments', 'findById'],
              (paused) => patch(paused, { amountMinor: 1799 }, 'req-a'),
              () => patch(b, { status: 'skipped' }, 'req-b'),
            ),
          );
          const stored = await a.payments.findById(ACCOUNT_A, sub.id, payment.id);
          assert.equal(stored?.amountMinor, 1799);
          assert.equal(stored?.status, 'skipped');
          const changes = await auditChanges(a, 'payment.updated');
          assert.equal(changes.length, 2);
          assertUnbrokenChain(changes, 'amount', 15.99, 17.99);
          assertUnbrokenChain(changes, 'status', 'paid', 'skipped');
        }));

      it('two first uses of one idempotency key: one runs, the other finds it in flight', () =>
        withProcesses(mostProcesses, async (processes) => {
          const [a, b] = twoSides(processes);
          const scope = { accountId: ACCOUNT_A, key: 'key-1' };
          const outcomes = await interleave(
            a,
            ['idempotency', 'find'],
            (paused) => beginIdempotentRequest(paused, scope, request),
            () => beginIdempotentRequest(b, scope, request),
          );
          const ran = outcomes.filter((o) => o.status === 'fulfilled' && o.value.kind === 'run');
          assert.equal(ran.length, 1, 'the key runs once');
          const refused = outcomes.find((o) => o.status === 'rejected');
          assert.ok(
            refused !== undefined &&
              isDomainError(refused.reason) &&
              refused.reason.code === 'idempotency_key_in_use',
            'the other first use gets 409 idempotency_key_in_use',
          );
        }));

      it('two reminder checks at once: a reminder one of them looked up is sent once', () =>
        withProcesses(mostProcesses, async (processes) => {
          const [a, b] = twoSides(processes);
          await seedDueReminders(a, 3);
          // The first check has found the reminders unsent; the second sends them meanwhile.
          const { sender, sent } = countingSender();
          const check = (ports: Ports) =>
            runReminderCheck(ports, { dryRun: false, sender, log: () => {} });
          assertAllSucceeded(
            await interleave(
              a,
              ['reminderDeliveries', 'offsetsOfMany'],
              (paused) => check(paused),
              () => check(b),
            ),
          );
          assertEachSentOnce(sent, 3);
        }));

      // Member changes of one account (who may act, who stays owner) join this suite with
      // the security work that serializes them: the same interleavings, on every engine.
    });

    for (const count of processCounts) {
      describe(`storms of parallel requests from ${count} process${count === 1 ? '' : 'es'}`, () => {
        const STORM = 20;
        const spread = <T>(processes: Ports[], run: (ports: Ports, i: number) => Promise<T>) =>
          Promise.allSettled(
            Array.from({ length: STORM }, (_, i) => run(processes[i % processes.length]!, i)),
          );
        const rejections = (outcomes: PromiseSettledResult<unknown>[]) =>
          outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));

        it('PATCHes of a subscription with one If-Match: exactly one wins, the others get 412', () =>
          withProcesses(count, async (processes) => {
            const sub = aSubscription({ amountMinor: 100 });
            await processes[0]!.subscriptions.insert(sub);
            const etag = subscriptionEtag(sub);
            const outcomes = await spread(processes, (ports, i) =>
              patchSubscriptionIfMatch(ports, sub.id, etag, { amountMinor: 200 + i }, `req-${i}`),
            );
            assertOneWinner(outcomes);
          }));

        it('PATCHes of the notification settings with one If-Match: exactly one wins', () =>
          withProcesses(count, async (processes) => {
            await processes[0]!.notificationSettings.save(
              someNotificationSettings({ accountId: ACCOUNT_A }),
            );
            const stored = (await processes[0]!.notificationSettings.get(ACCOUNT_A))!;
            const etag = notificationSettingsEtag(stored);
            const days = [1, 7, 14] as const;
            const outcomes = await spread(processes, (ports, i) =>
              patchSettingsIfMatch(ports, etag, { daysBefore: days[i % 3]! }, `req-${i}`),
            );
            assertOneWinner(outcomes);
          }));

        it('PATCHes of a subscription without If-Match: all succeed, each audited, none lost', () =>
          withProcesses(count, async (processes) => {
            const sub = aSubscription({ name: 'Original' });
            await processes[0]!.subscriptions.insert(sub);
            const outcomes = await spread(processes, (ports, i) =>
              updateSubscription(ports, ctx(`req-${i}`), sub.id, { name: `Writer ${i}` }),
            );
            assert.deepEqual(rejections(outcomes), []);
            const stored = (await processes[0]!.subscriptions.findById(ACCOUNT_A, sub.id))!;
            assert.equal(stored.version, sub.version + STORM);
            const changes = await auditChanges(processes[0]!, 'subscription.updated');
            assert.equal(changes.length, STORM);
            assertUnbrokenChain(changes, 'name', 'Original', stored.name);
          }));

        it('PATCHes of the notification settings without If-Match: all succeed, none lost', () =>
          withProcesses(count, async (processes) => {
            const first = someNotificationSettings({ accountId: ACCOUNT_A, daysBefore: 3 });
            await processes[0]!.notificationSettings.save(first);
            const days = [1, 7, 14, 3] as const;
            const outcomes = await spread(processes, (ports, i) =>
              updateNotificationSettings(ports, ctx(`req-${i}`), { daysBefore: days[i % 4]! }),
            );
            assert.deepEqual(rejections(outcomes), []);
            const stored = (await processes[0]!.notificationSettings.get(ACCOUNT_A))!;
            assert.equal(stored.version, first.version + STORM);
            const changes = await auditChanges(processes[0]!, 'notification_settings.updated');
            assert.equal(changes.length, STORM);
            assertUnbrokenChain(changes, 'daysBefore', 3, stored.daysBefore);
          }));

        it('PATCHes of one payment: all succeed, each audited, none lost', () =>
          withProcesses(count, async (processes) => {
            const sub = aSubscription();
            await processes[0]!.subscriptions.insert(sub);
            const payment = aPayment({ subscriptionId: sub.id, amountMinor: 1000 });
            await processes[0]!.payments.insertMany([payment]);
            const outcomes = await spread(processes, (ports, i) =>
              updatePayment(ports, ctx(`req-${i}`), sub.id, payment.id, {
                amountMinor: 2000 + i,
              }),
            );
            assert.deepEqual(rejections(outcomes), []);
            const stored = (await processes[0]!.payments.findById(ACCOUNT_A, sub.id, payment.id))!;
            const changes = await auditChanges(processes[0]!, 'payment.updated');
            assert.equal(changes.length, STORM);
            assertUnbrokenChain(changes, 'amount', 10, stored.amountMinor / 100);
          }));

        it('first uses of one idempotency key: it runs once', () =>
          withProcesses(count, async (processes) => {
            const scope = { accountId: ACCOUNT_A, key: 'key-storm' };
            const outcomes = await spread(processes, (ports) =>
              beginIdempotentRequest(ports, scope, request),
            );
            const ran = outcomes.filter((o) => o.status === 'fulfilled' && o.value.kind === 'run');
            assert.equal(ran.length, 1);
            for (const outcome of outcomes) {
              if (outcome.status === 'rejected')
                assert.equal(
                  isDomainError(outcome.reason) && outcome.reason.code,
                  'idempotency_key_in_use',
                );
            }
          }));

        it('reminder checks from every process at once: each reminder is sent once', () =>
          withProcesses(count, async (processes) => {
            await seedDueReminders(processes[0]!, 5);
            const { sender, sent } = countingSender();
            await Promise.all(
              processes.flatMap((ports) =>
                [0, 1].map(() => runReminderCheck(ports, { dryRun: false, sender, log: () => {} })),
              ),
            );
            assertEachSentOnce(sent, 5);
          }));
      });
    }
  });
}

/** `count` subscriptions renewing three days after the fake clock's today, reminders on. */
async function seedDueReminders(ports: Ports, count: number): Promise<void> {
  await ports.notificationSettings.save(
    someNotificationSettings({ accountId: ACCOUNT_A, daysBefore: 3, timeZone: 'UTC' }),
  );
  await ports.channels.insert(aChannel({ accountId: ACCOUNT_A }));
  const today = ports.clock.now().toISOString().slice(0, 10);
  const due = new Date(Date.parse(`${today}T00:00:00Z`) + 3 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  for (let i = 0; i < count; i++) {
    await ports.subscriptions.insert(
      aSubscription({ accountId: ACCOUNT_A, name: `Due ${i}`, nextPaymentDate: due }),
    );
  }
}

/** A channel sender that accepts every message and remembers which reminders it carried. */
function countingSender(): { sender: ChannelSender; sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    sender: {
      async send(_channel, message) {
        sent.push(JSON.stringify(message));
        return { delivered: true, status: 200, error: null };
      },
    },
  };
}

function assertEachSentOnce(sent: string[], reminders: number): void {
  assert.equal(sent.length, reminders, 'one message per due reminder, from whichever check');
  assert.equal(new Set(sent).size, reminders, 'no reminder sent twice');
}
