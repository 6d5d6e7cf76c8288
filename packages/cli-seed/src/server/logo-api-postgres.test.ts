// D53 on PostgreSQL: a logo uploaded, served, revalidated and removed over HTTP, with the
// API, the adapter and the sharp encoder composed as `serve` composes them.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  cliWriteContext,
  createAccount,
  createSubscription,
  parseCreateSubscriptionBody,
} from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { createImportFileParser, exportFileWriter } from '@subtrack/file-formats';
import { createSharpLogoEncoder } from '@subtrack/logo-images';
import { aSolidImage, truncated } from '@subtrack/logo-images/testing';
import sharp from 'sharp';
import { useSharedTestDatabase } from '../../../postgres-adapter/src/test-support/postgres-test-database.js';
import { testPorts } from '../../../postgres-adapter/src/test-support/postgres-test-ports.js';
import { type ApiServer, startApiServer } from '../reminders/test-support/api-server.js';

const shared = useSharedTestDatabase();

describe('a subscription’s logo over the API on PostgreSQL', () => {
  let api: ApiServer;
  let url: string;
  let record: string;

  before(async () => {
    const [pool] = await shared();
    const ports = testPorts(pool!);
    const account = await createAccount(ports, { name: 'Logos' });
    const input = parseCreateSubscriptionBody(aSubscriptionBody({ name: 'Netflix' }));
    const ctx = cliWriteContext(account.id, 'req-cli');
    record = `/api/v1/subscriptions/${(await createSubscription(ports, ctx, input)).id}`;
    url = `${record}/logo`;
    api = await startApiServer(ports, account.id, {
      dataFiles: {
        parser: createImportFileParser(),
        writer: exportFileWriter,
        logoEncoder: createSharpLogoEncoder(),
      },
    });
  });
  after(() => api.close());

  const send = (method: string, path: string, init: RequestInit = {}) =>
    fetch(`${api.baseUrl}${path}`, {
      method,
      ...init,
      headers: { authorization: `Bearer ${api.key}`, ...(init.headers as Record<string, string>) },
    });
  const hasLogo = async () =>
    ((await (await send('GET', record)).json()) as { data: { hasLogo: boolean } }).data.hasLogo;

  it('stores, serves with an ETag, answers 304, removes, then answers 404 logo_not_found', async () => {
    const png = new Uint8Array(await aSolidImage('png', 300, 150));
    const stored = await send('PUT', url, { body: png, headers: { 'content-type': 'image/png' } });
    assert.equal(stored.status, 200, await stored.clone().text());
    assert.equal(((await stored.json()) as { data: { hasLogo: boolean } }).data.hasLogo, true);

    const served = await send('GET', url);
    assert.equal(served.status, 200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    assert.deepEqual([meta.width, meta.height], [256, 256]);
    const etag = served.headers.get('etag') ?? '';
    const again = await send('GET', url, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);

    assert.equal((await send('DELETE', url)).status, 204);
    assert.equal(await hasLogo(), false);
    const gone = await send('GET', url);
    assert.equal(gone.status, 404);
    assert.equal(((await gone.json()) as { error: { code: string } }).error.code, 'logo_not_found');
  });

  it('refuses a truncated image with 400 invalid_logo and keeps the record without a logo', async () => {
    const cut = new Uint8Array(truncated(await aSolidImage('png', 300, 300)));
    const refused = await send('PUT', url, { body: cut, headers: { 'content-type': 'image/png' } });
    assert.equal(refused.status, 400);
    assert.equal(
      ((await refused.json()) as { error: { code: string } }).error.code,
      'invalid_logo',
    );
    assert.equal(await hasLogo(), false);
  });
});
