import type { MessageCatalog } from './catalog.js';

/** German. */
export const de: MessageCatalog = {
  renewalTitle: '{name} verlängert sich {when}',
  renewalBody: '{name}: {amount} am {date}.',
  trialTitle: 'Testphase von {name} endet {when}',
  trialBody: 'Die Testphase von {name} endet am {date}; danach {amount} {period}.',
  renewalLine: '{name}: {amount} am {date} ({when})',
  trialLine: 'Testphase von {name} endet am {date} ({when}); danach {amount} {period}',
  today: 'heute',
  tomorrow: 'morgen',
  inDays: 'in {days} Tagen',
  perMonth: 'pro Monat',
  perYear: 'pro Jahr',
  everyDays: 'alle {days} Tage',
  digestTitle: { one: '1 Abo-Erinnerung', other: '{count} Abo-Erinnerungen' },
  testTitle: 'subtrack-Testnachricht',
  testBody: 'Erinnerungen an deine Abos kommen hier an.',
};
