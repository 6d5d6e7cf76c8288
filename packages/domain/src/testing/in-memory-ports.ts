import { type AccountLimits, DEFAULT_ACCOUNT_LIMITS } from '../accounts/account-limits.js';
import type { AuditRecord } from '../audit/audit-record.js';
import type { IdempotencyRecord } from '../idempotency/idempotency-record.js';
import type { Clock } from '../ports/clock.js';
import type { IdGenerator } from '../ports/id-generator.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { Ports } from '../ports/ports.js';
import type { RandomSource } from '../ports/random-source.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';
import type { Subscription } from '../subscriptions/subscription.js';
import { DeterministicRandom } from './deterministic-random.js';
import { FakeClock } from './fake-clock.js';
import { FakePasswordHasher } from './fake-password-hasher.js';
import { createInMemoryAuditLog } from './in-memory-audit-log.js';
import {
  type CalendarFeedTable,
  createInMemoryCalendarFeedStore,
} from './in-memory-calendar-feed-store.js';
import { createInMemoryIdempotencyStore } from './in-memory-idempotency-store.js';
import {
  createInMemoryOwnerLoginStore,
  createInMemorySignInLinkStore,
  createInMemoryWebSessionStore,
  type OwnerTables,
} from './in-memory-owner-stores.js';
import {
  createInMemoryAccountStore,
  createInMemoryApiKeyStore,
  createInMemoryChannelStore,
  createInMemoryNotificationSettingsStore,
  createInMemoryReminderDeliveryLog,
  type StoreTables,
} from './in-memory-stores.js';
import { createInMemorySubscriptionRepository } from './in-memory-subscription-repository.js';
import { SequentialIds } from './sequential-ids.js';

/** Optional replacements for the in-memory ports' clock, ids, randomness and limits. */
export interface InMemoryPortsOptions {
  clock?: Clock;
  ids?: IdGenerator;
  random?: RandomSource;
  passwordHasher?: PasswordHasher;
  /** D48: default `DEFAULT_ACCOUNT_LIMITS`. */
  limits?: AccountLimits;
}

interface Tables extends StoreTables, CalendarFeedTable, OwnerTables {
  subscriptions: Map<string, Subscription>;
  audit: AuditRecord[];
  idempotency: Map<string, IdempotencyRecord>;
}

function emptyTables(): Tables {
  return {
    accounts: new Map(),
    apiKeys: new Map(),
    settings: new Map(),
    channels: new Map(),
    reminders: new Map(),
    subscriptions: new Map(),
    audit: [],
    calendarFeeds: new Map(),
    ownerLogins: new Map(),
    webSessions: new Map(),
    signInLinks: new Map(),
    idempotency: new Map(),
  };
}

/**
 * D25 in memory: snapshot every table before the work and put the snapshot back when the
 * work throws. A nested call joins the outer transaction, as a savepoint-less SQLite
 * transaction would have to.
 */
function createInMemoryUnitOfWork(tables: Tables): UnitOfWork {
  let depth = 0;
  return {
    transaction(work) {
      if (depth > 0) return work();
      const snapshot = structuredClone(tables);
      depth++;
      try {
        return work();
      } catch (error) {
        Object.assign(tables, snapshot);
        throw error;
      } finally {
        depth--;
      }
    },
  };
}

/**
 * Every port in memory: for tests and for embedding the domain without a database.
 * Defaults: a `FakeClock` at 2026-11-21T08:00:00Z, `SequentialIds`, `DeterministicRandom`,
 * `DEFAULT_ACCOUNT_LIMITS`.
 *
 * @example
 * const clock = new FakeClock('2026-03-01T09:00:00.000Z');
 * const ports = createInMemoryPorts({ clock });
 * const account = createAccount(ports, { name: 'Home' });
 */
export function createInMemoryPorts(options: InMemoryPortsOptions = {}): Ports {
  const tables = emptyTables();
  return {
    accounts: createInMemoryAccountStore(tables),
    apiKeys: createInMemoryApiKeyStore(tables),
    subscriptions: createInMemorySubscriptionRepository(tables),
    audit: createInMemoryAuditLog(tables),
    notificationSettings: createInMemoryNotificationSettingsStore(tables),
    channels: createInMemoryChannelStore(tables),
    reminderDeliveries: createInMemoryReminderDeliveryLog(tables),
    calendarFeeds: createInMemoryCalendarFeedStore(tables),
    ownerLogins: createInMemoryOwnerLoginStore(tables),
    webSessions: createInMemoryWebSessionStore(tables),
    signInLinks: createInMemorySignInLinkStore(tables),
    idempotency: createInMemoryIdempotencyStore(tables),
    unitOfWork: createInMemoryUnitOfWork(tables),
    clock: options.clock ?? new FakeClock(),
    ids: options.ids ?? new SequentialIds(),
    random: options.random ?? new DeterministicRandom(),
    passwordHasher: options.passwordHasher ?? new FakePasswordHasher(),
    limits: options.limits ?? DEFAULT_ACCOUNT_LIMITS,
  };
}
