import type { Period, SubscriptionStatus } from '@subtrack/domain';
import type { MessageKey, Translate } from '@subtrack/i18n';
import type { SelectOption } from './form/select-field.js';

/** Each status's words in the catalogs, as the list shows it and the selects offer it. */
export const STATUS_KEYS: Record<SubscriptionStatus, MessageKey> = {
  active: 'status.active',
  paused: 'status.paused',
  cancelled: 'status.cancelled',
};

/** Each period's words in the catalogs. */
export const PERIOD_KEYS: Record<Period, MessageKey> = {
  monthly: 'period.monthly',
  yearly: 'period.yearly',
  custom: 'period.custom',
};

/** Every status in the page's language: `optionsOf(statusLabels(t))`. */
export function statusLabels(t: Translate): Record<SubscriptionStatus, string> {
  return labelsOf(t, STATUS_KEYS);
}

/** Every period in the page's language. */
export function periodLabels(t: Translate): Record<Period, string> {
  return labelsOf(t, PERIOD_KEYS);
}

function labelsOf<K extends string>(t: Translate, keys: Record<K, MessageKey>): Record<K, string> {
  return Object.fromEntries(
    Object.entries<MessageKey>(keys).map(([value, key]) => [value, t(key)]),
  ) as Record<K, string>;
}

/** The options of a select over `labels`, after an optional first choice (e.g. "Any status"). */
export function optionsOf(labels: Record<string, string>, first?: SelectOption): SelectOption[] {
  const options = Object.entries(labels).map(([value, label]) => ({ value, label }));
  return first ? [first, ...options] : options;
}
