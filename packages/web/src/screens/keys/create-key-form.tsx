/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import {
  ErrorSummary,
  type FormErrors,
  SelectField,
  TextField,
} from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';

/** What the owner typed, kept after a failed submit. */
export interface CreateKeyValues {
  label: string;
  scope: string;
}

/** The "Create key" form: an optional label and the scope. */
export function CreateKeyForm(props: {
  csrfToken: string;
  values: CreateKeyValues;
  errors?: FormErrors;
}) {
  const t = useT();
  const scopeOptions = [
    { value: 'read', label: t('keys.create.scope.read') },
    { value: 'write', label: t('keys.create.scope.write') },
  ];
  return (
    <section aria-labelledby="create-key-title" class="panel">
      <h2 id="create-key-title">{t('keys.create.heading')}</h2>
      <ErrorSummary errors={props.errors} />
      <form method="post" action="/keys" novalidate>
        <CsrfField token={props.csrfToken} />
        <TextField
          name="label"
          label={t('keys.create.label')}
          hint={t('keys.create.label.hint')}
          value={props.values.label}
          errors={props.errors}
          autocomplete="off"
        />
        <SelectField
          name="scope"
          label={t('keys.create.scope')}
          hint={t('keys.create.scope.hint')}
          options={scopeOptions}
          value={props.values.scope}
          errors={props.errors}
        />
        <button type="submit">{t('keys.create.submit')}</button>
      </form>
    </section>
  );
}
