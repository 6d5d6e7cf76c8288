// What clients send in the document's examples: the only example values written by hand.
// What the server answers to them is recorded (`record-examples.ts`).

/** Netflix, paid since September. */
export const NETFLIX = {
  name: 'Netflix',
  category: 'Streaming',
  amount: 13.99,
  currency: 'EUR',
  period: 'monthly',
  nextPaymentDate: '2026-12-05',
  startedOn: '2026-09-05',
};
export const TRIAL = {
  ...NETFLIX,
  name: 'iCloud+',
  category: 'Cloud storage',
  amount: 2.99,
  currency: 'USD',
  nextPaymentDate: '2026-12-01',
  startedOn: undefined,
  isTrial: true,
  trialEndsOn: '2026-11-30',
};
export const GYM = {
  ...NETFLIX,
  name: 'Gym',
  category: 'Fitness',
  amount: 59,
  period: 'custom',
  customDate: '28',
  startedOn: undefined,
};
/** A Wallos Profile export (`subscriptions.json`) of three rows. */
export const WALLOS_PROFILE_EXPORT = [
  ['Netflix', 'Monthly', '2026-12-05', 'Entertainment', '€15.99', 'Enabled'],
  ['Cloud backup', 'Every 3 Months', '2027-01-15', 'Technology', '$7', 'Disabled'],
  ['Lifetime app', 'One-time', '2025-05-01', 'Technology', '€49', 'Disabled'],
].map(([Name, cycle, next, Category, Price, Notifications]) => ({
  Name,
  'Payment Cycle': cycle,
  'Next Payment': next,
  Category,
  Price,
  State: 'Enabled',
  Notifications,
  Active: 'Yes',
}));

/** Ids the error examples name (a record or payment that is not found, an id sent as a field). */
export const NETFLIX_ID = '01a20afa-2b53-7027-acac-0d38ef29c628';
export const NOVEMBER_PAYMENT_ID = '01a2155f-0001-7000-8000-000000000003';

/** The European Central Bank's daily file (`eurofxref-daily.xml`), cut to four currencies. */
export const ECB_DAILY_XML = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='2026-11-20'>
\t\t\t<Cube currency='USD' rate='1.0856'/>
\t\t\t<Cube currency='JPY' rate='163.84'/>
\t\t\t<Cube currency='GBP' rate='0.8571'/>
\t\t\t<Cube currency='CHF' rate='0.9412'/>
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>
`;
/** The server's reference rates of the day before, as its operator imported them. */
export const REFERENCE_RATES_2026_11_19 = [
  { date: '2026-11-19', currency: 'USD', rate: '1.0841' },
  { date: '2026-11-19', currency: 'GBP', rate: '0.8566' },
];
/** A plan in a currency no rate is known for: the estimate lists it apart. */
export const STAN = {
  ...NETFLIX,
  name: 'Stan',
  amount: 12,
  currency: 'AUD',
  nextPaymentDate: '2026-12-02',
  startedOn: undefined,
};
/**
 * Four months of a current account as a Sparkasse CSV export shows them, newest first:
 * Netflix (tracked by the second example account), Spotify through PayPal with a price
 * rise, a gym membership, and what is no subscription (salary, rent, groceries).
 */
export const SPARKASSE_STATEMENT = [
  'Auftragskonto;Buchungstag;Valutadatum;Buchungstext;Verwendungszweck;Beguenstigter/Zahlungspflichtiger;Kontonummer/IBAN;Betrag;Waehrung;Info',
  ...[
    [
      '17.11.26',
      'FOLGELASTSCHRIFT',
      'PP.7711.PP . SPOTIFY, Ihr Einkauf bei SPOTIFY',
      'PayPal Europe S.a.r.l. et Cie S.C.A',
      '-11,99',
    ],
    ['16.11.26', 'KARTENZAHLUNG', 'REWE SAGT DANKE 4711', 'REWE Markt GmbH', '-43,17'],
    [
      '05.11.26',
      'FOLGELASTSCHRIFT',
      'Netflix Monatsabo 2K4L90',
      'Netflix International B.V.',
      '-13,99',
    ],
    [
      '03.11.26',
      'FOLGELASTSCHRIFT',
      'Mitgliedsbeitrag 11/2026 MREF 88213',
      'Urban Sports GmbH',
      '-49,00',
    ],
    ['02.11.26', 'DAUERAUFTRAG', 'Miete November', 'Hausverwaltung Schmidt', '-950,00'],
    ['28.10.26', 'GUTSCHR. UEBERWEISUNG', 'Gehalt Oktober', 'ACME Software GmbH', '3.214,55'],
    ['24.10.26', 'KARTENZAHLUNG', 'REWE SAGT DANKE 0815', 'REWE Markt GmbH', '-61,02'],
    [
      '15.10.26',
      'FOLGELASTSCHRIFT',
      'PP.7711.PP . SPOTIFY, Ihr Einkauf bei SPOTIFY',
      'PayPal Europe S.a.r.l. et Cie S.C.A',
      '-11,99',
    ],
    [
      '05.10.26',
      'FOLGELASTSCHRIFT',
      'Netflix Monatsabo 7QX2M1',
      'Netflix International B.V.',
      '-13,99',
    ],
    [
      '01.10.26',
      'FOLGELASTSCHRIFT',
      'Mitgliedsbeitrag 10/2026 MREF 88213',
      'Urban Sports GmbH',
      '-49,00',
    ],
    ['01.10.26', 'DAUERAUFTRAG', 'Miete Oktober', 'Hausverwaltung Schmidt', '-950,00'],
    ['29.09.26', 'GUTSCHR. UEBERWEISUNG', 'Gehalt September', 'ACME Software GmbH', '3.214,55'],
    [
      '15.09.26',
      'FOLGELASTSCHRIFT',
      'PP.7711.PP . SPOTIFY, Ihr Einkauf bei SPOTIFY',
      'PayPal Europe S.a.r.l. et Cie S.C.A',
      '-10,99',
    ],
    [
      '07.09.26',
      'FOLGELASTSCHRIFT',
      'Netflix Monatsabo 9LL3P0',
      'Netflix International B.V.',
      '-13,99',
    ],
    [
      '01.09.26',
      'FOLGELASTSCHRIFT',
      'Mitgliedsbeitrag 09/2026 MREF 88213',
      'Urban Sports GmbH',
      '-49,00',
    ],
    ['01.09.26', 'DAUERAUFTRAG', 'Miete September', 'Hausverwaltung Schmidt', '-950,00'],
    [
      '17.08.26',
      'FOLGELASTSCHRIFT',
      'PP.7711.PP . SPOTIFY, Ihr Einkauf bei SPOTIFY',
      'PayPal Europe S.a.r.l. et Cie S.C.A',
      '-10,99',
    ],
    ['12.08.26', 'KARTENZAHLUNG', 'MediaMarkt Berlin', 'Media Markt', '-229,00'],
    [
      '05.08.26',
      'FOLGELASTSCHRIFT',
      'Netflix Monatsabo 1AB4C7',
      'Netflix International B.V.',
      '-13,99',
    ],
    [
      '03.08.26',
      'FOLGELASTSCHRIFT',
      'Mitgliedsbeitrag 08/2026 MREF 88213',
      'Urban Sports GmbH',
      '-49,00',
    ],
  ].map(
    ([date, kind, purpose, payee, amount]) =>
      `DE12500105170648489890;${date};${date};${kind};${purpose};${payee};;${amount};EUR;Umsatz gebucht`,
  ),
].join('\r\n');
