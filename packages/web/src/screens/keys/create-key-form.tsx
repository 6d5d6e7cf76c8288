/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import {
  ErrorSummary,
  type FormErrors,
  SelectField,
  TextField,
} from '../../components/form/index.js';

/** What the owner typed, kept after a failed submit. */
export interface CreateKeyValues {
  label: string;
  scope: string;
}

const SCOPE_OPTIONS = [
  { value: 'read', label: 'Read only' },
  { value: 'write', label: 'Read and write' },
];

/** The "Create key" form: an optional label and the scope. */
export function CreateKeyForm(props: {
  csrfToken: string;
  values: CreateKeyValues;
  errors?: FormErrors;
}) {
  return (
    <section aria-labelledby="create-key-title" class="panel">
      <h2 id="create-key-title">Create a key</h2>
      <ErrorSummary errors={props.errors} />
      <form method="post" action="/keys" novalidate>
        <CsrfField token={props.csrfToken} />
        <TextField
          name="label"
          label="Label"
          hint="Optional. What the key is for, such as “Home Assistant”. Up to 100 characters."
          value={props.values.label}
          errors={props.errors}
          autocomplete="off"
        />
        <SelectField
          name="scope"
          label="Scope"
          hint="Read only: subscriptions, analytics, settings and activity. Read and write: also changes them. Give a program only what it needs."
          options={SCOPE_OPTIONS}
          value={props.values.scope}
          errors={props.errors}
        />
        <button type="submit">Create key</button>
      </form>
    </section>
  );
}
