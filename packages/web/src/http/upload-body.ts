import { Busboy } from '@fastify/busboy';
import type { MessageKey } from '@subtrack/i18n';
import type { Context } from 'koa';
import { acceptsCsrfToken, CSRF_FIELD, CsrfTokenRefused } from '../middleware/csrf.js';

/** An import's file may be as large as over the API (10 MiB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The one file of an upload form. */
export interface UploadedFile {
  /** The name the browser gave (never used as a path). */
  filename: string;
  bytes: Buffer;
}

/** An upload form: its text fields and its file (null when none was chosen). */
export interface UploadBody {
  fields: Record<string, string>;
  file: UploadedFile | null;
  /** True when the file was larger than the limit; its bytes were dropped. */
  tooLarge: boolean;
}

/** How many text fields an upload form may send besides its file, and how long each. */
export interface UploadFieldLimits {
  fields: number;
  fieldSize: number;
}

// Text fields of the import form are short; a handful of them at most.
const IMPORT_FIELDS: UploadFieldLimits = { fields: 10, fieldSize: 4096 };

/**
 * Reads a `multipart/form-data` form with one file field (`fileField`), streaming: the file
 * is kept in memory up to `maxFileBytes`; past that the rest is read and dropped and
 * `tooLarge` is set (the form's answer says so beside the field). Anything but multipart
 * is a 415 for the caller to show.
 *
 * D29, issue 20: the form's CSRF token travels in its body (never in the address, which
 * proxies log), as a `_csrf` field before the file (the form puts it first, and browsers
 * send fields in the form's order). A file that comes without a valid token before it is
 * read and dropped, never kept, and the upload fails with {@link CsrfTokenRefused}.
 */
export function readUpload(
  ctx: Context,
  fileField: string,
  maxFileBytes = MAX_UPLOAD_BYTES,
  fieldLimits: UploadFieldLimits = IMPORT_FIELDS,
): Promise<UploadBody> {
  return new Promise((resolve, reject) => {
    const contentType = ctx.get('Content-Type');
    if (!ctx.is('multipart/form-data')) {
      reject(new UploadBodyError(415, 'error.upload.notMultipart'));
      return;
    }
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: { ...ctx.req.headers, 'content-type': contentType },
        limits: {
          ...fieldLimits,
          files: 1,
          parts: fieldLimits.fields + 2,
          headerPairs: 20,
          fileSize: maxFileBytes,
        },
      });
    } catch {
      reject(new UploadBodyError(400, 'error.upload.unreadable'));
      return;
    }
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    let tooLarge = false;
    let tokenAccepted = false;
    let fileWithoutToken = false;
    const pending: Promise<void>[] = [];
    parser.on('field', (name, value) => {
      if (name === CSRF_FIELD) tokenAccepted = acceptsCsrfToken(ctx, value);
      else fields[name] = value;
    });
    parser.on('file', (name, stream, filename) => {
      if (!tokenAccepted) fileWithoutToken = true;
      if (name !== fileField || !tokenAccepted) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      pending.push(
        new Promise((done) =>
          stream.on('end', () => {
            const bytes = Buffer.concat(chunks);
            // A file input left empty still sends a part: no name, no bytes.
            if (!tooLarge && (filename !== '' || bytes.length > 0)) file = { filename, bytes };
            done();
          }),
        ),
      );
    });
    parser.on('error', () => reject(new UploadBodyError(400, 'error.upload.unreadable')));
    parser.on('finish', () => {
      if (fileWithoutToken || !tokenAccepted) {
        reject(new CsrfTokenRefused());
        return;
      }
      // Each pending part only resolves (at its stream's end).
      void Promise.all(pending).then(() =>
        resolve({ fields, file: tooLarge ? null : file, tooLarge }),
      );
    });
    ctx.req.on('error', reject);
    ctx.req.pipe(parser);
  });
}

/**
 * Thrown by {@link readUpload} for a body that is not a readable upload form; `key` is the
 * catalog's words for it, said beside the file input in the page's language.
 */
export class UploadBodyError extends Error {
  constructor(
    readonly status: 400 | 415,
    readonly key: MessageKey,
  ) {
    super(key);
    this.name = 'UploadBodyError';
  }
}
