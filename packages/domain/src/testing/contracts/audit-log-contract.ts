import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AuditQuery } from '../../ports/audit-log.js';
import { anAuditRecord } from '../builders.js';
import { sequentialId } from '../sequential-ids.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

const query = (overrides: Partial<AuditQuery> = {}): AuditQuery => ({
  limit: 100,
  offset: 0,
  filters: {},
  ...overrides,
});
const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
const SUB_1 = sequentialId(0x5b1);
const SUB_2 = sequentialId(0x5b2);

/**
 * The `AuditLog` contract: round trip, newest first with id tie-break, each
 * filter (since inclusive, until exclusive), pages, account scoping, deleteForResource and
 * deleteForResources.
 */
export function describeAuditLogContract(factory: PortsFactory): void {
  describe('AuditLog contract', () => {
    const ports = useSeededPorts(factory);
    const seeded = () => ports().audit;

    it('gives back every field of an appended record, changes included', async () => {
      const audit = seeded();
      const created = anAuditRecord({
        changes: { amount: { from: null, to: 12.5 }, isTrial: { from: null, to: false } },
      });
      const deleted = anAuditRecord({ action: 'subscription.deleted', changes: null });
      await audit.append(created);
      await audit.append(deleted);
      const ids = (await audit.list(ACCOUNT_A, query())).items;
      assert.deepEqual(
        ids.find((r) => r.id === created.id),
        created,
      );
      assert.deepEqual(
        ids.find((r) => r.id === deleted.id),
        deleted,
      );
    });

    it('lists newest first and breaks equal times by id descending', async () => {
      const audit = seeded();
      const older = anAuditRecord({ occurredAt: at(1) });
      const sameTimeLow = anAuditRecord({ occurredAt: at(2) });
      const sameTimeHigh = anAuditRecord({ occurredAt: at(2) });
      const newest = anAuditRecord({ occurredAt: at(3) });
      for (const r of [sameTimeLow, newest, older, sameTimeHigh]) await audit.append(r);
      assert.deepEqual(
        (await audit.list(ACCOUNT_A, query())).items.map((r) => r.id),
        [newest.id, sameTimeHigh.id, sameTimeLow.id, older.id],
      );
    });

    it('never shows another account’s records', async () => {
      const audit = seeded();
      await audit.append(anAuditRecord({ accountId: ACCOUNT_B }));
      assert.deepEqual(await audit.list(ACCOUNT_A, query()), { items: [], hasMore: false });
      assert.equal((await audit.list(ACCOUNT_B, query())).items.length, 1);
    });

    it('filters by resource type, resource id and action', async () => {
      const audit = seeded();
      const created = anAuditRecord({ resourceId: SUB_1, action: 'subscription.created' });
      const updated = anAuditRecord({ resourceId: SUB_1, action: 'subscription.updated' });
      const other = anAuditRecord({ resourceId: SUB_2, action: 'subscription.updated' });
      const settings = anAuditRecord({
        action: 'notification_settings.updated',
        resourceType: 'notification_settings',
        resourceId: ACCOUNT_A,
      });
      for (const r of [created, updated, other, settings]) await audit.append(r);
      const ids = async (filters: AuditQuery['filters']) =>
        (await audit.list(ACCOUNT_A, query({ filters }))).items.map((r) => r.id).sort();
      assert.deepEqual(await ids({ resourceType: 'notification_settings' }), [settings.id]);
      assert.deepEqual(await ids({ resourceId: SUB_1 }), [created.id, updated.id].sort());
      assert.deepEqual(
        await ids({ action: 'subscription.updated' }),
        [updated.id, other.id].sort(),
      );
      assert.deepEqual(await ids({ resourceId: SUB_1, action: 'subscription.updated' }), [
        updated.id,
      ]);
    });

    it('includes records at `since` and excludes records at `until`', async () => {
      const audit = seeded();
      const records = [1, 2, 3, 4].map((m) => anAuditRecord({ occurredAt: at(m) }));
      for (const r of records) await audit.append(r);
      const listed = await audit.list(
        ACCOUNT_A,
        query({ filters: { since: at(2), until: at(4) } }),
      );
      assert.deepEqual(
        listed.items.map((r) => r.id),
        [records[2]!.id, records[1]!.id],
      );
    });

    it('pages without overlap and says whether more follow', async () => {
      const audit = seeded();
      const records = [1, 2, 3].map((m) => anAuditRecord({ occurredAt: at(m) }));
      for (const r of records) await audit.append(r);
      const first = await audit.list(ACCOUNT_A, query({ limit: 2 }));
      const second = await audit.list(ACCOUNT_A, query({ limit: 2, offset: 2 }));
      assert.deepEqual(
        first.items.map((r) => r.id),
        [records[2]!.id, records[1]!.id],
      );
      assert.equal(first.hasMore, true);
      assert.deepEqual(
        second.items.map((r) => r.id),
        [records[0]!.id],
      );
      assert.equal(second.hasMore, false);
    });

    it('deletes every record about one resource of one account only', async () => {
      const audit = seeded();
      const gone = [anAuditRecord({ resourceId: SUB_1 }), anAuditRecord({ resourceId: SUB_1 })];
      const kept = anAuditRecord({ resourceId: SUB_2 });
      const otherAccount = anAuditRecord({ accountId: ACCOUNT_B, resourceId: SUB_1 });
      for (const r of [...gone, kept, otherAccount]) await audit.append(r);
      await audit.deleteForResource(ACCOUNT_A, 'subscription', SUB_1);
      assert.deepEqual(
        (await audit.list(ACCOUNT_A, query())).items.map((r) => r.id),
        [kept.id],
      );
      assert.equal((await audit.list(ACCOUNT_B, query())).items.length, 1);
    });

    it('deletes the records of many resources of one type at once, within the account', async () => {
      const audit = seeded();
      const paymentIds = Array.from({ length: 1200 }, (_, i) => sequentialId(0x9000 + i));
      const gone = paymentIds
        .slice(0, 3)
        .map((resourceId) =>
          anAuditRecord({ action: 'payment.updated', resourceType: 'payment', resourceId }),
        );
      const kept = anAuditRecord({
        action: 'payment.updated',
        resourceType: 'payment',
        resourceId: SUB_2,
      });
      const sameIdOtherType = anAuditRecord({ resourceId: paymentIds[0]! });
      const otherAccount = anAuditRecord({
        accountId: ACCOUNT_B,
        resourceType: 'payment',
        resourceId: paymentIds[1]!,
      });
      for (const r of [...gone, kept, sameIdOtherType, otherAccount]) await audit.append(r);
      await audit.deleteForResources(ACCOUNT_A, 'payment', paymentIds);
      assert.deepEqual(
        (await audit.list(ACCOUNT_A, query())).items.map((r) => r.id).sort(),
        [kept.id, sameIdOtherType.id].sort(),
      );
      assert.equal((await audit.list(ACCOUNT_B, query())).items.length, 1);
    });
  });
}
