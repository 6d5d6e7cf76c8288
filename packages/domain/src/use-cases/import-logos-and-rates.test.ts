import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ImportCandidate } from '../data-io/import-file.js';
import { anImportRow } from '../testing/builders.js';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import { aPngImage, FakeLogoEncoder } from '../testing/fake-logo-encoder.js';
import { aTestWorld } from '../testing/test-world.js';
import { exportSubscriptions } from './export-subscriptions.js';
import { getCurrencySettings } from './get-currency-settings.js';
import { getLogo } from './get-logo.js';
import { type ImportOptions, importSubscriptions } from './import-subscriptions.js';
import { prepareImport } from './prepare-import.js';
import { putExchangeRate } from './put-exchange-rate.js';
import { setLogo } from './set-logo.js';
import { updateCurrencySettings } from './update-currency-settings.js';

const all = { limit: 100, offset: 0, filters: {} };
const aRow = anImportRow;
const real = { dryRun: false, source: 'wallos' as const };

/** An import as a door runs it: the file prepared (logos read, account data checked), then imported. */
async function importFile(
  world: Awaited<ReturnType<typeof aTestWorld>>,
  candidates: ImportCandidate[],
  options: ImportOptions & { logoEncoder?: FakeLogoEncoder; account?: Record<string, unknown> },
) {
  const { logoEncoder, account = null, ...rest } = options;
  const prepared = await prepareImport(world.ports, { candidates, account }, logoEncoder);
  return importSubscriptions(world.ports, world.ctx, prepared, rest);
}
const rate = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-11-20',
  from: 'USD',
  to: 'EUR',
  rate: 0.92,
  source: 'owner',
  ...overrides,
});

describe('importSubscriptions with logos', () => {
  it('stores each row’s logo re-encoded, and the created records say they have one', async () => {
    const world = await aTestWorld();
    const { ports, accountId } = world;
    const logoEncoder = new FakeLogoEncoder();
    const rows = [aRow(1, { logo: { bytes: aPngImage('netflix'), name: 'netflix.png' } }), aRow(2)];
    const result = await importFile(world, rows, { ...real, logoEncoder });
    assert.deepEqual(
      result.created.map((c) => [c.row, c.subscription.hasLogo]),
      [
        [1, true],
        [2, false],
      ],
    );
    assert.deepEqual(result.warnings, []);
    const [withLogo] = result.created;
    const logo = await getLogo(ports, accountId, withLogo!.subscription.id);
    assert.deepEqual(
      [...logo.bytes],
      [...new TextEncoder().encode('encoded:'), ...aPngImage('netflix')],
    );
  });

  it('imports a row whose logo cannot be read without it, with a warning naming the row', async () => {
    const world = await aTestWorld();
    const { ports, accountId } = world;
    const logoEncoder = new FakeLogoEncoder();
    const broken = { bytes: aPngImage('broken'), name: 'disney.png' };
    const rows = [aRow(1, { logo: broken, warnings: ['Row 1 (Row 1): a warning of its own.'] })];
    const result = await importFile(world, rows, { ...real, logoEncoder });
    assert.equal(result.created[0]?.subscription.hasLogo, false);
    assert.deepEqual(result.warnings, [
      { row: 1, message: 'Row 1 (Row 1): a warning of its own.' },
      {
        row: 1,
        message:
          'Row 1 (Row 1): its logo disney.png was left out. The image cannot be used as a logo: the image is damaged.',
      },
    ]);
    const [record] = await ports.subscriptions.listAll(accountId);
    assert.equal(record?.hasLogo, false);
    assert.equal(await ports.logos.get(accountId, record!.id), null);
  });

  it('reads logos on a dry run too (the same answer), and stores nothing', async () => {
    const world = await aTestWorld();
    const { ports, accountId } = world;
    const logoEncoder = new FakeLogoEncoder();
    const rows = [aRow(1, { logo: { bytes: aPngImage() } })];
    const result = await importFile(world, rows, { ...real, dryRun: true, logoEncoder });
    assert.equal(result.created[0]?.subscription.hasLogo, true);
    assert.equal(logoEncoder.calls, 1);
    assert.deepEqual(await ports.subscriptions.listAll(accountId), []);
  });

  it('leaves every logo out, with a warning, when it is given no way to read images; skipped rows are not read', async () => {
    const world = await aTestWorld();
    const { ports, ctx } = world;
    const logoEncoder = new FakeLogoEncoder();
    const skipped = aRow(2, { logo: { bytes: aPngImage() }, skipReason: 'One-time payment.' });
    const withEncoder = await importFile(world, [skipped], { ...real, logoEncoder });
    assert.equal(logoEncoder.calls, 0);
    assert.deepEqual(withEncoder.warnings, []);
    const rows = [aRow(1, { logo: { bytes: aPngImage() } })];
    const result = await importSubscriptions(ports, ctx, rows, real);
    assert.equal(result.created[0]?.subscription.hasLogo, false);
    assert.match(
      result.warnings[0]?.message ?? '',
      /^Row 1 \(Row 1\): its logo was left out: this import was given no way to read images\.$/,
    );
  });
});

describe('importSubscriptions with an export’s account data', () => {
  it('restores the home currency and own rates, each audited, in the import’s transaction', async () => {
    const world = await aTestWorld();
    const { ports, accountId } = world;
    const account = {
      homeCurrency: 'EUR',
      exchangeRates: [
        rate(),
        rate({ date: '2026-11-19', from: 'EUR', to: 'SEK', rate: 11.5, source: 'ecb' }),
      ],
    };
    await importFile(world, [aRow(1)], { ...real, source: 'subtrack', account });
    assert.deepEqual(await getCurrencySettings(ports, accountId), { homeCurrency: 'EUR' });
    const exported = await exportSubscriptions(ports, accountId);
    assert.deepEqual(exported.exchangeRates, [
      { date: '2026-11-19', from: 'EUR', to: 'SEK', rate: 11.5, source: 'ecb' },
      { date: '2026-11-20', from: 'USD', to: 'EUR', rate: 0.92, source: 'owner' },
    ]);
    const records = (await ports.audit.list(accountId, all)).items;
    const settings = records.find((r) => r.action === 'settings.updated');
    assert.deepEqual(settings?.changes, { homeCurrency: { from: null, to: 'EUR' } });
    const rates = records.find((r) => r.action === 'exchange_rates.imported');
    assert.deepEqual(rates?.changes, {
      rates: { from: null, to: 2 },
      dates: { from: null, to: 2 },
      currencies: { from: null, to: ['EUR', 'SEK', 'USD'] },
      from: { from: null, to: '2026-11-19' },
      to: { from: null, to: '2026-11-20' },
    });
  });

  it('keeps the account’s home currency when the file names none or the same, and replaces its own rate of a date and pair', async () => {
    const world = await aTestWorld();
    const { ports, ctx, accountId } = world;
    await updateCurrencySettings(ports, ctx, { homeCurrency: 'CHF' });
    await putExchangeRate(ports, ctx, { date: '2026-11-20', from: 'USD', to: 'EUR', rate: '0.9' });
    await importFile(world, [], {
      ...real,
      account: { homeCurrency: null, exchangeRates: [rate()] },
    });
    assert.deepEqual(await getCurrencySettings(ports, accountId), { homeCurrency: 'CHF' });
    assert.equal((await exportSubscriptions(ports, accountId)).exchangeRates[0]?.rate, 0.92);
    const actions = (await ports.audit.list(accountId, all)).items.map((r) => r.action);
    assert.equal(actions.filter((a) => a === 'settings.updated').length, 1);
  });

  it('refuses a bad home currency or rate naming its field, and writes nothing, rows included', async () => {
    const world = await aTestWorld();
    const { ports, accountId } = world;
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ homeCurrency: 'eur' }, 'homeCurrency', /homeCurrency "eur" is not one of/],
      [{ exchangeRates: 'none' }, 'exchangeRates', /not a list/],
      [{ exchangeRates: [rate(), rate({ rate: 0 })] }, 'exchangeRates[1].rate', /greater than 0/],
      [
        { exchangeRates: [rate({ rate: '0.92' })] },
        'exchangeRates[0].rate',
        /not a decimal number/,
      ],
      [{ exchangeRates: [rate({ date: '2026-02-30' })] }, 'exchangeRates[0].date', /real date/],
      [{ exchangeRates: [rate({ from: 'SEK' })] }, 'exchangeRates[0].from', /from other than/],
      [{ exchangeRates: [rate({ to: 'USD' })] }, 'exchangeRates[0].to', /same currency/],
      [{ exchangeRates: [rate({ source: 'ecb' })] }, 'exchangeRates[0].from', /not from EUR/],
      [{ exchangeRates: [rate({ source: 'bank' })] }, 'exchangeRates[0].source', /ecb or owner/],
      [
        { exchangeRates: [rate({ scope: 'account' })] },
        'exchangeRates[0].scope',
        /a rate does not hold/,
      ],
      [{ exchangeRates: [rate(), rate()] }, 'exchangeRates[1]', /again \(as exchangeRates\[0\]\)/],
    ];
    for (const [account, field, message] of cases) {
      const error = await expectDomainRejection(
        () => importFile(world, [aRow(1)], { ...real, account }),
        'invalid_import',
        field,
      );
      assert.match(error.message, message, field);
      assert.match(error.message, /Nothing was imported\.$/);
    }
    assert.deepEqual(await ports.subscriptions.listAll(accountId), []);
    assert.deepEqual((await exportSubscriptions(ports, accountId)).exchangeRates, []);
  });
});

describe('exportSubscriptions, version 3', () => {
  it('carries each record’s logo in base64, the home currency and only the account’s own rates', async () => {
    const world = await aTestWorld();
    const { ports, ctx, accountId } = world;
    const [first, second] = (
      await importFile(world, [aRow(1), aRow(2)], { ...real, source: 'subtrack' })
    ).created;
    await setLogo(ports, new FakeLogoEncoder(), ctx, first!.subscription.id, aPngImage('n'));
    await updateCurrencySettings(ports, ctx, { homeCurrency: 'EUR' });
    await putExchangeRate(ports, ctx, { date: '2026-11-20', from: 'USD', to: 'EUR', rate: '0.92' });
    await ports.exchangeRates.putReferenceRates([
      { date: '2026-11-20', currency: 'USD', rate: '1.08' },
    ]);
    const data = await exportSubscriptions(ports, accountId);
    assert.equal(data.homeCurrency, 'EUR');
    assert.deepEqual(data.exchangeRates, [rate()]);
    const [one, two] = data.subscriptions;
    assert.equal(one?.id, first!.subscription.id);
    assert.deepEqual(one?.logo, {
      contentType: 'image/png',
      data: Buffer.from('encoded:\x89PNG\r\n\x1a\nn', 'latin1').toString('base64'),
    });
    assert.equal(one?.hasLogo, true);
    assert.equal(two?.id, second!.subscription.id);
    assert.equal('logo' in (two ?? {}), false);
  });

  it('carries every own rate of a history larger than one page, oldest first', async () => {
    const { ports, ctx, accountId } = await aTestWorld();
    const exchangeRates = Array.from({ length: 2_600 }, (_, day) =>
      rate({ date: new Date(Date.UTC(2019, 0, 1 + day)).toISOString().slice(0, 10) }),
    );
    await importSubscriptions(
      ports,
      ctx,
      await prepareImport(ports, {
        candidates: [],
        account: { exchangeRates: exchangeRates.toReversed() },
      }),
      real,
    );
    assert.deepEqual((await exportSubscriptions(ports, accountId)).exchangeRates, exchangeRates);
  });
});
