import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { foldSubscriptions } from '../analytics/subscription-fold.js';
import { addDays, daysBetween } from '../shared/calendar-date.js';
import type { Currency, Subscription } from '../subscriptions/subscription.js';
import { anAccount, aSubscription } from '../testing/builders.js';
import { anOwnRate, aReferenceRate } from '../testing/rate-builders.js';
import { aTestWorld } from '../testing/test-world.js';
import { getCurrencyEstimate } from '../use-cases/get-currency-estimate.js';
import { chooseRate, RATE_WINDOW_DAYS } from './choose-rate.js';
import { type CurrencyEstimate, estimateInCurrency, monthlyTotalsFold } from './estimate.js';
import type { ScopedExchangeRate } from './exchange-rate.js';
import { RateBook } from './rate-book.js';
import { type RateText, readRateText } from './rate-text.js';

const DAY = '2026-11-20';

/** A rate as files and owners write them: 4 to 6 significant digits, 0.001 to 999.999. */
const rateParts = fc.record({
  mantissa: fc.integer({ min: 1_000, max: 999_999 }),
  scale: fc.integer({ min: 3, max: 6 }),
});

function textOf(mantissa: bigint, scale: number): RateText {
  const read = readRateText(`${mantissa}e-${scale}`);
  if ('problem' in read) throw new Error(`not a rate: ${mantissa}e-${scale}`);
  return read.rate;
}

const anyRate = rateParts.map(({ mantissa, scale }) => textOf(BigInt(mantissa), scale));

/** Active and paused plans of every period, amounts up to the spec's largest. */
function plans(currency: Currency, maxLength = 30): fc.Arbitrary<Subscription[]> {
  return fc
    .array(
      fc.record({
        amountMinor: fc.integer({ min: 0, max: 99_999_999 }),
        period: fc.constantFrom('monthly' as const, 'yearly' as const, 'custom' as const),
        intervalCount: fc.integer({ min: 1, max: 10 }),
        customDays: fc.integer({ min: 1, max: 3650 }),
        status: fc.constantFrom('active' as const, 'active' as const, 'paused' as const),
      }),
      { maxLength },
    )
    .map((rows) =>
      rows.map((row) =>
        aSubscription({
          currency,
          amountMinor: row.amountMinor,
          period: row.period,
          status: row.status,
          intervalCount: row.period === 'custom' ? 1 : row.intervalCount,
          customDays: row.period === 'custom' ? row.customDays : null,
        }),
      ),
    );
}

function estimate(
  subscriptions: Subscription[],
  rates: readonly ScopedExchangeRate[],
  currency: Currency = 'GBP',
): CurrencyEstimate {
  const totals = foldSubscriptions(subscriptions, monthlyTotalsFold());
  return estimateInCurrency(totals, { currency, asOf: DAY, book: new RateBook(rates) });
}

/** The figures of an estimate, without where its rates came from. */
const figures = (e: CurrencyEstimate) => ({
  monthlyTotal: e.monthlyTotal,
  annualTotal: e.annualTotal,
  converted: e.converted.map(({ currency, monthlyTotal, estimate, rate }) => ({
    currency,
    monthlyTotal,
    estimate,
    rate,
  })),
  unconverted: e.unconverted,
});

describe('home-currency estimates, for all inputs', () => {
  it('agree through EUR with a consistent direct rate', () => {
    fc.assert(
      fc.property(rateParts, rateParts, plans('USD'), (toUsd, usdToGbp, subscriptions) => {
        // EUR->GBP = EUR->USD x USD->GBP exactly: the two routes describe one market.
        const eurToGbp = textOf(
          BigInt(toUsd.mantissa) * BigInt(usdToGbp.mantissa),
          toUsd.scale + usdToGbp.scale,
        );
        const throughEuro = estimate(subscriptions, [
          aReferenceRate(DAY, 'USD', textOf(BigInt(toUsd.mantissa), toUsd.scale)),
          aReferenceRate(DAY, 'GBP', eurToGbp),
        ]);
        const direct = estimate(subscriptions, [
          anOwnRate(DAY, 'USD', 'GBP', textOf(BigInt(usdToGbp.mantissa), usdToGbp.scale)),
        ]);
        assert.deepEqual(figures(throughEuro), figures(direct));
      }),
      { numRuns: 200 },
    );
  });

  it('never change their total for a currency without a rate, which is listed apart', () => {
    fc.assert(
      fc.property(anyRate, plans('USD'), plans('AUD', 10), (rate, counted, leftOut) => {
        const rates = [aReferenceRate(DAY, 'USD', rate), aReferenceRate(DAY, 'GBP', '0.8571')];
        const without = estimate(counted, rates);
        const withOthers = estimate([...counted, ...leftOut], rates);
        assert.equal(withOthers.monthlyTotal, without.monthlyTotal);
        assert.equal(withOthers.annualTotal, without.annualTotal);
        assert.deepEqual(withOthers.converted, without.converted);
        const activeLeftOut = leftOut.some((s) => s.status === 'active');
        assert.deepEqual(
          withOthers.unconverted.map((u) => `${u.currency} ${u.reason}`),
          activeLeftOut ? ['AUD no_rate'] : [],
        );
      }),
      { numRuns: 200 },
    );
  });

  it('stay exact over many subscriptions: one rounding of the exact sum, no float drift', () => {
    fc.assert(
      fc.property(
        rateParts,
        fc.array(
          fc.record({
            amountMinor: fc.integer({ min: 0, max: 99_999_999 }),
            yearly: fc.boolean(),
          }),
          { minLength: 1, maxLength: 2_000, size: 'max' },
        ),
        ({ mantissa, scale }, rows) => {
          const subscriptions = rows.map((row) =>
            aSubscription({
              currency: 'USD',
              amountMinor: row.amountMinor,
              period: row.yearly ? 'yearly' : 'monthly',
            }),
          );
          const result = estimate(subscriptions, [
            anOwnRate(DAY, 'USD', 'GBP', textOf(BigInt(mantissa), scale)),
          ]);
          // The oracle: twelve times the monthly sum is an integer of minor units; the
          // estimate is that x mantissa / (12 x 10^scale), rounded half up once.
          const twelveTimes = rows.reduce(
            (sum, row) => sum + BigInt(row.amountMinor) * (row.yearly ? 1n : 12n),
            0n,
          );
          const numerator = twelveTimes * BigInt(mantissa);
          const denominator = 12n * 10n ** BigInt(scale);
          const rounded = (2n * numerator + denominator) / (2n * denominator);
          assert.equal(result.monthlyTotal, Number(rounded) / 100);
          const yearly = (2n * numerator * 12n + denominator) / (2n * denominator);
          assert.equal(result.annualTotal, Number(yearly) / 100);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('use the newest rate dated within the 14 days up to the day, and nothing older', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 60 }),
        (offsets, dayOffset) => {
          const start = '2026-09-01';
          const day = addDays(start, dayOffset);
          const rates = offsets.map((offset) =>
            aReferenceRate(addDays(start, offset), 'USD', '1.08'),
          );
          const usable = offsets.filter((o) => o <= dayOffset && dayOffset - o <= RATE_WINDOW_DAYS);
          const choice = chooseRate(new RateBook(rates), 'USD', 'EUR', day);
          if (usable.length === 0) assert.equal(choice, null);
          else {
            assert.equal(choice?.rateDate, addDays(start, Math.max(...usable)));
            assert.ok(daysBetween(choice.rateDate, day) <= RATE_WINDOW_DAYS);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("an account's own rate, for all rates", () => {
  it('wins over the reference rate of its date for that account only', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyRate,
        anyRate,
        fc.integer({ min: 1, max: 99_999_999 }),
        async (reference, own, amountMinor) => {
          fc.pre(reference !== own);
          const world = await aTestWorld({ now: '2026-11-21T09:00:00.000Z' });
          const other = '00000000-0000-7000-8000-00000000b0b0';
          await world.ports.accounts.insert(anAccount({ id: other, name: 'Other' }));
          for (const accountId of [world.accountId, other]) {
            await world.ports.subscriptions.insert(
              aSubscription({ accountId, currency: 'USD', amountMinor }),
            );
          }
          await world.ports.exchangeRates.putReferenceRates([
            { date: DAY, currency: 'USD', rate: reference },
          ]);
          await world.ports.exchangeRates.putAccountRates(world.accountId, [
            { date: DAY, from: 'EUR', to: 'USD', rate: own, source: 'owner' },
          ]);
          const mine = await getCurrencyEstimate(world.ports, world.accountId, { currency: 'EUR' });
          const theirs = await getCurrencyEstimate(world.ports, other, { currency: 'EUR' });
          assert.equal(mine.converted[0]?.source, 'owner');
          assert.deepEqual(
            mine.converted[0]?.rate,
            estimate(
              [aSubscription({ currency: 'USD', amountMinor })],
              [aReferenceRate(DAY, 'USD', own)],
              'EUR',
            ).converted[0]?.rate,
          );
          assert.equal(theirs.converted[0]?.source, 'ecb');
          assert.deepEqual(
            figures(theirs),
            figures(
              estimate(
                [aSubscription({ currency: 'USD', amountMinor })],
                [aReferenceRate(DAY, 'USD', reference)],
                'EUR',
              ),
            ),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
