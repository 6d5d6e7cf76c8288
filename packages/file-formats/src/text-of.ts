import { unreadableImportFile } from '@subtrack/domain';

/** The UTF-8 text of an upload, without a byte order mark; invalid UTF-8 is refused. */
export function textOf(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw unreadableImportFile(
      'The file is not UTF-8 text.',
      'Export the file again as UTF-8 (JSON or CSV) and import that.',
    );
  }
}

/** Parses JSON text or refuses the file. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw unreadableImportFile(
      'The file is not valid JSON.',
      'Import the file exactly as it was exported, without editing it.',
    );
  }
}
