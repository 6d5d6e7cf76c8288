import type { Account } from '../accounts/account.js';
import type { ApiKey } from '../keys/api-key.js';
import type { NotificationSettings, PushEndpoint } from '../notifications/notification-settings.js';
import type { AccountStore } from '../ports/account-store.js';
import type { ApiKeyStore } from '../ports/api-key-store.js';
import type {
  NotificationSettingsStore,
  PushEndpointStore,
} from '../ports/notification-settings-store.js';
import type {
  ReminderDeliveryLog,
  ReminderDeliveryState,
  ReminderKey,
} from '../ports/reminder-delivery-log.js';
import { compareValues } from './compare-values.js';

/** The in-memory tables of everything but subscriptions and audit. */
export interface StoreTables {
  accounts: Map<string, Account>;
  apiKeys: Map<string, ApiKey>;
  settings: Map<string, Omit<NotificationSettings, 'pushConfigured'>>;
  pushEndpoints: Map<string, PushEndpoint>;
  reminders: Map<string, ReminderDeliveryState>;
}

const oldestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  compareValues(a.createdAt, b.createdAt) || compareValues(a.id, b.id);

/** Accounts in a Map. */
export function createInMemoryAccountStore(t: StoreTables): AccountStore {
  return {
    insert(account) {
      if (t.accounts.has(account.id)) throw new Error(`duplicate account id ${account.id}`);
      t.accounts.set(account.id, { ...account });
    },
    findById: (id) => {
      const found = t.accounts.get(id);
      return found ? { ...found } : null;
    },
    list: () => [...t.accounts.values()].sort(oldestFirst).map((a) => ({ ...a })),
  };
}

/** API keys (hashes only) in a Map. */
export function createInMemoryApiKeyStore(t: StoreTables): ApiKeyStore {
  return {
    insert(key) {
      if (t.apiKeys.has(key.id)) throw new Error(`duplicate api key id ${key.id}`);
      t.apiKeys.set(key.id, { ...key });
    },
    findById: (id) => {
      const found = t.apiKeys.get(id);
      return found ? { ...found } : null;
    },
    revoke(id, revokedAt) {
      const found = t.apiKeys.get(id);
      if (!found) return false;
      // Revoking twice keeps the first time: the moment the key stopped working.
      if (found.revokedAt === null) t.apiKeys.set(id, { ...found, revokedAt });
      return true;
    },
    recordUse(id, usedAt, recordedSince) {
      const found = t.apiKeys.get(id);
      if (!found || (found.lastUsedAt !== null && found.lastUsedAt >= recordedSince)) return false;
      t.apiKeys.set(id, { ...found, lastUsedAt: usedAt });
      return true;
    },
    listByAccount: (accountId) =>
      [...t.apiKeys.values()]
        .filter((k) => k.accountId === accountId)
        .sort(oldestFirst)
        .map((k) => ({ ...k })),
  };
}

/** Notification settings; `pushConfigured` is derived from the push endpoint table. */
export function createInMemoryNotificationSettingsStore(t: StoreTables): NotificationSettingsStore {
  return {
    get(accountId) {
      const found = t.settings.get(accountId);
      if (!found) return null;
      return { ...found, pushConfigured: t.pushEndpoints.has(accountId) };
    },
    save(settings) {
      const { pushConfigured: _derived, ...stored } = settings;
      t.settings.set(settings.accountId, stored);
    },
  };
}

/** The D16 push secrets, kept apart from the settings the API can read. */
export function createInMemoryPushEndpointStore(t: StoreTables): PushEndpointStore {
  return {
    get: (accountId) => {
      const found = t.pushEndpoints.get(accountId);
      return found ? { ...found } : null;
    },
    set(accountId, endpoint) {
      if (!t.settings.has(accountId))
        throw new Error(`notification settings of ${accountId} must exist before a push endpoint`);
      if (endpoint === null) t.pushEndpoints.delete(accountId);
      else t.pushEndpoints.set(accountId, { ...endpoint });
    },
  };
}

const reminderKey = (k: ReminderKey) => `${k.accountId}|${k.subscriptionId}|${k.kind}|${k.dueDate}`;
const NEVER_TRIED: ReminderDeliveryState = {
  attempts: 0,
  deliveredAt: null,
  nextAttemptAt: null,
  lastError: null,
};

/** D16 delivery memory: one state per subscription, kind and due date. */
export function createInMemoryReminderDeliveryLog(t: StoreTables): ReminderDeliveryLog {
  return {
    get: (key) => {
      const found = t.reminders.get(reminderKey(key));
      return found ? { ...found } : null;
    },
    claim(key, claimedAt, leaseUntil) {
      const before = t.reminders.get(reminderKey(key)) ?? NEVER_TRIED;
      const pending = before.nextAttemptAt !== null && before.nextAttemptAt > claimedAt;
      if (before.deliveredAt !== null || pending) return false;
      t.reminders.set(reminderKey(key), { ...before, nextAttemptAt: leaseUntil });
      return true;
    },
    recordSuccess(key, deliveredAt) {
      const before = t.reminders.get(reminderKey(key)) ?? NEVER_TRIED;
      t.reminders.set(reminderKey(key), {
        attempts: before.attempts + 1,
        deliveredAt,
        nextAttemptAt: null,
        lastError: null,
      });
    },
    recordFailure(key, _failedAt, error, nextAttemptAt) {
      const before = t.reminders.get(reminderKey(key)) ?? NEVER_TRIED;
      t.reminders.set(reminderKey(key), {
        attempts: before.attempts + 1,
        deliveredAt: null,
        nextAttemptAt,
        lastError: error,
      });
    },
  };
}
