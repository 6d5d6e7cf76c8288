import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  EuroRate,
  ExchangeRate,
  ScopedExchangeRate,
} from '../../exchange-rates/exchange-rate.js';
import type { ExchangeRateListQuery } from '../../ports/exchange-rate-store.js';
import { addDays } from '../../shared/calendar-date.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

const euro = (date: string, currency: string, rate: string): EuroRate => ({ date, currency, rate });

const own = (
  date: string,
  from: string,
  to: string,
  rate: string,
  source: ExchangeRate['source'] = 'owner',
): ExchangeRate => ({ date, from, to, rate, source });

const page = (overrides: Partial<ExchangeRateListQuery> = {}): ExchangeRateListQuery => ({
  limit: 100,
  offset: 0,
  filters: {},
  ...overrides,
});

/** A rate as the list shows it, in one short line. */
const line = (r: ScopedExchangeRate) =>
  `${r.date} ${r.from}>${r.to} ${r.rate} ${r.source} ${r.scope}`;

const sorted = (rates: readonly ScopedExchangeRate[]) => rates.map(line).sort();

/**
 * The `ExchangeRateStore` and `CurrencySettingsStore` contract: reference rates (from EUR,
 * source `ecb`) shared by every account, each account's own rates seen by it alone, a rate
 * replacing the one of its date and pair, lists newest first with filters and pages that
 * never overlap, the window a conversion reads, batches of thousands in one call, writes
 * rolled back with their transaction, and one home currency per account.
 *
 * @example
 * describeExchangeRateStoreContract(() => ({ ports: createInMemoryPorts() }));
 */
export function describeExchangeRateStoreContract(factory: PortsFactory): void {
  describe('ExchangeRateStore contract', () => {
    const ports = useSeededPorts(factory);

    it('keeps reference rates from EUR for every account, a new value replacing the old', async () => {
      const store = ports().exchangeRates;
      assert.equal(
        await store.putReferenceRates([
          euro('2026-11-20', 'USD', '1.0856'),
          euro('2026-11-20', 'JPY', '163.84'),
        ]),
        2,
      );
      await store.putReferenceRates([euro('2026-11-20', 'USD', '1.0861')]);
      for (const account of [ACCOUNT_A, ACCOUNT_B]) {
        assert.deepEqual((await store.list(account, page())).items.map(line), [
          '2026-11-20 EUR>JPY 163.84 ecb reference',
          '2026-11-20 EUR>USD 1.0861 ecb reference',
        ]);
      }
    });

    it("keeps an account's own rates to that account, a new value replacing its old one", async () => {
      const store = ports().exchangeRates;
      await store.putAccountRates(ACCOUNT_A, [
        own('2026-11-20', 'USD', 'GBP', '0.79'),
        own('2026-11-20', 'EUR', 'USD', '1.09', 'ecb'),
      ]);
      await store.putAccountRates(ACCOUNT_A, [own('2026-11-20', 'USD', 'GBP', '0.7895')]);
      assert.deepEqual((await store.list(ACCOUNT_A, page())).items.map(line), [
        '2026-11-20 EUR>USD 1.09 ecb account',
        '2026-11-20 USD>GBP 0.7895 owner account',
      ]);
      assert.deepEqual(await store.findAccountRate(ACCOUNT_A, '2026-11-20', 'USD', 'GBP'), {
        date: '2026-11-20',
        from: 'USD',
        to: 'GBP',
        rate: '0.7895',
        source: 'owner',
      });
      assert.equal(await store.findAccountRate(ACCOUNT_A, '2026-11-20', 'GBP', 'USD'), null);
      assert.equal(await store.findAccountRate(ACCOUNT_B, '2026-11-20', 'USD', 'GBP'), null);
      assert.deepEqual((await store.list(ACCOUNT_B, page())).items, []);
      assert.deepEqual(
        await store.ratesBetween(ACCOUNT_B, {
          currencies: ['EUR', 'USD', 'GBP'],
          from: '2026-11-01',
          to: '2026-11-30',
        }),
        [],
      );
    });

    it('lists newest first, then by from and to, the own rate before the reference rate of its pair', async () => {
      const store = ports().exchangeRates;
      await store.putReferenceRates([
        euro('2026-11-19', 'USD', '1.08'),
        euro('2026-11-20', 'USD', '1.0856'),
        euro('2026-11-20', 'CHF', '0.9412'),
      ]);
      await store.putAccountRates(ACCOUNT_A, [
        own('2026-11-20', 'EUR', 'USD', '1.09'),
        own('2026-11-21', 'USD', 'EUR', '0.92'),
        own('2026-11-20', 'AUD', 'EUR', '0.61'),
      ]);
      assert.deepEqual((await store.list(ACCOUNT_A, page())).items.map(line), [
        '2026-11-21 USD>EUR 0.92 owner account',
        '2026-11-20 AUD>EUR 0.61 owner account',
        '2026-11-20 EUR>CHF 0.9412 ecb reference',
        '2026-11-20 EUR>USD 1.09 owner account',
        '2026-11-20 EUR>USD 1.0856 ecb reference',
        '2026-11-19 EUR>USD 1.08 ecb reference',
      ]);
    });

    it('filters by a currency on either side and by dates, both included', async () => {
      const store = ports().exchangeRates;
      await store.putReferenceRates([
        euro('2026-11-18', 'USD', '1.07'),
        euro('2026-11-19', 'USD', '1.08'),
        euro('2026-11-19', 'GBP', '0.85'),
        euro('2026-11-20', 'USD', '1.0856'),
      ]);
      await store.putAccountRates(ACCOUNT_A, [own('2026-11-19', 'USD', 'GBP', '0.79')]);
      const lines = async (filters: ExchangeRateListQuery['filters']) =>
        (await store.list(ACCOUNT_A, page({ filters }))).items.map(line);
      assert.deepEqual(await lines({ currency: 'GBP' }), [
        '2026-11-19 EUR>GBP 0.85 ecb reference',
        '2026-11-19 USD>GBP 0.79 owner account',
      ]);
      assert.deepEqual(await lines({ currency: 'USD', from: '2026-11-19', to: '2026-11-19' }), [
        '2026-11-19 EUR>USD 1.08 ecb reference',
        '2026-11-19 USD>GBP 0.79 owner account',
      ]);
      assert.equal((await lines({ currency: 'EUR' })).length, 4);
      assert.deepEqual(await lines({ from: '2026-11-20' }), [
        '2026-11-20 EUR>USD 1.0856 ecb reference',
      ]);
      assert.deepEqual(await lines({ to: '2026-11-18' }), [
        '2026-11-18 EUR>USD 1.07 ecb reference',
      ]);
      assert.deepEqual(await lines({ currency: 'JPY' }), []);
    });

    it('pages through every rate once, saying when more follow', async () => {
      const store = ports().exchangeRates;
      const rates = Array.from({ length: 12 }, (_, day) =>
        euro(addDays('2026-11-01', day), day % 2 === 0 ? 'USD' : 'CHF', `1.${day + 10}1`),
      );
      await store.putReferenceRates(rates);
      await store.putAccountRates(ACCOUNT_A, [own('2026-11-05', 'EUR', 'USD', '1.5')]);
      const seen: string[] = [];
      for (let offset = 0; ; offset += 5) {
        const { items, hasMore } = await store.list(ACCOUNT_A, page({ limit: 5, offset }));
        seen.push(...items.map(line));
        if (!hasMore) break;
      }
      assert.equal(seen.length, 13);
      assert.equal(new Set(seen).size, 13);
      assert.deepEqual(seen, (await store.list(ACCOUNT_A, page())).items.map(line));
    });

    it("reads an account's own rates alone in pages, oldest first by date, from and to", async () => {
      const store = ports().exchangeRates;
      await store.putReferenceRates([euro('2026-11-02', 'USD', '1.1')]);
      await store.putAccountRates(ACCOUNT_A, [
        own('2026-11-03', 'USD', 'GBP', '0.79'),
        own('2026-11-02', 'EUR', 'USD', '1.09', 'ecb'),
        own('2026-11-03', 'EUR', 'SEK', '11.5', 'ecb'),
        own('2026-11-02', 'USD', 'JPY', '150'),
        own('2026-11-01', 'CHF', 'EUR', '1.07'),
      ]);
      await store.putAccountRates(ACCOUNT_B, [own('2026-11-02', 'EUR', 'USD', '2', 'ecb')]);
      const seen: ExchangeRate[] = [];
      for (let after = null as ExchangeRate | null; ; ) {
        const batch = await store.listAccountRates(ACCOUNT_A, after, 2);
        seen.push(...batch);
        if (batch.length < 2) break;
        after = batch[batch.length - 1]!;
      }
      assert.deepEqual(
        seen.map((r) => `${r.date} ${r.from}>${r.to} ${r.rate} ${r.source}`),
        [
          '2026-11-01 CHF>EUR 1.07 owner',
          '2026-11-02 EUR>USD 1.09 ecb',
          '2026-11-02 USD>JPY 150 owner',
          '2026-11-03 EUR>SEK 11.5 ecb',
          '2026-11-03 USD>GBP 0.79 owner',
        ],
      );
      assert.deepEqual(await store.listAccountRates(ACCOUNT_B, seen[4]!, 10), []);
    });

    it('answers the window a conversion reads: its dates, both included, and rates between its currencies', async () => {
      const store = ports().exchangeRates;
      await store.putReferenceRates([
        euro('2026-11-06', 'USD', '1.06'),
        euro('2026-11-07', 'USD', '1.07'),
        euro('2026-11-21', 'USD', '1.0856'),
        euro('2026-11-22', 'USD', '1.09'),
        euro('2026-11-21', 'JPY', '163.84'),
      ]);
      await store.putAccountRates(ACCOUNT_A, [
        own('2026-11-20', 'USD', 'GBP', '0.79'),
        own('2026-11-20', 'USD', 'JPY', '150'),
      ]);
      await store.putAccountRates(ACCOUNT_B, [own('2026-11-20', 'USD', 'GBP', '0.5')]);
      const window = { currencies: ['EUR', 'USD', 'GBP'], from: '2026-11-07', to: '2026-11-21' };
      assert.deepEqual(sorted(await store.ratesBetween(ACCOUNT_A, window)), [
        '2026-11-07 EUR>USD 1.07 ecb reference',
        '2026-11-20 USD>GBP 0.79 owner account',
        '2026-11-21 EUR>USD 1.0856 ecb reference',
      ]);
      // Without EUR among the currencies, no reference rate joins two of them.
      assert.deepEqual(
        sorted(await store.ratesBetween(ACCOUNT_A, { ...window, currencies: ['USD', 'GBP'] })),
        ['2026-11-20 USD>GBP 0.79 owner account'],
      );
    });

    it('stores thousands of rates in one call', async () => {
      const store = ports().exchangeRates;
      const currencies = ['USD', 'JPY', 'GBP', 'CHF', 'AUD'];
      const rates = Array.from({ length: 1_000 }, (_, day) => addDays('2023-01-01', day)).flatMap(
        (date, day) => currencies.map((currency, i) => euro(date, currency, `${i + 1}.${day}1`)),
      );
      assert.equal(await store.putReferenceRates(rates), 5_000);
      const window = { currencies: ['EUR', ...currencies], from: '2023-01-01', to: '2025-12-31' };
      const found = await store.ratesBetween(ACCOUNT_A, window);
      assert.equal(found.length, 5_000);
      assert.ok(
        found.some(
          (r) => r.date === addDays('2023-01-01', 999) && r.to === 'AUD' && r.rate === '5.9991',
        ),
      );
    });

    it('forgets rates and a home currency written in a transaction that failed', async () => {
      const p = ports();
      await p.exchangeRates.putReferenceRates([euro('2026-11-20', 'USD', '1.0856')]);
      const failure = new Error('boom');
      await assert.rejects(
        p.unitOfWork.transaction(async (tx) => {
          await tx.exchangeRates.putReferenceRates([
            euro('2026-11-20', 'USD', '2'),
            euro('2026-11-20', 'GBP', '0.85'),
          ]);
          await tx.exchangeRates.putAccountRates(ACCOUNT_A, [
            own('2026-11-20', 'USD', 'GBP', '0.79'),
          ]);
          await tx.currencySettings.save({
            accountId: ACCOUNT_A,
            homeCurrency: 'EUR',
            updatedAt: '2026-11-21T08:00:00.000Z',
          });
          assert.equal((await tx.exchangeRates.list(ACCOUNT_A, page())).items.length, 3);
          throw failure;
        }),
        failure,
      );
      assert.deepEqual((await p.exchangeRates.list(ACCOUNT_A, page())).items.map(line), [
        '2026-11-20 EUR>USD 1.0856 ecb reference',
      ]);
      assert.equal(await p.currencySettings.get(ACCOUNT_A), null);
    });
  });

  describe('CurrencySettingsStore contract', () => {
    const ports = useSeededPorts(factory);

    it('keeps one home currency per account, replaced or cleared', async () => {
      const store = ports().currencySettings;
      assert.equal(await store.get(ACCOUNT_A), null);
      const chosen = {
        accountId: ACCOUNT_A,
        homeCurrency: 'EUR' as const,
        updatedAt: '2026-11-21T08:00:00.000Z',
      };
      await store.save(chosen);
      assert.deepEqual(await store.get(ACCOUNT_A), chosen);
      assert.equal(await store.get(ACCOUNT_B), null);
      const cleared = { ...chosen, homeCurrency: null, updatedAt: '2026-11-22T08:00:00.000Z' };
      await store.save(cleared);
      assert.deepEqual(await store.get(ACCOUNT_A), cleared);
    });
  });
}
