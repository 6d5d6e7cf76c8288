/**
 * `@subtrack/domain`: the rules of subtrack behind ports, for an HTTP layer, a CLI or any
 * embedding app. The rules are synchronous functions free of I/O; the use cases are
 * `async` functions over asynchronous ports: give them a `Ports` object (SQLite
 * adapter, your own store, or `createInMemoryPorts` from `@subtrack/domain/testing`).
 *
 * The steps the use cases share inside a transaction (audit appends, role checks, starting a
 * web session, delivering to a channel) are not exported: call the use case, which keeps its
 * transaction and audit record. Test helpers are in `@subtrack/domain/testing` and the port
 * contract suites in `@subtrack/domain/testing/contracts`.
 *
 * One block per folder of `src/`, each under a header that says what it holds; a blank
 * line ends a block (biome sorts the lines inside each block, never across blocks).
 *
 * @packageDocumentation
 * @module @subtrack/domain
 */

// Accounts and how many subscriptions one may hold (D48)
export * from './accounts/account.js';
export * from './accounts/account-limits.js';
export { subscriptionLimitReached } from './accounts/subscription-limit.js';

// Analytics: spend summary, duplicates and optimizations in one pass over an account (D13-D15)
export * from './analytics/analytics-query.js';
export * from './analytics/calendar-month.js';
export * from './analytics/duplicates.js';
export * from './analytics/money.js';
export * from './analytics/optimizations.js';
export * from './analytics/spend-over-time.js';
export * from './analytics/spend-query.js';
export * from './analytics/subscription-fold.js';
export * from './analytics/summary.js';

// Audit trail: who wrote (the write context), records, diffs, queries and presenter (D18, D30)
export * from './audit/actor.js';
export * from './audit/audit-query.js';
export * from './audit/audit-record.js';
export * from './audit/diff.js';
export * from './audit/present.js';
export * from './audit/write-context.js';

// Calendar feed: its events, link tokens and iCalendar text (D34)
export * from './calendar/calendar-event.js';
export * from './calendar/feed-events.js';
export * from './calendar/feed-token.js';
export * from './calendar/ics-text.js';
export * from './calendar/render-ics.js';

// Notification channels: kinds and settings, input checks, the owner's view (D35)
export * from './channels/channel.js';
export { type DefaultBarkChannel, defaultBarkChannel } from './channels/default-bark-channel.js';
export * from './channels/find-channel.js';
export * from './channels/header-value.js';
export * from './channels/parse-channel-input.js';
export * from './channels/present-channel.js';
export * from './channels/stored-channel-config.js';

// Conditional requests: ETags and If-Match (D32)
export * from './conditional/etag.js';

// Data in and out: import files and results, export formats, their queries (D33)
export * from './data-io/data-io-query.js';
export * from './data-io/import-file.js';
export * from './data-io/import-result.js';
export * from './data-io/imported-account.js';
// What `prepareImport` holds of a file's logos (the step itself stays internal)
export type { ImportedLogos } from './data-io/imported-logos.js';
export * from './data-io/invalid-import.js';
export * from './data-io/subscription-export.js';

// Reminders on members' devices: push subscriptions, device names, the server's push keys
// and what a notification shows (D54)
export {
  type DeviceChannel,
  type DeviceView,
  isDeviceChannel,
  MAX_DEVICES_PER_MEMBER,
  toDeviceView,
} from './devices/device-channel.js';
export * from './devices/device-label.js';
export * from './devices/push-key-pair.js';
export * from './devices/push-subscription-input.js';
export * from './devices/web-push-payload.js';

// Finding subscriptions in bank exports: statements, detection, matches and alerts (D56)
export * from './discovery/bank-transaction.js';
export * from './discovery/discover-subscriptions.js';
export * from './discovery/discovery.js';
export * from './discovery/discovery-query.js';
export * from './discovery/dismissal.js';
export * from './discovery/invalid-statement.js';
export * from './discovery/normalize-counterparty.js';
export * from './discovery/not-a-subscription.js';

// Exchange rates and home-currency estimates: which rate applies, exact conversion, rate files (D52)
export * from './exchange-rates/choose-rate.js';
export * from './exchange-rates/converted-spend.js';
export * from './exchange-rates/currency-settings.js';
export * from './exchange-rates/estimate.js';
export * from './exchange-rates/exchange-rate.js';
export * from './exchange-rates/no-estimate-currency.js';
export * from './exchange-rates/parse-exchange-rate.js';
export * from './exchange-rates/prepare-rate-import.js';
export * from './exchange-rates/rate-book.js';
export * from './exchange-rates/rate-queries.js';
export * from './exchange-rates/rate-text.js';
export * from './exchange-rates/unreadable-rate-file.js';

// Idempotency keys: the key, the stored answer and the request's claim and replay (D31)
export * from './idempotency/idempotency-key.js';
export * from './idempotency/idempotency-record.js';
export * from './idempotency/idempotent-request.js';

// API keys: their text, labels, scopes and last use (D2)
export * from './keys/api-key.js';
export * from './keys/api-key-errors.js';
export * from './keys/api-key-label.js';
export * from './keys/api-key-text.js';
export * from './keys/api-key-use-recorder.js';
export * from './keys/bearer-token.js';
export * from './keys/deferred-key-check.js';
export * from './keys/require-write-scope.js';

// Request quotas and failure throttles: their in-memory stores and shared state (D20, D21)
export * from './limits/account-quota-key.js';
export * from './limits/composed-api-request-admission.js';
export * from './limits/in-memory-failure-throttle-store.js';
export * from './limits/in-memory-request-quota-store.js';
export * from './limits/throttle-state.js';

// Logos: the images owners upload, their limits, kinds, ETags and refusals
export * from './logos/already-encoded.js';
export * from './logos/exported-logo.js';
export * from './logos/logo.js';
export * from './logos/logo-errors.js';
export * from './logos/logo-etag.js';
export * from './logos/logo-format.js';

// Members, roles and sign-in methods (D45, D46)
export * from './members/identity.js';
export * from './members/identity-already-bound.js';
export * from './members/identity-summary.js';
export * from './members/invitation.js';
export * from './members/invitation-summary.js';
export * from './members/member.js';
export { insufficientRole, keepAnOwner, memberNotFound } from './members/member-access.js';
export * from './members/member-preferences.js';
export * from './members/passkey.js';
export * from './members/sign-in-challenge.js';
export * from './members/sign-in-challenges.js';
export { invitationInvalid } from './members/take-invitation.js';

// Notification settings: the record, its presenter and patch checks (D16)
export * from './notifications/notification-settings.js';
export * from './notifications/notification-settings-not-found.js';
export * from './notifications/present.js';
export * from './notifications/validate-settings-patch.js';

// Owner logins, web sessions and sign-in links: their rules and records (D28, D29)
export * from './owners/email-rules.js';
export * from './owners/owner-email-taken.js';
export * from './owners/password-rules.js';
export * from './owners/secret-token.js';
export * from './owners/session-expiry.js';
export * from './owners/sign-in-link-invalid.js';
export * from './owners/sign-in-records.js';
export type { StartedWebSession } from './owners/start-web-session.js';

// Pacing: work that grows with an account runs in slices, other requests between them (D48)
export * from './pacing/index.js';

// Payments: the history a subscription's renewals write, its checks and presenter (D40)
export * from './payments/parse-charges-body.js';
export * from './payments/parse-payment-request.js';
export * from './payments/payment.js';
export * from './payments/payment-not-found.js';
export * from './payments/plan-charges.js';
export * from './payments/present.js';

// Ports: the stores, services and unit of work an adapter implements, and `portsInTransaction`
export * from './ports/account-store.js';
export * from './ports/api-key-store.js';
export * from './ports/api-request-admission.js';
export * from './ports/audit-log.js';
export * from './ports/calendar-feed-store.js';
export * from './ports/channel-sender.js';
export * from './ports/channel-store.js';
export * from './ports/clock.js';
export * from './ports/counterparty-dismissal-store.js';
export * from './ports/currency-settings-store.js';
export * from './ports/exchange-rate-store.js';
export * from './ports/failure-throttle-store.js';
export * from './ports/id-generator.js';
export * from './ports/idempotency-store.js';
export * from './ports/identity-store.js';
export * from './ports/invitation-store.js';
export * from './ports/logo-encoder.js';
export * from './ports/logo-store.js';
export * from './ports/member-store.js';
export * from './ports/notification-settings-store.js';
export * from './ports/passkey-store.js';
export * from './ports/password-hasher.js';
export * from './ports/payment-repository.js';
export * from './ports/ports.js';
export * from './ports/ports-in-transaction.js';
export * from './ports/push-key-store.js';
export * from './ports/random-source.js';
export * from './ports/reminder-delivery-log.js';
export * from './ports/request-quota-store.js';
export * from './ports/sign-in-challenge-store.js';
export * from './ports/sign-in-link-store.js';
export * from './ports/storage-ports.js';
export * from './ports/subscription-repository.js';
export * from './ports/unit-of-work.js';
export * from './ports/web-session-store.js';
export * from './ports/work-pacer.js';

// Reminders: which pushes are due, their text and retry back-off (D16)
export * from './reminders/index.js';

// Serial storage: asynchronous ports on a store that answers at once (in-memory, better-sqlite3; D43)
export * from './serial-storage/index.js';

// Shared rules: calendar dates, "today" in a zone, text, errors and pages
export * from './shared/calendar-date.js';
export * from './shared/domain-error.js';
export * from './shared/page.js';
// The query parameter rules of the list and analytics endpoints (the HTTP layer documents
// them) and the page size bounds the MCP tools describe
export { DEFAULT_LIMIT, MAX_LIMIT, MIN_LIMIT, type QueryParamRule } from './shared/query-params.js';
export * from './shared/schema-too-new.js';
export * from './shared/storage-unavailable.js';
export * from './shared/text.js';
export * from './shared/today.js';
// The hint and schema types of SUBSCRIPTION_FIELD_RULES (the helpers stay internal)
export type { AnySchema, FieldHint } from './shared/validation-errors.js';

// Subscriptions: the record, billing dates, status, validation of input and presenter
export * from './subscriptions/billing-dates.js';
export * from './subscriptions/billing-dates-between.js';
export * from './subscriptions/billing-field-rules.js';
export * from './subscriptions/ends-on.js';
export * from './subscriptions/list-query.js';
export * from './subscriptions/present.js';
export type { Schedule } from './subscriptions/resolve-schedule.js';
export * from './subscriptions/resolve-subscription.js';
export * from './subscriptions/roll-subscription.js';
export * from './subscriptions/started-on.js';
export * from './subscriptions/status.js';
export * from './subscriptions/subscription.js';
export * from './subscriptions/subscription-field-rules.js';
export * from './subscriptions/subscription-id.js';
export * from './subscriptions/subscription-input.js';
export * from './subscriptions/subscription-not-found.js';
export * from './subscriptions/validate-create.js';
export * from './subscriptions/validate-patch.js';

// Use cases: one `async` function a file, called first with the `Ports` it uses (or all of them)
export * from './use-cases/add-channel.js';
export * from './use-cases/add-passkey.js';
export * from './use-cases/add-push-device.js';
export * from './use-cases/add-suggestion.js';
export * from './use-cases/admit-api-request.js';
export * from './use-cases/authenticate-api-key.js';
export * from './use-cases/bind-identity.js';
export * from './use-cases/change-member-password.js';
export * from './use-cases/change-member-role.js';
export * from './use-cases/complete-passkey-sign-in.js';
export * from './use-cases/configure-notifications.js';
export * from './use-cases/create-account.js';
export * from './use-cases/create-api-key.js';
export * from './use-cases/create-calendar-feed.js';
export * from './use-cases/create-sign-in-link.js';
export * from './use-cases/create-subscription.js';
export * from './use-cases/create-subscription-with-logo.js';
export * from './use-cases/delete-subscription.js';
export * from './use-cases/discover-from-statement.js';
export * from './use-cases/dismiss-counterparty.js';
export * from './use-cases/export-subscriptions.js';
export * from './use-cases/find-invitation.js';
export * from './use-cases/find-passkey-for-sign-in.js';
export * from './use-cases/get-converted-spend.js';
export * from './use-cases/get-currency-estimate.js';
export * from './use-cases/get-currency-settings.js';
export * from './use-cases/get-dashboard-overview.js';
export * from './use-cases/get-duplicate-groups.js';
export * from './use-cases/get-logo.js';
export * from './use-cases/get-notification-settings.js';
export * from './use-cases/get-optimizations.js';
export * from './use-cases/get-push-endpoint-summary.js';
export * from './use-cases/get-push-key-pair.js';
export * from './use-cases/get-push-public-key.js';
export * from './use-cases/get-spend-over-time.js';
export * from './use-cases/get-spend-summary.js';
export * from './use-cases/get-subscription.js';
export * from './use-cases/has-calendar-feed.js';
export * from './use-cases/import-exchange-rates.js';
export * from './use-cases/import-reference-rates.js';
export * from './use-cases/import-subscriptions.js';
export * from './use-cases/invite-member.js';
export * from './use-cases/join-with-identity.js';
export * from './use-cases/join-with-password.js';
export * from './use-cases/list-api-keys.js';
export * from './use-cases/list-audit-events.js';
export * from './use-cases/list-billing-events.js';
export * from './use-cases/list-channels.js';
export * from './use-cases/list-dismissals.js';
export * from './use-cases/list-exchange-rates.js';
export * from './use-cases/list-identities.js';
export * from './use-cases/list-invitations.js';
export * from './use-cases/list-latest-exchange-rates.js';
export * from './use-cases/list-member-leftovers.js';
export * from './use-cases/list-members.js';
export * from './use-cases/list-passkeys.js';
export * from './use-cases/list-payments.js';
export * from './use-cases/list-push-devices.js';
export * from './use-cases/list-subscriptions.js';
export * from './use-cases/list-web-sessions.js';
export * from './use-cases/prepare-import.js';
export * from './use-cases/put-exchange-rate.js';
export * from './use-cases/read-calendar-feed.js';
export * from './use-cases/record-charges.js';
export * from './use-cases/redeem-sign-in-link.js';
export * from './use-cases/remove-channel.js';
export * from './use-cases/remove-logo.js';
export * from './use-cases/remove-member.js';
export * from './use-cases/remove-passkey.js';
export * from './use-cases/remove-push-device.js';
export * from './use-cases/resume-web-session.js';
export * from './use-cases/revoke-api-key.js';
export * from './use-cases/revoke-calendar-feed.js';
export * from './use-cases/revoke-invitation.js';
export * from './use-cases/roll-forward-account.js';
export * from './use-cases/roll-forward-all-accounts.js';
export * from './use-cases/run-reminder-check.js';
export * from './use-cases/save-member-preferences.js';
export * from './use-cases/send-test-message.js';
export * from './use-cases/send-test-to-device.js';
export * from './use-cases/set-channel-enabled.js';
export * from './use-cases/set-logo.js';
export * from './use-cases/set-member-email.js';
export * from './use-cases/set-owner-email.js';
export * from './use-cases/set-owner-password.js';
export * from './use-cases/sign-in-link-works.js';
export * from './use-cases/sign-in-with-identity.js';
export * from './use-cases/sign-in-with-password.js';
export * from './use-cases/sign-out-other-sessions.js';
export * from './use-cases/sign-out-web-session.js';
export * from './use-cases/today-for-account.js';
export * from './use-cases/update-currency-settings.js';
export * from './use-cases/update-notification-settings.js';
export * from './use-cases/update-payment.js';
export * from './use-cases/update-subscription.js';
export * from './use-cases/update-subscription-with-logo.js';
