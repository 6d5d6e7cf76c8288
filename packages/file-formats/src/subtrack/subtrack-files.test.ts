import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ImportFileKind } from '@subtrack/domain';
import { expectDomainRejection } from '@subtrack/domain/testing';
import { neutraliseFormulaCell, restoreFormulaCell } from '../export/formula-cells.js';
import { guessImportSource } from '../guess-source.js';
import { createImportFileParser } from '../parse-import-file.js';
import { sniffImportKind } from '../sniff-kind.js';

const parser = createImportFileParser();
const parse = (text: string, kind: ImportFileKind | null) =>
  parser.parse({ bytes: Buffer.from(text), kind }, { source: 'subtrack', currencySymbols: {} });

describe('subtrack export files', () => {
  it('keeps ids aside, drops timestamps and a lastPaymentDate next to nextPaymentDate', async () => {
    const [row] = await parse(
      JSON.stringify({
        format: 'subtrack-export',
        version: 1,
        subscriptions: [
          {
            id: 'ID',
            name: 'N',
            nextPaymentDate: '2026-12-05',
            lastPaymentDate: '2026-11-05',
            createdAt: 'x',
            updatedAt: 'y',
            colour: 'red',
          },
        ],
      }),
      'json',
    );
    assert.equal(row?.id, 'ID');
    assert.deepEqual(row?.body, { name: 'N', nextPaymentDate: '2026-12-05', colour: 'red' });
    assert.equal(row?.payments, undefined);
  });

  it("keeps a version 2 record's payments aside for the domain to check", async () => {
    const payments = [
      { dueOn: '2026-11-05', amount: 9.5, currency: 'EUR', status: 'skipped', source: 'renewal' },
    ];
    const [row] = await parse(
      JSON.stringify({
        format: 'subtrack-export',
        version: 2,
        subscriptions: [{ id: 'ID', name: 'N', nextPaymentDate: '2026-12-05', payments }],
      }),
      'json',
    );
    assert.deepEqual(row?.payments, payments);
    assert.deepEqual(row?.body, { name: 'N', nextPaymentDate: '2026-12-05' });
  });

  it('reports a record that is not an object as a row error', async () => {
    const rows = await parse(
      JSON.stringify({ format: 'subtrack-export', version: 1, subscriptions: [7] }),
      'json',
    );
    assert.deepEqual(
      rows[0]?.errors.map((e) => e.field),
      ['row'],
    );
  });

  it('refuses other JSON, another version, a Wallos CSV, a broken CSV and a zip', async () => {
    await expectDomainRejection(() => parse('[]', 'json'), 'invalid_import', 'file');
    const v4 = await expectDomainRejection(
      () =>
        parse(JSON.stringify({ format: 'subtrack-export', version: 4, subscriptions: [] }), 'json'),
      'invalid_import',
      'file',
    );
    assert.match(v4.message, /version 4; this subtrack reads versions 1, 2 and 3/);
    await expectDomainRejection(() => parse('Name,Price\nX,€1', 'csv'), 'invalid_import', 'file');
    await expectDomainRejection(
      () => parse('id,nextPaymentDate\n"a,b', 'csv'),
      'invalid_import',
      'file',
    );
    await expectDomainRejection(() => parse('PK\u0003\u0004', null), 'invalid_import', 'file');
  });

  it('turns CSV cells back into JSON values, keeping text that does not fit its column', async () => {
    const [row] = await parse(
      'id,name,amount,billingAnchorDay,isTrial,notificationEnabled,customDate,nextPaymentDate,intervalCount,noticeDays,remindDaysBefore,endsOn\r\n' +
        'x,\'=1,9.5,31,true,maybe,30,,3,30,"7,1",2027-01-31\r\n',
      'csv',
    );
    assert.deepEqual(row?.body, {
      name: '=1',
      amount: 9.5,
      billingAnchorDay: 31,
      isTrial: true,
      notificationEnabled: 'maybe',
      customDate: '30',
      intervalCount: 3,
      noticeDays: 30,
      remindDaysBefore: [7, 1],
      endsOn: '2027-01-31',
    });
  });
});

describe('formula cells (OWASP CSV injection)', () => {
  it('prefixes cells that start a formula, and an apostrophe, and restores them exactly', () => {
    for (const cell of ['=1', '+1', '-1', '@a', '\tx', '\rx', "'=1", "'", 'plain', '']) {
      assert.equal(restoreFormulaCell(neutraliseFormulaCell(cell)), cell);
    }
    assert.equal(neutraliseFormulaCell('=1'), "'=1");
    assert.equal(neutraliseFormulaCell('plain'), 'plain');
  });
});

describe('sniffImportKind and guessImportSource', () => {
  it('tells zip, SQLite, JSON and CSV apart by their first bytes', () => {
    assert.equal(sniffImportKind(Buffer.from('PK\u0003\u0004rest')), 'zip');
    assert.equal(sniffImportKind(Buffer.from('SQLite format 3\u0000...')), 'sqlite');
    assert.equal(sniffImportKind(Buffer.from('\uFEFF  [{"Name":1}]')), 'json');
    assert.equal(sniffImportKind(Buffer.from('Name,Price')), 'csv');
  });

  it('guesses who made a file', () => {
    assert.equal(guessImportSource(Buffer.from(''), 'zip'), 'wallos');
    assert.equal(
      guessImportSource(Buffer.from('{"format": "subtrack-export"}'), 'json'),
      'subtrack',
    );
    assert.equal(guessImportSource(Buffer.from('[{"Name":"x"}]'), 'json'), 'wallos');
    assert.equal(guessImportSource(Buffer.from('id,name,nextPaymentDate\r\n'), 'csv'), 'subtrack');
    assert.equal(guessImportSource(Buffer.from('Name,Price\n'), 'csv'), 'wallos');
  });
});
