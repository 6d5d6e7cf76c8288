import type { DueReminder } from './due-reminder.js';

/** D16: the Bark-compatible JSON body POSTed to the configured push URL. */
export interface PushMessage {
  device_key: string;
  title: string;
  body: string;
  group: 'subscriptions';
}

/**
 * Integer hundredths as a major-unit amount with exactly 2 decimals, without floating point.
 *
 * @example
 * formatMinorAmount(1999); // '19.99'
 */
export function formatMinorAmount(amountMinor: number): string {
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(amountMinor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function whenText(daysUntil: number): string {
  if (daysUntil === 0) return 'today';
  if (daysUntil === 1) return 'tomorrow';
  return `in ${daysUntil} days`;
}

function periodText(reminder: DueReminder): string {
  if (reminder.period === 'monthly') return 'a month';
  if (reminder.period === 'yearly') return 'a year';
  return `every ${reminder.customDays} days`;
}

/**
 * D16: the push for one due reminder, carrying the subscription's name, amount (major
 * units, 2 decimals), currency and date in its text.
 *
 * @example
 * buildPushMessage(reminder, 'device-key');
 * // { device_key: 'device-key', title: 'Netflix renews in 3 days',
 * //   body: 'Netflix: 15.99 USD on 2026-03-05.', group: 'subscriptions' }
 */
export function buildPushMessage(reminder: DueReminder, deviceKey: string): PushMessage {
  const amount = `${formatMinorAmount(reminder.amountMinor)} ${reminder.currency}`;
  const when = whenText(reminder.daysUntil);
  if (reminder.kind === 'trial_end') {
    return {
      device_key: deviceKey,
      title: `${reminder.name} trial ends ${when}`,
      body: `The ${reminder.name} trial ends on ${reminder.dueDate}; then ${amount} ${periodText(reminder)}.`,
      group: 'subscriptions',
    };
  }
  return {
    device_key: deviceKey,
    title: `${reminder.name} renews ${when}`,
    body: `${reminder.name}: ${amount} on ${reminder.dueDate}.`,
    group: 'subscriptions',
  };
}
