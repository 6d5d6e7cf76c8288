import {
  authenticationRequired,
  counterpartyOf,
  DEFAULT_ACCOUNT_LIMITS,
  type DomainError,
  idempotencyKeyInUse,
  idempotencyKeyReused,
  invalidApiKey,
  invalidImportRows,
  invalidLogo,
  logoNotFound,
  notificationSettingsNotFound,
  PreconditionFailedError,
  parseCreateSubscriptionBody,
  parseCurrencySettingsBody,
  parseExchangeRatePut,
  parseIdempotencyKey,
  parseNotificationSettingsPatch,
  parsePaymentId,
  parsePaymentPatchBody,
  parseSubscriptionId,
  parseSubscriptionListQuery,
  parseSubscriptionPatchBody,
  paymentNotFound,
  requireWriteScope,
  StorageUnavailableError,
  subscriptionLimitReached,
  subscriptionNotFound,
  unmappedColumns,
} from '@subtrack/domain';
import type { DocumentedErrorCode } from '../error-mapping.js';
import { CLIENT_ERROR_ANSWERS } from '../http-server.js';
import { INTERNAL_ERROR } from '../middleware/error-handler.js';
import { quotaExceeded } from '../rate-limit/quota-rules.js';
import { payloadTooLarge } from '../request/read-bytes.js';
import { notValidJson } from '../request/read-json-body.js';
import type { JsonValue } from '../routes/json-schema.js';
import type { Route, RouteRequest } from '../routes/route.js';
import { methodNotAllowed, notFound } from '../routes/unrouted.js';
import { NETFLIX, NETFLIX_ID, NOVEMBER_PAYMENT_ID } from './example-requests.js';

/** Codes of the command line and the web pages, never answered by the API. */
type NotAnApiAnswer =
  | 'invalid_api_key_label'
  | 'account_not_found'
  | 'invalid_owner_login'
  | 'sign_in_link_invalid'
  // D45, D46: the web's members and sign-in methods
  | 'invalid_member'
  | 'member_not_found'
  | 'insufficient_role'
  | 'last_owner'
  | 'invitation_invalid'
  | 'identity_already_bound'
  | 'invalid_passkey'
  | 'passkey_not_found'
  // D50: answered at /mcp, which the document does not describe
  | 'origin_not_allowed';

/** The `error` object of an answer, as a client reads it. */
type ErrorBody = { code: string; message: string } & { [key: string]: JsonValue };

/** The error a domain rule or a middleware throws for `run`'s bad input. */
function thrown(run: () => unknown): DomainError;
function thrown(run: () => unknown, required: false): DomainError | undefined;
function thrown(run: () => unknown, required = true): DomainError | undefined {
  try {
    run();
  } catch (error) {
    return error as DomainError;
  }
  if (required) throw new Error(`${run} threw nothing`);
  return undefined;
}

const badAmount = () => thrown(() => parseCreateSubscriptionBody({ ...NETFLIX, amount: -1 }));
const withoutCode = ({ code, message }: { code: string; message: string }) => ({ code, message });

/**
 * Each code's example answer, made by the code that answers it (the domain's rules and
 * error factories, the app's middlewares), so the message a reader sees in the document is
 * the one the server sends.
 */
const EXAMPLES: Record<
  Exclude<DocumentedErrorCode, NotAnApiAnswer>,
  () => DomainError | ErrorBody
> = {
  invalid_json: notValidJson,
  invalid_subscription: badAmount,
  invalid_subscription_field: () =>
    thrown(() => parseCreateSubscriptionBody({ ...NETFLIX, id: NETFLIX_ID })),
  invalid_subscription_id: () => thrown(() => parseSubscriptionId('netflix')),
  invalid_pagination: () => thrown(() => parseSubscriptionListQuery({ limit: '500' })),
  invalid_query: () => thrown(() => parseSubscriptionListQuery({ colour: 'red' })),
  empty_patch: () => thrown(() => parseSubscriptionPatchBody({})),
  invalid_import: () => {
    const { message, details } = badAmount();
    return invalidImportRows([{ row: 2, field: 'amount', message, ...details }]);
  },
  invalid_statement: () =>
    unmappedColumns(['Datum', 'Text', 'Wert'], 'amount', 'No column holds the amounts.'),
  // D52: a typed rate and the home currency setting.
  invalid_exchange_rate: () =>
    thrown(() => parseExchangeRatePut({ date: '2026-11-20', from: 'USD', to: 'EUR' }, { rate: 0 })),
  invalid_currency_settings: () => thrown(() => parseCurrencySettingsBody({ homeCurrency: 'eur' })),
  invalid_counterparty: () => thrown(() => counterpartyOf('4711 0815')),
  invalid_notification_settings: () =>
    thrown(() => parseNotificationSettingsPatch({ daysBefore: 5 })),
  invalid_notification_settings_field: () =>
    thrown(() => parseNotificationSettingsPatch({ pushUrl: 'https://ntfy.sh/mine' })),
  authentication_required: authenticationRequired,
  invalid_api_key: invalidApiKey,
  insufficient_scope: () =>
    thrown(() => requireWriteScope({ accountId: 'a', apiKeyId: 'k', scope: 'read' })),
  subscription_not_found: () => subscriptionNotFound(NETFLIX_ID),
  notification_settings_not_found: notificationSettingsNotFound,
  // D40: a subscription's payments.
  invalid_payment: () => thrown(() => parsePaymentPatchBody({ status: 'late' })),
  invalid_payment_field: () => thrown(() => parsePaymentPatchBody({ dueOn: '2026-11-05' })),
  invalid_payment_id: () => thrown(() => parsePaymentId('november')),
  payment_not_found: () => paymentNotFound(NETFLIX_ID, NOVEMBER_PAYMENT_ID),
  // D53: logos.
  invalid_logo: () => invalidLogo('the file ends before its image does, or is damaged (truncated)'),
  logo_not_found: () => logoNotFound(NETFLIX_ID),
  not_found: notFound,
  method_not_allowed: () => methodNotAllowed('PUT', ['GET', 'HEAD', 'POST', 'OPTIONS']),
  payload_too_large: () => payloadTooLarge(),
  rate_limit_exceeded: quotaExceeded,
  internal_error: () => INTERNAL_ERROR,
  service_unavailable: () => new StorageUnavailableError('busy'),
  invalid_idempotency_key: () => thrown(() => parseIdempotencyKey('')),
  idempotency_key_in_use: idempotencyKeyInUse,
  idempotency_key_reused: idempotencyKeyReused,
  precondition_failed: () => new PreconditionFailedError('"7"'),
  subscription_limit_reached: () => {
    const limit = DEFAULT_ACCOUNT_LIMITS.maxSubscriptionsPerAccount;
    return subscriptionLimitReached(limit, limit);
  },
  bad_request: () => withoutCode(CLIENT_ERROR_ANSWERS.badHttp),
  request_timeout: () => withoutCode(CLIENT_ERROR_ANSWERS.timeout),
  request_header_too_large: () => withoutCode(CLIENT_ERROR_ANSWERS.headerOverflow),
};

// What a route's own `parse` is given to show its wording of these codes: an unknown query
// parameter, an empty body, an id that is not one (over a request that is otherwise fine).
const ASKED_OF_THE_ROUTE: Partial<Record<DocumentedErrorCode, Partial<RouteRequest>>> = {
  invalid_query: { query: { colour: 'red' } },
  empty_patch: { body: {} },
  invalid_subscription_id: { params: { id: 'netflix', paymentId: NOVEMBER_PAYMENT_ID } },
  invalid_payment_id: { params: { id: NETFLIX_ID, paymentId: 'november' } },
};

/** What `route` itself answers for `code`, when its own parser words it. */
function askRoute(route: Route | undefined, code: DocumentedErrorCode): DomainError | undefined {
  const asked = ASKED_OF_THE_ROUTE[code];
  if (route?.kind !== 'api' || asked === undefined) return undefined;
  const request: RouteRequest = {
    params: { id: NETFLIX_ID, paymentId: NOVEMBER_PAYMENT_ID },
    query: {},
    body: {},
    ...asked,
  };
  const error = thrown(() => route.parse(request), false);
  return error?.code === code ? error : undefined;
}

/**
 * The `error` object the server answers for `code` (on `route`, when its own parser words
 * the code), as the document shows it.
 */
export function errorExample(code: DocumentedErrorCode, route?: Route): ErrorBody {
  const own = askRoute(route, code);
  if (own) return own.toJSON() as ErrorBody;
  const make = (EXAMPLES as Partial<Record<DocumentedErrorCode, () => DomainError | ErrorBody>>)[
    code
  ];
  if (!make) throw new Error(`${code} is not an answer of the API`);
  const made = make();
  const body = (made instanceof Error ? made.toJSON() : made) as ErrorBody;
  if (body.code !== code) throw new Error(`the example of ${code} answers ${body.code}`);
  return body;
}
