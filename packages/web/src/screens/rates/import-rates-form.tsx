/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import { ErrorSummary, FileField, type FormErrors } from '../../components/form/index.js';
import { useRich, useT } from '../../components/i18n-context.js';

const ECB_RATES =
  'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html';
// The European Central Bank's file names: the same in every language.
const HISTORY_FILE = 'eurofxref-hist.zip';
const DAILY_FILE = 'eurofxref-daily.xml';

/**
 * One of the European Central Bank's files, imported as the account's own rates. An
 * upload: its CSRF token is the form's first field, checked before the file is read.
 */
export function ImportRatesForm(props: { csrfToken: string; errors?: FormErrors }) {
  const t = useT();
  const rich = useRich();
  const label = t('rates.import.file');
  return (
    <section aria-labelledby="import-rates" class="panel">
      <h2 id="import-rates">{t('rates.import.heading')}</h2>
      <p>
        {rich('rates.import.intro', {
          history: <code>{HISTORY_FILE}</code>,
          daily: <code>{DAILY_FILE}</code>,
          bank: <a href={ECB_RATES}>{t('rates.ecb')}</a>,
        })}
      </p>
      <ErrorSummary errors={props.errors} labels={{ file: label }} />
      <form method="post" action="/settings/rates/import" enctype="multipart/form-data" novalidate>
        <CsrfField token={props.csrfToken} />
        <FileField
          name="file"
          label={label}
          hint={t('rates.import.file.hint')}
          accept=".zip,.csv,.xml,application/zip,text/csv,application/xml,text/xml"
          errors={props.errors}
        />
        <button type="submit" class="secondary">
          {t('rates.import.submit')}
        </button>
      </form>
    </section>
  );
}
