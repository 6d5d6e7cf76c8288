import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '@subtrack/domain';
import { expectDomainRejection } from '@subtrack/domain/testing';
import { zipSync } from 'fflate';
import { DEFAULT_IMPORT_LIMITS } from '../limits.js';
import { createImportFileParser } from '../parse-import-file.js';
import { changedWallosDb, wallosFixture } from '../testing/fixture-files.js';

// Each case starts a reader thread (about half a second on a loaded machine). A suite's
// timeout also tells `pnpm test` to start this file among the first (scripts/test-units.mjs).
const SLOW = { timeout: 120_000 };

const parser = createImportFileParser();
const wallos = { source: 'wallos' as const, currencySymbols: {} };

// A second Wallos user with one subscription of their own, as Wallos's signup would add.
const withSecondUser = () =>
  changedWallosDb((db) => {
    db.prepare(
      "INSERT INTO user (id, username, email, password, main_currency) VALUES (2, 'sam', 'sam@example.org', 'x', 1)",
    ).run();
    db.prepare(
      "INSERT INTO currencies (id, name, symbol, code, rate, user_id) VALUES (40, 'Euro', '€', 'EUR', '1', 2)",
    ).run();
    db.prepare(
      "INSERT INTO subscriptions (name, price, currency_id, next_payment, cycle, frequency, category_id, notify, inactive, user_id) VALUES ('Sam’s gym', 30, 40, '2026-12-10', 3, 1, 6, 1, 0, 2)",
    ).run();
  });

describe('Wallos databases beyond the fixture', SLOW, () => {
  it('asks which user to import when the database holds several, naming them', async () => {
    const error = await expectDomainRejection(
      () => parser.parse({ bytes: withSecondUser(), kind: 'sqlite' }, wallos),
      'invalid_import',
      'wallosUser',
    );
    assert.deepEqual(error.details.allowedValues, ['alex', 'sam']);
    assert.match(error.details.suggestedFix!, /wallosUser=alex.*--wallos-user alex/);
  });

  it('imports only the named user’s subscriptions (any case), and refuses an unknown name', async () => {
    const bytes = withSecondUser();
    const sam = await parser.parse({ bytes, kind: 'sqlite' }, { ...wallos, wallosUser: 'SAM' });
    assert.deepEqual(
      sam.map((c) => [c.name, c.body?.currency, c.body?.amount]),
      [['Sam’s gym', 'EUR', 30]],
    );
    const alex = await parser.parse({ bytes, kind: 'sqlite' }, { ...wallos, wallosUser: 'alex' });
    assert.equal(alex.length, 13);
    await expectDomainRejection(
      () => parser.parse({ bytes, kind: 'sqlite' }, { ...wallos, wallosUser: 'kim' }),
      'invalid_import',
      'wallosUser',
    );
  });

  it('reads a database from before the notify, inactive and user_id columns (defaults apply)', async () => {
    const old = changedWallosDb((db) => {
      for (const column of ['notify', 'inactive', 'user_id', 'notify_days_before']) {
        db.exec(`ALTER TABLE subscriptions DROP COLUMN ${column}`);
      }
    });
    const candidates = await parser.parse({ bytes: old, kind: 'sqlite' }, wallos);
    assert.equal(candidates.length, 13);
    assert.equal(candidates[7]?.body?.status, 'active');
    assert.equal(candidates[0]?.body?.notificationEnabled, false);
  });

  it('refuses a file that is not an SQLite database, or one without Wallos tables', async () => {
    for (const bytes of [
      Buffer.from('not a database'),
      changedWallosDb((db) => db.exec('DROP TABLE subscriptions')),
    ]) {
      const error = await expectDomainRejection(
        () => parser.parse({ bytes, kind: 'sqlite' }, wallos),
        'invalid_import',
        'file',
      );
      assert.match(error.message, /not a readable Wallos database/);
    }
  });

  it('leaves the uploaded database unchanged (opened read-only from a private copy)', async () => {
    const bytes = wallosFixture('wallos.db');
    const before = Buffer.from(bytes);
    await parser.parse({ bytes, kind: 'sqlite' }, wallos);
    assert.ok(before.equals(bytes));
  });
});

describe('Wallos backup zips beyond the fixture', SLOW, () => {
  const database = wallosFixture('wallos.db');

  it('refuses a broken zip', async () => {
    const zip = wallosFixture('Wallos-Backup-20261123-071500.zip');
    const error = await expectDomainRejection(
      () => parser.parse({ bytes: zip.subarray(0, zip.length / 2), kind: 'zip' }, wallos),
      'invalid_import',
      'file',
    );
    assert.match(error.message, /zip/);
  });

  it('refuses a zip with an entry that escapes its folder', async () => {
    for (const name of ['../evil.sh', '/etc/cron.d/x', 'logos\\..\\x', 'C:/x']) {
      const zip = zipSync({ 'wallos.db': database, [name]: Buffer.from('x') });
      const error = await expectDomainRejection(
        () => parser.parse({ bytes: zip, kind: 'zip' }, wallos),
        'invalid_import',
        'file',
      );
      assert.match(error.message, /outside its folder/);
    }
  });

  it('refuses a zip with too many entries or a database over the size limit', async () => {
    const few = createImportFileParser({ ...DEFAULT_IMPORT_LIMITS, maxZipEntries: 3 });
    const many: Record<string, Uint8Array> = { 'wallos.db': database };
    for (let i = 0; i < 5; i++) many[`logos/${i}.png`] = Buffer.from('x');
    await assert.rejects(
      () => few.parse({ bytes: zipSync(many), kind: 'zip' }, wallos),
      /more than 3 entries/,
    );
    const small = createImportFileParser({ ...DEFAULT_IMPORT_LIMITS, maxDatabaseBytes: 1000 });
    const big = zipSync({ 'wallos.db': database });
    await assert.rejects(
      () => small.parse({ bytes: big, kind: 'zip' }, wallos),
      /larger than 1000 bytes/,
    );
    await assert.rejects(
      () => small.parse({ bytes: database, kind: 'sqlite' }, wallos),
      DomainError,
    );
  });

  it('finds the database one folder down and refuses a zip without one', async () => {
    const nested = zipSync({ 'backup/wallos.db': database });
    assert.equal((await parser.parse({ bytes: nested, kind: 'zip' }, wallos)).length, 13);
    const empty = zipSync({ 'logos/a.png': Buffer.from('x') });
    await assert.rejects(
      () => parser.parse({ bytes: empty, kind: 'zip' }, wallos),
      /holds no wallos\.db/,
    );
  });
});
