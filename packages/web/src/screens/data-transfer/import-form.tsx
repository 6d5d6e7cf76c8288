/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ImportRowError } from '@subtrack/domain';
import { CsrfField } from '../../components/csrf-field.js';
import {
  ErrorSummary,
  FileField,
  type FormErrors,
  SelectField,
  TextField,
} from '../../components/form/index.js';
import { useRich, useT } from '../../components/i18n-context.js';
import { RowErrorsTable } from './row-errors-table.js';

/** What the owner typed in the import form, kept after a failed preview. */
export interface ImportFormValues {
  source: string;
  currencySymbols: string;
  wallosUser: string;
}

export const EMPTY_IMPORT_VALUES: ImportFormValues = {
  source: 'subtrack',
  currencySymbols: '',
  wallosUser: '',
};

// File names of Wallos: the same in every language.
const ZIP = '.zip';
const WALLOS_DB = 'wallos.db';

/**
 * The import form. An upload is `multipart/form-data`: its CSRF token is the
 * form's first field, so the upload reader checks it before the file arrives (never in the
 * address, which proxies log).
 */
export function ImportForm(props: {
  csrfToken: string;
  values: ImportFormValues;
  errors?: FormErrors;
  rowErrors?: readonly ImportRowError[];
}) {
  const t = useT();
  const rich = useRich();
  const sourceOptions = [
    { value: 'subtrack', label: t('data.import.source.subtrack') },
    { value: 'wallos', label: t('data.import.source.wallos') },
  ];
  return (
    <section aria-labelledby="import-title" class="panel">
      <h2 id="import-title">{t('data.import.heading')}</h2>
      <p>{rich('data.import.intro', { zip: <code>{ZIP}</code>, db: <code>{WALLOS_DB}</code> })}</p>
      <ErrorSummary errors={props.errors} />
      <RowErrorsTable rows={props.rowErrors ?? []} />
      <form method="post" action="/data/import" enctype="multipart/form-data" novalidate>
        <CsrfField token={props.csrfToken} />
        <FileField
          name="file"
          label={t('data.import.file')}
          hint={t('data.import.file.hint')}
          accept=".json,.csv,.zip,.db,.sqlite,.sqlite3,application/json,text/csv,application/zip"
          errors={props.errors}
        />
        <SelectField
          name="source"
          label={t('data.import.source')}
          hint={t('data.import.source.hint')}
          options={sourceOptions}
          value={props.values.source}
          errors={props.errors}
        />
        <TextField
          name="currencySymbols"
          label={t('data.import.symbols')}
          hint={t('data.import.symbols.hint')}
          value={props.values.currencySymbols}
          errors={props.errors}
          autocomplete="off"
        />
        <TextField
          name="wallosUser"
          label={t('data.import.wallosUser')}
          hint={t('data.import.wallosUser.hint')}
          value={props.values.wallosUser}
          errors={props.errors}
          autocomplete="off"
        />
        <button type="submit">{t('data.import.submit')}</button>
      </form>
    </section>
  );
}
