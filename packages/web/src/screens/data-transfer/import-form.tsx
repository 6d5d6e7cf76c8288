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

const SOURCE_OPTIONS = [
  { value: 'subtrack', label: 'subtrack export (JSON or CSV)' },
  { value: 'wallos', label: 'Wallos (backup, database or profile export)' },
];

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
  return (
    <section aria-labelledby="import-title" class="panel">
      <h2 id="import-title">Import</h2>
      <p>
        Bring in subscriptions from a subtrack export, or from Wallos: its backup (the{' '}
        <code>.zip</code> from Admin, Backup), the <code>wallos.db</code> inside it, or the profile
        export (JSON or CSV). You see a preview first; nothing is saved until you confirm. If any
        row has a problem, nothing is imported, and every such row is listed.
      </p>
      <ErrorSummary errors={props.errors} />
      <RowErrorsTable rows={props.rowErrors ?? []} />
      <form method="post" action="/data/import" enctype="multipart/form-data" novalidate>
        <CsrfField token={props.csrfToken} />
        <FileField
          name="file"
          label="File"
          hint="JSON, CSV, zip or database file, at most 10 MiB."
          accept=".json,.csv,.zip,.db,.sqlite,.sqlite3,application/json,text/csv,application/zip"
          errors={props.errors}
        />
        <SelectField
          name="source"
          label="Source"
          hint="Which program made the file."
          options={SOURCE_OPTIONS}
          value={props.values.source}
          errors={props.errors}
        />
        <TextField
          name="currencySymbols"
          label="Currency symbols"
          hint="Optional. A Wallos profile export shows prices with a symbol instead of a currency code. Some symbols stand for several currencies: say which you mean, symbol = code, separated by commas, such as $=USD, ¥=JPY."
          value={props.values.currencySymbols}
          errors={props.errors}
          autocomplete="off"
        />
        <TextField
          name="wallosUser"
          label="Wallos user"
          hint="Optional. Only when the Wallos backup holds several users: the user name whose subscriptions to bring in."
          value={props.values.wallosUser}
          errors={props.errors}
          autocomplete="off"
        />
        <button type="submit">Preview import</button>
      </form>
    </section>
  );
}
