import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAuditRecord, aSubscription } from '../builders.js';
import { ACCOUNT_A, type PortsFactory, useSeededPorts } from './ports-factory.js';

const everything = { limit: 100, offset: 0, filters: {} };

/** The `UnitOfWork` contract (D25): a write and its audit record commit together or not at all. */
export function describeUnitOfWorkContract(factory: PortsFactory): void {
  describe('UnitOfWork contract', () => {
    const ports = useSeededPorts(factory);

    it('commits the work and returns its result', () => {
      const p = ports();
      const sub = aSubscription();
      const result = p.unitOfWork.transaction(() => {
        p.subscriptions.insert(sub);
        p.audit.append(anAuditRecord({ resourceId: sub.id }));
        return 'done';
      });
      assert.equal(result, 'done');
      assert.deepEqual(p.subscriptions.findById(ACCOUNT_A, sub.id), sub);
      assert.equal(p.audit.list(ACCOUNT_A, everything).items.length, 1);
    });

    it('leaves subscriptions and audit unchanged when the work throws', () => {
      const p = ports();
      const kept = aSubscription({ name: 'Kept' });
      p.subscriptions.insert(kept);
      const keptAudit = anAuditRecord({ resourceId: kept.id });
      p.audit.append(keptAudit);
      const failure = new Error('boom');
      assert.throws(
        () =>
          p.unitOfWork.transaction(() => {
            p.subscriptions.insert(aSubscription({ name: 'Rolled back' }));
            p.subscriptions.update({ ...kept, name: 'Changed' });
            p.audit.deleteForResource(ACCOUNT_A, 'subscription', kept.id);
            p.audit.append(anAuditRecord());
            throw failure;
          }),
        failure,
      );
      assert.deepEqual(p.subscriptions.listAll(ACCOUNT_A), [kept]);
      assert.deepEqual(p.audit.list(ACCOUNT_A, everything).items, [keptAudit]);
    });

    it('works again after a rolled-back transaction', () => {
      const p = ports();
      assert.throws(() =>
        p.unitOfWork.transaction(() => {
          throw new Error('first fails');
        }),
      );
      const sub = aSubscription();
      p.unitOfWork.transaction(() => p.subscriptions.insert(sub));
      assert.deepEqual(p.subscriptions.listAll(ACCOUNT_A), [sub]);
    });
  });
}
