import type { AccountLimits } from '../accounts/account-limits.js';
import type { AccountStore } from './account-store.js';
import type { ApiKeyStore } from './api-key-store.js';
import type { AuditLog } from './audit-log.js';
import type { CalendarFeedStore } from './calendar-feed-store.js';
import type { ChannelStore } from './channel-store.js';
import type { Clock } from './clock.js';
import type { IdGenerator } from './id-generator.js';
import type { IdempotencyStore } from './idempotency-store.js';
import type { NotificationSettingsStore } from './notification-settings-store.js';
import type { OwnerLoginStore } from './owner-login-store.js';
import type { PasswordHasher } from './password-hasher.js';
import type { RandomSource } from './random-source.js';
import type { ReminderDeliveryLog } from './reminder-delivery-log.js';
import type { SignInLinkStore } from './sign-in-link-store.js';
import type { SubscriptionRepository } from './subscription-repository.js';
import type { UnitOfWork } from './unit-of-work.js';
import type { WebSessionStore } from './web-session-store.js';

/**
 * Everything a use case may need. An adapter (SQLite, in-memory) builds one of these;
 * each use case is a plain function taking it as its first argument.
 */
export interface Ports {
  accounts: AccountStore;
  apiKeys: ApiKeyStore;
  subscriptions: SubscriptionRepository;
  audit: AuditLog;
  notificationSettings: NotificationSettingsStore;
  channels: ChannelStore;
  reminderDeliveries: ReminderDeliveryLog;
  /** D34 */
  calendarFeeds: CalendarFeedStore;
  /** D28/D29: owner logins, web sessions and one-time sign-in links. */
  ownerLogins: OwnerLoginStore;
  webSessions: WebSessionStore;
  signInLinks: SignInLinkStore;
  /** D31 */
  idempotency: IdempotencyStore;
  unitOfWork: UnitOfWork;
  clock: Clock;
  ids: IdGenerator;
  random: RandomSource;
  /** D28: the slow password hash (scrypt in production, a fast fake in tests). */
  passwordHasher: PasswordHasher;
  /** D48: how much one account may hold (not a port: the server's configuration). */
  limits: AccountLimits;
}
