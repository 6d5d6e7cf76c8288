import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getCurrencySettings, getLogo } from '@subtrack/domain';
import { aPngImage, FakeLogoEncoder } from '@subtrack/domain/testing';
import { createImportFileParser, exportFileWriter } from '@subtrack/file-formats';
import { startDataIoServer } from '../testing/data-io-server.js';

const logo = (label: string) => ({
  contentType: 'image/png',
  data: Buffer.from(aPngImage(label)).toString('base64'),
});
const aVersion3 = {
  format: 'subtrack-export',
  version: 3,
  exportedAt: '2026-11-21T08:00:00.000Z',
  homeCurrency: 'CHF',
  exchangeRates: [{ date: '2026-11-20', from: 'USD', to: 'CHF', rate: 0.8812, source: 'owner' }],
  subscriptions: [
    {
      name: 'Netflix',
      category: 'Video',
      amount: 15.99,
      currency: 'USD',
      period: 'monthly',
      nextPaymentDate: '2026-12-05',
      hasLogo: true,
      logo: logo('netflix'),
    },
    {
      name: 'Disney+',
      category: 'Video',
      amount: 8.99,
      currency: 'EUR',
      period: 'monthly',
      nextPaymentDate: '2026-12-07',
      hasLogo: true,
      logo: logo('broken'),
    },
  ],
};

describe('POST /api/v1/imports of a version 3 export, and GET /api/v1/export', () => {
  it('restores logos, the home currency and own rates; an unreadable logo is a warning, and the export carries them again', async (t) => {
    const server = await startDataIoServer(t, {
      dataFiles: {
        parser: createImportFileParser(),
        writer: exportFileWriter,
        logoEncoder: new FakeLogoEncoder(),
      },
    });
    const imported = await server.request('POST', '/api/v1/imports?source=subtrack', {
      key: server.writeKey,
      rawBody: JSON.stringify(aVersion3),
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(imported.status, 200, imported.text);
    const result = imported.json['data'] as {
      created: Array<{ subscription: { id: string; name: string; hasLogo: boolean } }>;
      warnings: Array<{ row: number; message: string }>;
    };
    assert.deepEqual(
      result.created.map((c) => [c.subscription.name, c.subscription.hasLogo]),
      [
        ['Netflix', true],
        ['Disney+', false],
      ],
    );
    assert.equal(result.warnings.length, 1);
    assert.match(
      result.warnings[0]!.message,
      /^Row 2 \(Disney\+\): its logo was left out\. The image cannot be used as a logo/,
    );
    const netflixId = result.created[0]!.subscription.id;
    const stored = await getLogo(server.ports, server.accountId, netflixId);
    assert.deepEqual(
      [...stored.bytes],
      [...new TextEncoder().encode('encoded:'), ...aPngImage('netflix')],
    );
    assert.deepEqual(await getCurrencySettings(server.ports, server.accountId), {
      homeCurrency: 'CHF',
    });

    const exported = await server.request('GET', '/api/v1/export', { key: server.readKey });
    assert.equal(exported.status, 200, exported.text);
    const file = JSON.parse(exported.text) as typeof aVersion3;
    assert.equal(file.version, 3);
    assert.equal(file.homeCurrency, 'CHF');
    assert.deepEqual(file.exchangeRates, aVersion3.exchangeRates);
    const netflix = file.subscriptions.find((s) => s.name === 'Netflix')!;
    assert.deepEqual(netflix.logo, {
      contentType: 'image/png',
      data: Buffer.from(stored.bytes).toString('base64'),
    });
    assert.equal('logo' in file.subscriptions.find((s) => s.name === 'Disney+')!, false);
  });

  it('refuses a bad rate naming it, and imports nothing', async (t) => {
    const server = await startDataIoServer(t);
    const bad = { ...aVersion3, exchangeRates: [{ ...aVersion3.exchangeRates[0], rate: -1 }] };
    const refused = await server.request('POST', '/api/v1/imports?source=subtrack', {
      key: server.writeKey,
      rawBody: JSON.stringify(bad),
      headers: { 'Content-Type': 'application/json' },
    });
    assert.equal(refused.status, 400, refused.text);
    const error = refused.json['error'] as { code: string; field: string };
    assert.deepEqual([error.code, error.field], ['invalid_import', 'exchangeRates[0].rate']);
    const list = await server.request('GET', '/api/v1/subscriptions', { key: server.readKey });
    assert.deepEqual(list.json['data'], []);
  });
});
