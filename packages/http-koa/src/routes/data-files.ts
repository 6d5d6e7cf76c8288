import { DomainError, type ImportFileKind } from '@subtrack/domain';
import type { ApiCall, DataFiles } from './route.js';

/** The import parser and export writer the app was built with. */
export function dataFilesOf(call: ApiCall): DataFiles {
  // A composition root that forgot them is a programming error: a 500, logged.
  if (!call.dataFiles) throw new Error('createApp was built without dataFiles (D33)');
  return call.dataFiles;
}

const KIND_BY_MEDIA_TYPE: Readonly<Record<string, ImportFileKind | null>> = {
  'application/json': 'json',
  'text/csv': 'csv',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
  'application/vnd.sqlite3': 'sqlite',
  'application/x-sqlite3': 'sqlite',
  // The parser looks at the first bytes.
  'application/octet-stream': null,
};

/**
 * The kind of an uploaded file from its `Content-Type`; `application/octet-stream`
 * gives null (the parser sniffs the first bytes). Other types are refused.
 */
export function importKindOf(contentType: string): ImportFileKind | null {
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (Object.hasOwn(KIND_BY_MEDIA_TYPE, mediaType)) return KIND_BY_MEDIA_TYPE[mediaType]!;
  throw new DomainError(
    'invalid_import',
    `Files sent as "${mediaType || 'no type'}" cannot be imported.`,
    {
      field: 'Content-Type',
      suggestedFix:
        'Send the file as it is with Content-Type application/json, text/csv, application/zip, application/vnd.sqlite3 or application/octet-stream.',
      allowedValues: Object.keys(KIND_BY_MEDIA_TYPE),
      rows: [],
    },
  );
}
