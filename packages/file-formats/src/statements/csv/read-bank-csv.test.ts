import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type BankTransaction, isDomainError, type StatementColumnMapping } from '@subtrack/domain';
import iconv from 'iconv-lite';
import { statementFixture } from '../../testing/fixture-files.js';
import { readStatement } from '../read-statement.js';

const read = (bytes: Uint8Array, mapping?: StatementColumnMapping) =>
  readStatement({ bytes, format: null, ...(mapping ? { mapping } : {}) });

const byPayee = (transactions: BankTransaction[], payee: string) =>
  transactions.filter((t) => t.payee === payee);

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    assert.ok(isDomainError(error));
    assert.equal(error.code, 'invalid_statement');
    return error;
  }
  assert.fail('the file was read');
}

describe('readStatement: German bank CSVs', () => {
  for (const name of ['dkb.csv', 'dkb-legacy.csv', 'sparkasse.csv', 'ing.csv']) {
    it(`reads ${name} past its preamble, with decimal commas and umlauts`, () => {
      const transactions = read(statementFixture(name));
      // 4 months of rent, savings, Netflix, Spotify, salary and 3 grocery trips.
      assert.equal(transactions.length, 32);
      const netflix = byPayee(transactions, 'Netflix International B.V.');
      assert.deepEqual(netflix.map((t) => [t.date, t.amountMinor, t.currency]).sort(), [
        ['2026-08-05', -1799, 'EUR'],
        ['2026-09-05', -1799, 'EUR'],
        ['2026-10-05', -1799, 'EUR'],
        ['2026-11-05', -1799, 'EUR'],
      ]);
      assert.ok(netflix[0]!.text.startsWith('Netflix International B.V. Netflix Monatsabo'));
      const rent = byPayee(transactions, 'Hausverwaltung Nord GmbH')[0]!;
      assert.equal(rent.amountMinor, -95000);
      const salary = byPayee(transactions, 'ACME Software GmbH')[0]!;
      assert.equal(salary.amountMinor, 320000);
      assert.ok(transactions.some((t) => t.text.includes('Übertrag auf Tagesgeldkonto')));
      assert.ok(transactions.some((t) => t.text.includes('Köln')));
    });
  }

  it('leaves out what DKB lists as pending', () => {
    const transactions = read(statementFixture('dkb.csv'));
    assert.ok(!transactions.some((t) => t.text.includes('Zusatzmitglied')));
  });

  it('takes the payer as the counterparty of money received, where DKB keeps both', () => {
    const [salary] = read(statementFixture('dkb.csv')).filter((t) => t.amountMinor > 0);
    assert.equal(salary!.payee, 'ACME Software GmbH');
  });
});

describe('readStatement: other banks', () => {
  it('reads N26 (ISO dates, the currency in the amount header)', () => {
    const transactions = read(statementFixture('n26.csv'));
    assert.equal(transactions.length, 36);
    const youtube = byPayee(transactions, 'GOOGLE *YouTube Premium')[0]!;
    assert.deepEqual(youtube, {
      date: '2026-08-20',
      amountMinor: -1249,
      currency: 'EUR',
      payee: 'GOOGLE *YouTube Premium',
      text: 'GOOGLE *YouTube Premium',
    });
  });

  it('reads Revolut on the completed date, leaving out reverted and pending payments', () => {
    const transactions = read(statementFixture('revolut.csv'));
    assert.equal(transactions.length, 16);
    assert.deepEqual(
      byPayee(transactions, 'Disney Plus').map((t) => t.date),
      ['2026-08-08', '2026-09-08', '2026-10-08', '2026-11-08'],
    );
    assert.ok(!transactions.some((t) => t.payee === 'Apple.com/bill'));
  });

  it('reads a US card statement: MM/DD/YYYY, commas, debit and credit columns', () => {
    const transactions = read(statementFixture('citi.csv'));
    assert.equal(transactions.length, 20);
    const netflix = byPayee(transactions, 'NETFLIX.COM 866-579-7172 CA');
    assert.deepEqual(
      netflix.map((t) => [t.date, t.amountMinor, t.currency]),
      [
        ['2026-11-04', -1549, 'USD'],
        ['2026-10-04', -1549, 'USD'],
        ['2026-09-04', -1549, 'USD'],
        ['2026-08-04', -1549, 'USD'],
      ],
    );
    const payment = byPayee(transactions, 'ONLINE PAYMENT, THANK YOU')[0]!;
    assert.equal(payment.amountMinor, 44000);
  });

  it('reads a file without a header line (Wells Fargo) by what its columns hold', () => {
    const transactions = read(statementFixture('wells-fargo.csv'));
    assert.equal(transactions.length, 16);
    assert.deepEqual(transactions[0], {
      date: '2026-08-06',
      amountMinor: -1499,
      currency: 'USD',
      payee: 'HULU 877-8244858 CA',
      text: 'HULU 877-8244858 CA',
    });
  });

  it('reads UTF-16 with a byte order mark, either byte order', () => {
    const text = statementFixture('n26.csv').toString('utf8');
    const utf8 = read(statementFixture('n26.csv'));
    const little = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]);
    const big = Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf-16be')]);
    assert.deepEqual(read(little), utf8);
    assert.deepEqual(read(big), utf8);
  });

  it('reads ISO-8859-1 as Windows-1252 and decides dates and decimals by the whole column', () => {
    const csv = [
      'Datum;Empfänger;Betrag;Währung',
      '02/01/2026;Müller Zeitschriften;1.234;EUR',
      '13/01/2026;Café Flore;-3,50;EUR',
      '03/02/2026;Müller Zeitschriften;-1.234,50;EUR',
    ].join('\n');
    const transactions = read(iconv.encode(csv, 'latin1'));
    assert.deepEqual(
      transactions.map((t) => [t.date, t.amountMinor, t.payee]),
      [
        ['2026-01-02', 123400, 'Müller Zeitschriften'],
        ['2026-01-13', -350, 'Café Flore'],
        ['2026-02-03', -123450, 'Müller Zeitschriften'],
      ],
    );
  });

  it('reads month-first dates when no day is above 12 but the dates run in order that way', () => {
    const csv = [
      'Date,Description,Amount',
      '01/12/2026,A,-1.00',
      '02/01/2026,B,-1.00',
      '02/12/2026,C,-1.00',
    ];
    assert.deepEqual(
      read(Buffer.from(csv.join('\n'))).map((t) => t.date),
      ['2026-01-12', '2026-02-01', '2026-02-12'],
    );
  });
});

describe('readStatement: columns that cannot be told apart', () => {
  const csv = Buffer.from(
    [
      'Tag;Wer;Wieviel;Notiz',
      '05.01.2026;Netflix;-17,99;Abo',
      '05.02.2026;Netflix;-17,99;Abo',
    ].join('\n'),
  );

  it('refuses, listing the headers and the mapping parameters', () => {
    const error = refusal(() => read(csv));
    assert.equal(error.details.field, 'date');
    assert.deepEqual(error.details.allowedValues, ['Tag', 'Wer', 'Wieviel', 'Notiz']);
    assert.deepEqual(error.details.parameters, [
      'date',
      'amount',
      'payee',
      'debit',
      'credit',
      'currency',
    ]);
    assert.match(error.message, /"Tag", "Wer", "Wieviel", "Notiz"/);
  });

  it('reads them once named by header, any case', () => {
    const transactions = read(csv, { date: 'tag', amount: 'Wieviel', payee: 'WER' });
    assert.deepEqual(transactions[1], {
      date: '2026-02-05',
      amountMinor: -1799,
      currency: 'EUR',
      payee: 'Netflix',
      text: 'Netflix',
    });
  });

  it('refuses a mapping that names a column the file lacks', () => {
    const error = refusal(() => read(csv, { date: 'Tag', amount: 'Betrag', payee: 'Wer' }));
    assert.equal(error.details.field, 'amount');
    assert.match(error.message, /no column "Betrag"/);
  });

  it('takes debit and credit columns by name', () => {
    const parts = Buffer.from(
      ['When,Who,Out,In', '2026-03-01,Gym,45.00,', '2026-03-02,Employer,,2500.00'].join('\n'),
    );
    refusal(() => read(parts));
    const transactions = read(parts, { date: 'When', payee: 'Who', debit: 'Out', credit: 'In' });
    assert.deepEqual(
      transactions.map((t) => t.amountMinor),
      [-4500, 250000],
    );
  });
});

describe('readStatement: files it refuses', () => {
  it('refuses an empty file, a binary one and one with no booked transaction', () => {
    refusal(() => read(Buffer.from('')));
    refusal(() => read(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0x00])));
    refusal(() => read(Buffer.from('Date,Description,Amount\n')));
  });

  it('refuses more transactions than a statement may hold, naming the limit', () => {
    const rows = Array.from(
      { length: 11 },
      (_, i) => `2026-01-${String(i + 1).padStart(2, '0')},Shop,-1.00`,
    );
    const bytes = Buffer.from(['Date,Description,Amount', ...rows].join('\n'));
    const error = refusal(() =>
      readStatement({ bytes, format: 'csv' }, { maxTransactions: 10, maxReadMilliseconds: 1000 }),
    );
    assert.match(error.message, /more than 10 transactions/);
  });

  it('refuses amounts that mix decimal commas and points', () => {
    const csv = ['Date;Payee;Amount', '2026-01-01;A;-1,50', '2026-01-02;B;-1.50'].join('\n');
    refusal(() => read(Buffer.from(csv)));
  });

  it('refuses a file whose rows mostly hold no date', () => {
    const rows = Array.from({ length: 8 }, () => 'soon;Shop;-1,00');
    refusal(() => read(Buffer.from(['Datum;Empfänger;Betrag', ...rows].join('\n'))));
  });
});
