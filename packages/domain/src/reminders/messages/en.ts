import type { MessageCatalog } from './catalog.js';

/** English: the fallback for every language without a catalog of its own. */
export const en: MessageCatalog = {
  renewalTitle: '{name} renews {when}',
  renewalBody: '{name}: {amount} on {date}.',
  trialTitle: '{name} trial ends {when}',
  trialBody: 'The {name} trial ends on {date}; then {amount} {period}.',
  cancelByTitle: 'Cancel {name} by {date}',
  cancelByBody:
    'To avoid the renewal of {name} on {renewalDate} for {amount}, cancel by {date} ({when}).',
  renewalLine: '{name}: {amount} on {date} ({when})',
  trialLine: '{name} trial ends on {date} ({when}); then {amount} {period}',
  cancelByLine: 'Cancel {name} by {date} ({when}) to avoid {amount} on {renewalDate}',
  today: 'today',
  tomorrow: 'tomorrow',
  inDays: 'in {days} days',
  perMonth: 'a month',
  perYear: 'a year',
  everyMonths: 'every {count} months',
  everyYears: 'every {count} years',
  everyDays: 'every {days} days',
  digestTitle: { one: '1 subscription reminder', other: '{count} subscription reminders' },
  testTitle: 'subtrack test message',
  testBody: 'Reminders for your subscriptions will arrive here.',
};
