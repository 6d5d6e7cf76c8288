/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import { ErrorSummary, FileField, type FormErrors } from '../../components/form/index.js';

/**
 * One of the European Central Bank's files, imported as the account's own rates. An
 * upload: its CSRF token is the form's first field, checked before the file is read.
 */
export function ImportRatesForm(props: { csrfToken: string; errors?: FormErrors }) {
  return (
    <section aria-labelledby="import-rates" class="panel">
      <h2 id="import-rates">Import a file of rates</h2>
      <p>
        Download <code>eurofxref-hist.zip</code> (every day since 1999) or{' '}
        <code>eurofxref-daily.xml</code> (today) from the{' '}
        <a href="https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html">
          European Central Bank
        </a>{' '}
        and import it unchanged. Its rates become this account's own; no other account sees them.
      </p>
      <ErrorSummary errors={props.errors} labels={{ file: 'File' }} />
      <form method="post" action="/settings/rates/import" enctype="multipart/form-data" novalidate>
        <CsrfField token={props.csrfToken} />
        <FileField
          name="file"
          label="File"
          hint="eurofxref-hist.zip, eurofxref-hist.csv or eurofxref-daily.xml, at most 10 MiB."
          accept=".zip,.csv,.xml,application/zip,text/csv,application/xml,text/xml"
          errors={props.errors}
        />
        <button type="submit" class="secondary">
          Import file
        </button>
      </form>
    </section>
  );
}
