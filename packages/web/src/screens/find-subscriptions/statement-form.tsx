/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import { ErrorSummary, FileField, type FormErrors } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';

/**
 * The upload of a bank export. Its CSRF token is the form's first field, so the
 * upload reader checks it before the file arrives.
 */
export function StatementForm(props: { csrfToken: string; errors?: FormErrors }) {
  const t = useT();
  const label = t('find.statement.file');
  return (
    <section aria-labelledby="statement-title" class="panel">
      <h2 id="statement-title">{t('find.statement.heading')}</h2>
      <p>{t('find.statement.intro')}</p>
      <ErrorSummary errors={props.errors} labels={{ file: label }} />
      <form method="post" action="/find-subscriptions" enctype="multipart/form-data" novalidate>
        <CsrfField token={props.csrfToken} />
        <FileField
          name="file"
          label={label}
          hint={t('find.statement.file.hint')}
          accept=".csv,.txt,.ofx,.qfx,.xml,text/csv,application/xml"
          errors={props.errors}
        />
        <button type="submit">{t('nav.find')}</button>
      </form>
    </section>
  );
}
