import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { createAccount, type Ports } from '@subtrack/domain';
import { createImportFileParser, exportFileWriter } from '@subtrack/file-formats';
import { createSharpLogoEncoder } from '@subtrack/logo-images';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { useSharedTestDatabase } from '../../../../postgres-adapter/src/test-support/postgres-test-database.js';
import { testPorts } from '../../../../postgres-adapter/src/test-support/postgres-test-ports.js';
import { type ApiServer, startApiServer } from '../../reminders/test-support/api-server.js';

/** Ports on a fresh SQLite file, and how to close and remove it. */
function sqlitePorts(): { ports: Ports; close(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-both-'));
  const db = openDatabase(join(dir, 'db.sqlite'));
  const close = () => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { ports: createSqlitePorts(db), close };
}

/** One storage engine the API runs on in a test. */
export interface TestStorage {
  name: 'SQLite' | 'PostgreSQL';
  /**
   * Registers, in the calling `describe`, hooks that start the API (with the import
   * parser, export writer and logo encoder, as `serve` composes them) on a fresh account of
   * this engine and stop it after; the answer reads the server inside tests.
   */
  useApi(): () => ApiServer;
}

/**
 * SQLite (a temp file) and PostgreSQL (one database for the test file, from
 * SUBTRACK_TEST_DATABASE_URL): call it at the top of a test file, then loop over them.
 */
export function bothStorages(): TestStorage[] {
  const postgres = useSharedTestDatabase();
  const storage = (
    name: TestStorage['name'],
    open: () => Promise<{ ports: Ports; close(): void }>,
  ): TestStorage => ({
    name,
    useApi() {
      let api: ApiServer | undefined;
      let close: () => void = () => undefined;
      before(async () => {
        const opened = await open();
        close = opened.close;
        const account = await createAccount(opened.ports, { name: `On ${name}` });
        api = await startApiServer(opened.ports, account.id, {
          dataFiles: {
            parser: createImportFileParser(),
            writer: exportFileWriter,
            logoEncoder: createSharpLogoEncoder(),
          },
        });
      });
      after(async () => {
        await api?.close();
        close();
      });
      return () => {
        if (api === undefined) throw new Error('the API runs only inside tests');
        return api;
      };
    },
  });
  return [
    storage('SQLite', async () => sqlitePorts()),
    storage('PostgreSQL', async () => ({
      ports: testPorts((await postgres())[0]!),
      close: () => undefined,
    })),
  ];
}
