import {
  DomainError,
  SUBSCRIPTION_FIELD_RULES,
  type SubscriptionResource,
  WRITABLE_SUBSCRIPTION_FIELDS,
  type WritableSubscriptionField,
} from '@subtrack/domain';

/**
 * What the create and edit forms hold: every writable field (D4), as typed. Controls are
 * named like the API's fields, so a domain error's `field` names its control.
 */
export interface SubscriptionFormValues {
  name: string;
  category: string;
  amount: string;
  currency: string;
  period: string;
  nextPaymentDate: string;
  billingAnchorDay: string;
  customDate: string;
  lastPaymentDate: string;
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
  period: 'monthly',
  nextPaymentDate: '',
  billingAnchorDay: '',
  customDate: '',
  lastPaymentDate: '',
  isTrial: false,
  trialEndsOn: '',
  notificationEnabled: true,
  status: 'active',
};

/** The edit form of a stored subscription, from its API representation. */
export function formValuesFrom(resource: SubscriptionResource): SubscriptionFormValues {
  return {
    name: resource.name,
    category: resource.category,
    amount: resource.amount.toFixed(2),
    currency: resource.currency,
    period: resource.period,
    nextPaymentDate: resource.nextPaymentDate,
    billingAnchorDay:
      resource.billingAnchorDay === undefined ? '' : String(resource.billingAnchorDay),
    customDate: resource.customDate ?? '',
    lastPaymentDate: resource.lastPaymentDate,
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
    period: text(form, 'period'),
    nextPaymentDate: text(form, 'nextPaymentDate').trim(),
    billingAnchorDay: text(form, 'billingAnchorDay').trim(),
    customDate: text(form, 'customDate').trim(),
    lastPaymentDate: text(form, 'lastPaymentDate').trim(),
    isTrial: text(form, 'isTrial') === 'true',
    trialEndsOn: text(form, 'trialEndsOn').trim(),
    notificationEnabled: text(form, 'notificationEnabled') === 'true',
    status: text(form, 'status'),
  };
}

const DECIMAL = /^-?\d+(?:[.,]\d+)?$/;

// A form sends text; the API's rules take a JSON number (D10). Only the conversion is the
// web's own: a decimal comma is read as a point, and text that is no number is refused
// here with the API's wording of the rule.
function amountOf(typed: string): number {
  if (!DECIMAL.test(typed)) {
    throw new DomainError('invalid_subscription', 'amount must be a number, e.g. 15.49.', {
      field: 'amount',
      suggestedFix: 'Type the amount with at most 2 decimals, e.g. 15.49.',
    });
  }
  return Number(typed.replace(',', '.'));
}

/** A writable field the form has a control for. */
type FormField = WritableSubscriptionField & keyof SubscriptionFormValues;

// The writable fields in the API's order, as far as the form shows them; the fields of
// D38-D42 get their controls with the form's next version, until then an edit leaves them.
const FORM_FIELDS = WRITABLE_SUBSCRIPTION_FIELDS.filter((field): field is FormField =>
  Object.hasOwn(BLANK_SUBSCRIPTION_FORM, field),
);

// Each field as the API's JSON body would carry it; undefined leaves it out.
function jsonValue(field: FormField, values: SubscriptionFormValues): unknown {
  const value = values[field];
  if (typeof value === 'boolean') return value;
  if (field === 'name' || field === 'category') return value;
  if (value === '') return undefined;
  if (field === 'amount') return amountOf(value);
  // A non-number becomes NaN, which the domain refuses with its own message.
  if (field === 'billingAnchorDay') return Number(value);
  return value;
}

/**
 * The POST body of a new subscription: what was filled in, in the API's JSON shape, for
 * `parseCreateSubscriptionBody` (same rules and messages as the API, D27).
 */
export function createBodyFrom(values: SubscriptionFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) {
    const value = jsonValue(field, values);
    if (value !== undefined) body[field] = value;
  }
  return body;
}

// On edit a cleared optional field means "none": the API's null (D7 re-infers the anchor,
// D9 and D4 clear the custom days and the trial end).
const CLEARABLE: readonly WritableSubscriptionField[] = [
  'billingAnchorDay',
  'customDate',
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
 * so an untouched field (e.g. the deprecated last payment date, D8) never overrides one
 * the owner changed. Empty when nothing changed.
 */
export function patchBodyFrom(
  shown: SubscriptionFormValues,
  submitted: SubscriptionFormValues,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) {
    if (shown[field] === submitted[field]) continue;
    const value = jsonValue(field, submitted);
    if (value !== undefined) body[field] = value;
    else if (CLEARABLE.includes(field)) body[field] = null;
    else if (!IGNORED_WHEN_CLEARED.includes(field)) throw requiredError(field);
  }
  return body;
}
