import * as v from 'valibot';
import type { CalendarDate } from '../shared/calendar-date.js';
import { DomainError } from '../shared/domain-error.js';
import {
  parseField,
  rejectUnwritableKeys,
  requireJsonObject,
} from '../shared/validation-errors.js';
import { AMOUNT_FIX, amountSchema, dateSchema } from '../subscriptions/field-schemas.js';
import { CHARGE_SOURCES, type ChargeSource } from './payment.js';

/** The most charges one request records (some twenty years of a monthly plan). */
export const MAX_RECORDED_CHARGES = 240;

/** One charge to record: the renewal date it paid (or the day it was booked) and what was paid. */
export interface ChargeInput {
  dueOn: CalendarDate;
  /** Integer hundredths of the major unit, as charged. */
  amountMinor: number;
}

/** A validated body of `POST /api/v1/subscriptions/{id}/payments`. */
export interface RecordChargesInput {
  source: ChargeSource;
  payments: ChargeInput[];
}

const BODY_FIELDS = ['source', 'payments'] as const;
const CHARGE_FIELDS = ['dueOn', 'amount'] as const;

/**
 * The schemas of the body's fields, by field: the checks below and the API reference are
 * made from them.
 */
export const RECORD_CHARGES_SCHEMAS = {
  source: v.pipe(
    v.picklist(CHARGE_SOURCES, `source must be one of ${CHARGE_SOURCES.join(', ')}.`),
    v.description('bank: charges from a bank statement; manual: payments recorded by hand.'),
  ),
  dueOn: dateSchema('dueOn', {
    description:
      'The renewal date the charge paid, or the day the bank booked it: a date up to 3 days from a renewal date (7 for a yearly plan) counts for that renewal. Not after today.',
  }),
  amount: amountSchema('amount', 'What was charged, in major units; at most 2 decimals.'),
} as const;

const chargesSchema = v.pipe(
  v.array(v.unknown(), 'payments must be an array of {dueOn, amount}.'),
  v.minLength(1, 'payments must hold at least one charge.'),
  v.maxLength(
    MAX_RECORDED_CHARGES,
    `payments holds at most ${MAX_RECORDED_CHARGES} charges in one request.`,
  ),
);

const PAYMENTS_FIX = `Send payments as an array of 1 to ${MAX_RECORDED_CHARGES} objects {"dueOn": "YYYY-MM-DD", "amount": 17.99}.`;

function parseCharge(raw: unknown, index: number): ChargeInput {
  const at = `payments[${index}]`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new DomainError('invalid_payment', `${at} must be an object {dueOn, amount}.`, {
      field: at,
      suggestedFix: PAYMENTS_FIX,
    });
  }
  const charge = raw as Record<string, unknown>;
  for (const key of Object.keys(charge)) {
    if ((CHARGE_FIELDS as readonly string[]).includes(key)) continue;
    throw new DomainError('invalid_payment_field', `"${key}" cannot be written in ${at}.`, {
      field: `${at}.${key}`,
      suggestedFix: `Remove "${key}"; a charge holds only dueOn and amount.`,
      writableFields: [...CHARGE_FIELDS],
    });
  }
  const dueOn = parseField(
    RECORD_CHARGES_SCHEMAS.dueOn,
    charge.dueOn,
    'invalid_payment',
    `${at}.dueOn`,
    {
      suggestedFix: 'Send the renewal date the charge paid, or its booking date, as YYYY-MM-DD.',
    },
  );
  const amountMinor = parseField(
    RECORD_CHARGES_SCHEMAS.amount,
    charge.amount,
    'invalid_payment',
    `${at}.amount`,
    { suggestedFix: AMOUNT_FIX },
  );
  return { dueOn, amountMinor };
}

/**
 * The body that records charges as paid payments, checked in D11's order:
 * `invalid_json` (not a JSON object) -> `invalid_payment_field` (a key other than `source`
 * and `payments`, or than `dueOn` and `amount` in a charge, with `writableFields`) ->
 * `invalid_payment` naming the field (`source`, `payments`, `payments[2].amount`); the
 * first failure wins.
 *
 * @example
 * parseRecordChargesBody({ source: 'bank', payments: [{ dueOn: '2026-11-05', amount: 17.99 }] });
 * // { source: 'bank', payments: [{ dueOn: '2026-11-05', amountMinor: 1799 }] }
 */
export function parseRecordChargesBody(body: unknown): RecordChargesInput {
  const object = requireJsonObject(body);
  rejectUnwritableKeys(object, BODY_FIELDS, 'invalid_payment_field');
  const source = parseField(
    RECORD_CHARGES_SCHEMAS.source,
    object.source,
    'invalid_payment',
    'source',
    {
      suggestedFix: 'Send "bank" for charges from a bank statement, or "manual".',
      allowedValues: CHARGE_SOURCES,
    },
  );
  const raw = parseField(chargesSchema, object.payments, 'invalid_payment', 'payments', {
    suggestedFix: PAYMENTS_FIX,
  });
  return { source, payments: raw.map(parseCharge) };
}
