import {
  type DomainError,
  MAX_AMOUNT,
  MAX_CATEGORY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NOTICE_DAYS,
  MAX_REMINDER_DAYS_BEFORE,
  MAX_REMINDER_OFFSETS,
} from '@subtrack/domain';
import type { MessageKey, MessageValues } from '@subtrack/i18n';
import { type FormError, type FormErrors, formErrorsFrom } from '../components/form/index.js';
import { INTERVAL_FIELD_CONTROLS, type IntervalUnit, MAX_EVERY } from './billing-interval.js';

interface FieldRule {
  key: MessageKey;
  values?: MessageValues;
}

// What each control of the form must hold, said as the rule it breaks: the domain's own
// messages are English and written for API clients, one rule a control is what a person needs.
const FIELD_RULES: Readonly<Record<string, FieldRule>> = {
  name: { key: 'subscriptionForm.error.name', values: { max: MAX_NAME_LENGTH } },
  category: { key: 'subscriptionForm.error.category', values: { max: MAX_CATEGORY_LENGTH } },
  amount: { key: 'subscriptionForm.error.amount', values: { max: MAX_AMOUNT } },
  currency: { key: 'subscriptionForm.error.currency' },
  nextPaymentDate: { key: 'subscriptionForm.error.nextPaymentDate' },
  billingAnchorDay: { key: 'subscriptionForm.error.billingAnchorDay' },
  lastPaymentDate: { key: 'subscriptionForm.error.lastPaymentDate' },
  startedOn: { key: 'subscriptionForm.error.startedOn' },
  endsOn: { key: 'subscriptionForm.error.endsOn' },
  noticeDays: { key: 'subscriptionForm.error.noticeDays', values: { max: MAX_NOTICE_DAYS } },
  trialEndsOn: { key: 'subscriptionForm.error.trialEndsOn' },
  remindDaysBefore: {
    key: 'subscriptionForm.error.remindDaysBefore',
    values: { count: MAX_REMINDER_OFFSETS, max: MAX_REMINDER_DAYS_BEFORE },
  },
  status: { key: 'subscriptionForm.error.status' },
  unit: { key: 'subscriptionForm.error.unit' },
};

function ruleOf(field: string, unit: string): FieldRule | undefined {
  if (field !== 'every') return FIELD_RULES[field];
  const known = (unit in MAX_EVERY ? unit : 'months') as IntervalUnit;
  return { key: 'subscriptionForm.error.every', values: { unit: known, max: MAX_EVERY[known] } };
}

/**
 * The form's errors for a refused subscription: beside each control it names, the catalog's
 * rule for that control (in the page's language); anything else keeps the domain's message.
 * `unit` is the unit chosen on the form, which the "Every" rule names.
 */
export function subscriptionFormErrors(
  error: Pick<DomainError, 'code' | 'message'> & { details?: { field?: string } },
  unit: string,
): FormErrors {
  const errors = formErrorsFrom(error, INTERVAL_FIELD_CONTROLS);
  if (error.code !== 'invalid_subscription') return errors;
  return errors.map((found): FormError => {
    const rule = found.field === null ? undefined : ruleOf(found.field, unit);
    return rule ? { ...found, ...rule } : found;
  });
}
