import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { changedWallosDb, honestZipEntry, rawZip } from '@subtrack/file-formats/testing';
import { aSolidImage, truncated } from '@subtrack/logo-images/testing';
import sharp from 'sharp';
import { runInProcess as runCli, tempAccount } from '../testing/cli-in-process.js';
import { parseJsonOutput } from '../testing/cli-process.js';

interface Exported {
  version: number;
  subscriptions: Array<{
    name: string;
    hasLogo: boolean;
    logo?: { contentType: string; data: string };
  }>;
}

const NETFLIX_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" rx="20" fill="#e50914"/></svg>',
);

/** A Wallos backup whose Netflix, Spotify and Game Pass rows name logos in its logos/ folder. */
async function backupWithLogos(): Promise<Buffer> {
  const database = changedWallosDb((db) => {
    const set = db.prepare('UPDATE subscriptions SET logo = ? WHERE id = ?');
    set.run('netflix.svg', 1);
    set.run('spotify.png', 2);
    set.run('gamepass.jpg', 10);
  });
  return rawZip([
    honestZipEntry('wallos.db', database),
    honestZipEntry('logos/netflix.svg', NETFLIX_SVG),
    honestZipEntry('logos/spotify.png', truncated(await aSolidImage('png', 400, 400, '#1db954'))),
    honestZipEntry('logos/gamepass.jpg', await aSolidImage('jpeg', 800, 400, '#107c10')),
  ]);
}

const importInto = (db: string, accountId: string, file: string) =>
  runCli(['import', '--account', accountId, '--from', file, '--db', db, '--json']);

async function exportOf(db: string, accountId: string): Promise<Exported> {
  const run = await runCli(['export', '--account', accountId, '--db', db]);
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout) as Exported;
}

describe('subtrack import with logos', () => {
  it('brings a Wallos backup’s logos re-encoded, and warns about one it cannot read; the export carries them', async (t) => {
    const { db, dir, accountId } = await tempAccount(t);
    const zip = join(dir, 'Wallos-Backup.zip');
    writeFileSync(zip, await backupWithLogos());
    const imported = await importInto(db, accountId, zip);
    assert.equal(imported.status, 0, imported.stderr);
    const result = parseJsonOutput(imported) as {
      created: Array<{ row: number; subscription: { hasLogo: boolean } }>;
      warnings: Array<{ row: number; message: string }>;
    };
    const hasLogo = (row: number) =>
      result.created.find((c) => c.row === row)?.subscription.hasLogo;
    assert.deepEqual([hasLogo(1), hasLogo(2), hasLogo(10), hasLogo(3)], [true, false, true, false]);
    assert.deepEqual(
      result.warnings.filter((w) => w.message.includes('logo')),
      [
        {
          row: 2,
          message:
            'Row 2 (Spotify Family): its logo spotify.png was left out. The image cannot be used as a logo: the file ends before its image does, or is damaged (truncated).',
        },
      ],
    );

    const exported = await exportOf(db, accountId);
    assert.equal(exported.version, 3);
    const netflix = exported.subscriptions.find((s) => s.name === 'Netflix')!;
    assert.equal(netflix.logo?.contentType, 'image/webp');
    const image = await sharp(Buffer.from(netflix.logo!.data, 'base64')).metadata();
    assert.deepEqual([image.format, image.width, image.height], ['webp', 256, 256]);
    const gamePass = exported.subscriptions.find((s) => s.name === 'Game Pass')!;
    const wide = await sharp(Buffer.from(gamePass.logo!.data, 'base64')).metadata();
    assert.deepEqual([wide.width, wide.height], [256, 256]);
    assert.equal(exported.subscriptions.find((s) => s.name === 'Spotify Family')?.logo, undefined);

    // The export into another account brings the same logos again.
    const other = await tempAccount(t);
    const file = join(dir, 'export.json');
    writeFileSync(file, JSON.stringify(exported));
    const again = await importInto(other.db, other.accountId, file);
    assert.equal(again.status, 0, again.stderr);
    const copied = await exportOf(other.db, other.accountId);
    const names = (data: Exported) =>
      data.subscriptions
        .filter((s) => s.hasLogo)
        .map((s) => s.name)
        .sort();
    assert.deepEqual(names(copied), ['Game Pass', 'Netflix']);
  });
});
