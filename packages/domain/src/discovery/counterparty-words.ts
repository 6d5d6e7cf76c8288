// The words that say nothing about who was paid, which counterparty names drop: legal
// forms, bank booking words, month names, web address endings and a few fillers. Every
// entry is lower case and compared with one whole word of a name (D56).

const words = (list: string): string[] => list.trim().split(/\s+/);

/** Legal forms of companies in the countries whose banks subtrack reads. */
const LEGAL_FORMS = words(`
  ab ag aps asa bv bvba cie co company corp corporation eg ek et ev gbr gmbh
  haftungsbeschränkt inc incorporated kg kgaa kft llc llp lp ltd limited mbh nv ohg oy oyj
  plc pty sa sarl sas sca se sl spa sro srl ug
`);

/** What banks write around a counterparty: booking kinds, card words, SEPA field labels. */
const BOOKING_WORDS = words(`
  abwa am basislastschrift card cred debit debitkarte einzug eref erstlastschrift
  folgelastschrift girocard karte kartennr kartenzahlung kref lastschrift maestro mandat
  mandatsreferenz mastercard mref notprovided nr payment pmt pos purchase recurring ref sepa
  svwz uhr um visa vom
`);

/** Month names and their short forms in English, German, French and Spanish. */
const MONTHS = words(`
  jan january januar janvier enero feb february februar février fevrier febrero mar march
  märz maerz mars marzo apr april avril abril may mai mayo jun june juni juin junio jul july
  juli juillet julio aug august août aout agosto sep sept september septembre septiembre oct
  okt october oktober octobre octubre nov november novembre noviembre dec dez december
  dezember décembre decembre diciembre
`);

/** Words that only say where a company sits or that it is big. */
const FILLERS = words('emea europe holding holdings international intl usa www');

/** Every word a counterparty's name drops, wherever it stands. */
export const NOISE_WORDS: ReadonlySet<string> = new Set([
  ...LEGAL_FORMS,
  ...BOOKING_WORDS,
  ...MONTHS,
  ...FILLERS,
]);

/**
 * The two-letter codes of US states and Canadian provinces that card statements put after
 * a merchant's city: dropped only at the end of a name.
 */
export const REGION_CODES: ReadonlySet<string> = new Set(
  words(`
    ak al ar az bc ca ct dc de fl ga hi ia id ie il in ks ky la ma md me mi mn mo ms mt nc nd
    ne nh nj nm nv ny oh ok on or pa qc ri sc sd tn tx ut va vt wa wi wv wy
  `),
);

/**
 * Payment processors that stand before a merchant, with `*`: `PAYPAL *NETFLIX`,
 * `SQ *BLUE BOTTLE`, `GOOGLE *YouTube`. Matched at the start, in lower case.
 */
export const PROCESSOR_PREFIX =
  /^(?:paypal|pp|sq|sp|tst|iz|izettle|zettle|sumup|ztl|fs|paddle(?:\.net)?|2co(?:\.com)?|dri|google|goog|apl|apple ?pay|klarna|stripe|patreon|ppl)\s*\*+\s*/u;

/**
 * Counterparties that only carried the payment for a merchant the purpose names
 * (`PayPal Europe S.a r.l. et Cie S.C.A.` with "Ihr Einkauf bei Netflix"), as normalized.
 */
export const PROCESSOR_NAMES: ReadonlySet<string> = new Set(
  words('adyen klarna mollie paddle paypal stripe sumup'),
);

/** Where a processor's purpose names the merchant: "Ihr Einkauf bei X", "Your purchase at X". */
export const MERCHANT_IN_PURPOSE =
  /(?:ihr einkauf bei|einkauf bei|your purchase at|purchase at|achat chez|compra en)\s+([^,;]+)/iu;
