import { unreadableStatement } from '@subtrack/domain';
import iconv from 'iconv-lite';

const startsWith = (bytes: Uint8Array, ...magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte);

/**
 * The text of a bank export: UTF-8 or UTF-16 (either byte order) when a byte order mark
 * says so, UTF-8 when the bytes are valid UTF-8, otherwise Windows-1252, which German and
 * French banks still write (it agrees with ISO-8859-1 on every printable character).
 * iconv-lite decodes it: Node.js knows Windows-1252 only when built with full ICU.
 */
export function decodeStatementText(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return buffer.toString('utf8', 3);
  if (startsWith(bytes, 0xff, 0xfe)) return iconv.decode(buffer.subarray(2), 'utf-16le');
  if (startsWith(bytes, 0xfe, 0xff)) return iconv.decode(buffer.subarray(2), 'utf-16be');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const text = iconv.decode(buffer, 'windows-1252');
    if (text.includes('\u0000')) {
      throw unreadableStatement(
        'The file is not text: it holds zero bytes.',
        'Send the CSV, OFX, QFX or CAMT.053 file exactly as the bank gave it (not a PDF or a spreadsheet).',
      );
    }
    return text;
  }
}
