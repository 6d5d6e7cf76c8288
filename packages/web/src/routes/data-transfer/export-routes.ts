import { Readable } from 'node:stream';
import {
  exportFileChunks,
  exportSubscriptions,
  isDomainError,
  pacedText,
  pacerOf,
  parseExportQuery,
} from '@subtrack/domain';
import type { RegisterRoutes, WebDeps } from '../../web-deps.js';

const CONTENT_TYPES = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' };

/** The file formats the app was built with (a missing one is a programming error: a 500). */
export function dataFilesOf(deps: WebDeps) {
  // D33: the composing app passes the file parser and writer; a web app without them is a
  // programming error, answered as any other (a 500 page, no details).
  if (!deps.dataFiles)
    throw new Error('createWebApp needs dataFiles (the import parser and export writer)');
  return deps.dataFiles;
}

/**
 * `GET /data/export?format=json|csv`: the signed-in account's export as a download,
 * the same bytes and file name as `GET /api/v1/export`, over the session.
 */
export const registerExportRoutes: RegisterRoutes = (router, deps) => {
  router.get('/data/export', async (ctx) => {
    let format: 'json' | 'csv';
    try {
      format = parseExportQuery(ctx.query).format;
    } catch (error) {
      if (!isDomainError(error)) throw error;
      ctx.status = 404; // not a download this page offers: the 404 page
      return;
    }
    const data = await exportSubscriptions(deps.ports, ctx.state.session.accountId);
    // D48: written piece by piece as the browser takes it (one piece: whole, with its length).
    const chunks = exportFileChunks(dataFilesOf(deps).writer, data, format);
    const text = await pacedText(chunks, pacerOf(deps.ports));
    const day = data.exportedAt.slice(0, 10);
    ctx.set('Content-Disposition', `attachment; filename="subtrack-export-${day}.${format}"`);
    ctx.type = CONTENT_TYPES[format];
    ctx.body = typeof text === 'string' ? text : Readable.from(text, { objectMode: false });
  });
};
