// D31 on the routes whose body is a file (a logo, an import): a reused Idempotency-Key with
// other bytes is refused as it is for a JSON body, on SQLite and on PostgreSQL, over HTTP.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { aSolidImage } from '@subtrack/logo-images/testing';
import { bothStorages } from './test-support/api-on-both-storages.js';

/** A subtrack export file holding one subscription named `name`. */
const exportOf = (name: string) =>
  JSON.stringify({
    format: 'subtrack-export',
    version: 1,
    subscriptions: [aSubscriptionBody({ name })],
  });

for (const storage of bothStorages()) {
  describe(`Idempotency-Key on file uploads on ${storage.name}`, () => {
    const server = storage.useApi();
    let api: ReturnType<typeof server>;
    let record: string;

    before(async () => {
      api = server();
      const created = await api.call('POST', '/api/v1/subscriptions', aSubscriptionBody());
      record = `/api/v1/subscriptions/${(created.json.data as { id: string }).id}`;
    });

    const send = (method: string, path: string, body: BodyInit, headers = {}) =>
      fetch(`${api.baseUrl}${path}`, {
        method,
        body,
        headers: { authorization: `Bearer ${api.key}`, ...headers },
      });
    const logoBytes = async () =>
      Buffer.from(
        await (
          await fetch(`${api.baseUrl}${record}/logo`, {
            headers: { authorization: `Bearer ${api.key}` },
          })
        ).arrayBuffer(),
      );
    const errorCode = async (response: Response) =>
      ((await response.json()) as { error?: { code: string } }).error?.code;
    const names = async () => {
      const list = await api.call('GET', '/api/v1/subscriptions?limit=100');
      return (list.json.data as { name: string }[]).map((s) => s.name).sort();
    };

    it('refuses a logo with other bytes under a used key with 422, and replays the same bytes', async () => {
      const headers = { 'content-type': 'image/png', 'idempotency-key': 'logo-upload-1' };
      const red = new Uint8Array(await aSolidImage('png', 64, 64));
      const blue = new Uint8Array(await aSolidImage('png', 64, 64, '#0000ff'));
      const first = await send('PUT', `${record}/logo`, red, headers);
      assert.equal(first.status, 200, await first.clone().text());
      const served = await logoBytes();

      const other = await send('PUT', `${record}/logo`, blue, headers);
      assert.equal(other.status, 422);
      assert.equal(await errorCode(other), 'idempotency_key_reused');
      assert.deepEqual(await logoBytes(), served, 'the refused upload changed the stored logo');

      const again = await send('PUT', `${record}/logo`, red, headers);
      assert.equal(again.status, 200);
      assert.equal(again.headers.get('idempotent-replayed'), 'true');
    });

    it('refuses an import of another file under a used key with 422, importing nothing', async () => {
      const path = '/api/v1/imports?source=subtrack';
      const headers = { 'content-type': 'application/json', 'idempotency-key': 'import-1' };
      const first = await send('POST', path, exportOf('Imported once'), headers);
      assert.equal(first.status, 200, await first.clone().text());
      const before = await names();

      const other = await send('POST', path, exportOf('Another file'), headers);
      assert.equal(other.status, 422);
      assert.equal(await errorCode(other), 'idempotency_key_reused');
      assert.deepEqual(await names(), before);

      const again = await send('POST', path, exportOf('Imported once'), headers);
      assert.equal(again.headers.get('idempotent-replayed'), 'true');
      assert.deepEqual(await names(), before);
    });

    it('refuses a key used for a dry run when the same file is then imported for real', async () => {
      const headers = { 'content-type': 'application/json', 'idempotency-key': 'import-2' };
      const file = exportOf('Tried first');
      const dryRun = await send(
        'POST',
        '/api/v1/imports?source=subtrack&dryRun=true',
        file,
        headers,
      );
      assert.equal(dryRun.status, 200, await dryRun.clone().text());
      const real = await send('POST', '/api/v1/imports?source=subtrack', file, headers);
      assert.equal(real.status, 422);
      assert.equal(await errorCode(real), 'idempotency_key_reused');
      assert.equal((await names()).includes('Tried first'), false);
    });
  });
}
