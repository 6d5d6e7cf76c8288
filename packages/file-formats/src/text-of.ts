import { unreadableImportFile } from '@subtrack/domain';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

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

/** Parses JSON text or refuses the file, also when it nests deeper than any export does. */
export function parseJsonText(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw unreadableImportFile(
      `The JSON is nested more than ${MAX_JSON_DEPTH} levels deep; subtrack and Wallos exports are nested 3 levels deep.`,
      'Import the file exactly as subtrack or Wallos exported it.',
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw unreadableImportFile(
      'The file is not valid JSON.',
      'Import the file exactly as it was exported, without editing it.',
    );
  }
}
