import type { StoragePorts } from '@subtrack/domain';
import { PostgresAccountStore } from './postgres-account-store.js';
import { PostgresApiKeyStore } from './postgres-api-key-store.js';
import { PostgresAuditLog } from './postgres-audit-log.js';
import { PostgresCalendarFeedStore } from './postgres-calendar-feed-store.js';
import { PostgresChannelStore } from './postgres-channel-store.js';
import { PostgresDismissalStore } from './postgres-dismissal-store.js';
import {
  PostgresCurrencySettingsStore,
  PostgresExchangeRateStore,
} from './postgres-exchange-rate-store.js';
import { PostgresIdempotencyStore } from './postgres-idempotency-store.js';
import { PostgresLogoStore } from './postgres-logo-store.js';
import {
  PostgresMemberStore,
  PostgresSignInLinkStore,
  PostgresWebSessionStore,
} from './postgres-member-stores.js';
import { PostgresNotificationSettingsStore } from './postgres-notification-settings-store.js';
import { PostgresPaymentRepository } from './postgres-payment-repository.js';
import { PostgresPushKeyStore } from './postgres-push-key-store.js';
import { PostgresReminderDeliveryLog } from './postgres-reminder-delivery-log.js';
import {
  PostgresIdentityStore,
  PostgresInvitationStore,
  PostgresPasskeyStore,
  PostgresSignInChallengeStore,
} from './postgres-sign-in-method-stores.js';
import { PostgresSubscriptionRepository } from './postgres-subscription-repository.js';
import type { Session } from './session.js';

/** Every storage port on one session: the pool (outer ports) or one transaction (`tx`). */
export function createStores(session: Session): StoragePorts {
  return {
    accounts: new PostgresAccountStore(session),
    apiKeys: new PostgresApiKeyStore(session),
    subscriptions: new PostgresSubscriptionRepository(session),
    payments: new PostgresPaymentRepository(session),
    audit: new PostgresAuditLog(session),
    notificationSettings: new PostgresNotificationSettingsStore(session),
    channels: new PostgresChannelStore(session),
    reminderDeliveries: new PostgresReminderDeliveryLog(session),
    calendarFeeds: new PostgresCalendarFeedStore(session),
    members: new PostgresMemberStore(session),
    webSessions: new PostgresWebSessionStore(session),
    signInLinks: new PostgresSignInLinkStore(session),
    invitations: new PostgresInvitationStore(session),
    identities: new PostgresIdentityStore(session),
    passkeys: new PostgresPasskeyStore(session),
    signInChallenges: new PostgresSignInChallengeStore(session),
    idempotency: new PostgresIdempotencyStore(session),
    exchangeRates: new PostgresExchangeRateStore(session),
    currencySettings: new PostgresCurrencySettingsStore(session),
    pushKeys: new PostgresPushKeyStore(session),
    logos: new PostgresLogoStore(session),
    dismissals: new PostgresDismissalStore(session),
  };
}
