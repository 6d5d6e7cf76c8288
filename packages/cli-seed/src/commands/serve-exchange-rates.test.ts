import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ecbFixture } from '@subtrack/file-formats/testing';
import { runInProcess } from '../testing/cli-in-process.js';
import { parseJsonOutput, tempFolder } from '../testing/cli-process.js';
import { startRateSource } from '../testing/rate-source.js';
import { startServerProcess } from '../testing/server-process.js';

describe('subtrack serve --exchange-rates-url', { concurrency: 2 }, () => {
  it("fetches the file at start and every account's list of rates shows them", async (t) => {
    const { db } = tempFolder(t);
    const demo = parseJsonOutput(await runInProcess(['demo', '--db', db, '--json']));
    const source = await startRateSource(t, ecbFixture('eurofxref-daily.xml'));
    const server = await startServerProcess(t, [
      'serve',
      '--port',
      '0',
      '--db',
      db,
      '--exchange-rates-url',
      source.url,
    ]);
    await server.waitForStderr('subtrack: exchange rates: stored 30 rates');
    const answer = await fetch(`${server.url}/api/v1/exchange-rates?currency=JPY&to=2026-11-20`, {
      headers: { Authorization: `Bearer ${demo['readKey']}` },
    });
    const { data } = (await answer.json()) as { data: unknown[] };
    assert.deepEqual(data[0], {
      date: '2026-11-20',
      from: 'EUR',
      to: 'JPY',
      rate: 163.84,
      source: 'ecb',
    });
    await server.stop();
    assert.equal((await server.exited).status, 0);
  });

  it('takes the address from SUBTRACK_EXCHANGE_RATES_URL, and a failing source leaves the server serving', async (t) => {
    const { db } = tempFolder(t);
    const source = await startRateSource(t, '');
    source.serve({ status: 503 });
    const server = await startServerProcess(t, ['serve', '--port', '0', '--db', db], {
      env: { SUBTRACK_EXCHANGE_RATES_URL: source.url },
    });
    await server.waitForStderr('the rates already stored are kept');
    assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
    assert.equal(source.requests(), 1);
    await server.stop();
  });

  it('refuses an address that is not http(s) with exit 2, naming the flag', async () => {
    const run = await runInProcess(['serve', '--exchange-rates-url', 'ftp://rates.example/x.xml']);
    assert.equal(run.status, 2);
    assert.match(
      run.stderr,
      /--exchange-rates-url must be ecb or the http:\/\/ or https:\/\/ address/,
    );
  });
});
