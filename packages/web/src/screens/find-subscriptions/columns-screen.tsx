/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import type { StatementColumnMapping } from '@subtrack/domain';
import { CsrfField } from '../../components/csrf-field.js';
import { ErrorSummary, type FormErrors, SelectField } from '../../components/form/index.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';
import { COLUMN_QUESTIONS } from '../../view-models/statement-columns.js';

const LABELS = Object.fromEntries(COLUMN_QUESTIONS.map((q) => [q.name, q.label]));

/**
 * The mapping step: the export's columns could not be told apart, so the member names
 * each by choosing one of the file's headers. The file waits on the server meanwhile.
 */
export function ColumnsScreen(props: {
  session: WebSession;
  filename: string;
  headers: readonly string[];
  values: StatementColumnMapping;
  minutesToAnswer: number;
  errors?: FormErrors;
}) {
  const options = [
    { value: '', label: 'Not in the file' },
    ...props.headers.map((header) => ({ value: header, label: header })),
  ];
  return (
    <Layout
      title={props.errors ? 'Error: Which column holds what?' : 'Which column holds what?'}
      session={props.session}
      current="/subscriptions"
      narrow
    >
      <p class="back-link">
        <a href="/find-subscriptions">Back to Find subscriptions</a>
      </p>
      <h1>Which column holds what?</h1>
      <p>
        {props.filename ? `“${props.filename}” ` : 'The file '}has columns subtrack cannot tell
        apart. Choose the column of each by its heading; the file waits {props.minutesToAnswer}{' '}
        minutes for your answer.
      </p>
      <ErrorSummary errors={props.errors} labels={LABELS} />
      <form method="post" action="/find-subscriptions/columns" novalidate>
        <CsrfField token={props.session.csrfToken} />
        {COLUMN_QUESTIONS.map((question) => (
          <SelectField
            key={question.name}
            name={question.name}
            label={question.label}
            hint={question.hint}
            options={options}
            value={props.values[question.name] ?? ''}
            errors={props.errors}
          />
        ))}
        <button type="submit">Find subscriptions</button>
      </form>
    </Layout>
  );
}
