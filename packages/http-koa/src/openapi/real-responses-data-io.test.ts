import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { wallosFixture } from '@subtrack/file-formats/testing';
import { startDataIoServer } from '../testing/data-io-server.js';
import { checkedResponses, expectStatus } from '../testing/openapi/live-test-client.js';

const EXPORT = '/api/v1/export';
const IMPORTS = '/api/v1/imports';
const json = { 'Content-Type': 'application/json' };

describe('export and import over real HTTP match the OpenAPI document', () => {
  it('exports JSON and CSV as downloads', async (t) => {
    const s = await startDataIoServer(t);
    await s.request('POST', '/api/v1/subscriptions', {
      key: s.writeKey,
      body: aSubscriptionBody({ name: '=cmd' }),
    });
    const exported = await expectStatus(s, 200, 'GET', EXPORT, EXPORT, { key: s.readKey });
    assert.equal(
      exported.headers.get('content-disposition'),
      'attachment; filename="subtrack-export-2026-11-21.json"',
    );
    assert.equal(exported.json['format'], 'subtrack-export');
    const csv = await expectStatus(s, 200, 'GET', EXPORT, `${EXPORT}?format=csv`, {
      key: s.readKey,
    });
    assert.match(csv.headers.get('content-type') ?? '', /^text\/csv; charset=utf-8/);
    assert.match(csv.text, /^id,name,category,amount,/);
    assert.match(csv.text, /,'=cmd,/);
    await expectStatus(s, 400, 'GET', EXPORT, `${EXPORT}?format=xml`, {
      key: s.readKey,
      code: 'invalid_query',
    });
  });

  it('dry-runs the Profile export: a row error per ambiguous symbol, then the preview with a mapping', async (t) => {
    const s = await startDataIoServer(t);
    const rawBody = wallosFixture('subscriptions.json');
    const refused = await expectStatus(
      s,
      400,
      'POST',
      IMPORTS,
      `${IMPORTS}?source=wallos&dryRun=true`,
      {
        key: s.writeKey,
        rawBody,
        headers: json,
        code: 'invalid_import',
      },
    );
    const rows = (refused.json['error'] as { rows: Array<{ row: number; field: string }> }).rows;
    assert.deepEqual(
      rows.map((r) => [r.row, r.field]),
      [
        [4, 'currency'],
        [7, 'currency'],
        [8, 'currency'],
        [10, 'currency'],
      ],
    );
    const preview = await expectStatus(
      s,
      200,
      'POST',
      IMPORTS,
      `${IMPORTS}?source=wallos&dryRun=true&currencySymbols=${encodeURIComponent('$:USD,¥:JPY')}`,
      { key: s.writeKey, rawBody, headers: json },
    );
    const data = preview.json['data'] as {
      created: unknown[];
      skipped: unknown[];
      warnings: unknown[];
    };
    assert.deepEqual([data.created.length, data.skipped.length, data.warnings.length], [12, 1, 1]);
    const list = await s.request('GET', '/api/v1/subscriptions', { key: s.readKey });
    assert.deepEqual(list.json['data'], []);
  });

  it('imports the backup zip; its export imported twice into a new server creates nothing the second time', async (t) => {
    const s = await startDataIoServer(t);
    const zip = {
      key: s.writeKey,
      rawBody: wallosFixture('Wallos-Backup-20261123-071500.zip'),
      headers: { 'Content-Type': 'application/zip' },
    };
    const imported = await expectStatus(s, 200, 'POST', IMPORTS, `${IMPORTS}?source=wallos`, zip);
    const created = (
      imported.json['data'] as { created: Array<{ subscription: { name: string } }> }
    ).created;
    assert.equal(created.length, 12);
    const audit = await s.request('GET', '/api/v1/audit-events?action=import.completed', {
      key: s.readKey,
    });
    assert.equal((audit.json['data'] as unknown[]).length, 1);

    const file = (await s.request('GET', EXPORT, { key: s.readKey })).text;
    const moved = await startDataIoServer(t);
    const again = {
      key: moved.writeKey,
      rawBody: file,
      headers: { 'Content-Type': 'application/octet-stream' },
    };
    const first = await expectStatus(
      moved,
      200,
      'POST',
      IMPORTS,
      `${IMPORTS}?source=subtrack`,
      again,
    );
    const ids = (first.json['data'] as { created: Array<{ subscription: { id: string } }> })
      .created;
    const exportedIds = (JSON.parse(file) as { subscriptions: Array<{ id: string }> })
      .subscriptions;
    assert.deepEqual(
      ids.map((c) => c.subscription.id),
      exportedIds.map((r) => r.id),
    );
    const second = await expectStatus(
      moved,
      200,
      'POST',
      IMPORTS,
      `${IMPORTS}?source=subtrack`,
      again,
    );
    assert.deepEqual(
      [
        (second.json['data'] as { created: unknown[] }).created.length,
        (second.json['data'] as { skipped: unknown[] }).skipped.length,
      ],
      [0, 12],
    );
  });

  it('sniffs a database sent as application/octet-stream and refuses other content types', async (t) => {
    const s = await startDataIoServer(t);
    const db = {
      key: s.writeKey,
      rawBody: wallosFixture('wallos.db'),
      headers: { 'Content-Type': 'application/octet-stream' },
    };
    const preview = await expectStatus(
      s,
      200,
      'POST',
      IMPORTS,
      `${IMPORTS}?source=wallos&dryRun=true`,
      db,
    );
    assert.equal((preview.json['data'] as { created: unknown[] }).created.length, 12);
    const refused = await expectStatus(s, 400, 'POST', IMPORTS, `${IMPORTS}?source=wallos`, {
      ...db,
      headers: { 'Content-Type': 'text/plain' },
      code: 'invalid_import',
    });
    assert.equal((refused.json['error'] as { field: string }).field, 'Content-Type');
  });

  it('takes files far over the API’s 64 KiB, refuses one over 10 MiB, and needs a write key', async (t) => {
    const s = await startDataIoServer(t);
    const rows = JSON.parse(wallosFixture('subscriptions.json').toString('utf8')).filter(
      (row: { Price: string }) => !/^[$¥]/.test(row.Price),
    );
    const big = JSON.stringify(Array.from({ length: 150 }, () => rows).flat());
    assert.ok(big.length > 200 * 1024);
    const ok = await s.request('POST', `${IMPORTS}?source=wallos&dryRun=true`, {
      key: s.writeKey,
      rawBody: big,
      headers: json,
    });
    assert.equal(ok.status, 200, ok.text.slice(0, 300));
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    await expectStatus(s, 413, 'POST', IMPORTS, `${IMPORTS}?source=wallos`, {
      key: s.writeKey,
      rawBody: huge,
      headers: json,
      code: 'payload_too_large',
    });
    await expectStatus(s, 403, 'POST', IMPORTS, `${IMPORTS}?source=wallos`, {
      key: s.readKey,
      rawBody: '[]',
      headers: json,
      code: 'insufficient_scope',
    });
  });

  it('checked a documented success of export and import', () => {
    for (const entry of [`GET ${EXPORT} 200`, `POST ${IMPORTS} 200`]) {
      assert.ok(checkedResponses.has(entry), entry);
    }
  });
});
