import type { MessageCatalog } from './catalog.js';

/** Spanish. */
export const es: MessageCatalog = {
  renewalTitle: '{name} se renueva {when}',
  renewalBody: '{name}: {amount} el {date}.',
  trialTitle: 'La prueba de {name} termina {when}',
  trialBody: 'La prueba de {name} termina el {date}; después {amount} {period}.',
  cancelByTitle: 'Cancela {name} a más tardar el {date}',
  cancelByBody:
    'Para evitar la renovación de {name} el {renewalDate} por {amount}, cancela a más tardar el {date} ({when}).',
  renewalLine: '{name}: {amount} el {date} ({when})',
  trialLine: 'La prueba de {name} termina el {date} ({when}); después {amount} {period}',
  cancelByLine:
    'Cancela {name} a más tardar el {date} ({when}) para evitar {amount} el {renewalDate}',
  today: 'hoy',
  tomorrow: 'mañana',
  inDays: 'en {days} días',
  perMonth: 'al mes',
  perYear: 'al año',
  everyMonths: 'cada {count} meses',
  everyYears: 'cada {count} años',
  everyDays: 'cada {days} días',
  digestTitle: {
    one: '1 recordatorio de suscripción',
    other: '{count} recordatorios de suscripciones',
  },
  testTitle: 'Mensaje de prueba de subtrack',
  testBody: 'Los recordatorios de tus suscripciones llegarán aquí.',
};
