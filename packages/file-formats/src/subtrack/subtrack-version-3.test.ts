import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  createSubscription,
  exportSubscriptions,
  importSubscriptions,
  type LogoEncoder,
  parseCreateSubscriptionBody,
  prepareImport,
  putExchangeRate,
  setLogo,
  updateCurrencySettings,
} from '@subtrack/domain';
import {
  aPngImage,
  aSubscriptionBody,
  aTestWorld,
  FakeLogoEncoder,
} from '@subtrack/domain/testing';
import { exportFileWriter } from '../export/write-export.js';
import { createImportFileParser, IN_THREAD_MAX_BYTES } from '../parse-import-file.js';

const parser = createImportFileParser();
const subtrack = { source: 'subtrack' as const, currencySymbols: {} };
const read = (document: unknown) =>
  parser.read({ bytes: Buffer.from(JSON.stringify(document)), kind: 'json' }, subtrack);
const rate = { date: '2026-11-20', from: 'USD', to: 'EUR', rate: 0.92, source: 'owner' };
const aV3 = (overrides: Record<string, unknown> = {}) => ({
  format: 'subtrack-export',
  version: 3,
  exportedAt: '2026-11-21T09:00:00.000Z',
  homeCurrency: 'EUR',
  exchangeRates: [rate],
  subscriptions: [],
  ...overrides,
});

// Re-encodes nothing: what an export carries comes back byte for byte.
const keepAsItIs: LogoEncoder = {
  encode: async (bytes) => ({ contentType: 'image/webp', bytes, side: 256 }),
};

describe('subtrack export files, version 3', () => {
  it('hands over the home currency and rates beside the rows, and each record’s logo decoded', async () => {
    const logo = {
      contentType: 'image/webp',
      data: Buffer.from('RIFF....WEBP').toString('base64'),
    };
    const { candidates, account } = await read(
      aV3({ subscriptions: [{ id: 'ID', name: 'N', hasLogo: true, logo }] }),
    );
    assert.deepEqual(account, { homeCurrency: 'EUR', exchangeRates: [rate] });
    assert.equal(Buffer.from(candidates[0]!.logo!.bytes).toString(), 'RIFF....WEBP');
    assert.deepEqual(candidates[0]?.body, { name: 'N' });
    assert.deepEqual(candidates[0]?.errors, []);
  });

  it('finds nothing about the account in versions 1 and 2, and no logo in a record without one', async () => {
    for (const version of [1, 2]) {
      const { candidates, account } = await read(
        aV3({ version, subscriptions: [{ name: 'N', logo: null }] }),
      );
      assert.equal(account, null, `version ${version}`);
      assert.equal(candidates[0]?.logo, undefined);
    }
  });

  it('reports a logo not written as subtrack writes it as an error of its row', async () => {
    const cases: Array<[unknown, string]> = [
      ['iVBORw0KGgo=', 'logo'],
      [{ contentType: 'image/webp', data: 'not base64!' }, 'logo.data'],
      [{ contentType: 'image/webp', data: 'abc' }, 'logo.data'],
      [{ contentType: 'text/html', data: 'AAAA' }, 'logo.contentType'],
      [{ contentType: 'image/webp', data: 'AAAA', url: 'http://x' }, 'logo.url'],
    ];
    for (const [logo, field] of cases) {
      const { candidates } = await read(aV3({ subscriptions: [{ name: 'N', logo }] }));
      assert.deepEqual(
        candidates[0]?.errors.map((e) => [e.row, e.field]),
        [[1, field]],
        JSON.stringify(logo),
      );
      assert.equal(candidates[0]?.logo, undefined);
    }
  });

  it('reads a large file’s rows, logos and rates off the thread alike', async () => {
    const exchangeRates = Array.from({ length: 3000 }, (_, day) => ({
      ...rate,
      date: new Date(Date.UTC(2018, 0, 1 + day)).toISOString().slice(0, 10),
    }));
    const logo = {
      contentType: 'image/png',
      data: Buffer.from(aPngImage('big')).toString('base64'),
    };
    const subscriptions = Array.from({ length: 600 }, (_, i) => ({ name: `N${i}`, logo }));
    const document = aV3({ exchangeRates, subscriptions });
    assert.ok(JSON.stringify(document).length > IN_THREAD_MAX_BYTES);
    const { candidates, account } = await read(document);
    assert.deepEqual(account, { homeCurrency: 'EUR', exchangeRates });
    assert.equal(candidates.length, 600);
    assert.deepEqual([...candidates[599]!.logo!.bytes], [...aPngImage('big')]);
  });

  it('round trip: logos, the home currency and own rates come back as they were', async () => {
    const from = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const body = parseCreateSubscriptionBody(aSubscriptionBody());
    const netflix = await createSubscription(from.ports, from.ctx, body);
    await createSubscription(
      from.ports,
      from.ctx,
      parseCreateSubscriptionBody(aSubscriptionBody({ name: 'Plain' })),
    );
    await setLogo(from.ports, new FakeLogoEncoder(), from.ctx, netflix.id, aPngImage('n'));
    await updateCurrencySettings(from.ports, from.ctx, { homeCurrency: 'CHF' });
    await putExchangeRate(from.ports, from.ctx, {
      date: '2026-11-20',
      from: 'USD',
      to: 'CHF',
      rate: '0.8812',
    });
    const exported = await exportSubscriptions(from.ports, from.accountId);
    const file = Buffer.from(exportFileWriter.write(exported, 'json'));
    const to = await aTestWorld({ now: '2026-11-21T09:00:00.000Z' });
    const { candidates, account } = await parser.read({ bytes: file, kind: 'json' }, subtrack);
    const prepared = await prepareImport(to.ports, { candidates, account }, keepAsItIs);
    await importSubscriptions(to.ports, to.ctx, prepared, { dryRun: false, source: 'subtrack' });
    const again = await exportSubscriptions(to.ports, to.accountId);
    assert.equal(again.homeCurrency, 'CHF');
    assert.deepEqual(again.exchangeRates, exported.exchangeRates);
    assert.deepEqual(
      again.subscriptions.map((s) => [s.name, s.hasLogo, s.logo?.data]),
      exported.subscriptions.map((s) => [s.name, s.hasLogo, s.logo?.data]),
    );
    assert.equal(again.subscriptions[0]?.logo?.data !== undefined, true);
  });
});
