import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { changedWallosDb } from './fixture-files.js';

/**
 * Uploads built to hurt the server (security review, 2026-11): each is made here, in
 * memory, so a test shows what the importer does with it.
 */

/** The fixture `wallos.db` with `subscriptions` replaced by a view over a recursive query of `rows` rows. */
export function wallosDbWithRecursiveView(rows: number): Buffer {
  return changedWallosDb((db) => {
    db.exec('DROP TABLE subscriptions');
    db.exec(`CREATE VIEW subscriptions AS
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows})
      SELECT i AS id, 'Row ' || i AS name, 1.0 AS price, 1 AS currency_id,
        '2026-12-01' AS next_payment, 3 AS cycle, 1 AS frequency, 1 AS category_id,
        0 AS notify, 0 AS inactive, 1 AS user_id
      FROM n`);
  });
}

/** The fixture `wallos.db` with a trigger on its `subscriptions` table. */
export const wallosDbWithTrigger = (): Buffer =>
  changedWallosDb((db) =>
    db.exec(`CREATE TRIGGER keep_names AFTER UPDATE ON subscriptions
      BEGIN UPDATE subscriptions SET name = old.name WHERE id = old.id; END`),
  );

/** The fixture `wallos.db` with `subscriptions` replaced by a virtual (full-text) table. */
export const wallosDbWithVirtualTable = (): Buffer =>
  changedWallosDb((db) => {
    db.exec('DROP TABLE subscriptions');
    db.exec(`CREATE VIRTUAL TABLE subscriptions USING fts5(id, name, price, currency_id,
      next_payment, cycle, frequency, category_id, notify, inactive, user_id)`);
  });

/** The fixture `wallos.db` whose `subscriptions.name` is computed by an expression on every read. */
export const wallosDbWithGeneratedColumn = (): Buffer =>
  changedWallosDb((db) => {
    db.exec('ALTER TABLE subscriptions RENAME COLUMN name TO real_name');
    db.exec(
      "ALTER TABLE subscriptions ADD COLUMN name TEXT GENERATED ALWAYS AS (replace(hex(zeroblob(1000)), '0', real_name)) VIRTUAL",
    );
  });

/**
 * A raw deflate stream of `mebibytes` MiB of zero bytes (about 4.5 KiB per MiB), one
 * continuous stream as zip tools write it, made chunk by chunk (never a buffer that size).
 */
export async function deflatedZeros(mebibytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 1 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = once(deflate, 'end');
  const zeros = Buffer.alloc(1 << 20);
  for (let i = 0; i < mebibytes; i++) {
    if (!deflate.write(zeros)) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  return Buffer.concat(chunks);
}

/** One entry of {@link rawZip}: deflated bytes and the sizes its headers declare. */
export interface RawZipEntry {
  name: string;
  deflated: Uint8Array;
  /** What the headers say it inflates to (a liar says less than it does). */
  declaredSize: number;
  crc?: number;
}

// The fields a local header and a central directory entry share, in the same order from
// `at` (8 in a local header, 10 in a directory entry): method, CRC-32, sizes, name length.
function header(signature: number, size: number, at: number, entry: RawZipEntry, name: Buffer) {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32LE(signature, 0);
  bytes.writeUInt16LE(20, 4);
  bytes.writeUInt16LE(8, at);
  bytes.writeUInt32LE(entry.crc ?? 0, at + 6);
  bytes.writeUInt32LE(entry.deflated.length, at + 10);
  bytes.writeUInt32LE(entry.declaredSize, at + 14);
  bytes.writeUInt16LE(name.length, at + 18);
  return bytes;
}

/**
 * A zip written byte by byte (APPNOTE 6.3: local headers, central directory, end record),
 * so its headers can say what a zip library would never write.
 */
export function rawZip(entries: RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = header(0x04034b50, 30, 8, entry, name);
    const central = header(0x02014b50, 46, 10, entry, name);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.deflated));
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A zip holding `bytes` as `name`, deflated, with true headers. */
export const honestZipEntry = (name: string, bytes: Buffer): RawZipEntry => ({
  name,
  deflated: deflateRawSync(bytes),
  declaredSize: bytes.length,
  crc: crc32(bytes),
});

/** JSON nested `depth` arrays deep: `[[[...]]]`. */
export const nestedJson = (depth: number): Buffer =>
  Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`);
