/**
 * `@subtrack/domain`: the rules of subtrack behind ports, for an HTTP layer, a CLI or any
 * embedding app. The rules are synchronous functions free of I/O; the use cases are
 * `async` functions over asynchronous ports (D43): give them a `Ports` object (SQLite
 * adapter, your own store, or `createInMemoryPorts` from `@subtrack/domain/testing`).
 *
 * @packageDocumentation
 * @module @subtrack/domain
 */

// Records, API resources and their constants
export * from './accounts/account.js';
export * from './accounts/account-limits.js';
// Parsing: schema validation before any state is touched (D11, D12, D17, D20)
export * from './analytics/analytics-query.js';
// Analytics
export * from './analytics/duplicates.js';
// Dates, text and money
export * from './analytics/money.js';
export * from './analytics/optimizations.js';
export * from './analytics/subscription-fold.js';
export * from './analytics/summary.js';
export * from './audit/actor.js';
export * from './audit/audit-query.js';
export * from './audit/audit-record.js';
// Rules and presenters
export * from './audit/diff.js';
export * from './audit/present.js';
// Data in and out (D33, D34)
export * from './calendar/calendar-event.js';
export * from './calendar/feed-events.js';
export * from './calendar/feed-token.js';
export * from './calendar/ics-text.js';
export * from './calendar/render-ics.js';
// Notification channels (D35)
export * from './channels/channel.js';
export * from './channels/header-value.js';
export * from './channels/parse-channel-input.js';
export * from './channels/present-channel.js';
// D32: conditional requests
export * from './conditional/etag.js';
export * from './data-io/data-io-query.js';
export * from './data-io/import-file.js';
export * from './data-io/import-result.js';
export * from './data-io/invalid-import.js';
export * from './data-io/subscription-export.js';
export * from './data-io/validate-import-rows.js';
// D31: idempotency keys
export * from './idempotency/idempotency-key.js';
export * from './idempotency/idempotency-record.js';
export * from './keys/api-key.js';
export * from './keys/api-key-label.js';
export * from './keys/api-key-text.js';
export * from './keys/api-key-use-recorder.js';
export * from './limits/in-memory-failure-throttle-store.js';
export * from './limits/in-memory-request-quota-store.js';
export * from './limits/throttle-state.js';
export * from './notifications/notification-settings.js';
export * from './notifications/present.js';
export * from './notifications/validate-settings-patch.js';
// Owner logins and web sessions (D28, D29)
export * from './owners/email-rules.js';
export * from './owners/owner-audit.js';
export * from './owners/owner-login.js';
export * from './owners/password-rules.js';
export * from './owners/secret-token.js';
// Ports
export * from './ports/account-store.js';
export * from './ports/api-key-store.js';
export * from './ports/audit-log.js';
export * from './ports/calendar-feed-store.js';
export * from './ports/channel-sender.js';
export * from './ports/channel-store.js';
export * from './ports/clock.js';
export * from './ports/failure-throttle-store.js';
export * from './ports/id-generator.js';
export * from './ports/idempotency-store.js';
export * from './ports/notification-settings-store.js';
export * from './ports/owner-login-store.js';
export * from './ports/password-hasher.js';
export * from './ports/ports.js';
export * from './ports/random-source.js';
export * from './ports/reminder-delivery-log.js';
export * from './ports/request-quota-store.js';
export * from './ports/sign-in-link-store.js';
export * from './ports/storage-ports.js';
export * from './ports/subscription-repository.js';
export * from './ports/unit-of-work.js';
export * from './ports/web-session-store.js';
// Reminders (D16): which pushes are due, their text and retry back-off
export * from './reminders/index.js';
// D43: asynchronous ports on a store that answers at once (in-memory, better-sqlite3)
export * from './serial-storage/index.js';
export * from './shared/calendar-date.js';
// Errors
export * from './shared/domain-error.js';
export * from './shared/page.js';
export { DEFAULT_LIMIT, MAX_LIMIT, MIN_LIMIT } from './shared/query-params.js';
export * from './shared/storage-unavailable.js';
export * from './shared/text.js';
export * from './shared/today.js';
// The hint and schema types of SUBSCRIPTION_FIELD_RULES (the helpers stay internal)
export type { AnySchema, FieldHint } from './shared/validation-errors.js';
export * from './subscriptions/billing-dates.js';
export * from './subscriptions/billing-dates-between.js';
export * from './subscriptions/list-query.js';
export * from './subscriptions/present.js';
export * from './subscriptions/resolve-subscription.js';
export * from './subscriptions/status.js';
export * from './subscriptions/subscription.js';
export * from './subscriptions/subscription-field-rules.js';
export * from './subscriptions/subscription-id.js';
export * from './subscriptions/subscription-input.js';
export * from './subscriptions/validate-create.js';
export * from './subscriptions/validate-patch.js';

// Use cases
export * from './use-cases/add-channel.js';
export * from './use-cases/authenticate-api-key.js';
export * from './use-cases/calendar-feed.js';
export * from './use-cases/change-owner-password.js';
export * from './use-cases/configure-notifications.js';
export * from './use-cases/context.js';
export * from './use-cases/create-account.js';
export * from './use-cases/create-api-key.js';
export * from './use-cases/create-sign-in-link.js';
export * from './use-cases/create-subscription.js';
export * from './use-cases/default-bark-channel.js';
export * from './use-cases/delete-subscription.js';
export * from './use-cases/export-subscriptions.js';
export * from './use-cases/find-channel.js';
export * from './use-cases/get-dashboard-overview.js';
export * from './use-cases/get-duplicate-groups.js';
export * from './use-cases/get-notification-settings.js';
export * from './use-cases/get-optimizations.js';
export * from './use-cases/get-push-endpoint-summary.js';
export * from './use-cases/get-spend-summary.js';
export * from './use-cases/get-subscription.js';
export * from './use-cases/idempotent-request.js';
export * from './use-cases/import-subscriptions.js';
export * from './use-cases/list-api-keys.js';
export * from './use-cases/list-audit-events.js';
export * from './use-cases/list-billing-events.js';
export * from './use-cases/list-channels.js';
export * from './use-cases/list-subscriptions.js';
export * from './use-cases/list-web-sessions.js';
export * from './use-cases/ports-in-transaction.js';
export * from './use-cases/redeem-sign-in-link.js';
export * from './use-cases/remove-channel.js';
export * from './use-cases/require-write-scope.js';
export * from './use-cases/resume-web-session.js';
export * from './use-cases/revoke-api-key.js';
export * from './use-cases/roll-forward-account.js';
export * from './use-cases/roll-forward-all-accounts.js';
export * from './use-cases/run-reminder-check.js';
export * from './use-cases/send-test-message.js';
export * from './use-cases/set-channel-enabled.js';
export * from './use-cases/set-owner-email.js';
export * from './use-cases/set-owner-password.js';
export * from './use-cases/sign-in-with-password.js';
export * from './use-cases/sign-out.js';
export * from './use-cases/start-web-session.js';
export * from './use-cases/today-for-account.js';
export * from './use-cases/update-notification-settings.js';
export * from './use-cases/update-subscription.js';
