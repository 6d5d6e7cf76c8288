import { type AccountLimits, DEFAULT_ACCOUNT_LIMITS } from '../accounts/account-limits.js';
import type { AuditRecord } from '../audit/audit-record.js';
import type { IdempotencyRecord } from '../idempotency/idempotency-record.js';
import type { Payment } from '../payments/payment.js';
import type { Clock } from '../ports/clock.js';
import type { IdGenerator } from '../ports/id-generator.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { Ports } from '../ports/ports.js';
import type { RandomSource } from '../ports/random-source.js';
import {
  createSerialStorage,
  type SynchronousStoragePorts,
  type SynchronousTransactions,
} from '../serial-storage/serial-storage.js';
import type { Subscription } from '../subscriptions/subscription.js';
import { DeterministicRandom } from './deterministic-random.js';
import { FakeClock } from './fake-clock.js';
import { FakePasswordHasher } from './fake-password-hasher.js';
import { createInMemoryAuditLog } from './in-memory-audit-log.js';
import {
  type CalendarFeedTable,
  createInMemoryCalendarFeedStore,
} from './in-memory-calendar-feed-store.js';
import { createInMemoryDismissalStore, type DismissalTable } from './in-memory-dismissal-store.js';
import {
  type CurrencySettingsTable,
  createInMemoryCurrencySettingsStore,
  createInMemoryExchangeRateStore,
  type ExchangeRateTables,
  emptyExchangeRateTables,
} from './in-memory-exchange-rate-store.js';
import { createInMemoryIdempotencyStore } from './in-memory-idempotency-store.js';
import { createInMemoryLogoStore, emptyLogoTable, type LogoTable } from './in-memory-logo-store.js';
import {
  createInMemoryMemberStore,
  createInMemorySignInLinkStore,
  createInMemoryWebSessionStore,
  type OwnerTables,
} from './in-memory-owner-stores.js';
import { createInMemoryPaymentRepository } from './in-memory-payment-repository.js';
import { createInMemoryPushKeyStore, type PushKeyTable } from './in-memory-push-key-store.js';
import {
  createInMemoryIdentityStore,
  createInMemoryInvitationStore,
  createInMemoryPasskeyStore,
  createInMemorySignInChallengeStore,
} from './in-memory-sign-in-stores.js';
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
  /**
   * Reject at once a call on the outer ports (or a second transaction) made inside a
   * transaction's work, instead of waiting forever. Default true.
   */
  detectMisuse?: boolean;
  /** Default `DEFAULT_ACCOUNT_LIMITS`. */
  limits?: AccountLimits;
}

interface Tables
  extends StoreTables,
    CalendarFeedTable,
    OwnerTables,
    CurrencySettingsTable,
    PushKeyTable {
  subscriptions: Map<string, Subscription>;
  payments: Map<string, Payment>;
  audit: AuditRecord[];
  idempotency: Map<string, IdempotencyRecord>;
  dismissals: DismissalTable['dismissals'];
}

function emptyTables(): Tables {
  return {
    accounts: new Map(),
    apiKeys: new Map(),
    settings: new Map(),
    channels: new Map(),
    reminders: new Map(),
    subscriptions: new Map(),
    payments: new Map(),
    audit: [],
    calendarFeeds: new Map(),
    members: new Map(),
    webSessions: new Map(),
    signInLinks: new Map(),
    invitations: new Map(),
    identities: new Map(),
    passkeys: new Map(),
    signInChallenges: new Map(),
    idempotency: new Map(),
    currencySettings: new Map(),
    pushKeys: null,
    dismissals: new Map(),
  };
}

/**
 * D25 in memory: snapshot every table when a transaction begins and put the snapshot back
 * when its work throws. The rate tables, which can hold a whole history, and the logos
 * (images) are copied only when the transaction writes to them.
 */
function inMemoryTransactions(
  tables: Tables,
  rates: ExchangeRateTables,
  logos: LogoTable,
): SynchronousTransactions {
  let snapshot: Tables | null = null;
  const copiedOnWrite = [rates.referenceRates, rates.accountRates, logos.logos];
  return {
    begin() {
      snapshot = structuredClone(tables);
      for (const table of copiedOnWrite) table.begin();
    },
    commit() {
      snapshot = null;
      for (const table of copiedOnWrite) table.commit();
    },
    rollback() {
      if (snapshot !== null) Object.assign(tables, snapshot);
      snapshot = null;
      for (const table of copiedOnWrite) table.rollback();
    },
  };
}

/**
 * The in-memory tables behind synchronous stores and their transactions (snapshot and
 * restore), before `createSerialStorage` makes them the asynchronous ports.
 */
export function createInMemoryStores(): {
  stores: SynchronousStoragePorts;
  transactions: SynchronousTransactions;
} {
  const tables = emptyTables();
  const rates = emptyExchangeRateTables();
  const logos = emptyLogoTable();
  const stores: SynchronousStoragePorts = {
    accounts: createInMemoryAccountStore(tables),
    apiKeys: createInMemoryApiKeyStore(tables),
    subscriptions: createInMemorySubscriptionRepository(tables),
    payments: createInMemoryPaymentRepository(tables),
    audit: createInMemoryAuditLog(tables),
    notificationSettings: createInMemoryNotificationSettingsStore(tables),
    channels: createInMemoryChannelStore(tables),
    reminderDeliveries: createInMemoryReminderDeliveryLog(tables),
    calendarFeeds: createInMemoryCalendarFeedStore(tables),
    members: createInMemoryMemberStore(tables),
    webSessions: createInMemoryWebSessionStore(tables),
    signInLinks: createInMemorySignInLinkStore(tables),
    invitations: createInMemoryInvitationStore(tables),
    identities: createInMemoryIdentityStore(tables),
    passkeys: createInMemoryPasskeyStore(tables),
    signInChallenges: createInMemorySignInChallengeStore(tables),
    idempotency: createInMemoryIdempotencyStore(tables),
    exchangeRates: createInMemoryExchangeRateStore(rates),
    currencySettings: createInMemoryCurrencySettingsStore(tables),
    pushKeys: createInMemoryPushKeyStore(tables),
    logos: createInMemoryLogoStore(logos),
    dismissals: createInMemoryDismissalStore(tables),
  };
  return { stores, transactions: inMemoryTransactions(tables, rates, logos) };
}

/**
 * Every port in memory: for tests and for embedding the domain without a database.
 * Defaults: a `FakeClock` at 2026-11-21T08:00:00Z, `SequentialIds`, `DeterministicRandom`,
 * `DEFAULT_ACCOUNT_LIMITS`.
 *
 * @example
 * const clock = new FakeClock('2026-03-01T09:00:00.000Z');
 * const ports = createInMemoryPorts({ clock });
 * const account = await createAccount(ports, { name: 'Home' });
 */
export function createInMemoryPorts(options: InMemoryPortsOptions = {}): Ports {
  const { stores, transactions } = createInMemoryStores();
  // D43: calls and transactions take turns like on one SQLite connection, and a call
  // that would wait for its own transaction fails at once.
  const { storage, unitOfWork } = createSerialStorage(stores, transactions, {
    detectMisuse: options.detectMisuse ?? true,
  });
  return {
    ...storage,
    unitOfWork,
    clock: options.clock ?? new FakeClock(),
    ids: options.ids ?? new SequentialIds(),
    random: options.random ?? new DeterministicRandom(),
    passwordHasher: options.passwordHasher ?? new FakePasswordHasher(),
    limits: options.limits ?? DEFAULT_ACCOUNT_LIMITS,
  };
}
