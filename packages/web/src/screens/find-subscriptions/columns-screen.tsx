/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import type { StatementColumnMapping } from '@subtrack/domain';
import { CsrfField } from '../../components/csrf-field.js';
import { ErrorSummary, type FormErrors, SelectField } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';
import { COLUMN_QUESTIONS } from '../../view-models/statement-columns.js';

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
  const t = useT();
  const labels = Object.fromEntries(COLUMN_QUESTIONS.map((q) => [q.name, t(q.label)]));
  const options = [
    { value: '', label: t('find.columns.notInFile') },
    ...props.headers.map((header) => ({ value: header, label: header })),
  ];
  const heading = t('find.columns.heading');
  const minutes = props.minutesToAnswer;
  return (
    <Layout
      title={props.errors ? t('settings.errorTitle', { page: heading }) : heading}
      session={props.session}
      current="/subscriptions"
      narrow
    >
      <p class="back-link">
        <a href="/find-subscriptions">{t('find.back')}</a>
      </p>
      <h1>{heading}</h1>
      <p>
        {props.filename
          ? t('find.columns.intro.file', { file: props.filename, minutes })
          : t('find.columns.intro', { minutes })}
      </p>
      <ErrorSummary errors={props.errors} labels={labels} />
      <form method="post" action="/find-subscriptions/columns" novalidate>
        <CsrfField token={props.session.csrfToken} />
        {COLUMN_QUESTIONS.map((question) => (
          <SelectField
            key={question.name}
            name={question.name}
            label={t(question.label)}
            hint={t(question.hint)}
            options={options}
            value={props.values[question.name] ?? ''}
            errors={props.errors}
          />
        ))}
        <button type="submit">{t('nav.find')}</button>
      </form>
    </Layout>
  );
}
