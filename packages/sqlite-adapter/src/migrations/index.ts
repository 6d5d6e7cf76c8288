import { migration001Initial } from './001-initial.js';
import { migration002ReminderDeliveries } from './002-reminder-deliveries.js';
import { migration003AuditActor } from './003-audit-actor.js';
import { migration004OwnerLoginsAndSessions } from './004-owner-logins-and-sessions.js';
import { migration005ApiKeyLabels } from './005-api-key-labels.js';
import { migration006NotificationChannels } from './006-notification-channels.js';
import { migration007IdempotencyKeys } from './007-idempotency-keys.js';
import { migration008CalendarFeeds } from './008-calendar-feeds.js';
import { migration009BillingAndPayments } from './009-billing-and-payments.js';
import { migration010MembersAndSignInMethods } from './010-members-and-sign-in-methods.js';
import { migration011KeyMakersAndAccountScopedIds } from './011-key-makers-and-account-scoped-ids.js';
import { migration012ExchangeRates } from './012-exchange-rates.js';
import { migration013DevicesAndPushKeys } from './013-devices-and-push-keys.js';
import { migration014SubscriptionLogos } from './014-subscription-logos.js';
import { migration015StatementDiscoveries } from './015-statement-discoveries.js';
import { migration016PaidByDayIndex } from './016-paid-by-day-index.js';
import { migration017MemberLanguage } from './017-member-language.js';
import { migration018RemindedApartIndex } from './018-reminded-apart-index.js';
import { migration019RefoldSubscriptionNames } from './019-refold-subscription-names.js';
import type { Migration } from './migration.js';

export type { Migration } from './migration.js';

/** Every migration this code knows, in order. Append only: never edit a released one. */
export const MIGRATIONS: readonly Migration[] = [
  migration001Initial,
  migration002ReminderDeliveries,
  migration003AuditActor,
  migration004OwnerLoginsAndSessions,
  migration005ApiKeyLabels,
  migration006NotificationChannels,
  migration007IdempotencyKeys,
  migration008CalendarFeeds,
  migration009BillingAndPayments,
  migration010MembersAndSignInMethods,
  migration011KeyMakersAndAccountScopedIds,
  migration012ExchangeRates,
  migration013DevicesAndPushKeys,
  migration014SubscriptionLogos,
  migration015StatementDiscoveries,
  migration016PaidByDayIndex,
  migration017MemberLanguage,
  migration018RemindedApartIndex,
  migration019RefoldSubscriptionNames,
];

/** The schema version this code writes: the number of the last migration. */
export const LATEST_SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 0;
