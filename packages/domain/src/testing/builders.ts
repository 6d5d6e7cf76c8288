import type { Account } from '../accounts/account.js';
import type { AuditRecord } from '../audit/audit-record.js';
import type { Channel, ChannelConfig } from '../channels/channel.js';
import type { ImportCandidate } from '../data-io/import-file.js';
import type { ApiKey } from '../keys/api-key.js';
import type { NotificationSettings } from '../notifications/notification-settings.js';
import type { Payment } from '../payments/payment.js';
import type { DueReminder } from '../reminders/due-reminder.js';
import type { Subscription } from '../subscriptions/subscription.js';
import type { SubscriptionCreateInput } from '../subscriptions/subscription-input.js';
import { sequentialId } from './sequential-ids.js';

/** The account every builder uses unless told otherwise. */
export const DEFAULT_ACCOUNT_ID = sequentialId(0xacc0);

// Builder ids come from their own range, far from `SequentialIds`' default start, so a
// built record never collides with one a use case creates.
let nextBuilderId = 0x100000;
const builderId = () => sequentialId(nextBuilderId++);
let nextKeyId = 1;

/**
 * An active monthly subscription with realistic defaults; `overrides` win. Defaults that
 * depend on each other follow the overrides: a `custom` period gets 30 days and no anchor,
 * another `nextPaymentDate` gets its own anchor day.
 *
 * @example
 * aSubscription({ name: 'Spotify', amountMinor: 1099, period: 'yearly' })
 */
export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  const period = overrides.period ?? 'monthly';
  const nextPaymentDate = overrides.nextPaymentDate ?? '2026-12-05';
  const isTrial = overrides.isTrial ?? false;
  const createdAt = overrides.createdAt ?? '2026-11-01T10:00:00.000Z';
  return {
    id: builderId(),
    accountId: DEFAULT_ACCOUNT_ID,
    name: 'Netflix',
    category: 'Streaming',
    amountMinor: 1599,
    currency: 'USD',
    period,
    nextPaymentDate,
    billingAnchorDay: period === 'custom' ? null : Number(nextPaymentDate.slice(8, 10)),
    customDays: period === 'custom' ? 30 : null,
    notificationEnabled: true,
    status: 'active',
    isTrial,
    trialEndsOn: isTrial ? '2026-12-01' : null,
    intervalCount: 1,
    endsOn: null,
    noticeDays: null,
    remindDaysBefore: null,
    startedOn: null,
    hasLogo: false,
    createdAt,
    updatedAt: createdAt,
    version: 1,
    ...overrides,
  };
}

/**
 * One row of an import file, as a parser hands it over: a valid create body named
 * `Row <row>`, no warnings or errors; `overrides` replace or add fields (a logo, a skip).
 *
 * @example
 * await importSubscriptions(ports, ctx, [anImportRow(1), anImportRow(2)], { dryRun: true, source: 'subtrack' });
 */
export function anImportRow(
  row: number,
  overrides: Partial<ImportCandidate> = {},
): ImportCandidate {
  return {
    row,
    name: `Row ${row}`,
    body: aSubscriptionBody({ name: `Row ${row}` }),
    warnings: [],
    errors: [],
    ...overrides,
  };
}

/**
 * A valid create body as a client sends it (`POST /api/v1/subscriptions`, the MCP and CLI
 * create, `parseCreateSubscriptionBody`): Netflix, 15.99 USD monthly, due 2026-12-05;
 * `overrides` replace or add fields. For tests that need a subscription, not these values.
 *
 * @example
 * aSubscriptionBody({ name: 'Spotify', currency: 'EUR' })
 */
export function aSubscriptionBody(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: 'Netflix',
    category: 'Streaming',
    amount: 15.99,
    currency: 'USD',
    period: 'monthly',
    nextPaymentDate: '2026-12-05',
    ...overrides,
  };
}

/**
 * A create input as `parseCreateSubscriptionBody` returns it (amount in minor units), for
 * use cases called directly: the same subscription as {@link aSubscriptionBody};
 * `overrides` win. For tests that need a subscription, not these values.
 *
 * @example
 * await createSubscription(ports, ctx, aSubscriptionInput({ period: 'yearly' }))
 */
export function aSubscriptionInput(
  overrides: Partial<SubscriptionCreateInput> = {},
): SubscriptionCreateInput {
  return {
    name: 'Netflix',
    category: 'Streaming',
    amountMinor: 1599,
    currency: 'USD',
    period: 'monthly',
    nextPaymentDate: '2026-12-05',
    ...overrides,
  };
}

/** An account named "Household". */
export function anAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: DEFAULT_ACCOUNT_ID,
    name: 'Household',
    createdAt: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A live write key of the default account; its hash is unique but of no real key text. */
export function anApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  const id = (nextKeyId++).toString(16).padStart(16, '0');
  return {
    id,
    accountId: DEFAULT_ACCOUNT_ID,
    scope: 'write',
    // Unique like a real SHA-256 (adapters may index it), derived from the id.
    hash: id.repeat(4),
    createdAt: '2026-10-01T09:05:00.000Z',
    revokedAt: null,
    label: null,
    lastUsedAt: null,
    createdBy: null,
    ...overrides,
  };
}

/** Enabled reminders 3 days ahead in Berlin, no push endpoint. */
export function someNotificationSettings(
  overrides: Partial<NotificationSettings> = {},
): NotificationSettings {
  return {
    accountId: DEFAULT_ACCOUNT_ID,
    enabled: true,
    daysBefore: 3,
    timeZone: 'Europe/Berlin',
    locale: 'de-DE',
    pushConfigured: false,
    updatedAt: '2026-10-01T09:10:00.000Z',
    version: 1,
    ...overrides,
  };
}

/**
 * An enabled, non-digest Bark channel of the default account; `overrides` win, and a
 * `config` of another kind sets `kind` to match.
 *
 * @example
 * aChannel({ config: { kind: 'ntfy', url: 'https://ntfy.sh/bills', token: null } })
 */
export function aChannel(overrides: Partial<Channel> = {}): Channel {
  const config: ChannelConfig = overrides.config ?? {
    kind: 'bark',
    url: 'https://api.day.app/push',
    deviceKey: 'device-key-secret',
  };
  return {
    id: builderId(),
    accountId: DEFAULT_ACCOUNT_ID,
    label: 'Phone',
    enabled: true,
    digest: false,
    createdAt: '2026-10-01T09:00:00.000Z',
    ...overrides,
    kind: config.kind,
    config,
  };
}

/**
 * A renewal of 15.99 EUR due on 2026-12-05, three days ahead; `overrides` win.
 *
 * @example
 * aDueReminder({ kind: 'trial_end', daysUntil: 0 })
 */
export function aDueReminder(overrides: Partial<DueReminder> = {}): DueReminder {
  return {
    accountId: DEFAULT_ACCOUNT_ID,
    subscriptionId: builderId(),
    kind: 'renewal',
    dueDate: '2026-12-05',
    offsetDays: 3,
    fartherOffsets: [],
    daysUntil: 3,
    name: 'Netflix',
    amountMinor: 1599,
    currency: 'EUR',
    period: 'monthly',
    customDays: null,
    intervalCount: 1,
    ...overrides,
  };
}

/**
 * A paid renewal of the default account's subscription `subscriptionId` on `dueOn`
 * (default 2026-11-05), 15.99 USD; `overrides` win.
 *
 * @example
 * aPayment({ subscriptionId: sub.id, dueOn: '2026-10-05' })
 */
export function aPayment(overrides: Partial<Payment> = {}): Payment {
  const createdAt = overrides.createdAt ?? '2026-11-06T00:00:00.000Z';
  return {
    id: builderId(),
    accountId: DEFAULT_ACCOUNT_ID,
    subscriptionId: sequentialId(0x5b0),
    dueOn: '2026-11-05',
    amountMinor: 1599,
    currency: 'USD',
    status: 'paid',
    source: 'renewal',
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

/** A `subscription.created` record of the default account. */
export function anAuditRecord(overrides: Partial<AuditRecord> = {}): AuditRecord {
  return {
    id: builderId(),
    accountId: DEFAULT_ACCOUNT_ID,
    occurredAt: '2026-11-01T10:00:00.000Z',
    action: 'subscription.created',
    resourceType: 'subscription',
    resourceId: sequentialId(0x5b0),
    actor: { type: 'api_key', id: '00000000000000a1' },
    apiKeyId: '00000000000000a1',
    requestId: 'req-0001',
    changes: { name: { from: null, to: 'Netflix' } },
    ...overrides,
  };
}
