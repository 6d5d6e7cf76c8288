import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import {
  cliWriteContext,
  createSubscription,
  exportSubscriptions,
  getCurrencySettings,
  getLogo,
  parseCreateSubscriptionBody,
  readCalendarFeed,
} from '@subtrack/domain';
import { aPngImage, aSubscriptionBody, FakeLogoEncoder } from '@subtrack/domain/testing';
// Test-only: the composing app (cli-seed) passes the real file formats in production.
import { createImportFileParser, exportFileWriter } from '@subtrack/file-formats';
import { wallosDbWithRecursiveView, wallosFixture } from '@subtrack/file-formats/testing';
import { startScreenServer } from '../testing/screen-server.js';
import { registerDataTransferRoutes } from './data-transfer-routes.js';

const dataFiles = { parser: createImportFileParser(), writer: exportFileWriter };
const start = (t: TestContext) =>
  startScreenServer(t, registerDataTransferRoutes, { deps: { dataFiles } });

/** The import form as a browser sends it. */
function importForm(
  file: Buffer | null,
  fields: Record<string, string>,
  name = 'subscriptions.json',
) {
  const form = new FormData();
  // The screen server's session token, first as the page's form sends it.
  form.set('_csrf', 'csrf-token-1');
  form.set('file', new Blob(file ? [new Uint8Array(file)] : []), file ? name : '');
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}
const MAPPED = { source: 'wallos', currencySymbols: '$=USD, ¥=JPY', wallosUser: '' };
const tableRows = (html: string, caption: string) => {
  const table = html.split(`<caption>${caption}</caption>`)[1]?.split('</table>')[0] ?? '';
  return (table.split('<tbody>')[1]?.match(/<tr>/g) ?? []).length;
};

describe('GET /data', () => {
  it('offers both downloads, the import form with its labels, and a feed to create', async (t) => {
    const server = await start(t);
    const page = await server.get('/data');
    assert.equal(page.status, 200);
    assert.match(
      page.html,
      /<a [^>]*href="\/data\/export\?format=json" download>Export as JSON<\/a>/,
    );
    assert.match(
      page.html,
      /<a [^>]*href="\/data\/export\?format=csv" download>Export as CSV<\/a>/,
    );
    assert.match(page.html, /enctype="multipart\/form-data"/);
    assert.match(
      page.html,
      /action="\/data\/import" enctype="multipart\/form-data" novalidate><input type="hidden" name="_csrf" value="csrf-token-1"/,
    );
    for (const label of ['File', 'Source', 'Currency symbols', 'Wallos user'])
      assert.match(page.html, new RegExp(`<label for="[a-zA-Z]+">${label}</label>`));
    assert.match(page.html, /\$=USD, ¥=JPY/);
    assert.match(page.html, /This account has no calendar feed link\./);
    assert.match(page.html, /<button type="submit" class="secondary">Create feed link<\/button>/);
  });
});

describe('GET /data/export', () => {
  for (const format of ['json', 'csv'] as const) {
    it(`downloads the account's ${format} export, as the API does`, async (t) => {
      const server = await start(t);
      await createSubscription(
        server.ports,
        cliWriteContext(server.accountId, 'r1'),
        parseCreateSubscriptionBody(aSubscriptionBody({ name: 'Netflix' })),
      );
      const answer = await server.get(`/data/export?format=${format}`);
      assert.equal(answer.status, 200);
      assert.equal(
        answer.headers.get('content-disposition'),
        `attachment; filename="subtrack-export-2026-11-21.${format}"`,
      );
      assert.equal(
        answer.headers.get('content-type'),
        format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      );
      const expected = exportFileWriter.write(
        await exportSubscriptions(server.ports, server.accountId),
        format,
      );
      assert.equal(answer.html, expected);
      assert.match(answer.html, /Netflix/);
    });
  }

  it('answers 404 for a format it does not make', async (t) => {
    const server = await start(t);
    assert.equal((await server.get('/data/export?format=xml')).status, 404);
  });
});

describe('POST /data/import', () => {
  it('previews a dry run (created, skipped, warnings), then "Confirm import" imports the kept file', async (t) => {
    const server = await start(t);
    const upload = await server.upload(
      '/data/import',
      importForm(wallosFixture('subscriptions.json'), MAPPED),
    );
    assert.equal(upload.status, 303);
    assert.equal(upload.headers.get('location'), '/data/import/preview');
    const preview = await server.get('/data/import/preview');
    assert.equal(preview.status, 200);
    assert.match(preview.html, /<h1>Check the import<\/h1>/);
    assert.match(preview.html, /12 subscriptions would be created; 1 row would be skipped\./);
    assert.doesNotMatch(preview.html, /imported as every \d+ days/, 'quarterly plans stay monthly');
    assert.match(
      preview.html,
      /every 3 months/,
      'the quarterly Cloud backup plan is shown as such',
    );
    // Said once, where the skipped rows are listed, not again among the warnings.
    assert.deepEqual(preview.html.match(/A one-time payment is not a subscription/g), [
      'A one-time payment is not a subscription',
    ]);
    assert.match(preview.html, /Lifetime app: A one-time payment is not a subscription\./);
    assert.equal(tableRows(preview.html, 'Subscriptions that would be created'), 12);
    assert.match(preview.html, /<button type="submit">Confirm import<\/button>/);
    assert.equal(
      (await server.ports.subscriptions.listAll(server.accountId)).length,
      0,
      'a dry run',
    );

    const confirmed = await server.post('/data/import/confirm', { _csrf: 'csrf-token-1' });
    assert.equal(confirmed.status, 303);
    assert.equal(confirmed.headers.get('location'), '/subscriptions');
    const names = (await server.ports.subscriptions.listAll(server.accountId)).map((s) => s.name);
    assert.equal(names.length, 12);
    assert.ok(names.includes('Game Pass'));
    const created = (
      await server.ports.audit.list(server.accountId, {
        limit: 50,
        offset: 0,
        filters: { action: 'subscription.created' },
      })
    ).items;
    assert.equal(created.length, 12);
    assert.deepEqual(created[0]?.actor, {
      type: 'web',
      id: 'session-public-1',
      memberId: server.session.memberId,
    });
    const notice = await server.get('/data');
    assert.match(notice.html, /Import finished: 12 subscriptions created, 1 row skipped\./);

    const again = await server.post('/data/import/confirm', { _csrf: 'csrf-token-1' });
    assert.equal(again.status, 303, 'the file was used once');
    assert.equal((await server.ports.subscriptions.listAll(server.accountId)).length, 12);
  });

  it('brings an export’s logos, home currency and own rates along, as the API’s import does', async (t) => {
    const server = await startScreenServer(t, registerDataTransferRoutes, {
      deps: { dataFiles: { ...dataFiles, logoEncoder: new FakeLogoEncoder() } },
    });
    const exported = {
      format: 'subtrack-export',
      version: 3,
      exportedAt: '2026-11-21T08:00:00.000Z',
      homeCurrency: 'CHF',
      exchangeRates: [
        { date: '2026-11-20', from: 'USD', to: 'CHF', rate: 0.8812, source: 'owner' },
      ],
      subscriptions: [
        {
          ...aSubscriptionBody({ name: 'Streaming' }),
          hasLogo: true,
          logo: {
            contentType: 'image/png',
            data: Buffer.from(aPngImage('streaming')).toString('base64'),
          },
        },
      ],
    };
    const upload = await server.upload(
      '/data/import',
      importForm(Buffer.from(JSON.stringify(exported)), { source: 'subtrack' }),
    );
    assert.equal(upload.status, 303);
    const confirmed = await server.post('/data/import/confirm', { _csrf: 'csrf-token-1' });
    assert.equal(confirmed.status, 303);
    const [record] = await server.ports.subscriptions.listAll(server.accountId);
    assert.equal(record?.name, 'Streaming');
    const stored = await getLogo(server.ports, server.accountId, record!.id);
    assert.ok(stored, 'the logo came with the record');
    assert.equal((await getCurrencySettings(server.ports, server.accountId)).homeCurrency, 'CHF');
  });

  it('lists every row error (row, field, problem, fix) for an invalid file and keeps what was typed', async (t) => {
    const server = await start(t);
    const fields = { source: 'wallos', currencySymbols: '', wallosUser: 'alex' };
    const page = await server.upload(
      '/data/import',
      importForm(wallosFixture('subscriptions.json'), fields),
    );
    assert.equal(page.status, 400);
    assert.match(page.html, /4 rows cannot be imported; nothing was imported\./);
    assert.equal(tableRows(page.html, 'Rows that cannot be imported'), 4);
    for (const row of [4, 7, 8, 10])
      assert.match(page.html, new RegExp(`<td>${row}</td><td>currency</td>`));
    assert.match(page.html, /The currency symbol of the price stands for several currencies/);
    assert.match(page.html, /Write each currency mapping as symbol=code/);
    assert.match(page.html, /<option value="wallos" selected/);
    assert.match(page.html, /id="wallosUser" name="wallosUser" type="text" value="alex"/);
    assert.equal((await server.ports.subscriptions.listAll(server.accountId)).length, 0);
    const confirm = await server.post('/data/import/confirm', { _csrf: 'csrf-token-1' });
    assert.equal(confirm.status, 303, 'nothing is waiting');
    assert.equal((await server.ports.subscriptions.listAll(server.accountId)).length, 0);
  });

  it('says to upload again when "Confirm import" comes after 15 minutes', async (t) => {
    const server = await start(t);
    await server.upload('/data/import', importForm(wallosFixture('subscriptions.json'), MAPPED));
    server.clock.advance(15 * 60_000 + 1000);
    const confirmed = await server.post('/data/import/confirm', { _csrf: 'csrf-token-1' });
    assert.equal(confirmed.status, 303);
    assert.equal(confirmed.headers.get('location'), '/data');
    const page = await server.get('/data');
    assert.match(page.html, /Nothing was imported: .* Upload it again\./);
    assert.equal((await server.ports.subscriptions.listAll(server.accountId)).length, 0);
  });

  it('asks for a file, and explains a currency mapping it cannot read, beside the fields', async (t) => {
    const server = await start(t);
    const page = await server.upload(
      '/data/import',
      importForm(null, { source: 'wallos', currencySymbols: 'dollar', wallosUser: '' }),
    );
    assert.equal(page.status, 400);
    assert.match(page.html, /<a href="#file">Choose the file to import\.<\/a>/);
    assert.match(page.html, /id="currencySymbols-error"/);
    assert.match(
      page.html,
      /Write each currency mapping as symbol=code, such as \$=USD, separated by commas\./,
    );
    assert.match(page.html, /value="dollar"/);
  });

  it('refuses a wallos.db whose subscriptions is a recursive view, beside File, as the API does', async (t) => {
    const server = await start(t);
    const hostile = wallosDbWithRecursiveView(10_000_000);
    const fields = { source: 'wallos', currencySymbols: '', wallosUser: '' };
    const page = await server.upload('/data/import', importForm(hostile, fields, 'wallos.db'));
    assert.equal(page.status, 400);
    assert.match(
      page.html,
      /<a href="#file">The file cannot be imported\. Nothing was imported\.<\/a>/,
    );
    assert.equal((await server.ports.subscriptions.listAll(server.accountId)).length, 0);
  });

  it('imports nothing that would take the account past its limit, saying so beside File', async (t) => {
    const server = await start(t);
    server.ports.limits = { maxSubscriptionsPerAccount: 11 };
    const fields = { source: 'wallos', currencySymbols: '', wallosUser: '' };
    const backup = wallosFixture('Wallos-Backup-20261123-071500.zip');
    const page = await server.upload('/data/import', importForm(backup, fields, 'backup.zip'));
    assert.equal(page.status, 400);
    assert.match(
      page.html,
      /<a href="#file">The file cannot be imported\. Nothing was imported\.<\/a>/,
    );
    assert.equal((await server.ports.subscriptions.listAll(server.accountId)).length, 0);
  });

  it('refuses a file over 10 MiB with a message beside File', async (t) => {
    const server = await start(t);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    const page = await server.upload(
      '/data/import',
      importForm(big, { source: 'subtrack' }, 'big.csv'),
    );
    assert.equal(page.status, 413);
    assert.match(page.html, /The file is larger than 10 MiB/);
  });
});

describe('calendar feed on /data', () => {
  const tokenOf = (url: string) => /\/calendar\/([^/]+)\.ics$/.exec(url)?.[1] ?? '';

  it('creates a link shown once in full, rotates it (the old one stops), revokes it after a confirmation', async (t) => {
    const server = await start(t);
    const created = await server.post('/data/calendar-feed', { _csrf: 'csrf-token-1' });
    assert.equal(created.status, 303);
    const page = await server.get('/data');
    const first = /id="feed-url" type="text" value="([^"]+)"/.exec(page.html)?.[1] ?? '';
    assert.match(first, /^http:\/\/127\.0\.0\.1:\d+\/calendar\/[^/]+\.ics$/);
    assert.match(page.html, /It will not be shown again/);
    assert.match(page.html, /This account has a calendar feed link\./);
    assert.match(
      await (await readCalendarFeed(server.ports, tokenOf(first))).body(),
      /BEGIN:VCALENDAR/,
    );
    const later = await server.get('/data');
    assert.doesNotMatch(later.html, /id="feed-url"/, 'shown once');

    await server.post('/data/calendar-feed/rotate', { _csrf: 'csrf-token-1' });
    const rotated = await server.get('/data');
    const second = /id="feed-url" type="text" value="([^"]+)"/.exec(rotated.html)?.[1] ?? '';
    assert.notEqual(second, first);
    await assert.rejects(() => readCalendarFeed(server.ports, tokenOf(first)), {
      code: 'not_found',
    });
    assert.ok(await (await readCalendarFeed(server.ports, tokenOf(second))).body());

    const confirm = await server.get('/data/calendar-feed/revoke');
    assert.equal(confirm.status, 200);
    assert.match(confirm.html, /<h1>Revoke the calendar feed link\?<\/h1>/);
    const revoked = await server.post('/data/calendar-feed/revoke', { _csrf: 'csrf-token-1' });
    assert.equal(revoked.status, 303);
    await assert.rejects(() => readCalendarFeed(server.ports, tokenOf(second)), {
      code: 'not_found',
    });
    const after = await server.get('/data');
    assert.match(after.html, /Calendar feed link revoked/);
    assert.match(after.html, /This account has no calendar feed link\./);
    const actions = (
      await server.ports.audit.list(server.accountId, { limit: 10, offset: 0, filters: {} })
    ).items.map((r) => `${r.action} ${r.actor.type}`);
    assert.deepEqual(actions.sort(), [
      'calendar_feed.created web',
      'calendar_feed.created web',
      'calendar_feed.revoked web',
    ]);
  });
});
