import type { MessageCatalog } from './catalog.js';

/** German. */
export const de: MessageCatalog = {
  renewalTitle: '{name} verlängert sich {when}',
  renewalBody: '{name}: {amount} am {date}.',
  trialTitle: 'Testphase von {name} endet {when}',
  trialBody: 'Die Testphase von {name} endet am {date}; danach {amount} {period}.',
  cancelByTitle: '{name} bis {date} kündigen',
  cancelByBody:
    'Um die Verlängerung von {name} am {renewalDate} für {amount} zu vermeiden, kündige bis {date} ({when}).',
  renewalLine: '{name}: {amount} am {date} ({when})',
  trialLine: 'Testphase von {name} endet am {date} ({when}); danach {amount} {period}',
  cancelByLine: '{name} bis {date} kündigen ({when}), sonst {amount} am {renewalDate}',
  today: 'heute',
  tomorrow: 'morgen',
  inDays: 'in {days} Tagen',
  perMonth: 'pro Monat',
  perYear: 'pro Jahr',
  everyMonths: 'alle {count} Monate',
  everyYears: 'alle {count} Jahre',
  everyDays: 'alle {days} Tage',
  digestTitle: { one: '1 Abo-Erinnerung', other: '{count} Abo-Erinnerungen' },
  testTitle: 'subtrack-Testnachricht',
  testBody: 'Erinnerungen an deine Abos kommen hier an.',
};
