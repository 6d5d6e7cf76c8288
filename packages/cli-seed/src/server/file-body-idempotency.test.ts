// D31 on the routes whose body is a file (a logo, an import): a reused Idempotency-Key with
// other bytes is refused as it is for a JSON body, on SQLite and on PostgreSQL, over HTTP.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createAccount, type Ports } from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { createImportFileParser, exportFileWriter } from '@subtrack/file-formats';
import { createSharpLogoEncoder } from '@subtrack/logo-images';
import { aSolidImage } from '@subtrack/logo-images/testing';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { useSharedTestDatabase } from '../../../postgres-adapter/src/test-support/postgres-test-database.js';
import { testPorts } from '../../../postgres-adapter/src/test-support/postgres-test-ports.js';
import { type ApiServer, startApiServer } from '../reminders/test-support/api-server.js';

const sharedPostgres = useSharedTestDatabase();

/** Ports on a fresh SQLite file, and how to close and remove it. */
function sqlitePorts(): { ports: Ports; close(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-file-idem-'));
  const db = openDatabase(join(dir, 'db.sqlite'));
  const close = () => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { ports: createSqlitePorts(db), close };
}

const STORAGES: { name: string; open: () => Promise<{ ports: Ports; close(): void }> }[] = [
  { name: 'SQLite', open: async () => sqlitePorts() },
  {
    name: 'PostgreSQL',
    open: async () => ({ ports: testPorts((await sharedPostgres())[0]!), close: () => undefined }),
  },
];

/** A subtrack export file holding one subscription named `name`. */
const exportOf = (name: string) =>
  JSON.stringify({
    format: 'subtrack-export',
    version: 1,
    subscriptions: [aSubscriptionBody({ name })],
  });

for (const storage of STORAGES) {
  describe(`Idempotency-Key on file uploads on ${storage.name}`, () => {
    let api: ApiServer;
    let record: string;
    let close: () => void;

    before(async () => {
      const opened = await storage.open();
      close = opened.close;
      const ports = opened.ports;
      const account = await createAccount(ports, { name: 'File bodies' });
      api = await startApiServer(ports, account.id, {
        dataFiles: {
          parser: createImportFileParser(),
          writer: exportFileWriter,
          logoEncoder: createSharpLogoEncoder(),
        },
      });
      const created = await api.call('POST', '/api/v1/subscriptions', aSubscriptionBody());
      record = `/api/v1/subscriptions/${(created.json.data as { id: string }).id}`;
    });
    after(async () => {
      await api.close();
      close();
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
  });
}
