import type { MessageCatalog } from './catalog.js';

/** French. */
export const fr: MessageCatalog = {
  renewalTitle: '{name} se renouvelle {when}',
  renewalBody: '{name} : {amount} le {date}.',
  trialTitle: "L'essai de {name} se termine {when}",
  trialBody: "L'essai de {name} se termine le {date} ; ensuite {amount} {period}.",
  cancelByTitle: 'Résiliez {name} au plus tard le {date}',
  cancelByBody:
    'Pour éviter le renouvellement de {name} le {renewalDate} ({amount}), résiliez au plus tard le {date} ({when}).',
  renewalLine: '{name} : {amount} le {date} ({when})',
  trialLine: "L'essai de {name} se termine le {date} ({when}) ; ensuite {amount} {period}",
  cancelByLine:
    'Résiliez {name} au plus tard le {date} ({when}) pour éviter {amount} le {renewalDate}',
  today: "aujourd'hui",
  tomorrow: 'demain',
  inDays: 'dans {days} jours',
  perMonth: 'par mois',
  perYear: 'par an',
  everyMonths: 'tous les {count} mois',
  everyYears: 'tous les {count} ans',
  everyDays: 'tous les {days} jours',
  digestTitle: { one: "{count} rappel d'abonnement", other: "{count} rappels d'abonnement" },
  testTitle: 'Message de test de subtrack',
  testBody: 'Les rappels de vos abonnements arriveront ici.',
};
