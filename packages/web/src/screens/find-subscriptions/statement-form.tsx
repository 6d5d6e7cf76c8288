/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import { ErrorSummary, FileField, type FormErrors } from '../../components/form/index.js';

/**
 * The upload of a bank export. Its CSRF token is the form's first field, so the
 * upload reader checks it before the file arrives.
 */
export function StatementForm(props: { csrfToken: string; errors?: FormErrors }) {
  return (
    <section aria-labelledby="statement-title" class="panel">
      <h2 id="statement-title">Your bank export</h2>
      <p>
        Download the bookings of your account in your online banking, a year of them if you can (so
        that yearly payments show too), and upload the file as it is. It is read, never stored.
      </p>
      <ErrorSummary errors={props.errors} labels={{ file: 'Bank export' }} />
      <form method="post" action="/find-subscriptions" enctype="multipart/form-data" novalidate>
        <CsrfField token={props.csrfToken} />
        <FileField
          name="file"
          label="Bank export"
          hint="CSV, OFX, QFX or CAMT.053 (XML), at most 10 MiB."
          accept=".csv,.txt,.ofx,.qfx,.xml,text/csv,application/xml"
          errors={props.errors}
        />
        <button type="submit">Find subscriptions</button>
      </form>
    </section>
  );
}
