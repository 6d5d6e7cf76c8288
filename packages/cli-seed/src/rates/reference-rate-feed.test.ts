import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listExchangeRates } from '@subtrack/domain';
import { createInMemoryPorts } from '@subtrack/domain/testing';
import { ecbRateFileReader } from '@subtrack/file-formats';
import { ecbFixture } from '@subtrack/file-formats/testing';
import { type RateSource, startRateSource } from '../testing/rate-source.js';
import { type ReferenceRateFeedOptions, startReferenceRateFeed } from './reference-rate-feed.js';

const DAILY = ecbFixture('eurofxref-daily.xml');
const page = { limit: 100, offset: 0, filters: {} };

/** Waits until `check` holds (the feed works in the background). */
async function eventually(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  assert.fail('it never happened');
}

/** A feed of `source` into new in-memory ports, stopped after the test; its log lines kept. */
function startFeed(
  t: { after(fn: () => unknown): void },
  source: RateSource,
  timing: Pick<ReferenceRateFeedOptions, 'intervalMs' | 'retryMs'>,
) {
  const ports = createInMemoryPorts();
  const log: string[] = [];
  const feed = startReferenceRateFeed(ports, {
    url: source.url,
    reader: ecbRateFileReader,
    log: (line) => log.push(line),
    ...timing,
  });
  t.after(() => feed.stop());
  return { ports, log, feed };
}

describe('startReferenceRateFeed', () => {
  it("stores the file's rates as the server's reference rates at start, then fetches again", async (t) => {
    const source = await startRateSource(t, DAILY);
    const { ports, log } = startFeed(t, source, { intervalMs: 30 });
    await source.waitForRequests(3);
    const stored = await listExchangeRates(ports, 'any account', page);
    assert.equal(stored.items.length, 30);
    assert.ok(stored.items.every((rate) => rate.from === 'EUR' && rate.source === 'ecb'));
    assert.equal(
      log[0],
      `subtrack: exchange rates: stored 30 rates of 30 currencies on 2026-11-20 from ${source.url}`,
    );
  });

  it('keeps the rates it had when the source fails, and says so once however often it fails', async (t) => {
    const source = await startRateSource(t, DAILY);
    const { ports, log, feed } = startFeed(t, source, { intervalMs: 20, retryMs: 20 });
    await eventually(() => log.length === 1);
    source.serve({ status: 503 });
    const failedFrom = source.requests();
    await source.waitForRequests(failedFrom + 4);
    source.serve({ body: 'not a rate file' });
    await source.waitForRequests(source.requests() + 2);
    await feed.stop();
    const warnings = log.filter((line) => line.includes('warning'));
    assert.equal(warnings.length, 1, log.join('\n'));
    assert.match(warnings[0]!, /answered 503.*the rates already stored are kept/);
    assert.equal((await listExchangeRates(ports, 'any account', page)).items.length, 30);
  });

  it('says again when the source works again after failing', async (t) => {
    const source = await startRateSource(t, DAILY);
    source.serve({ status: 500 });
    const { log } = startFeed(t, source, { retryMs: 20 });
    await source.waitForRequests(2);
    source.serve({ body: DAILY });
    await eventually(() => log.some((line) => line.includes('stored 30 rates')));
    assert.match(log[0]!, /warning: could not take exchange rates .* \(it answered 500\)/);
  });

  it('fetches nothing more once stopped', async (t) => {
    const source = await startRateSource(t, DAILY);
    const { feed } = startFeed(t, source, { intervalMs: 20 });
    await source.waitForRequests(1);
    await feed.stop();
    const seen = source.requests();
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(source.requests(), seen);
  });
});
