import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import type { LabelledStatement, StatementRow } from './generate-statement.js';

/** The bank exports a generated statement can be written as. */
export const STATEMENT_LAYOUTS = [
  'dkb',
  'sparkasse',
  'ing',
  'n26',
  'revolut',
  'citi',
  'ofx',
  'camt053',
] as const;
export type StatementLayout = (typeof STATEMENT_LAYOUTS)[number];

const parts = (date: string) => ({
  y: date.slice(0, 4),
  m: date.slice(5, 7),
  d: date.slice(8, 10),
});

function germanAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100).toLocaleString('de-DE');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}`;
}

const pointAmount = (minor: number) =>
  `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100)}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;

const csv = (records: string[][], delimiter: string, quoted: boolean, eol = '\n') =>
  stringify(records, { delimiter, quoted, record_delimiter: eol });

const latest = (rows: readonly StatementRow[]) => [...rows].reverse();

function dkb(s: LabelledStatement): Buffer {
  const short = (date: string) => `${parts(date).d}.${parts(date).m}.${parts(date).y.slice(2)}`;
  const preamble = [
    ['Girokonto', s.owner.iban],
    [''],
    [`Kontostand vom ${short(s.to)}:`, '1.234,56 €'],
    [''],
  ];
  const header = [
    'Buchungsdatum',
    'Wertstellung',
    'Status',
    'Zahlungspflichtige*r',
    'Zahlungsempfänger*in',
    'Verwendungszweck',
    'Umsatztyp',
    'IBAN',
    'Betrag (€)',
    'Gläubiger-ID',
    'Mandatsreferenz',
    'Kundenreferenz',
  ];
  const rows = latest(s.rows).map((r) => {
    const [payer, payee] = r.amountMinor < 0 ? [s.owner.name, r.payee] : [r.payee, s.owner.name];
    return [
      short(r.date),
      short(r.date),
      'Gebucht',
      payer,
      payee,
      r.purpose,
      r.amountMinor < 0 ? 'Ausgang' : 'Eingang',
      r.iban,
      germanAmount(r.amountMinor),
      '',
      '',
      '',
    ];
  });
  return Buffer.from(`\uFEFF${csv([...preamble, header, ...rows], ';', true)}`, 'utf8');
}

function sparkasse(s: LabelledStatement): Buffer {
  const short = (date: string) => `${parts(date).d}.${parts(date).m}.${parts(date).y.slice(2)}`;
  const header = [
    'Auftragskonto',
    'Buchungstag',
    'Valutadatum',
    'Buchungstext',
    'Verwendungszweck',
    'Glaeubiger ID',
    'Mandatsreferenz',
    'Kundenreferenz (End-to-End)',
    'Sammlerreferenz',
    'Lastschrift Ursprungsbetrag',
    'Auslagenersatz Ruecklastschrift',
    'Beguenstigter/Zahlungspflichtiger',
    'Kontonummer/IBAN',
    'BIC (SWIFT-Code)',
    'Betrag',
    'Waehrung',
    'Info',
  ];
  const kinds = {
    'direct debit': 'FOLGELASTSCHRIFT',
    card: 'KARTENZAHLUNG',
    'standing order': 'DAUERAUFTRAG',
    transfer: 'ONLINE-UEBERWEISUNG',
    credit: 'GUTSCHR. UEBERWEISUNG',
    cash: 'BARGELDAUSZAHLUNG',
  };
  const rows = latest(s.rows).map((r) => [
    s.owner.iban,
    short(r.date),
    short(r.date),
    kinds[r.kind],
    r.purpose,
    '',
    '',
    'NOTPROVIDED',
    '',
    '',
    '',
    r.payee,
    r.iban,
    '',
    germanAmount(r.amountMinor),
    r.currency,
    'Umsatz gebucht',
  ]);
  return iconv.encode(csv([header, ...rows], ';', true, '\r\n'), 'windows-1252');
}

function ing(s: LabelledStatement): Buffer {
  const long = (date: string) => `${parts(date).d}.${parts(date).m}.${parts(date).y}`;
  const preamble = [
    ['Umsatzanzeige', `Datei erstellt am: ${long(s.to)} 09:15`],
    ['', 'Letztes Update: aktuell'],
    [''],
    ['IBAN', s.owner.iban],
    ['Kontoname', 'Girokonto'],
    ['Bank', 'ING'],
    ['Kunde', s.owner.name],
    ['Zeitraum', `${long(s.from)} - ${long(s.to)}`],
    ['Saldo', '1.234,56', 'EUR'],
    [''],
    ['Sortierung', 'Datum absteigend'],
    [''],
    ['In der CSV-Datei finden Sie alle bereits gebuchten Umsätze.'],
    [''],
  ];
  const header = [
    'Buchung',
    'Valuta',
    'Auftraggeber/Empfänger',
    'Buchungstext',
    'Verwendungszweck',
    'Saldo',
    'Währung',
    'Betrag',
    'Währung',
  ];
  const rows = latest(s.rows).map((r) => [
    long(r.date),
    long(r.date),
    r.payee,
    r.amountMinor < 0 ? 'Lastschrift' : 'Gutschrift',
    r.purpose,
    '1.234,56',
    r.currency,
    germanAmount(r.amountMinor),
    r.currency,
  ]);
  return iconv.encode(csv([...preamble, header, ...rows], ';', false, '\r\n'), 'windows-1252');
}

function n26(s: LabelledStatement): Buffer {
  const header = [
    'Booking Date',
    'Value Date',
    'Partner Name',
    'Partner Iban',
    'Type',
    'Payment Reference',
    'Account Name',
    'Amount (EUR)',
    'Original Amount',
    'Original Currency',
    'Exchange Rate',
  ];
  const rows = s.rows.map((r) => [
    r.date,
    r.date,
    r.payee,
    r.iban,
    r.kind === 'card' ? 'Presentment' : r.amountMinor > 0 ? 'Income' : 'Direct Debit',
    r.purpose,
    'Main Account',
    pointAmount(r.amountMinor),
    '',
    '',
    '',
  ]);
  return Buffer.from(csv([header, ...rows], ',', true), 'utf8');
}

// A card's statement, or a second account's (Revolut): no salary, rent, loan, savings or
// cash, but the top-ups or card payments that fund it each month.
function secondAccount(s: LabelledStatement, funding: string): StatementRow[] {
  // A card shows a PayPal payment with the merchant in its one description.
  const rows = s.rows
    .filter((row) => !row.currentAccountOnly)
    .map((row) => {
      const merchant = /Ihr Einkauf bei (.+)$/.exec(row.purpose)?.[1];
      return merchant ? { ...row, payee: `PAYPAL *${merchant.toUpperCase()}` } : row;
    });
  const months = new Set(rows.map((row) => `${row.date.slice(0, 8)}03`));
  const payments = [...months].map(
    (date): StatementRow => ({
      date,
      amountMinor: 150_000,
      currency: rows[0]?.currency ?? 'EUR',
      payee: funding,
      purpose: '',
      iban: '',
      kind: 'credit',
    }),
  );
  return [...rows, ...payments].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function revolut(s: LabelledStatement): Buffer {
  const header = [
    'Type',
    'Product',
    'Started Date',
    'Completed Date',
    'Description',
    'Amount',
    'Fee',
    'Currency',
    'State',
    'Balance',
  ];
  const rows = secondAccount(s, 'Top-up by *4321').map((r) => [
    r.kind === 'card' ? 'CARD_PAYMENT' : r.amountMinor > 0 ? 'TOPUP' : 'TRANSFER',
    'Current',
    `${r.date} 08:12:40`,
    `${r.date} 09:30:01`,
    r.payee,
    pointAmount(r.amountMinor),
    '0.00',
    r.currency,
    'COMPLETED',
    '1234.56',
  ]);
  return Buffer.from(csv([header, ...rows], ',', false), 'utf8');
}

function citi(s: LabelledStatement): Buffer {
  const header = ['Status', 'Date', 'Description', 'Debit', 'Credit'];
  const rows = latest(secondAccount(s, 'ONLINE PAYMENT, THANK YOU')).map((r) => {
    const { y, m, d } = parts(r.date);
    const amount = pointAmount(Math.abs(r.amountMinor));
    return [
      'Cleared',
      `${m}/${d}/${y}`,
      r.payee,
      r.amountMinor < 0 ? amount : '',
      r.amountMinor < 0 ? '' : `-${amount}`,
    ];
  });
  return Buffer.from(csv([header, ...rows], ',', false, '\r\n'), 'utf8');
}

const sgml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

function ofx(s: LabelledStatement): Buffer {
  const date = (d: string) => `${d.replaceAll('-', '')}120000.000[-5:EST]`;
  const transactions = s.rows.map((r, i) => {
    const kind =
      r.kind === 'card'
        ? 'POS'
        : r.amountMinor > 0
          ? 'CREDIT'
          : r.kind === 'direct debit'
            ? 'DIRECTDEBIT'
            : 'DEBIT';
    // OFX 1.02 keeps NAME to 32 characters; the rest of the text goes to MEMO.
    return `<STMTTRN>\n<TRNTYPE>${kind}\n<DTPOSTED>${date(r.date)}\n<TRNAMT>${pointAmount(r.amountMinor)}\n<FITID>${i + 1}\n<NAME>${sgml(r.payee.slice(0, 32))}\n<MEMO>${sgml(r.purpose.slice(0, 255))}\n</STMTTRN>`;
  });
  const text = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<SIGNONMSGSRSV1>',
    '<SONRS>',
    '<STATUS>',
    '<CODE>0',
    '<SEVERITY>INFO',
    '</STATUS>',
    `<DTSERVER>${date(s.to)}`,
    '<LANGUAGE>ENG',
    '</SONRS>',
    '</SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1>',
    '<STMTTRNRS>',
    '<TRNUID>1',
    '<STATUS>',
    '<CODE>0',
    '<SEVERITY>INFO',
    '</STATUS>',
    '<STMTRS>',
    `<CURDEF>${s.rows[0]?.currency ?? 'USD'}`,
    '<BANKACCTFROM>',
    '<BANKID>121000358',
    '<ACCTID>123456789',
    '<ACCTTYPE>CHECKING',
    '</BANKACCTFROM>',
    '<BANKTRANLIST>',
    `<DTSTART>${date(s.from)}`,
    `<DTEND>${date(s.to)}`,
    ...transactions,
    '</BANKTRANLIST>',
    '<LEDGERBAL>',
    '<BALAMT>1234.56',
    `<DTASOF>${date(s.to)}`,
    '</LEDGERBAL>',
    '</STMTRS>',
    '</STMTTRNRS>',
    '</BANKMSGSRSV1>',
    '</OFX>',
    '',
  ].join('\r\n');
  return iconv.encode(text, 'windows-1252');
}

const xml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function camt053(s: LabelledStatement): Buffer {
  const entries = s.rows.map((r) => {
    const debit = r.amountMinor < 0;
    const role = debit ? 'Cdtr' : 'Dbtr';
    const amount = `<Amt Ccy="${r.currency}">${pointAmount(Math.abs(r.amountMinor))}</Amt>`;
    const account =
      r.iban === '' ? '' : `<${role}Acct><Id><IBAN>${r.iban}</IBAN></Id></${role}Acct>`;
    return `<Ntry>${amount}<CdtDbtInd>${debit ? 'DBIT' : 'CRDT'}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${r.date}</Dt></BookgDt><ValDt><Dt>${r.date}</Dt></ValDt><BkTxCd/><NtryDtls><TxDtls><AmtDtls><TxAmt>${amount}</TxAmt></AmtDtls><RltdPties><${role}><Nm>${xml(r.payee)}</Nm></${role}>${account}</RltdPties><RmtInf><Ustrd>${xml(r.purpose)}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  });
  const account = (iban: string) =>
    `<Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>${xml(s.owner.name)}</Nm></Ownr></Acct>`;
  const text = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>',
    `<GrpHdr><MsgId>M${s.to}</MsgId><CreDtTm>${s.to}T06:00:00</CreDtTm></GrpHdr>`,
    `<Stmt><Id>1</Id>${account(s.owner.iban)}`,
    ...entries,
    `</Stmt><Stmt><Id>2</Id>${account(s.owner.savingsIban)}</Stmt>`,
    '</BkToCstmrStmt></Document>',
    '',
  ].join('\n');
  return Buffer.from(text, 'utf8');
}

const WRITERS: Record<StatementLayout, (statement: LabelledStatement) => Buffer> = {
  dkb,
  sparkasse,
  ing,
  n26,
  revolut,
  citi,
  ofx,
  camt053,
};

/**
 * A generated statement written as a bank exports it: CSV in the layouts of DKB (UTF-8
 * with BOM), Sparkasse and ING (Windows-1252), N26, Revolut and Citi, OFX 1.02, or a
 * CAMT.053 file whose second account is the owner's savings. Revolut and Citi hold what a
 * second account and a credit card do: card payments and subscriptions, no salary, rent,
 * loan, savings or cash.
 */
export function writeStatement(statement: LabelledStatement, layout: StatementLayout): Buffer {
  return WRITERS[layout](statement);
}

/** The currency each layout's bank keeps accounts in (Citi and the OFX bank are American). */
export const LAYOUT_CURRENCY: Record<StatementLayout, string> = {
  dkb: 'EUR',
  sparkasse: 'EUR',
  ing: 'EUR',
  n26: 'EUR',
  revolut: 'EUR',
  citi: 'USD',
  ofx: 'USD',
  camt053: 'EUR',
};
