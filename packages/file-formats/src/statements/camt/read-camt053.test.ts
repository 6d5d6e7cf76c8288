import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '@subtrack/domain';
import { statementFixture } from '../../testing/fixture-files.js';
import { readStatement } from '../read-statement.js';

const read = (name: string) => readStatement({ bytes: statementFixture(name), format: null });

describe('readStatement: ISO 20022 CAMT.053', () => {
  it('reads booked entries with their booking dates, signs and counterparties', () => {
    const transactions = read('camt053-v02.xml');
    // 4 months of Netflix, rent, savings, salary and a batch of two; the pending entry is left out.
    assert.equal(transactions.length, 24);
    assert.deepEqual(transactions[0], {
      date: '2026-08-05',
      amountMinor: -1799,
      currency: 'EUR',
      payee: 'Netflix International B.V.',
      text: 'Netflix International B.V. Netflix Monatsabo 2K4L98',
    });
    const salary = transactions.find((t) => t.amountMinor > 0)!;
    assert.equal(salary.payee, 'ACME Software GmbH');
    assert.equal(salary.amountMinor, 320000);
  });

  it('splits a batch booking into its transactions', () => {
    const transactions = read('camt053-v02.xml').filter((t) => t.date === '2026-09-15');
    assert.deepEqual(
      transactions.map((t) => [t.payee, t.amountMinor]),
      [
        ['Vodafone GmbH', -3990],
        ['FitX Deutschland GmbH', -2490],
      ],
    );
  });

  it("knows transfers to the owner's other account from the statement's account data", () => {
    const own = read('camt053-v02.xml').filter((t) => t.ownAccountTransfer);
    assert.equal(own.length, 4);
    assert.ok(own.every((t) => t.text === 'Max Mustermann Sparen'));
  });

  it('reads version 8, whose status and parties sit one level deeper', () => {
    const transactions = read('camt053-v08.xml');
    assert.deepEqual(transactions[0], {
      date: '2026-08-25',
      amountMinor: -2900,
      currency: 'CHF',
      payee: 'Swisscom (Schweiz) AG',
      text: 'Swisscom (Schweiz) AG Rechnung Mobile 08.2026',
    });
  });

  it('refuses XML that is no statement, and a document that declares entities', () => {
    for (const text of [
      '<?xml version="1.0"?><Document><BkToCstmrNtfctn/></Document>',
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><Document><BkToCstmrStmt>&a;</BkToCstmrStmt></Document>',
    ]) {
      assert.throws(
        () => readStatement({ bytes: Buffer.from(text), format: 'camt053' }),
        (error) => isDomainError(error) && error.code === 'invalid_statement',
      );
    }
  });
});
