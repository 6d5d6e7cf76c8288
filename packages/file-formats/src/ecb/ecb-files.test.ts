import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type EuroRate, importReferenceRates } from '@subtrack/domain';
import {
  aCountingPacer,
  createInMemoryPorts,
  expectDomainRejection,
} from '@subtrack/domain/testing';
import { strToU8, zipSync } from 'fflate';
import { ecbFixture, ecbHistoryCsv, ecbHistoryZip } from '../testing/ecb-files.js';
import { readEcbRates } from './read-ecb-rates.js';

const ofDay = (rates: EuroRate[], date: string) => rates.filter((rate) => rate.date === date);
const rateOf = (rates: EuroRate[], date: string, currency: string) =>
  rates.find((rate) => rate.date === date && rate.currency === currency)?.rate;

describe("readEcbRates, on the European Central Bank's files", () => {
  it('reads eurofxref-hist.csv: newest first, N/A skipped, a trailing comma on every line', async () => {
    const rates = await readEcbRates(ecbFixture('eurofxref-hist.csv'));
    assert.equal(rates.length, 3 * 30 + 2 * 27);
    assert.equal(ofDay(rates, '2026-11-20').length, 30);
    assert.equal(rateOf(rates, '2026-11-20', 'USD'), '1.0856');
    assert.equal(rateOf(rates, '2026-11-20', 'IDR'), '17535.27');
    assert.equal(rateOf(rates, '2026-11-20', 'ZAR'), '19.9403');
    assert.equal(rateOf(rates, '2026-11-20', 'CYP'), undefined);
    // The first day of the euro: legacy currencies, none of the later ones.
    assert.equal(rateOf(rates, '1999-01-04', 'CYP'), '0.58231');
    assert.equal(rateOf(rates, '1999-01-04', 'CNY'), undefined);
  });

  it('reads eurofxref-hist.zip as the CSV it holds', async () => {
    const fromZip = await readEcbRates(ecbFixture('eurofxref-hist.zip'));
    assert.deepEqual(fromZip, await readEcbRates(ecbFixture('eurofxref-hist.csv')));
  });

  it('reads eurofxref-daily.xml: one day of 30 rates in the gesmes envelope', async () => {
    const rates = await readEcbRates(ecbFixture('eurofxref-daily.xml'));
    assert.equal(rates.length, 30);
    assert.ok(rates.every((rate) => rate.date === '2026-11-20'));
    assert.equal(rateOf(rates, '2026-11-20', 'JPY'), '163.84');
    assert.equal(rateOf(rates, '2026-11-20', 'GBP'), '0.85710');
  });

  it('gives the same reference rates from the daily XML as from the history of that day', async () => {
    const ports = createInMemoryPorts();
    const fromXml = await importReferenceRates(
      ports,
      await readEcbRates(ecbFixture('eurofxref-daily.xml')),
    );
    const page = { limit: 100, offset: 0, filters: { from: '2026-11-20', to: '2026-11-20' } };
    const afterXml = await ports.exchangeRates.list('nobody', page);
    await importReferenceRates(ports, await readEcbRates(ecbFixture('eurofxref-hist.zip')));
    assert.deepEqual((await ports.exchangeRates.list('nobody', page)).items, afterXml.items);
    assert.equal(fromXml.imported.rates, 30);
    // Stored exactly, in one form: the XML's 0.85710 is the CSV's 0.8571.
    assert.ok(afterXml.items.some((rate) => rate.to === 'GBP' && rate.rate === '0.8571'));
  });

  it('reads the one-day CSV of eurofxref.zip, its date in words and its values spaced', async () => {
    const csv = 'Date, USD, JPY, CYP, \n20 November 2026, 1.0856, 163.84, N/A, \n';
    const rates = await readEcbRates(zipSync({ 'eurofxref.csv': strToU8(csv) }));
    assert.deepEqual(rates, [
      { date: '2026-11-20', currency: 'USD', rate: '1.0856' },
      { date: '2026-11-20', currency: 'JPY', rate: '163.84' },
    ]);
  });

  it('reads the whole history, 6,800 days of 30 currencies, pausing as it goes', async () => {
    const pacer = aCountingPacer();
    const rates = await readEcbRates(ecbHistoryZip(ecbHistoryCsv({ days: 6_800 })), { pacer });
    assert.equal(rates.length, 204_000);
    assert.equal(rates[0]?.date, '2026-11-20');
    assert.equal(new Set(rates.map((rate) => rate.date)).size, 6_800);
    assert.ok(pacer.pauses >= 6_800 / 50 - 1, `${pacer.pauses} pauses`);
  });
});

describe('readEcbRates, on files it cannot read', () => {
  const refused = async (bytes: Uint8Array | string, message: RegExp) => {
    const error = await expectDomainRejection(
      () => readEcbRates(typeof bytes === 'string' ? Buffer.from(bytes) : bytes),
      'invalid_exchange_rate',
      'file',
    );
    assert.match(error.message, message);
    assert.match(error.details.suggestedFix ?? '', /eurofxref-hist\.zip/);
  };

  it('names the line and column of a value that is no rate', async () => {
    await refused(
      'Date,USD,JPY,\n2026-11-20,1.0856,163.84,\n2026-11-19,1,0843,163.2,\n',
      /Line 3 has 3 values for 2 currencies/,
    );
    await refused(
      'Date,USD,JPY,\n2026-11-20,1.0856,abc,\n',
      /Line 2, column JPY: "abc" is not a rate/,
    );
    await refused('Date,USD,\n20/11/2026,1.0856,\n', /Line 2: "20\/11\/2026" is not a date/);
    await refused(
      'Date,USD,\n2026-11-20,1.0856,\n2026-11-20,1.09,\n',
      /Line 3: the date 2026-11-20 is given again \(first on line 2\)/,
    );
  });

  it('refuses a header that is not the ECB’s', async () => {
    await refused('date;usd\n2026-11-20;1.08\n', /none of the European Central Bank's rate files/);
    await refused('Date,USD,usd,\n', /Line 1, column 3: "usd" is not a currency code/);
    await refused('Date,USD,USD,\n', /the column USD appears twice/);
  });

  it('refuses XML that is not the ECB’s, or a rate outside a day', async () => {
    await refused('<html><body>rates</body></html>', /no gesmes:Envelope/);
    await refused(
      "<gesmes:Envelope><Cube><Cube currency='USD' rate='1.08'/></Cube></gesmes:Envelope>",
      /outside any day/,
    );
    await refused(
      "<gesmes:Envelope><Cube time='2026-11-20'><Cube currency='USD' rate='1,08'/></Cube></gesmes:Envelope>",
      /On 2026-11-20, USD: "1,08" is not a rate/,
    );
    await refused(
      "<gesmes:Envelope><Cube time='20.11.2026'></Cube></gesmes:Envelope>",
      /"20.11.2026" is not a date/,
    );
    await refused(
      "<gesmes:Envelope><Cube time='2026-11-20'><Cube currency='usd' rate='1.08'/></Cube></gesmes:Envelope>",
      /"usd" is not a currency code/,
    );
  });

  it('refuses a zip without exactly one CSV, a damaged one, and bytes that are no text', async () => {
    await refused(zipSync({ 'readme.txt': strToU8('hello') }), /holds 0 CSV files/);
    await refused(
      zipSync({ 'a.csv': strToU8('Date,USD,\n'), 'b.csv': strToU8('Date,USD,\n') }),
      /holds 2 CSV files/,
    );
    const damaged = Buffer.from(ecbFixture('eurofxref-hist.zip'));
    damaged[60] = damaged[60]! ^ 0xff; // a byte of the deflated CSV
    await refused(damaged, /damaged/);
    await refused(Buffer.from('PK\x03\x04 not really a zip'), /not a readable zip/);
    await refused(new Uint8Array([0xff, 0xfe, 0x00, 0x01]), /not text/);
  });
});
