/**
 * What the crash test knows about each record it wrote, and the check after a restart that
 * every acknowledged write is there with its audit record and nothing is half-written.
 */
import assert from 'node:assert/strict';
import { allPages } from './system.js';

/** A write whose answer never came: the server may or may not have committed it. */
export type Doubt = { kind: 'patch'; amount: number } | { kind: 'delete' };

/** One record as its last acknowledged write left it. */
export interface Tracked {
  data: Record<string, unknown>;
  /** Acknowledged PATCHes: each leaves one `subscription.updated` record. */
  patches: number;
  deleted: boolean;
  doubt: Doubt | null;
}

async function allRecords(
  baseUrl: string,
  key: string,
): Promise<Map<string, Record<string, unknown>>> {
  const records = await allPages(baseUrl, key, '/api/v1/subscriptions');
  return new Map(records.map((record) => [String(record.id), record]));
}

/** The audit actions of the account, grouped by the record they are about. */
async function actionsByRecord(baseUrl: string, key: string): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const event of await allPages(
    baseUrl,
    key,
    '/api/v1/audit-events',
    'resourceType=subscription',
  )) {
    const id = String(event.resourceId);
    out.set(id, [...(out.get(id) ?? []), String(event.action)]);
  }
  return out;
}

/** A live record: exactly one creation record, then one update record per PATCH. */
function assertLiveAudit(id: string, actions: string[], patches: number): void {
  const created = actions.filter((action) => action === 'subscription.created').length;
  const updated = actions.filter((action) => action === 'subscription.updated').length;
  assert.deepEqual(
    { created, updated, total: actions.length },
    { created: 1, updated: patches, total: 1 + patches },
    `audit of ${id}`,
  );
}

/** A deleted record leaves only its deletion record. */
function assertDeletedAudit(id: string, actions: string[]): void {
  assert.deepEqual(actions, ['subscription.deleted'], `audit of deleted ${id}`);
}

/** Checks one tracked record against what the server holds; settles its doubt in place. */
function checkTracked(
  id: string,
  entry: Tracked,
  found: Record<string, unknown> | undefined,
  actions: string[],
): void {
  if (entry.deleted) {
    assert.equal(found, undefined, `deleted ${id} is back`);
    assertDeletedAudit(id, actions);
    return;
  }
  if (entry.doubt?.kind === 'delete' && found === undefined) {
    assertDeletedAudit(id, actions);
    Object.assign(entry, { deleted: true, doubt: null });
    return;
  }
  assert.ok(found, `acknowledged ${id} lost`);
  if (entry.doubt?.kind === 'patch' && actions.length === entry.patches + 2) {
    // The PATCH in flight committed: its value and its audit record both, never one alone.
    assert.equal(found.amount, entry.doubt.amount, `half-applied patch of ${id}`);
    assertLiveAudit(id, actions, entry.patches + 1);
    Object.assign(entry, { data: found, patches: entry.patches + 1, doubt: null });
    return;
  }
  assert.deepEqual(found, entry.data, `acknowledged state of ${id}`);
  assertLiveAudit(id, actions, entry.patches);
  entry.doubt = null;
}

/**
 * After a restart: every tracked record is as its last acknowledged write left it (or, for
 * a write in doubt, as that write left it, completely); records nobody acknowledged are at
 * most `createsInDoubt` whole creations, which are adopted; no audit record lacks its record.
 * Returns how many records were checked.
 */
export async function verifyAfterCrash(
  baseUrl: string,
  key: string,
  tracked: Map<string, Tracked>,
  createsInDoubt: number,
): Promise<number> {
  const records = await allRecords(baseUrl, key);
  const audit = await actionsByRecord(baseUrl, key);
  for (const [id, entry] of tracked) checkTracked(id, entry, records.get(id), audit.get(id) ?? []);
  const unknown = [...records.keys()].filter((id) => !tracked.has(id));
  assert.ok(unknown.length <= createsInDoubt, `${unknown.length} records nobody created`);
  for (const id of unknown) {
    assertLiveAudit(id, audit.get(id) ?? [], 0);
    tracked.set(id, { data: records.get(id)!, patches: 0, deleted: false, doubt: null });
  }
  const orphans = [...audit.keys()].filter((id) => !tracked.has(id));
  assert.deepEqual(orphans, [], 'audit records without their write');
  return tracked.size;
}
