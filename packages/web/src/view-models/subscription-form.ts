import {
  DomainError,
  SUBSCRIPTION_FIELD_RULES,
  type SubscriptionResource,
  WRITABLE_SUBSCRIPTION_FIELDS,
  type WritableSubscriptionField,
} from '@subtrack/domain';
import { intervalFieldsOf, intervalOf } from './billing-interval.js';
import { reminderDaysList, reminderDaysText } from './reminder-days.js';

/**
 * What the create and edit forms hold, as typed. Controls are named like the API's fields,
 * so a domain error's `field` names its control; the billing interval is asked as "Every
 * [N] [unit]" and turned into `period`, `customDate` and `intervalCount` on submit.
 */
export interface SubscriptionFormValues {
  name: string;
  category: string;
  amount: string;
  currency: string;
  every: string;
  unit: string;
  nextPaymentDate: string;
  billingAnchorDay: string;
  lastPaymentDate: string;
  startedOn: string;
  endsOn: string;
  noticeDays: string;
  remindDaysBefore: string;
  isTrial: boolean;
  trialEndsOn: string;
  notificationEnabled: boolean;
  status: string;
}

/** A submitted form as the web's form reader hands it over. */
export type SubmittedForm = Record<string, string | string[] | undefined>;

/** A new subscription's form: monthly, active, reminders on (the API's defaults). */
export const BLANK_SUBSCRIPTION_FORM: SubscriptionFormValues = {
  name: '',
  category: '',
  amount: '',
  currency: '',
  every: '1',
  unit: 'months',
  nextPaymentDate: '',
  billingAnchorDay: '',
  lastPaymentDate: '',
  startedOn: '',
  endsOn: '',
  noticeDays: '',
  remindDaysBefore: '',
  isTrial: false,
  trialEndsOn: '',
  notificationEnabled: true,
  status: 'active',
};

/** The controls the form folds under "More options": a contract's end, the trial, reminders. */
export const MORE_OPTIONS_FIELDS = [
  'endsOn',
  'noticeDays',
  'isTrial',
  'trialEndsOn',
  'notificationEnabled',
  'remindDaysBefore',
] as const satisfies ReadonlyArray<keyof SubscriptionFormValues>;

/**
 * Whether "More options" opens by itself: when one of its controls holds a refused value or
 * differs from a new subscription's, so nothing the person must see or fix is folded away.
 *
 * @example moreOptionsOpen({ ...BLANK_SUBSCRIPTION_FORM, isTrial: true }, []) // true
 */
export function moreOptionsOpen(
  values: SubscriptionFormValues,
  errors: ReadonlyArray<{ field: string | null }> = [],
): boolean {
  const folded: ReadonlyArray<string> = MORE_OPTIONS_FIELDS;
  return (
    errors.some((error) => error.field !== null && folded.includes(error.field)) ||
    MORE_OPTIONS_FIELDS.some((field) => values[field] !== BLANK_SUBSCRIPTION_FORM[field])
  );
}

/** The edit form of a stored subscription, from its API representation. */
export function formValuesFrom(resource: SubscriptionResource): SubscriptionFormValues {
  return {
    name: resource.name,
    category: resource.category,
    amount: resource.amount.toFixed(2),
    currency: resource.currency,
    ...intervalOf(resource),
    nextPaymentDate: resource.nextPaymentDate,
    billingAnchorDay:
      resource.billingAnchorDay === undefined ? '' : String(resource.billingAnchorDay),
    lastPaymentDate: resource.lastPaymentDate,
    startedOn: resource.startedOn ?? '',
    endsOn: resource.endsOn ?? '',
    noticeDays: resource.noticeDays === undefined ? '' : String(resource.noticeDays),
    remindDaysBefore: reminderDaysText(resource.remindDaysBefore),
    isTrial: resource.isTrial,
    trialEndsOn: resource.trialEndsOn ?? '',
    notificationEnabled: resource.notificationEnabled,
    status: resource.status,
  };
}

const text = (form: SubmittedForm, name: string): string => {
  const value = form[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** Reads the posted form; an unticked checkbox sends nothing, so it reads as false. */
export function readSubscriptionForm(form: SubmittedForm): SubscriptionFormValues {
  return {
    name: text(form, 'name'),
    category: text(form, 'category'),
    amount: text(form, 'amount').trim(),
    currency: text(form, 'currency'),
    every: text(form, 'every').trim(),
    unit: text(form, 'unit'),
    nextPaymentDate: text(form, 'nextPaymentDate').trim(),
    billingAnchorDay: text(form, 'billingAnchorDay').trim(),
    lastPaymentDate: text(form, 'lastPaymentDate').trim(),
    startedOn: text(form, 'startedOn').trim(),
    endsOn: text(form, 'endsOn').trim(),
    noticeDays: text(form, 'noticeDays').trim(),
    remindDaysBefore: text(form, 'remindDaysBefore').trim(),
    isTrial: text(form, 'isTrial') === 'true',
    trialEndsOn: text(form, 'trialEndsOn').trim(),
    notificationEnabled: text(form, 'notificationEnabled') === 'true',
    status: text(form, 'status'),
  };
}

const DECIMAL = /^-?\d+(?:[.,]\d+)?$/;

/**
 * A typed amount as the API's JSON number. Only the conversion is the web's own: a
 * decimal comma is read as a point, and text that is no number is refused here with the
 * API's wording of the rule (field `amount`).
 *
 * @example amountOf('9,99') // 9.99
 */
export function amountOf(typed: string): number {
  if (!DECIMAL.test(typed)) {
    throw new DomainError('invalid_subscription', 'amount must be a number, e.g. 15.49.', {
      field: 'amount',
      suggestedFix: 'Type the amount with at most 2 decimals, e.g. 15.49.',
    });
  }
  return Number(typed.replace(',', '.'));
}

/** Every writable field as the form's text says it. */
type ApiText = Record<WritableSubscriptionField, string | boolean>;

// The writable fields as text, the interval turned into the API's three billing fields.
function apiTextOf(values: SubscriptionFormValues): ApiText {
  const { every, unit, ...rest } = values;
  return { ...rest, ...intervalFieldsOf({ every, unit }) };
}

// Counts typed as text; a non-number becomes NaN, which the domain refuses with its own message.
const NUMBER_FIELDS: readonly WritableSubscriptionField[] = [
  'billingAnchorDay',
  'intervalCount',
  'noticeDays',
];

// Each field as the API's JSON body would carry it; undefined leaves it out.
function jsonValue(field: WritableSubscriptionField, text: ApiText): unknown {
  const value = text[field];
  if (typeof value === 'boolean') return value;
  if (field === 'name' || field === 'category') return value;
  if (value === '') return undefined;
  if (field === 'amount') return amountOf(value);
  if (NUMBER_FIELDS.includes(field)) return Number(value);
  if (field === 'remindDaysBefore') return reminderDaysList(value);
  return value;
}

/**
 * The POST body of a new subscription: what was filled in, in the API's JSON shape, for
 * `parseCreateSubscriptionBody` (same rules and messages as the API).
 */
export function createBodyFrom(values: SubscriptionFormValues): Record<string, unknown> {
  const text = apiTextOf(values);
  const body: Record<string, unknown> = {};
  for (const field of WRITABLE_SUBSCRIPTION_FIELDS) {
    const value = jsonValue(field, text);
    if (value !== undefined) body[field] = value;
  }
  return body;
}

// On edit a cleared optional field means "none": the API's null (D7 re-infers the anchor,
// D9 and D4 clear the custom days and the trial end, D38 a count left by a move to days or
// weeks, D39-D42 drop the end, notice, start and own reminder days).
const CLEARABLE: readonly WritableSubscriptionField[] = [
  'billingAnchorDay',
  'customDate',
  'endsOn',
  'intervalCount',
  'noticeDays',
  'remindDaysBefore',
  'startedOn',
  'trialEndsOn',
];
// D8: the deprecated field is shown for reference; clearing it changes nothing.
const IGNORED_WHEN_CLEARED: readonly WritableSubscriptionField[] = ['lastPaymentDate'];

// A required field emptied on edit gets the message the API gives when it is missing.
function requiredError(field: WritableSubscriptionField): DomainError {
  const hint = SUBSCRIPTION_FIELD_RULES.find((rule) => rule.field === field)?.hint;
  return new DomainError('invalid_subscription', `${field} is required.`, {
    field,
    ...(hint?.suggestedFix ? { suggestedFix: hint.suggestedFix } : {}),
    ...(hint?.allowedValues ? { allowedValues: [...hint.allowedValues] } : {}),
  });
}

/**
 * The PATCH body of an edit: only the fields whose text differs from what the form showed,
 * so an untouched field (e.g. the deprecated last payment date) never overrides one
 * the owner changed. Empty when nothing changed.
 */
export function patchBodyFrom(
  shown: SubscriptionFormValues,
  submitted: SubscriptionFormValues,
): Record<string, unknown> {
  const before = apiTextOf(shown);
  const after = apiTextOf(submitted);
  const body: Record<string, unknown> = {};
  for (const field of WRITABLE_SUBSCRIPTION_FIELDS) {
    if (before[field] === after[field]) continue;
    const value = jsonValue(field, after);
    if (value !== undefined) body[field] = value;
    else if (CLEARABLE.includes(field)) body[field] = null;
    else if (!IGNORED_WHEN_CLEARED.includes(field)) throw requiredError(field);
  }
  return body;
}
