import type { AccountStore } from './account-store.js';
import type { ApiKeyStore } from './api-key-store.js';
import type { AuditLog } from './audit-log.js';
import type { CalendarFeedStore } from './calendar-feed-store.js';
import type { ChannelStore } from './channel-store.js';
import type { CounterpartyDismissalStore } from './counterparty-dismissal-store.js';
import type { CurrencySettingsStore } from './currency-settings-store.js';
import type { ExchangeRateStore } from './exchange-rate-store.js';
import type { IdempotencyStore } from './idempotency-store.js';
import type { IdentityStore } from './identity-store.js';
import type { InvitationStore } from './invitation-store.js';
import type { LogoStore } from './logo-store.js';
import type { MemberStore } from './member-store.js';
import type { NotificationSettingsStore } from './notification-settings-store.js';
import type { PasskeyStore } from './passkey-store.js';
import type { PaymentRepository } from './payment-repository.js';
import type { PushKeyStore } from './push-key-store.js';
import type { ReminderDeliveryLog } from './reminder-delivery-log.js';
import type { SignInChallengeStore } from './sign-in-challenge-store.js';
import type { SignInLinkStore } from './sign-in-link-store.js';
import type { SubscriptionRepository } from './subscription-repository.js';
import type { WebSessionStore } from './web-session-store.js';

/**
 * The storage ports. Every method answers a promise. `Ports` holds one set whose
 * calls each run on their own (a short statement of their own, queued behind any running
 * transaction); `unitOfWork.transaction` gives its work another set, bound to that
 * transaction ({@link TransactionPorts}).
 */
export interface StoragePorts {
  accounts: AccountStore;
  apiKeys: ApiKeyStore;
  subscriptions: SubscriptionRepository;
  /** The payment history of subscriptions. */
  payments: PaymentRepository;
  audit: AuditLog;
  notificationSettings: NotificationSettingsStore;
  channels: ChannelStore;
  reminderDeliveries: ReminderDeliveryLog;
  /** The account's calendar feed link (its token's hash). */
  calendarFeeds: CalendarFeedStore;
  /** Members (each a login), web sessions and one-time sign-in links. */
  members: MemberStore;
  webSessions: WebSessionStore;
  signInLinks: SignInLinkStore;
  /** One-time invitations to join an account with a role. */
  invitations: InvitationStore;
  /** Identity-provider logins, passkeys and the challenges of their sign-ins. */
  identities: IdentityStore;
  passkeys: PasskeyStore;
  signInChallenges: SignInChallengeStore;
  /** The claims and stored answers of idempotency keys. */
  idempotency: IdempotencyStore;
  /** The server's reference rates and each account's own exchange rates. */
  exchangeRates: ExchangeRateStore;
  /** Each account's home currency. */
  currencySettings: CurrencySettingsStore;
  /** The server's VAPID key pair for push messages to members' devices. */
  pushKeys: PushKeyStore;
  /** The logos owners upload, one a subscription at most. */
  logos: LogoStore;
  /** The counterparties each account said are not a subscription. */
  dismissals: CounterpartyDismissalStore;
}
