/**
 * The table of contents of a zip (PKWARE APPNOTE 6.3: the central directory), read without
 * inflating anything, so an archive is judged by what it lists before a byte is unpacked.
 * Only what a Wallos backup uses is supported: stored and deflated entries, no encryption,
 * no ZIP64 (a backup is far below 4 GiB).
 */

/** One file an archive lists. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  /** Bit 0: encrypted. */
  flags: number;
  crc: number;
  compressedSize: number;
  /** The size the headers declare; nothing guarantees it (see inflate-capped.ts). */
  declaredSize: number;
  localHeaderOffset: number;
}

/** Why an archive cannot be read, in words for the person who sent it. */
export class ZipFormatError extends Error {
  override name = 'ZipFormatError';
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

function endOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = view.byteLength - END_RECORD_SIZE; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw new ZipFormatError('The file is not a readable zip archive.');
}

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.length);

/**
 * Every entry the central directory lists, refusing more than `maxEntries` before reading
 * their names (a directory can claim 65,535 entries in a few bytes).
 */
export function listZipEntries(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  const view = viewOf(bytes);
  const end = endOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const start = view.getUint32(end + 16, true);
  if (count === 0xffff || start === 0xffffffff) {
    throw new ZipFormatError('The zip uses ZIP64, which a Wallos backup never needs.');
  }
  if (count > maxEntries)
    throw new ZipFormatError(`The zip lists more than ${maxEntries} entries.`);
  if (start + size > end) throw new ZipFormatError('The file is not a readable zip archive.');
  const entries: ZipEntry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) {
      throw new ZipFormatError('The file is not a readable zip archive.');
    }
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (at + 46 + skip > end) throw new ZipFormatError('The file is not a readable zip archive.');
    entries.push({
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      flags: view.getUint16(at + 8, true),
      crc: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    });
    at += 46 + skip;
  }
  return entries;
}

/** The entry's stored (usually deflated) bytes, found through its local header. */
export function storedBytesOf(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = viewOf(bytes);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) {
    throw new ZipFormatError('The file is not a readable zip archive.');
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) {
    throw new ZipFormatError('The zip is cut short: an entry runs past its end.');
  }
  return bytes.subarray(start, start + entry.compressedSize);
}
