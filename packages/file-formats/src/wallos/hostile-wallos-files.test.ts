import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type DomainError, isDomainError } from '@subtrack/domain';
import { DEFAULT_IMPORT_LIMITS } from '../limits.js';
import { createImportFileParser } from '../parse-import-file.js';
import { wallosFixture } from '../testing/fixture-files.js';
import {
  deflatedZeros,
  honestZipEntry,
  nestedJson,
  rawZip,
  wallosDbWithGeneratedColumn,
  wallosDbWithRecursiveView,
  wallosDbWithTrigger,
  wallosDbWithVirtualTable,
} from '../testing/hostile-files.js';

// Each case starts a reader thread (about half a second on a loaded machine). A suite's
// timeout also tells `pnpm test` to start this file among the first (scripts/test-units.mjs).
const SLOW = { timeout: 120_000 };

const parser = createImportFileParser();
const wallos = { source: 'wallos' as const, currencySymbols: {} };

/** The `invalid_import` a parse ends with (sync or async), for its message to be checked. */
async function refusal(parse: () => unknown): Promise<DomainError> {
  try {
    await parse();
  } catch (error) {
    assert.ok(isDomainError(error), `expected a DomainError, got ${String(error)}`);
    assert.equal(error.code, 'invalid_import');
    return error;
  }
  return assert.fail('expected the file to be refused');
}

describe('Wallos databases built to hurt the server (security review)', SLOW, () => {
  it('refuses a subscriptions view over a recursive query without running it', async () => {
    const error = await refusal(() =>
      parser.parse({ bytes: wallosDbWithRecursiveView(10_000_000), kind: 'sqlite' }, wallos),
    );
    assert.match(error.message, /holds a view \("subscriptions"\), which Wallos never creates/);
    assert.match(error.details.suggestedFix ?? '', /wallos\.db from Wallos/);
  });

  it('refuses a trigger, a virtual table and a computed column, naming each', async () => {
    const cases: Array<[Buffer, RegExp]> = [
      [wallosDbWithTrigger(), /holds a trigger \("keep_names"\)/],
      [wallosDbWithVirtualTable(), /holds a virtual table \("subscriptions"\)/],
      [wallosDbWithGeneratedColumn(), /subscriptions\.name is computed/],
    ];
    for (const [bytes, message] of cases) {
      const error = await refusal(() => parser.parse({ bytes, kind: 'sqlite' }, wallos));
      assert.match(error.message, message);
      assert.match(error.message, /^The file is not a readable Wallos database/);
    }
  });

  it('stops a read that outlasts its time limit and says so', async () => {
    const hasty = createImportFileParser({ ...DEFAULT_IMPORT_LIMITS, maxReadMilliseconds: 1 });
    const error = await refusal(() =>
      hasty.parse({ bytes: wallosFixture('wallos.db'), kind: 'sqlite' }, wallos),
    );
    assert.match(error.message, /took longer than 0\.001 seconds/);
  });
});

describe('Wallos backup zips built to hurt the server (security review)', SLOW, () => {
  it('refuses a zip with several wallos.db entries before inflating any', async () => {
    const deflated = await deflatedZeros(32);
    const entries = Array.from({ length: 24 }, (_, i) => ({
      name: `copy-${i}/wallos.db`,
      deflated,
      declaredSize: 32 << 20,
    }));
    const before = process.memoryUsage().rss;
    const error = await refusal(() =>
      parser.parse({ bytes: rawZip(entries), kind: 'zip' }, wallos),
    );
    assert.match(error.message, /holds 24 wallos\.db files; a Wallos backup holds one/);
    // 24 x 32 MiB would be 768 MiB once inflated.
    assert.ok(process.memoryUsage().rss - before < 200 * 1024 * 1024);
  });

  it('stops inflating an entry at the size its header declares, however far it would go', async () => {
    const liar = { name: 'wallos.db', deflated: await deflatedZeros(1024), declaredSize: 4096 };
    const error = await refusal(() => parser.parse({ bytes: rawZip([liar]), kind: 'zip' }, wallos));
    // The message is only made when inflating stops at the declared size.
    assert.match(error.message, /inflates to more than the 4096 bytes its header declares/);
  });

  it('refuses an entry that declares more than the size limit, and reads an honest one', async () => {
    const small = createImportFileParser({ ...DEFAULT_IMPORT_LIMITS, maxDatabaseBytes: 1000 });
    const database = wallosFixture('wallos.db');
    const zip = rawZip([honestZipEntry('backup/wallos.db', database)]);
    const error = await refusal(() => small.parse({ bytes: zip, kind: 'zip' }, wallos));
    assert.match(error.message, /larger than 1000 bytes/);
    const read = await parser.parse({ bytes: zip, kind: 'zip' }, wallos);
    assert.equal(read.length, 13);
  });
});

describe('JSON built to hurt the server (security review)', () => {
  for (const source of ['subtrack', 'wallos'] as const) {
    it(`refuses JSON nested 200,000 levels deep (source ${source}) naming the depth limit`, async () => {
      const error = await refusal(() =>
        parser.parse({ bytes: nestedJson(200_000), kind: 'json' }, { ...wallos, source }),
      );
      assert.match(error.message, /nested more than 64 levels deep/);
      assert.equal(error.details.field, 'file');
    });
  }
});
