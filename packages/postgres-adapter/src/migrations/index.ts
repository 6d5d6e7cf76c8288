import { migration001Initial } from './001-initial.js';
import { migration002SharedLimits } from './002-shared-limits.js';
import { migration003BillingAndPayments } from './003-billing-and-payments.js';
import { migration004MembersAndSignInMethods } from './004-members-and-sign-in-methods.js';
import { migration005KeyMakersAndAccountScopedIds } from './005-key-makers-and-account-scoped-ids.js';
import { migration006ExchangeRates } from './006-exchange-rates.js';
import { migration007DevicesAndPushKeys } from './007-devices-and-push-keys.js';
import { migration008SubscriptionLogos } from './008-subscription-logos.js';
import { migration009StatementDiscoveries } from './009-statement-discoveries.js';
import { migration010PaidByDayIndex } from './010-paid-by-day-index.js';
import { migration011MemberLanguage } from './011-member-language.js';
import { migration012RemindedApartIndex } from './012-reminded-apart-index.js';
import type { Migration } from './migration.js';

export type { Migration } from './migration.js';

/** Every migration this code knows, in order. Append only: never edit a released one. */
export const MIGRATIONS: readonly Migration[] = [
  migration001Initial,
  migration002SharedLimits,
  migration003BillingAndPayments,
  migration004MembersAndSignInMethods,
  migration005KeyMakersAndAccountScopedIds,
  migration006ExchangeRates,
  migration007DevicesAndPushKeys,
  migration008SubscriptionLogos,
  migration009StatementDiscoveries,
  migration010PaidByDayIndex,
  migration011MemberLanguage,
  migration012RemindedApartIndex,
];

/** The schema version this code writes: the number of the last migration. */
export const LATEST_SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 0;
