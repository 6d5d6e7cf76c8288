import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TransactionMisuseError } from '../../serial-storage/transaction-misuse.js';
import {
  anApiKey,
  anAuditRecord,
  aPayment,
  aSubscription,
  someNotificationSettings,
} from '../builders.js';
import { aMember, aWebSessionRecord } from '../owner-builders.js';
import { ACCOUNT_A, type PortsFactory, useSeededPorts } from './ports-factory.js';
import { aLatch, anotherTurn, within } from './transaction-timing.js';

const everything = { limit: 100, offset: 0, filters: {} };

const isMisuse = (error: unknown) =>
  error instanceof TransactionMisuseError && /use the tx ports/.test(error.message);

/**
 * The `UnitOfWork` contract: `transaction(work)` gives `work` the ports bound to
 * it, commits what it wrote and answers its result, or rolls every write back when it
 * throws; a call from outside never sees a write before its commit; the outer ports and a
 * second transaction inside the work, and a `tx` port after the work, reject at once.
 */
export function describeUnitOfWorkContract(factory: PortsFactory): void {
  describe('UnitOfWork contract', () => {
    const ports = useSeededPorts(factory);

    it('commits the work done through tx and returns its result', async () => {
      const p = ports();
      const sub = aSubscription();
      const result = await p.unitOfWork.transaction(async (tx) => {
        await tx.subscriptions.insert(sub);
        await tx.audit.append(anAuditRecord({ resourceId: sub.id }));
        assert.deepEqual(await tx.subscriptions.findById(ACCOUNT_A, sub.id), sub);
        return 'done';
      });
      assert.equal(result, 'done');
      assert.deepEqual(await p.subscriptions.findById(ACCOUNT_A, sub.id), sub);
      assert.equal((await p.audit.list(ACCOUNT_A, everything)).items.length, 1);
    });

    it('rolls back every write of the work when it throws, in every store', async () => {
      const p = ports();
      const kept = aSubscription({ name: 'Kept' });
      await p.subscriptions.insert(kept);
      const keptAudit = anAuditRecord({ resourceId: kept.id });
      await p.audit.append(keptAudit);
      const failure = new Error('boom');
      const key = anApiKey();
      const member = aMember({ accountId: ACCOUNT_A, id: '00000000-0000-7000-8000-0000000000e1' });
      const session = aWebSessionRecord({ accountId: ACCOUNT_A, memberId: member.id });
      const payment = aPayment({ subscriptionId: kept.id });
      await assert.rejects(
        p.unitOfWork.transaction(async (tx) => {
          await tx.subscriptions.insert(aSubscription({ name: 'Rolled back' }));
          await tx.payments.insertMany([payment]);
          await tx.subscriptions.update({ ...kept, name: 'Changed' });
          await tx.audit.deleteForResource(ACCOUNT_A, 'subscription', kept.id);
          await tx.audit.append(anAuditRecord());
          await tx.apiKeys.insert(key);
          await tx.notificationSettings.save(someNotificationSettings({ accountId: ACCOUNT_A }));
          await tx.members.save(member);
          await tx.webSessions.insert(session);
          // A failure after other tasks ran, as a slow step would see it.
          await anotherTurn();
          throw failure;
        }),
        failure,
      );
      assert.deepEqual(await p.subscriptions.listAll(ACCOUNT_A), [kept]);
      assert.deepEqual((await p.audit.list(ACCOUNT_A, everything)).items, [keptAudit]);
      assert.equal(await p.apiKeys.findById(key.id), null);
      assert.equal(await p.notificationSettings.get(ACCOUNT_A), null);
      assert.equal(await p.webSessions.findByHash(session.idHash), null);
      assert.equal(await p.members.findById(ACCOUNT_A, member.id), null);
      assert.equal(await p.payments.findById(ACCOUNT_A, kept.id, payment.id), null);
    });

    it('rolls back when the work throws before its first await', async () => {
      const p = ports();
      const failure = new Error('at once');
      await assert.rejects(
        p.unitOfWork.transaction((tx) => {
          void tx.subscriptions.insert(aSubscription());
          throw failure;
        }),
        failure,
      );
      assert.deepEqual(await p.subscriptions.listAll(ACCOUNT_A), []);
    });

    it('works again after a rolled-back transaction', async () => {
      const p = ports();
      await assert.rejects(
        p.unitOfWork.transaction(async () => {
          throw new Error('first fails');
        }),
      );
      const sub = aSubscription();
      await p.unitOfWork.transaction((tx) => tx.subscriptions.insert(sub));
      assert.deepEqual(await p.subscriptions.listAll(ACCOUNT_A), [sub]);
    });

    it('never shows a call from outside a write before its commit', async () => {
      const p = ports();
      const first = aSubscription({ name: 'First' });
      const second = aSubscription({ name: 'Second' });
      const latch = aLatch();
      const writing = p.unitOfWork.transaction(async (tx) => {
        await tx.subscriptions.insert(first);
        await latch.opened;
        await tx.subscriptions.insert(second);
      });
      await anotherTurn(); // the transaction has written `first` and waits
      const reading = p.subscriptions.listAll(ACCOUNT_A);
      await anotherTurn();
      latch.open();
      await writing;
      const seen = await reading;
      assert.ok(
        seen.length === 0 || seen.length === 2,
        `saw ${seen.length} of the transaction's 2 records`,
      );
    });

    it('rejects at once a call on the outer ports inside the work', async () => {
      const p = ports();
      const sub = aSubscription();
      await p.unitOfWork.transaction(async (tx) => {
        await tx.subscriptions.insert(sub);
        await assert.rejects(
          within(p.subscriptions.findById(ACCOUNT_A, sub.id), 1_000, 'the outer call'),
          isMisuse,
        );
      });
      // The mistake did not break the transaction or the store.
      assert.deepEqual(await p.subscriptions.findById(ACCOUNT_A, sub.id), sub);
    });

    it('rejects at once a second transaction started inside the work', async () => {
      const p = ports();
      await p.unitOfWork.transaction(async () => {
        await assert.rejects(
          within(
            p.unitOfWork.transaction(async () => 'nested'),
            1_000,
            'the nested transaction',
          ),
          isMisuse,
        );
      });
      assert.equal(await p.unitOfWork.transaction(async () => 'after'), 'after');
    });

    it('rejects a tx port called after its transaction ended', async () => {
      const p = ports();
      let leaked: Parameters<Parameters<typeof p.unitOfWork.transaction>[0]>[0] | undefined;
      await p.unitOfWork.transaction(async (tx) => {
        leaked = tx;
      });
      await assert.rejects(
        within(leaked!.subscriptions.insert(aSubscription()), 1_000, 'the late tx call'),
        (error: unknown) => error instanceof TransactionMisuseError,
      );
      assert.deepEqual(await p.subscriptions.listAll(ACCOUNT_A), []);
    });
  });
}

/**
 * D43's contract of a store on one connection (SQLite, in memory): transactions and calls
 * take turns first in, first out. Transactions commit in the order they started, never
 * interleave their reads and writes (so no read-modify-write loses an update), and a call
 * made from outside while one runs is answered after it, in order.
 */
export function describeSerialUnitOfWorkContract(factory: PortsFactory): void {
  describe('UnitOfWork contract: one connection, first in, first out', () => {
    const ports = useSeededPorts(factory);

    it('runs concurrent transactions one after the other, in the order they started', async () => {
      const p = ports();
      const counter = aSubscription({ amountMinor: 0 });
      await p.subscriptions.insert(counter);
      const log: string[] = [];
      const increments = [0, 1, 2, 3, 4].map((n) =>
        p.unitOfWork.transaction(async (tx) => {
          log.push(`begin ${n}`);
          const read = (await tx.subscriptions.findById(ACCOUNT_A, counter.id))!;
          await anotherTurn(); // every other transaction is waiting by now
          await tx.subscriptions.update({ ...read, amountMinor: read.amountMinor + 1 });
          log.push(`end ${n}`);
          return n;
        }),
      );
      assert.deepEqual(await Promise.all(increments), [0, 1, 2, 3, 4]);
      assert.deepEqual(
        log,
        [0, 1, 2, 3, 4].flatMap((n) => [`begin ${n}`, `end ${n}`]),
      );
      assert.equal((await p.subscriptions.findById(ACCOUNT_A, counter.id))?.amountMinor, 5);
    });

    it('answers outer calls made during a transaction after it, in the order they came', async () => {
      const p = ports();
      const sub = aSubscription({ name: 'Before' });
      await p.subscriptions.insert(sub);
      const latch = aLatch();
      const writing = p.unitOfWork.transaction(async (tx) => {
        await tx.subscriptions.update({ ...sub, name: 'Inside' });
        await latch.opened;
        await tx.subscriptions.update({ ...sub, name: 'Committed' });
      });
      await anotherTurn(); // the transaction has written and waits
      const answers: string[] = [];
      const calls = [1, 2, 3].map(async (n) => {
        const read = await p.subscriptions.findById(ACCOUNT_A, sub.id);
        answers.push(`${n}: ${read?.name}`);
      });
      await anotherTurn();
      assert.deepEqual(answers, [], 'nothing answered while the transaction runs');
      latch.open();
      await Promise.all([writing, ...calls]);
      assert.deepEqual(answers, ['1: Committed', '2: Committed', '3: Committed']);
    });
  });
}
