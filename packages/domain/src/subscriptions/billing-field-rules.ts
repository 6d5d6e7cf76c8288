import * as v from 'valibot';
import { dateSchema, wholeNumberFieldSchema } from './field-schemas.js';
import { MAX_INTERVAL_COUNT } from './subscription.js';
import type { SubscriptionFieldRule } from './subscription-field-rules.js';

/** The longest notice period in days. */
export const MAX_NOTICE_DAYS = 365;
/** How many reminder offsets a subscription may have, and the farthest one in days. */
export const MAX_REMINDER_OFFSETS = 3;
export const MAX_REMINDER_DAYS_BEFORE = 60;

const OFFSETS_RULE = `remindDaysBefore must be a list of 1 to ${MAX_REMINDER_OFFSETS} whole numbers from 0 to ${MAX_REMINDER_DAYS_BEFORE}, or null.`;

// D42: 1 to 3 distinct whole numbers 0..60, kept farthest first (their order means nothing,
// so one list has one form). An empty list is refused: null already means "the account's
// daysBefore" and notificationEnabled false already means "no reminders".
const remindDaysBeforeSchema = v.pipe(
  v.nullable(
    v.pipe(
      v.array(
        wholeNumberFieldSchema('each remindDaysBefore entry', 0, MAX_REMINDER_DAYS_BEFORE),
        OFFSETS_RULE,
      ),
      v.minLength(1, OFFSETS_RULE),
      v.maxLength(MAX_REMINDER_OFFSETS, OFFSETS_RULE),
      v.check(
        (days) => new Set(days).size === days.length,
        'remindDaysBefore must not repeat a number.',
      ),
      v.transform((days) => [...days].sort((a, b) => b - a)),
    ),
  ),
  v.description(
    `Days before each reminded date to remind, 1 to ${MAX_REMINDER_OFFSETS} distinct numbers from 0 to ${MAX_REMINDER_DAYS_BEFORE}, farthest first; null uses the account's daysBefore.`,
  ),
);

/**
 * The fields that make a subscription bill like a real one, checked after the
 * spec's and D4's (D11 order). Each takes `null` to clear it (`intervalCount: null` is its
 * default, 1). Rules across fields (a yearly count above 10, an end before the next
 * payment, a start after today) are applied by `resolveNewSubscription` and
 * `applySubscriptionPatch`.
 */
export const BILLING_FIELD_RULES: readonly SubscriptionFieldRule[] = [
  {
    field: 'intervalCount',
    inputKey: 'intervalCount',
    schema: v.pipe(
      v.nullable(wholeNumberFieldSchema('intervalCount', 1, MAX_INTERVAL_COUNT.monthly)),
      v.description(
        `How many months (1 to ${MAX_INTERVAL_COUNT.monthly}) or years (1 to ${MAX_INTERVAL_COUNT.yearly}) one period spans; monthly and yearly only; null means 1.`,
      ),
    ),
    hint: {
      suggestedFix: `Send how many months (1 to ${MAX_INTERVAL_COUNT.monthly}) or years (1 to ${MAX_INTERVAL_COUNT.yearly}) one period spans, e.g. 3 with period monthly for a quarterly plan.`,
    },
  },
  {
    field: 'endsOn',
    inputKey: 'endsOn',
    schema: v.nullable(
      dateSchema('endsOn', {
        description:
          'The last day the subscription can renew; a renewal after it cancels the subscription. null runs on.',
      }),
    ),
    hint: {
      suggestedFix:
        'Send the last day the subscription can renew as YYYY-MM-DD, or null if it runs on.',
    },
  },
  {
    field: 'noticeDays',
    inputKey: 'noticeDays',
    schema: v.pipe(
      v.nullable(wholeNumberFieldSchema('noticeDays', 1, MAX_NOTICE_DAYS)),
      v.description(
        `Days before a renewal by which the contract must be cancelled, 1 to ${MAX_NOTICE_DAYS}; adds a cancel-by reminder. null: no notice period.`,
      ),
    ),
    hint: {
      suggestedFix: `Send how many days before a renewal the contract must be cancelled, 1 to ${MAX_NOTICE_DAYS}, or null.`,
    },
  },
  {
    field: 'startedOn',
    inputKey: 'startedOn',
    schema: v.nullable(
      dateSchema('startedOn', {
        description:
          'The date of the first payment, on or before nextPaymentDate and not after today; the payments history starts there.',
      }),
    ),
    hint: {
      suggestedFix:
        'Send the date of the first payment as YYYY-MM-DD, on or before nextPaymentDate and not after today, or null.',
    },
  },
  {
    field: 'remindDaysBefore',
    inputKey: 'remindDaysBefore',
    schema: remindDaysBeforeSchema,
    hint: {
      suggestedFix: `Send up to ${MAX_REMINDER_OFFSETS} different whole numbers of days from 0 to ${MAX_REMINDER_DAYS_BEFORE}, e.g. [7, 1], or null to use the account's setting.`,
    },
  },
];
