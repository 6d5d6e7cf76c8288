import type { Period, SubscriptionStatus } from '@subtrack/domain';
import type { SelectOption } from './form/select-field.js';

/** Each status in words, as the list shows it and the selects offer it. */
export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

/** Each period in words. */
export const PERIOD_LABELS: Record<Period, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
  custom: 'Custom',
};

/** The options of a select over `labels`, after an optional first choice (e.g. "Any status"). */
export function optionsOf(labels: Record<string, string>, first?: SelectOption): SelectOption[] {
  const options = Object.entries(labels).map(([value, label]) => ({ value, label }));
  return first ? [first, ...options] : options;
}
