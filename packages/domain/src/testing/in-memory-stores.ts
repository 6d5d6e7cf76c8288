import type { Account } from '../accounts/account.js';
import type { Channel } from '../channels/channel.js';
import type { ApiKey } from '../keys/api-key.js';
import type { NotificationSettings } from '../notifications/notification-settings.js';
import type { AccountStore } from '../ports/account-store.js';
import type { ApiKeyStore } from '../ports/api-key-store.js';
import type { ChannelStore } from '../ports/channel-store.js';
import type { NotificationSettingsStore } from '../ports/notification-settings-store.js';
import type {
  ChannelReminderDateKey,
  ChannelReminderKey,
  DeliveryRecord,
  ReminderDeliveryLog,
  ReminderDeliveryState,
} from '../ports/reminder-delivery-log.js';
import type { SynchronousPort } from '../serial-storage/synchronous-port.js';
import { compareValues } from './compare-values.js';

/** The in-memory tables of everything but subscriptions and audit. */
export interface StoreTables {
  accounts: Map<string, Account>;
  apiKeys: Map<string, ApiKey>;
  settings: Map<string, Omit<NotificationSettings, 'pushConfigured'>>;
  channels: Map<string, Channel>;
  reminders: Map<string, StoredDelivery>;
}

/** One delivery-log row: the state plus what `recent` shows. */
export interface StoredDelivery extends ReminderDeliveryState {
  key: ChannelReminderKey;
  updatedAt: string;
}

const oldestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  compareValues(a.createdAt, b.createdAt) || compareValues(a.id, b.id);

/** Accounts in a Map. */
export function createInMemoryAccountStore(t: StoreTables): SynchronousPort<AccountStore> {
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
export function createInMemoryApiKeyStore(t: StoreTables): SynchronousPort<ApiKeyStore> {
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

/** Notification settings; `pushConfigured` is derived from the enabled channels. */
export function createInMemoryNotificationSettingsStore(
  t: StoreTables,
): SynchronousPort<NotificationSettingsStore> {
  return {
    get(accountId) {
      const found = t.settings.get(accountId);
      if (!found) return null;
      const pushConfigured = [...t.channels.values()].some(
        (c) => c.accountId === accountId && c.enabled,
      );
      return { ...found, pushConfigured };
    },
    save(settings) {
      const { pushConfigured: _derived, ...stored } = settings;
      t.settings.set(settings.accountId, stored);
    },
  };
}

/** D35 channels (with their secrets) in a Map. */
export function createInMemoryChannelStore(t: StoreTables): SynchronousPort<ChannelStore> {
  const copy = (c: Channel): Channel => ({ ...c, config: { ...c.config } });
  return {
    insert(channel) {
      if (t.channels.has(channel.id)) throw new Error(`duplicate channel id ${channel.id}`);
      t.channels.set(channel.id, copy(channel));
    },
    update(channel) {
      if (!t.channels.has(channel.id)) throw new Error(`no channel ${channel.id}`);
      t.channels.set(channel.id, copy(channel));
    },
    findById(id) {
      const found = t.channels.get(id);
      return found ? copy(found) : null;
    },
    listByAccount: (accountId) =>
      [...t.channels.values()]
        .filter((c) => c.accountId === accountId)
        .sort(oldestFirst)
        .map(copy),
    remove: (id) => removeChannel(t, id),
    recordDeviceUse(id, usedAt) {
      const found = t.channels.get(id);
      if (found?.config.kind !== 'webpush') return;
      t.channels.set(id, { ...found, config: { ...found.config, lastUsedAt: usedAt } });
    },
  };
}

/** Removes a channel and its delivery history (what a foreign key cascades). */
function removeChannel(t: Pick<StoreTables, 'channels' | 'reminders'>, id: string): boolean {
  if (!t.channels.delete(id)) return false;
  for (const [key, row] of t.reminders) if (row.key.channelId === id) t.reminders.delete(key);
  return true;
}

/** Removes the devices of a member who is deleted, with their delivery history. */
export function removeDevicesOfMember(
  t: Pick<StoreTables, 'channels' | 'reminders'>,
  memberId: string,
): void {
  for (const channel of [...t.channels.values()]) {
    if (channel.config.kind === 'webpush' && channel.config.memberId === memberId)
      removeChannel(t, channel.id);
  }
}

const dateKey = (k: ChannelReminderDateKey) =>
  `${k.channelId}|${k.accountId}|${k.subscriptionId}|${k.kind}|${k.dueDate}`;
const reminderKey = (k: ChannelReminderKey) => `${dateKey(k)}|${k.offsetDays}`;
const NEVER_TRIED: ReminderDeliveryState = {
  attempts: 0,
  deliveredAt: null,
  nextAttemptAt: null,
  lastError: null,
  supersededAt: null,
};

function stateOf(row: StoredDelivery): ReminderDeliveryState {
  const { attempts, deliveredAt, nextAttemptAt, lastError, supersededAt } = row;
  return { attempts, deliveredAt, nextAttemptAt, lastError, supersededAt };
}

function recordOf(row: StoredDelivery): DeliveryRecord {
  const { subscriptionId, kind, dueDate, offsetDays } = row.key;
  const status =
    row.deliveredAt !== null
      ? 'delivered'
      : row.supersededAt !== null
        ? 'superseded'
        : row.lastError !== null
          ? 'failed'
          : 'sending';
  return {
    at: row.updatedAt,
    subscriptionId,
    kind,
    dueDate,
    offsetDays,
    status,
    error: row.lastError,
  };
}

/**
 * D16, D35, D42 delivery memory: one state per channel, subscription, kind, due date and
 * offset.
 */
export function createInMemoryReminderDeliveryLog(
  t: StoreTables,
): SynchronousPort<ReminderDeliveryLog> {
  const before = (key: ChannelReminderKey) => t.reminders.get(reminderKey(key)) ?? NEVER_TRIED;
  const put = (key: ChannelReminderKey, at: string, state: ReminderDeliveryState) =>
    t.reminders.set(reminderKey(key), { ...state, key: { ...key }, updatedAt: at });
  const log: Omit<
    SynchronousPort<ReminderDeliveryLog>,
    'offsetsOfMany' | 'claimMany' | 'recordSuccessMany'
  > = {
    get: (key) => {
      const found = t.reminders.get(reminderKey(key));
      return found ? stateOf(found) : null;
    },
    offsetsOf: (key) =>
      [...t.reminders.values()]
        .filter((row) => dateKey(row.key) === dateKey(key))
        .map((row) => ({ offsetDays: row.key.offsetDays, state: stateOf(row) })),
    claim(key, claimedAt, leaseUntil) {
      const state = before(key);
      const pending = state.nextAttemptAt !== null && state.nextAttemptAt > claimedAt;
      if (state.deliveredAt !== null || state.supersededAt !== null || pending) return false;
      put(key, claimedAt, { ...state, nextAttemptAt: leaseUntil });
      return true;
    },
    recordSuccess(key, deliveredAt) {
      put(key, deliveredAt, {
        attempts: before(key).attempts + 1,
        deliveredAt,
        nextAttemptAt: null,
        lastError: null,
        supersededAt: null,
      });
    },
    recordFailure(key, failedAt, error, nextAttemptAt) {
      put(key, failedAt, {
        ...before(key),
        attempts: before(key).attempts + 1,
        deliveredAt: null,
        nextAttemptAt,
        lastError: error,
      });
    },
    recordSuperseded(key, supersededAt) {
      const state = before(key);
      if (state.deliveredAt !== null) return;
      put(key, supersededAt, { ...state, nextAttemptAt: null, supersededAt });
    },
    recent: (channelId, limit) =>
      [...t.reminders.values()]
        .filter((row) => row.key.channelId === channelId)
        .sort((a, b) => compareValues(b.updatedAt, a.updatedAt))
        .slice(0, limit)
        .map(recordOf),
  };
  return {
    ...log,
    offsetsOfMany: (keys) => keys.map((key) => log.offsetsOf(key)),
    claimMany: (keys, claimedAt, leaseUntil) =>
      keys.map((key) => log.claim(key, claimedAt, leaseUntil)),
    recordSuccessMany(keys, deliveredAt) {
      for (const key of keys) log.recordSuccess(key, deliveredAt);
    },
  };
}
