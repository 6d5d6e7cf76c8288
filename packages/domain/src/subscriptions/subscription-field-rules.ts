import * as v from 'valibot';
import { hasVisibleCharacter } from '../shared/text.js';
import type { AnySchema, FieldHint } from '../shared/validation-errors.js';
import { BILLING_FIELD_RULES } from './billing-field-rules.js';
import { AMOUNT_FIX, amountSchema, dateSchema } from './field-schemas.js';
import {
  CURRENCIES,
  PERIODS,
  SUBSCRIPTION_STATUSES,
  type WritableSubscriptionField,
} from './subscription.js';
import type { SubscriptionPatchInput } from './subscription-input.js';

/** The longest name and category, in Unicode code points after trimming. */
export const MAX_NAME_LENGTH = 120;
export const MAX_CATEGORY_LENGTH = 80;
export { MAX_AMOUNT } from './field-schemas.js';
/** The longest custom period in days. */
export const MAX_CUSTOM_DAYS = 3650;

const CONTROL_CHARACTER = /\p{Cc}/u;
// In `u` mode a surrogate pair is one code point, so this finds only unpaired halves: text
// that UTF-8 (and so SQLite) cannot store and would come back as U+FFFD (issue 8 fuzzing).
const LONE_SURROGATE = /\p{Cs}/u;
const CUSTOM_DAYS_PATTERN = /^[1-9]\d*$/;

// D10: trimmed, 1..max code points (an emoji counts once), no control characters,
// well-formed Unicode (an unpaired surrogate would not survive storage), and (issue 20) at
// least one visible character: a name of only U+200B or U+202E shows as an empty link.
function textSchema(field: string, max: number, description: string) {
  const rule = `${field} must be a string of 1 to ${max} characters`;
  return v.pipe(
    v.string(`${rule}.`),
    // For the API reference: JSON Schema's maxLength counts code points, as the check does.
    v.metadata({ description, minLength: 1, maxLength: max }),
    v.trim(),
    v.check((s) => s.length > 0, `${field} must not be empty or only white space.`),
    v.check((s) => [...s].length <= max, `${rule}; it has more.`),
    v.check((s) => !CONTROL_CHARACTER.test(s), `${field} must not contain control characters.`),
    v.check((s) => !LONE_SURROGATE.test(s), `${field} must be valid Unicode text.`),
    v.check(
      hasVisibleCharacter,
      `${field} must contain at least one visible character, not only spaces or invisible formatting characters.`,
    ),
  );
}

/** What a `name` or `category` error suggests, whichever rule it broke. */
function textFix(field: string, max: number): string {
  return `Send a ${field} of 1 to ${max} characters with at least one visible letter, digit or symbol.`;
}

function enumSchema(field: string, values: readonly string[], description?: string) {
  const schema = v.picklist(values, `${field} must be one of ${values.join(', ')}.`);
  return description === undefined ? schema : v.pipe(schema, v.description(description));
}

const booleanValues = ['true', 'false'] as const;

/**
 * One writable field of a subscription body: its JSON key, the key of the parsed input,
 * its schema and the hints an error carries. Listed in the spec table's order, then D4's
 * trial fields, then those of D38-D42: D11 checks them in this order and the first
 * failure wins.
 */
export interface SubscriptionFieldRule {
  field: WritableSubscriptionField;
  inputKey: keyof SubscriptionPatchInput;
  schema: AnySchema;
  hint: FieldHint;
}

/** Every writable subscription field, in D11 checking order. */
export const SUBSCRIPTION_FIELD_RULES: readonly SubscriptionFieldRule[] = [
  {
    field: 'name',
    inputKey: 'name',
    schema: textSchema('name', MAX_NAME_LENGTH, `Trimmed; 1-${MAX_NAME_LENGTH} code points.`),
    hint: { suggestedFix: textFix('name', MAX_NAME_LENGTH) },
  },
  {
    field: 'category',
    inputKey: 'category',
    schema: textSchema(
      'category',
      MAX_CATEGORY_LENGTH,
      `Trimmed; 1-${MAX_CATEGORY_LENGTH} code points; the list filter matches it exactly.`,
    ),
    hint: { suggestedFix: textFix('category', MAX_CATEGORY_LENGTH) },
  },
  {
    field: 'amount',
    inputKey: 'amountMinor',
    // D10: a JSON number (a string is rejected), stored as integer minor units.
    schema: amountSchema(),
    hint: { suggestedFix: AMOUNT_FIX },
  },
  {
    field: 'currency',
    inputKey: 'currency',
    schema: enumSchema('currency', CURRENCIES),
    hint: { suggestedFix: 'Send one of the supported currency codes.', allowedValues: CURRENCIES },
  },
  {
    field: 'period',
    inputKey: 'period',
    schema: enumSchema(
      'period',
      PERIODS,
      'monthly: same calendar day each month; custom: every customDate days.',
    ),
    hint: {
      suggestedFix: 'Send monthly, yearly, or custom with customDate as a day count.',
      allowedValues: PERIODS,
    },
  },
  {
    field: 'nextPaymentDate',
    inputKey: 'nextPaymentDate',
    schema: dateSchema('nextPaymentDate', {
      description: 'Authoritative upcoming renewal. A past date rolls forward by whole periods.',
    }),
    hint: { suggestedFix: 'Send the upcoming renewal date as YYYY-MM-DD, e.g. 2026-03-31.' },
  },
  {
    field: 'lastPaymentDate',
    inputKey: 'lastPaymentDate',
    schema: dateSchema('lastPaymentDate', {
      deprecated: true,
      description:
        'Deprecated: in responses nextPaymentDate minus one period; as input without ' +
        'nextPaymentDate it becomes nextPaymentDate plus one period. A request using it ' +
        'gets a Deprecation: true header.',
    }),
    hint: {
      suggestedFix: 'Send nextPaymentDate (YYYY-MM-DD) instead; lastPaymentDate is deprecated.',
    },
  },
  {
    field: 'billingAnchorDay',
    inputKey: 'billingAnchorDay',
    schema: v.pipe(
      v.nullable(
        v.pipe(
          v.number('billingAnchorDay must be a whole number from 1 to 31.'),
          v.integer('billingAnchorDay must be a whole number from 1 to 31.'),
          v.minValue(1, 'billingAnchorDay must be at least 1.'),
          v.maxValue(31, 'billingAnchorDay must be at most 31.'),
        ),
      ),
      v.description('Monthly and yearly only; inferred from nextPaymentDate when omitted or null.'),
    ),
    hint: { suggestedFix: 'Send the day of month billing recurs on, 1 to 31, or omit it.' },
  },
  {
    field: 'customDate',
    inputKey: 'customDays',
    // D9: a day count written as a string, 1..3650; null clears it.
    schema: v.pipe(
      v.nullable(
        v.pipe(
          v.string('customDate must be a day count written as a string, e.g. "30".'),
          v.regex(CUSTOM_DAYS_PATTERN, 'customDate must be a positive whole number of days.'),
          v.transform(Number),
          v.maxValue(MAX_CUSTOM_DAYS, `customDate must be at most ${MAX_CUSTOM_DAYS} days.`),
        ),
      ),
      v.description(
        `A day count written as a string, 1 to ${MAX_CUSTOM_DAYS}; only when period is custom. null clears it.`,
      ),
    ),
    hint: {
      suggestedFix: `Send the period length in days as a string from "1" to "${MAX_CUSTOM_DAYS}".`,
    },
  },
  {
    field: 'notificationEnabled',
    inputKey: 'notificationEnabled',
    schema: v.pipe(
      v.boolean('notificationEnabled must be true or false.'),
      v.description('Per-subscription reminder toggle.'),
    ),
    hint: { suggestedFix: 'Send true or false (JSON booleans).', allowedValues: booleanValues },
  },
  {
    field: 'status',
    inputKey: 'status',
    schema: enumSchema(
      'status',
      SUBSCRIPTION_STATUSES,
      'Every move among the three statuses is allowed.',
    ),
    hint: {
      suggestedFix: 'Send active, paused or cancelled.',
      allowedValues: SUBSCRIPTION_STATUSES,
    },
  },
  {
    field: 'isTrial',
    inputKey: 'isTrial',
    schema: v.pipe(
      v.boolean('isTrial must be true or false.'),
      v.description('A trial changes only reminders, not analytics. Default false.'),
    ),
    hint: { suggestedFix: 'Send true or false (JSON booleans).', allowedValues: booleanValues },
  },
  {
    field: 'trialEndsOn',
    inputKey: 'trialEndsOn',
    schema: v.pipe(
      v.nullable(dateSchema('trialEndsOn', { description: 'The last day of the trial.' })),
      v.description(
        'Required when isTrial is true, rejected when false; cleared by isTrial false.',
      ),
    ),
    hint: { suggestedFix: 'Send the last day of the trial as YYYY-MM-DD, or null.' },
  },
  ...BILLING_FIELD_RULES,
];
