import { crc32 } from 'node:zlib';
import { type ImportedLogo, MAX_LOGO_UPLOAD_BYTES } from '@subtrack/domain';
import type { ImportLimits } from '../limits.js';
import { inflateCapped } from '../zip/inflate-capped.js';
import { storedBytesOf, type ZipEntry } from '../zip/zip-directory.js';
import type { WallosBackup } from './read-wallos-zip.js';
import type { WallosRecord } from './wallos-record.js';

/** A row's logo as the backup holds it, or why it is left out (a warning naming the row). */
export type WallosLogo = { logo: ImportedLogo } | { warning: string };

// One logo file's bytes: stored or deflated, counted against its declared size, checked
// against its CRC-32; the reason in words when it cannot be read.
async function unpack(zip: Uint8Array, entry: ZipEntry): Promise<Uint8Array | string> {
  if (entry.flags & 1) return 'it is encrypted in the backup';
  try {
    const stored = storedBytesOf(zip, entry);
    let bytes: Uint8Array;
    if (entry.method === 0) bytes = stored;
    else if (entry.method === 8) bytes = await inflateCapped(stored, entry.declaredSize);
    else return 'it is compressed in a way Wallos never uses';
    if (bytes.length !== entry.declaredSize || crc32(bytes) !== entry.crc) {
      return 'it is damaged in the backup';
    }
    return bytes;
  } catch {
    return 'it is damaged in the backup';
  }
}

/**
 * The logo of each Wallos row that names one (its `logo` column), by row: the file of that
 * name in the backup's `logos/` folder, unpacked with limits (each at most 1 MiB, all
 * together at most `limits.maxLogosBytes`). A logo that is missing, too large, damaged or
 * past the total, and every logo of a bare database (which holds none), is left out with a
 * warning naming the row; the rows themselves import all the same. Each file is read once,
 * however many rows name it.
 */
export async function readWallosLogos(
  records: readonly WallosRecord[],
  backup: WallosBackup | null,
  limits: ImportLimits,
): Promise<Map<number, WallosLogo>> {
  const logos = new Map<number, WallosLogo>();
  const read = new Map<string, Uint8Array | string>();
  let total = 0;
  for (const { row, name, logo } of records) {
    if (logo === undefined) continue;
    const leftOut = (reason: string): WallosLogo => ({
      warning: `Row ${row} (${name}): its logo ${logo} was left out: ${reason}.`,
    });
    if (backup === null) {
      logos.set(
        row,
        leftOut(
          'a database file holds no logos; import the backup .zip from Admin -> Backup to bring them',
        ),
      );
      continue;
    }
    const entry = backup.logos.get(logo);
    if (entry === undefined) {
      logos.set(row, leftOut(`the backup holds no logos/${logo}`));
      continue;
    }
    let bytes = read.get(logo);
    if (bytes === undefined) {
      // Judged by the sizes the directory declares before anything is inflated; inflating
      // stops at the declared size, so the total holds whatever the entries hold.
      if (entry.declaredSize > MAX_LOGO_UPLOAD_BYTES) bytes = 'it is larger than 1 MiB';
      else if (total + entry.declaredSize > limits.maxLogosBytes) {
        bytes = `the backup's logos together are larger than ${limits.maxLogosBytes} bytes`;
      } else bytes = await unpack(backup.zip, entry);
      if (typeof bytes !== 'string') total += bytes.length;
      read.set(logo, bytes);
    }
    logos.set(row, typeof bytes === 'string' ? leftOut(bytes) : { logo: { bytes, name: logo } });
  }
  return logos;
}
