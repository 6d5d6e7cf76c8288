import type { MessageCatalog } from './catalog.js';

/** French. */
export const fr: MessageCatalog = {
  renewalTitle: '{name} se renouvelle {when}',
  renewalBody: '{name} : {amount} le {date}.',
  trialTitle: "L'essai de {name} se termine {when}",
  trialBody: "L'essai de {name} se termine le {date} ; ensuite {amount} {period}.",
  renewalLine: '{name} : {amount} le {date} ({when})',
  trialLine: "L'essai de {name} se termine le {date} ({when}) ; ensuite {amount} {period}",
  today: "aujourd'hui",
  tomorrow: 'demain',
  inDays: 'dans {days} jours',
  perMonth: 'par mois',
  perYear: 'par an',
  everyDays: 'tous les {days} jours',
  digestTitle: { one: "{count} rappel d'abonnement", other: "{count} rappels d'abonnement" },
  testTitle: 'Message de test de subtrack',
  testBody: 'Les rappels de vos abonnements arriveront ici.',
};
