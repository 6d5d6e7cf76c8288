/** How often a planted subscription charges. */
export type PlantedPeriod =
  | { unit: 'weeks'; count: number }
  | { unit: 'months'; count: number }
  | { unit: 'years'; count: 1 };

/**
 * A subscription the generator plants, as its bank shows it. `payee` and `purpose` are
 * templates: `{ref}` a reference code, `{card}` a card number's last digits, `{date}` the
 * booking date, `{n}` a running number.
 */
export interface SubscriptionKind {
  /** The word that names it in every way its bank writes it: how a suggestion is scored. */
  brand: string;
  period: PlantedPeriod;
  /** In minor units of the statement's currency. */
  amounts: readonly number[];
  /** Ways banks write it: [payee, purpose]. */
  texts: ReadonlyArray<readonly [string, string]>;
  /** Priced in another currency and charged converted: the amount wanders a little. */
  converted?: boolean;
  /** Charged by card: booked up to 2 days later than the day it falls due. */
  card?: boolean;
}

const monthly = { unit: 'months', count: 1 } as const;
const yearly = { unit: 'years', count: 1 } as const;

/** Real subscriptions with the descriptions their charges carry on real statements. */
export const SUBSCRIPTION_KINDS: readonly SubscriptionKind[] = [
  {
    brand: 'netflix',
    period: monthly,
    amounts: [1399, 1799, 999],
    card: true,
    texts: [
      ['NETFLIX.COM', 'NETFLIX.COM 866-579-7172 Karte {card} {date}'],
      ['Netflix International B.V.', 'Netflix Monatsabo {ref}'],
      [
        'PayPal (Europe) S.a r.l. et Cie., S.C.A.',
        '{n} PP.{n}.PP . Netflix International B.V., Ihr Einkauf bei Netflix International B.V.',
      ],
    ],
  },
  {
    brand: 'spotify',
    period: monthly,
    amounts: [1099, 1799, 599],
    texts: [
      ['Spotify AB', 'Spotify P{ref} Stockholm'],
      ['PAYPAL *SPOTIFY', 'PAYPAL *SPOTIFY {ref} 35314369001'],
    ],
  },
  {
    brand: 'disney',
    period: monthly,
    amounts: [999, 1399],
    card: true,
    texts: [
      ['Disney Plus', 'DisneyPlus {ref} 0800 1234 NL'],
      ['DISNEY PLUS', 'Disney+ Abo {ref}'],
    ],
  },
  {
    brand: 'disney',
    period: yearly,
    amounts: [9990, 13990],
    texts: [['Disney Plus', 'Disney+ Jahresabo {ref}']],
  },
  {
    brand: 'amazon',
    period: monthly,
    amounts: [899, 499],
    card: true,
    texts: [
      ['Amazon Prime*{ref}', 'Amazon Prime*{ref} Amzn.com/bill'],
      ['AMAZON PRIME*{ref}', 'Kartenzahlung Karte {card} {date}'],
    ],
  },
  {
    brand: 'amazon',
    period: yearly,
    amounts: [8990],
    texts: [['Amazon Prime*{ref}', 'Amazon Prime Jahresmitgliedschaft {ref}']],
  },
  {
    brand: 'apple',
    period: monthly,
    amounts: [299, 99, 1099, 1999],
    card: true,
    texts: [
      ['APPLE.COM/BILL', 'APPLE.COM/BILL ITUNES.COM {ref}'],
      ['Apple Services', 'Apple iCloud+ {ref}'],
    ],
  },
  {
    brand: 'youtube',
    period: monthly,
    amounts: [1299, 2399],
    card: true,
    texts: [['GOOGLE *YouTube Premium', 'GOOGLE *YouTube Premium g.co/helppay# {ref}']],
  },
  {
    brand: 'google',
    period: monthly,
    amounts: [199, 999],
    card: true,
    texts: [['GOOGLE *Google One', 'GOOGLE *Google One {ref}']],
  },
  {
    brand: 'adobe',
    period: monthly,
    amounts: [2419, 1189, 6699],
    card: true,
    texts: [
      ['ADOBE *CREATIVE CLOUD', 'ADOBE *CREATIVE CLOUD {n} IE'],
      ['Adobe Systems Software Ireland Ltd', 'Adobe Creative Cloud Abo {ref}'],
    ],
  },
  {
    brand: 'microsoft',
    period: yearly,
    amounts: [9900, 6900],
    texts: [
      ['Microsoft Ireland Operations Ltd', 'MICROSOFT*365 FAMILY {ref}'],
      ['MICROSOFT*365', 'MSBILL.INFO {ref}'],
    ],
  },
  {
    brand: 'dropbox',
    period: monthly,
    amounts: [1099, 1999],
    converted: true,
    card: true,
    texts: [['DROPBOX*{ref}', 'DROPBOX*{ref} DB.TT/CCHELP CA']],
  },
  {
    brand: 'github',
    period: monthly,
    amounts: [370, 930],
    converted: true,
    card: true,
    texts: [['GITHUB, INC.', 'GITHUB, INC. GITHUB.COM CA {ref}']],
  },
  {
    brand: 'openai',
    period: monthly,
    amounts: [1850, 2150],
    converted: true,
    card: true,
    texts: [['OPENAI *CHATGPT SUBSCR', 'OPENAI *CHATGPT SUBSCR OPENAI.COM CA {ref}']],
  },
  {
    brand: 'fitx',
    period: monthly,
    amounts: [2490, 2990],
    texts: [['FitX Deutschland GmbH', 'Mitgliedsbeitrag {ref} Mitglied {n}']],
  },
  {
    brand: 'urban sports',
    period: monthly,
    amounts: [3900, 7900],
    texts: [['Urban Sports GmbH', 'USC Membership {ref}']],
  },
  {
    brand: 'telefonica',
    period: monthly,
    amounts: [1999, 2999],
    texts: [['Telefonica Germany GmbH & Co. OHG', 'Kd-Nr.: {n} Rg-Nr.: {ref} O2 Mobilfunk']],
  },
  {
    brand: 'telekom',
    period: monthly,
    amounts: [4495, 3995],
    texts: [['Telekom Deutschland GmbH', 'Festnetz Rechnung {ref} Kundenkonto {n}']],
  },
  {
    brand: 'vodafone',
    period: monthly,
    amounts: [3999, 2499],
    texts: [['Vodafone GmbH', 'Kundennr {n} Rechnung {ref}']],
  },
  {
    brand: 'huk',
    period: { unit: 'months', count: 3 },
    amounts: [7810, 4530],
    texts: [['HUK-COBURG', 'Haftpflicht Vers.-Nr. {n} Beitrag {ref}']],
  },
  {
    brand: 'allianz',
    period: yearly,
    amounts: [31240, 18990],
    texts: [['Allianz Versicherungs-AG', 'Hausrat Vers.Nr. {n} Jahresbeitrag']],
  },
  {
    brand: 'rundfunk',
    period: { unit: 'months', count: 3 },
    amounts: [5508],
    texts: [['Rundfunk ARD, ZDF, DRadio', 'Beitragsnummer {n} Rundfunkbeitrag {ref}']],
  },
  {
    brand: 'süddeutsche',
    period: monthly,
    amounts: [2999, 3490],
    texts: [['Süddeutsche Zeitung GmbH', 'SZ Plus Digitalabo {ref}']],
  },
  {
    brand: 'zeit',
    period: { unit: 'weeks', count: 1 },
    amounts: [650],
    texts: [['ZEIT Verlag', 'DIE ZEIT Wochenabo Lieferung {ref}']],
  },
  {
    brand: 'hellofresh',
    period: { unit: 'weeks', count: 1 },
    amounts: [5999, 4499],
    card: true,
    texts: [['HelloFresh SE', 'HelloFresh Box {ref}']],
  },
  {
    brand: 'helpling',
    period: { unit: 'weeks', count: 2 },
    amounts: [5600, 3920],
    texts: [['Helpling GmbH', 'Reinigung {ref}']],
  },
  {
    brand: 'fernverkehr',
    period: yearly,
    amounts: [24400, 6990],
    texts: [['DB Fernverkehr AG', 'BahnCard 25 Abo {ref}']],
  },
  {
    brand: 'internetworx',
    period: yearly,
    amounts: [1500, 3400],
    texts: [['InterNetworX Ltd. & Co. KG', 'INWX Domain {ref}']],
  },
  {
    brand: 'audible',
    period: monthly,
    amounts: [995],
    card: true,
    texts: [['Audible GmbH', 'Audible Abo {ref}']],
  },
  {
    brand: 'duolingo',
    period: yearly,
    amounts: [8399],
    card: true,
    texts: [['DUOLINGO', 'Duolingo Plus {ref}']],
  },
];
