/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type Router from '@koa/router';
import {
  type DomainError,
  IMPORT_SOURCES,
  type ImportFileOptions,
  type ImportResult,
  type ImportSource,
  importSubscriptions,
  isDomainError,
  parseCurrencySymbols,
  prepareImport,
} from '@subtrack/domain';
import type { Translate } from '@subtrack/i18n';
import { domainErrorText, type FormErrors } from '../../components/form/index.js';
import { translatorOf } from '../../http/page-language.js';
import { redirectWithNotice } from '../../http/redirect-with-notice.js';
import { render } from '../../http/render.js';
import { formattersOf } from '../../http/screen-context.js';
import { readUpload, UploadBodyError } from '../../http/upload-body.js';
import { webWriteContextFor } from '../../http/write-context.js';
import type { WebState } from '../../request-state.js';
import type { ImportFormValues } from '../../screens/data-transfer/import-form.js';
import { ImportPreviewScreen } from '../../screens/data-transfer/import-preview-screen.js';
import type { WebDeps } from '../../web-deps.js';
import { dataFilesOf } from './export-routes.js';
import {
  PENDING_IMPORT_TTL_MS,
  type PendingImport,
  type PendingImports,
} from './pending-imports.js';
import { type DataContext, renderDataScreen } from './render-data-screen.js';

const FORM_FIELDS = new Set(['file', 'source', 'currencySymbols', 'wallosUser']);
const MINUTES_TO_CONFIRM = PENDING_IMPORT_TTL_MS / 60_000;

/** The notice when the uploaded file waited too long (or this process restarted). */
const gone = (ctx: DataContext) =>
  translatorOf(ctx).t('data.notice.gone', { minutes: MINUTES_TO_CONFIRM });

/** The form's checks before the file is read: the parser's options, or the fields' errors. */
function checkForm(
  values: ImportFormValues,
  t: Translate,
): { options?: ImportFileOptions; errors: FormErrors } {
  const errors: FormErrors = [];
  if (!(IMPORT_SOURCES as readonly string[]).includes(values.source)) {
    errors.push({ field: 'source', message: t('data.import.source.missing') });
  }
  let currencySymbols: Record<string, string> = {};
  try {
    const pairs = values.currencySymbols
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean);
    currencySymbols = parseCurrencySymbols(pairs, '=', 'currencySymbols');
  } catch (error) {
    if (!isDomainError(error)) throw error;
    errors.push({ field: 'currencySymbols', message: error.message, ...domainErrorText(error) });
  }
  if (errors.length > 0) return { errors };
  const wallosUser = values.wallosUser.trim();
  const options: ImportFileOptions = {
    source: values.source as ImportSource,
    currencySymbols,
    ...(wallosUser === '' ? {} : { wallosUser }),
  };
  return { options, errors };
}

/** The form errors and row table of a refused import (`invalid_import` and kin). */
function importErrors(error: DomainError) {
  const rows = error.details?.rows ?? [];
  const named = error.details?.field;
  const field = named && FORM_FIELDS.has(named) ? named : rows.length > 0 ? null : 'file';
  return {
    errors: [{ field, message: error.message, ...domainErrorText(error) }],
    rowErrors: rows,
  };
}

async function runImport(
  ctx: DataContext,
  deps: WebDeps,
  pending: Omit<PendingImport, 'preview'>,
  dryRun: boolean,
): Promise<ImportResult> {
  // The browser's file type is a guess (a CSV is often "application/vnd.ms-excel"): the
  // parser tells the kind from the file's first bytes instead. Archives, databases and the
  // logos they bring are read off the event loop, before the import's transaction, as the
  // API reads them: an export's logos, home currency and own rates come along.
  const { parser, logoEncoder } = dataFilesOf(deps);
  const contents = await parser.read({ bytes: pending.bytes, kind: null }, pending.options);
  const prepared = await prepareImport(deps.ports, contents, logoEncoder);
  return importSubscriptions(deps.ports, webWriteContextFor(ctx), prepared, {
    dryRun,
    source: pending.options.source,
  });
}

/**
 * D33 in the browser: upload (multipart, 10 MiB) -> dry run -> preview -> "Confirm import".
 * The file waits in `pending` (per session) between preview and confirmation.
 */
export function registerImportRoutes(
  router: Router<WebState>,
  deps: WebDeps,
  pending: PendingImports,
): void {
  router.post('/data/import', async (ctx) => {
    let upload: Awaited<ReturnType<typeof readUpload>>;
    try {
      upload = await readUpload(ctx, 'file');
    } catch (error) {
      if (!(error instanceof UploadBodyError)) throw error;
      const errors = [{ field: 'file', message: error.key, key: error.key }];
      await renderDataScreen(ctx, deps, { errors, status: error.status });
      return;
    }
    const values: ImportFormValues = {
      source: upload.fields['source'] ?? '',
      currencySymbols: upload.fields['currencySymbols'] ?? '',
      wallosUser: upload.fields['wallosUser'] ?? '',
    };
    const { t } = translatorOf(ctx);
    const { options, errors } = checkForm(values, t);
    if (upload.tooLarge) {
      errors.unshift({ field: 'file', message: t('rates.import.tooLarge') });
    } else if (!upload.file || upload.file.bytes.length === 0) {
      errors.unshift({ field: 'file', message: t('rates.import.missing') });
    }
    if (errors.length > 0 || !options || !upload.file) {
      await renderDataScreen(ctx, deps, { values, errors, status: upload.tooLarge ? 413 : 400 });
      return;
    }
    const file = { filename: upload.file.filename, bytes: upload.file.bytes, options };
    let preview: ImportResult;
    try {
      preview = await runImport(ctx, deps, file, true);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      await renderDataScreen(ctx, deps, { values, ...importErrors(error) });
      return;
    }
    pending.put(ctx.state.session.sessionPublicId, { ...file, preview });
    ctx.status = 303;
    ctx.redirect('/data/import/preview');
  });

  router.get('/data/import/preview', async (ctx) => {
    const waiting = pending.peek(ctx.state.session.sessionPublicId);
    if (!waiting) {
      redirectWithNotice(ctx, '/data', gone(ctx));
      return;
    }
    const screen = (
      <ImportPreviewScreen
        session={ctx.state.session}
        filename={waiting.filename}
        source={waiting.options.source}
        result={waiting.preview}
        format={await formattersOf(ctx)}
        minutesToConfirm={MINUTES_TO_CONFIRM}
      />
    );
    render(ctx, screen);
  });

  router.post('/data/import/confirm', async (ctx) => {
    const sessionId = ctx.state.session.sessionPublicId;
    const waiting = pending.peek(sessionId);
    if (!waiting) {
      redirectWithNotice(ctx, '/data', gone(ctx));
      return;
    }
    let result: ImportResult;
    try {
      result = await runImport(ctx, deps, waiting, false);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      pending.drop(sessionId);
      await renderDataScreen(ctx, deps, importErrors(error));
      return;
    }
    pending.drop(sessionId);
    const notice = translatorOf(ctx).t('data.notice.imported', {
      created: result.created.length,
      skipped: result.skipped.length,
    });
    redirectWithNotice(ctx, '/subscriptions', notice);
  });
}
