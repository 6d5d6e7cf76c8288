import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Account, AuditRecord, Subscription } from '@subtrack/domain';
import { createSqlitePorts } from '../create-sqlite-ports.js';
import { openDatabase } from '../open-database.js';

/** A temporary folder for database files, removed by the returned `dispose`. */
export function tempDir(): { dir: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-sqlite-'));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

let sequence = 0;

/** A UUID-shaped id that sorts in creation order within one test run. */
export function testId(): string {
  sequence += 1;
  return `00000000-0000-7000-8000-${sequence.toString(16).padStart(12, '0')}`;
}

/** An account with sensible defaults. */
export function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: testId(),
    name: 'Test account',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An active monthly subscription of 9.99 USD; override what the test is about. */
export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: testId(),
    accountId: 'set-me',
    name: 'Netflix',
    category: 'Streaming',
    amountMinor: 999,
    currency: 'USD',
    period: 'monthly',
    nextPaymentDate: '2026-12-01',
    billingAnchorDay: 1,
    customDays: null,
    notificationEnabled: true,
    status: 'active',
    isTrial: false,
    trialEndsOn: null,
    intervalCount: 1,
    endsOn: null,
    noticeDays: null,
    remindDaysBefore: null,
    startedOn: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** The `subscription.created` record of a subscription. */
export function aCreatedRecord(subscription: Subscription, id = testId()): AuditRecord {
  return {
    id,
    accountId: subscription.accountId,
    occurredAt: subscription.createdAt,
    action: 'subscription.created',
    resourceType: 'subscription',
    resourceId: subscription.id,
    actor: { type: 'api_key', id: '0123456789abcdef' },
    apiKeyId: '0123456789abcdef',
    requestId: `req-${id}`,
    changes: { name: { from: null, to: subscription.name } },
  };
}

/** SQLite ports on a new in-memory database holding one account, closed after the test. */
export async function portsWithAnAccount(t: { after: (fn: () => void) => void }) {
  const db = openDatabase(':memory:');
  t.after(() => db.close());
  const ports = createSqlitePorts(db);
  const account = anAccount();
  await ports.accounts.insert(account);
  return { db, ports, account };
}
