import { crc32 } from 'node:zlib';
import { unreadableImportFile } from '@subtrack/domain';
import type { ImportLimits } from '../limits.js';
import { InflateLimitError, inflateCapped } from '../zip/inflate-capped.js';
import {
  listZipEntries,
  storedBytesOf,
  type ZipEntry,
  ZipFormatError,
} from '../zip/zip-directory.js';

const DATABASE_NAME = 'wallos.db';

function refused(message: string): Error {
  return unreadableImportFile(
    message,
    'Use the zip that Wallos downloads from Admin -> Backup, unchanged.',
  );
}

// An entry that would land outside the folder it is unpacked into: absolute paths, drive
// letters, backslashes and `..` segments. Nothing is unpacked to disk here, but such an
// archive was not made by Wallos and is refused whole.
function escapesFolder(name: string): boolean {
  if (name.startsWith('/') || name.includes('\\') || /^[a-z]:/i.test(name)) return true;
  return name.split('/').some((segment) => segment === '..');
}

const isDatabase = (name: string): boolean =>
  name === DATABASE_NAME || name.endsWith(`/${DATABASE_NAME}`);

/** A Wallos backup opened: its database, and the files of its `logos/` folder, unread. */
export interface WallosBackup {
  database: Uint8Array;
  /** The whole archive, from which a logo is read when a row names it. */
  zip: Uint8Array;
  /** The files directly in the `logos/` folder beside the database, by file name. */
  logos: Map<string, ZipEntry>;
}

// The files directly inside `logos/` beside the database (at the root, or in its folder).
function logoEntries(entries: readonly ZipEntry[], database: ZipEntry): Map<string, ZipEntry> {
  const folder = `${database.name.slice(0, -DATABASE_NAME.length)}logos/`;
  const logos = new Map<string, ZipEntry>();
  for (const entry of entries) {
    const name = entry.name.slice(folder.length);
    if (entry.name.startsWith(folder) && name !== '' && !name.includes('/')) {
      logos.set(name, entry);
    }
  }
  return logos;
}

/** The one `wallos.db` entry, judged by the directory alone (nothing inflated yet). */
function databaseEntry(entries: ZipEntry[], limits: ImportLimits): ZipEntry {
  const outside = entries.find((entry) => escapesFolder(entry.name));
  if (outside) throw refused(`The zip holds an entry outside its folder ("${outside.name}").`);
  const databases = entries.filter((entry) => isDatabase(entry.name));
  // Security review (zip bombs): one database is read, so one is accepted; several could
  // each inflate to the size limit.
  if (databases.length > 1) {
    throw refused(
      `The zip holds ${databases.length} ${DATABASE_NAME} files; a Wallos backup holds one.`,
    );
  }
  const [entry] = databases;
  if (entry === undefined) throw refused(`The zip holds no ${DATABASE_NAME}.`);
  if (entry.flags & 1) throw refused(`The zip's ${DATABASE_NAME} is encrypted.`);
  if (entry.method !== 0 && entry.method !== 8) {
    throw refused(`The zip's ${DATABASE_NAME} is compressed in a way Wallos never uses.`);
  }
  if (entry.declaredSize > limits.maxDatabaseBytes) {
    throw refused(`The zip's ${DATABASE_NAME} is larger than ${limits.maxDatabaseBytes} bytes.`);
  }
  return entry;
}

// The bytes actually inflated are counted and stop at the size the header declares (itself
// at most the limit): a header that says 4 KiB cannot make the server inflate 1 GiB.
async function inflateEntry(stored: Uint8Array, entry: ZipEntry): Promise<Uint8Array> {
  const lie = `The zip's ${DATABASE_NAME} inflates to more than the ${entry.declaredSize} bytes its header declares; the archive is damaged or was not made by Wallos.`;
  if (entry.method === 0) {
    if (stored.length !== entry.declaredSize) throw refused(lie);
    return stored;
  }
  try {
    const inflated = await inflateCapped(stored, entry.declaredSize);
    if (inflated.length !== entry.declaredSize) throw refused(lie);
    return inflated;
  } catch (error) {
    if (error instanceof InflateLimitError) throw refused(lie);
    if (error instanceof Error && error.name === 'DomainError') throw error;
    throw refused(`The zip's ${DATABASE_NAME} is damaged (it does not inflate).`);
  }
}

/**
 * The `wallos.db` inside a Wallos backup zip (at its root, or in one folder), and the
 * list of its `logos/` folder. The archive is judged by its directory first (entry count,
 * no path escapes, exactly one database, its declared size), then only that entry is
 * inflated, with the bytes actually produced counted against the declared size, and checked
 * against its CRC-32. A logo is inflated only when a row names it (wallos-logos.ts).
 */
export async function readWallosZip(
  bytes: Uint8Array,
  limits: ImportLimits,
): Promise<WallosBackup> {
  let entry: ZipEntry;
  let stored: Uint8Array;
  let logos: Map<string, ZipEntry>;
  try {
    const entries = listZipEntries(bytes, limits.maxZipEntries);
    entry = databaseEntry(entries, limits);
    logos = logoEntries(entries, entry);
    stored = storedBytesOf(bytes, entry);
  } catch (error) {
    if (error instanceof ZipFormatError) throw refused(error.message);
    throw error;
  }
  const database = await inflateEntry(stored, entry);
  if (crc32(database) !== entry.crc) {
    throw refused(`The zip's ${DATABASE_NAME} is damaged (its checksum does not match).`);
  }
  return { database, zip: bytes, logos };
}
