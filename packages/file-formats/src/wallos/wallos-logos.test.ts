import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ImportCandidate, ImportFileKind } from '@subtrack/domain';
import { DEFAULT_IMPORT_LIMITS } from '../limits.js';
import { createImportFileParser } from '../parse-import-file.js';
import { changedWallosDb, wallosFixture } from '../testing/fixture-files.js';
import { honestZipEntry, rawZip } from '../testing/hostile-files.js';
import { inflateCapped } from '../zip/inflate-capped.js';
import { listZipEntries, storedBytesOf } from '../zip/zip-directory.js';

const wallos = { source: 'wallos' as const, currencySymbols: {} };

/** The one logo of the fixture backup, `logos/netflix.png`, as Wallos stored it. */
async function fixtureNetflixPng(): Promise<Buffer> {
  const zip = wallosFixture('Wallos-Backup-20261123-071500.zip');
  const entry = listZipEntries(zip, 100).find((e) => e.name === 'logos/netflix.png')!;
  return inflateCapped(storedBytesOf(zip, entry), entry.declaredSize);
}

/** The fixture database with these `logo` values by Wallos id (row). */
const databaseNaming = (logos: Record<number, string>) =>
  changedWallosDb((db) => {
    const set = db.prepare('UPDATE subscriptions SET logo = ? WHERE id = ?');
    for (const [id, name] of Object.entries(logos)) set.run(name, Number(id));
  });

const byRow = (candidates: ImportCandidate[], row: number) =>
  candidates.find((candidate) => candidate.row === row)!;

async function parse(bytes: Buffer, kind: ImportFileKind, limits = DEFAULT_IMPORT_LIMITS) {
  return createImportFileParser(limits).parse({ bytes, kind }, wallos);
}

describe('Wallos logos', () => {
  it('brings each row the file its logo column names from the backup’s logos folder', async () => {
    const netflix = await fixtureNetflixPng();
    const zip = rawZip([
      honestZipEntry(
        'wallos.db',
        databaseNaming({ 1: 'netflix.png', 13: 'netflix.png', 2: 'spotify.png' }),
      ),
      honestZipEntry('logos/netflix.png', netflix),
    ]);
    const candidates = await parse(zip, 'zip');
    for (const row of [1, 13]) {
      assert.deepEqual(byRow(candidates, row).logo?.name, 'netflix.png');
      assert.deepEqual(Buffer.from(byRow(candidates, row).logo!.bytes), netflix);
    }
    assert.equal(byRow(candidates, 2).logo, undefined);
    assert.deepEqual(byRow(candidates, 2).warnings, [
      'Row 2 (Spotify Family): its logo spotify.png was left out: the backup holds no logos/spotify.png.',
    ]);
    assert.equal(byRow(candidates, 3).logo, undefined);
    assert.deepEqual(byRow(candidates, 3).warnings, []);
  });

  it('finds the logos folder beside a database kept in a folder of the zip', async () => {
    const zip = rawZip([
      honestZipEntry('backup/wallos.db', databaseNaming({ 5: 'gym.png' })),
      honestZipEntry('backup/logos/gym.png', await fixtureNetflixPng()),
      honestZipEntry('logos/gym.png', Buffer.from('not this one')),
    ]);
    const gym = byRow(await parse(zip, 'zip'), 5);
    assert.deepEqual(Buffer.from(gym.logo!.bytes), await fixtureNetflixPng());
  });

  it('leaves out, with a warning naming the row, a logo over 1 MiB, a damaged one, and any past the total limit', async () => {
    const netflix = await fixtureNetflixPng();
    const damaged = { ...honestZipEntry('logos/gym.png', netflix), crc: 1 };
    const named = { 1: 'netflix.png', 4: 'big.png', 5: 'gym.png', 6: 'paper.png', 7: 'domain.png' };
    const zip = rawZip([
      honestZipEntry('wallos.db', databaseNaming(named)),
      honestZipEntry('logos/netflix.png', netflix),
      honestZipEntry('logos/big.png', Buffer.alloc(1024 * 1024 + 1)),
      damaged,
      honestZipEntry('logos/paper.png', netflix),
      honestZipEntry('logos/domain.png', netflix),
    ]);
    // Room for two logos: Netflix's and the newspaper's; the damaged one takes none.
    const maxLogosBytes = 2 * netflix.length + 10;
    const candidates = await parse(zip, 'zip', { ...DEFAULT_IMPORT_LIMITS, maxLogosBytes });
    assert.ok(byRow(candidates, 1).logo);
    assert.ok(byRow(candidates, 6).logo);
    assert.deepEqual(
      [4, 5, 7].map((row) => [byRow(candidates, row).logo, byRow(candidates, row).warnings.at(-1)]),
      [
        [
          undefined,
          'Row 4 (Cloud backup): its logo big.png was left out: it is larger than 1 MiB.',
        ],
        [undefined, 'Row 5 (Gym): its logo gym.png was left out: it is damaged in the backup.'],
        [
          undefined,
          `Row 7 (example.org domain): its logo domain.png was left out: the backup's logos together are larger than ${maxLogosBytes} bytes.`,
        ],
      ],
    );
  });

  it('says that a bare database holds no logos, for each row that names one', async () => {
    const candidates = await parse(databaseNaming({ 1: 'netflix.png' }), 'sqlite');
    assert.equal(byRow(candidates, 1).logo, undefined);
    assert.match(
      byRow(candidates, 1).warnings.at(-1) ?? '',
      /^Row 1 \(Netflix\): its logo netflix.png was left out: a database file holds no logos; import the backup \.zip/,
    );
    assert.deepEqual(byRow(candidates, 2).warnings, []);
  });

  it('gives a one-time payment, which is left out, neither its logo nor a warning about it', async () => {
    const zip = rawZip([
      honestZipEntry('wallos.db', databaseNaming({ 9: 'lifetime.png' })),
      honestZipEntry('logos/lifetime.png', await fixtureNetflixPng()),
    ]);
    const lifetime = byRow(await parse(zip, 'zip'), 9);
    assert.equal(lifetime.logo, undefined);
    assert.equal(lifetime.skipReason !== undefined, true);
    assert.equal(
      lifetime.warnings.some((w) => w.includes('logo')),
      false,
    );
  });

  it('reads the real backup, whose rows name no logo, with no logo and no warning about one', async () => {
    const candidates = await parse(wallosFixture('Wallos-Backup-20261123-071500.zip'), 'zip');
    assert.equal(
      candidates.some((c) => c.logo !== undefined),
      false,
    );
    assert.equal(
      candidates.some((c) => c.warnings.some((w) => w.includes('logo'))),
      false,
    );
  });
});
