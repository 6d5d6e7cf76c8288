import { validate } from 'uuid';
import * as v from 'valibot';
import type { PaymentListQuery } from '../ports/payment-repository.js';
import { DomainError } from '../shared/domain-error.js';
import {
  DEFAULT_LIMIT,
  dateParam,
  PAGINATION_PARAMS,
  parseQueryRules,
  type QueryParamRule,
  readQueryParams,
} from '../shared/query-params.js';
import {
  hasField,
  parseField,
  rejectUnwritableKeys,
  requireJsonObject,
} from '../shared/validation-errors.js';
import { AMOUNT_FIX, amountSchema } from '../subscriptions/field-schemas.js';
import type { RawQuery } from '../subscriptions/subscription-input.js';
import { PAYMENT_STATUSES, type PaymentStatus, WRITABLE_PAYMENT_FIELDS } from './payment.js';

/** The query parameters of `GET /api/v1/subscriptions/{id}/payments`, in checking order. */
export const PAYMENT_LIST_QUERY: readonly QueryParamRule[] = [
  ...PAGINATION_PARAMS,
  dateParam('from', 'Only payments due on or after this date (inclusive).'),
  dateParam('to', 'Only payments due on or before this date (inclusive).'),
];

/** Fields the server manages; sending one is `invalid_payment_field`. */
export const SERVER_MANAGED_PAYMENT_FIELDS = [
  'id',
  'subscriptionId',
  'dueOn',
  'currency',
  'source',
  'createdAt',
  'updatedAt',
] as const;

/** A validated payment PATCH: at least one of the two. */
export interface PaymentPatchInput {
  amountMinor?: number;
  status?: PaymentStatus;
}

/**
 * Checks a payment id from a path like a subscription id (any UUID, lower-cased);
 * anything else is `invalid_payment_id`.
 *
 * @example
 * parsePaymentId('0190F0E2-7C3B-7D6A-9A4B-2F1E0D9C8B7A'); // '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a'
 */
export function parsePaymentId(raw: string): string {
  if (validate(raw)) return raw.toLowerCase();
  throw new DomainError('invalid_payment_id', 'The payment id is not a valid UUID.', {
    field: 'paymentId',
    suggestedFix:
      'Use the id of a payment from GET /api/v1/subscriptions/{id}/payments, e.g. 0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a.',
  });
}

/**
 * The payments list query: `limit`/`offset` as every list (`invalid_pagination`),
 * `from` and `to` real dates (both inclusive, `to` not before `from`), anything else
 * `invalid_query` naming the parameter.
 *
 * @example
 * parsePaymentListQuery({ from: '2026-01-01', limit: '10' });
 * // { limit: 10, offset: 0, filters: { from: '2026-01-01' } }
 */
export function parsePaymentListQuery(raw: RawQuery): PaymentListQuery {
  const params = readQueryParams(
    raw,
    PAYMENT_LIST_QUERY.map((rule) => rule.name),
  );
  const parsed = parseQueryRules(params, PAYMENT_LIST_QUERY);
  const { limit = DEFAULT_LIMIT, offset = 0 } = parsed as { limit?: number; offset?: number };
  const { from, to } = parsed as { from?: string; to?: string };
  if (from !== undefined && to !== undefined && to < from) {
    throw new DomainError('invalid_query', `to (${to}) is before from (${from}).`, {
      field: 'to',
      suggestedFix: 'Send a to on or after from; both dates are included.',
    });
  }
  return {
    limit,
    offset,
    filters: { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) },
  };
}

/**
 * The schemas of a payment's writable fields, by field; the checks of a PATCH and the
 * API reference are made from them.
 */
export const PAYMENT_FIELD_SCHEMAS = {
  amount: amountSchema(
    'amount',
    'Major currency units, at most 2 decimals; a JSON number, never a string. The amount in force on dueOn, or as changed since.',
  ),
  status: v.pipe(
    v.picklist(PAYMENT_STATUSES, `status must be one of ${PAYMENT_STATUSES.join(', ')}.`),
    v.description('paid, or skipped for a renewal that was not paid.'),
  ),
} as const;

const statusHint = {
  suggestedFix: 'Send "paid", or "skipped" for a payment that was not made.',
  allowedValues: PAYMENT_STATUSES,
};

/**
 * A payment PATCH in D11's order: `invalid_json` (not a JSON object) ->
 * `invalid_payment_field` (any key but `amount` and `status`, with `writableFields`) ->
 * `empty_patch` -> `invalid_payment` (amount as a subscription's, D10; status `paid` or
 * `skipped`), first failure wins.
 *
 * @example
 * parsePaymentPatchBody({ amount: 17.5 }); // { amountMinor: 1750 }
 * parsePaymentPatchBody({ status: 'late' }); // throws invalid_payment, field "status"
 */
export function parsePaymentPatchBody(body: unknown): PaymentPatchInput {
  const object = requireJsonObject(body);
  rejectUnwritableKeys(
    object,
    WRITABLE_PAYMENT_FIELDS,
    'invalid_payment_field',
    SERVER_MANAGED_PAYMENT_FIELDS,
  );
  if (Object.keys(object).length === 0) {
    throw new DomainError('empty_patch', 'The PATCH body contains no field to change.', {
      suggestedFix: 'Send amount and/or status, e.g. {"status": "skipped"}.',
    });
  }
  const patch: PaymentPatchInput = {};
  for (const field of WRITABLE_PAYMENT_FIELDS) {
    if (!hasField(object, field)) continue;
    if (field === 'amount') {
      patch.amountMinor = parseField(
        PAYMENT_FIELD_SCHEMAS.amount,
        object.amount,
        'invalid_payment',
        'amount',
        { suggestedFix: AMOUNT_FIX },
      );
    } else {
      patch.status = parseField(
        PAYMENT_FIELD_SCHEMAS.status,
        object.status,
        'invalid_payment',
        'status',
        statusHint,
      );
    }
  }
  return patch;
}
