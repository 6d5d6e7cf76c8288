import {
  apiKeyWriteContext,
  exportFileChunks,
  exportSubscriptions,
  importSubscriptions,
  parseExportQuery,
  parseImportQuery,
} from '@subtrack/domain';
import { TextStream } from '../text-stream.js';
import { dataFilesOf, importKindOf } from './data-files.js';
import { defineApiRoute } from './route.js';

/** D33: an import's own body limit (the API's JSON bodies stop at 64 KiB). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

const CONTENT_TYPES = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' };

/** D33: export as a download, and import of a subtrack or Wallos file. */
export const dataIoRoutes = [
  defineApiRoute({
    method: 'GET',
    path: '/api/v1/export',
    scope: 'read',
    parse: ({ query }) => parseExportQuery(query),
    handle: async ({ format }, call) => {
      const data = await exportSubscriptions(call.ports, call.principal.accountId);
      const day = data.exportedAt.slice(0, 10);
      return {
        // D48: written piece by piece as the client takes it.
        body: new TextStream(exportFileChunks(dataFilesOf(call).writer, data, format)),
        contentType: CONTENT_TYPES[format],
        headers: {
          'Content-Disposition': `attachment; filename="subtrack-export-${day}.${format}"`,
        },
      };
    },
  }),
  defineApiRoute({
    method: 'POST',
    path: '/api/v1/imports',
    scope: 'write',
    body: 'file',
    maxBodyBytes: MAX_IMPORT_BYTES,
    parse: ({ query, file }) => {
      const options = parseImportQuery(query);
      const bytes = file?.bytes ?? Buffer.alloc(0);
      return { options, file: { bytes, kind: importKindOf(file?.contentType ?? '') } };
    },
    // The file is read before the import's transaction, archives and databases off the
    // event loop (security review).
    prepare: async ({ options, file }, call) => ({
      options,
      candidates: await dataFilesOf(call).parser.parse(file, options),
    }),
    handle: async ({ options, candidates }, call) => {
      const result = await importSubscriptions(
        call.ports,
        apiKeyWriteContext(call.principal, call.requestId),
        candidates,
        {
          dryRun: options.dryRun,
          source: options.source,
        },
      );
      return { body: { data: result }, large: true };
    },
  }),
];
