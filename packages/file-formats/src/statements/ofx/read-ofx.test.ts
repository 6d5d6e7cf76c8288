import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '@subtrack/domain';
import { statementFixture } from '../../testing/fixture-files.js';
import { readStatement } from '../read-statement.js';

const read = (name: string) => readStatement({ bytes: statementFixture(name), format: null });

describe('readStatement: OFX and QFX', () => {
  it('reads OFX 1.02 (SGML without end tags) with its posting dates and signed amounts', () => {
    const transactions = read('bank-102.ofx');
    assert.equal(transactions.length, 20);
    assert.deepEqual(transactions[0], {
      date: '2026-08-03',
      amountMinor: -1549,
      currency: 'USD',
      payee: 'NETFLIX.COM',
      text: 'NETFLIX.COM 866-579-7172 CA',
    });
    const salary = transactions.find((t) => t.payee === 'ACME CORP PAYROLL')!;
    assert.equal(salary.amountMinor, 320000);
    // A bare & of SGML text survives.
    assert.ok(transactions.some((t) => t.text === 'PLANET FITNESS CLUB FEES AT&T PARK'));
  });

  it('knows a transfer to another account of the same file as one to the owner', () => {
    const transfers = read('bank-102.ofx').filter((t) => t.ownAccountTransfer);
    assert.equal(transfers.length, 4);
    assert.ok(transfers.every((t) => t.payee === 'TRANSFER TO SAV XXXXX7890'));
  });

  it('reads OFX 2.2 (XML) card statements, a payee aggregate and a charge in its own currency', () => {
    const transactions = read('card-220.ofx');
    assert.equal(transactions.length, 12);
    const github = transactions.find((t) => t.payee === 'GitHub, Inc.')!;
    assert.deepEqual(github, {
      date: '2026-08-21',
      amountMinor: -2000,
      currency: 'USD',
      payee: 'GitHub, Inc.',
      text: 'GitHub, Inc. GITHUB.COM/BILLING',
    });
    assert.equal(transactions.find((t) => t.payee === 'Disney Plus')!.currency, 'EUR');
  });

  it('reads QFX, with Intuit elements among the OFX ones', () => {
    const transactions = read('chase.qfx');
    assert.equal(transactions.length, 8);
    assert.equal(transactions[0]!.payee, 'AMAZON PRIME*2K4L90');
    assert.equal(transactions[0]!.amountMinor, -999);
  });

  it('refuses OFX that is no longer well formed', () => {
    const broken = statementFixture('card-220.ofx').toString('utf8').replace('</BANKTRANLIST>', '');
    assert.throws(
      () => readStatement({ bytes: Buffer.from(broken), format: 'ofx' }),
      (error) => isDomainError(error) && error.code === 'invalid_statement',
    );
  });
});
