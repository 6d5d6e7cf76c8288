/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import {
  ErrorSummary,
  type FormErrors,
  SelectField,
  TextField,
} from '../../components/form/index.js';
import { ROLE_OPTIONS } from '../../view-models/member-rows.js';

/** What the owner typed, kept after a failed submit. */
export interface InviteValues {
  email: string;
  role: string;
}

/** "Invite a member": an optional email and the role the invitee will have. */
export function InviteForm(props: {
  csrfToken: string;
  values: InviteValues;
  errors?: FormErrors;
}) {
  return (
    <section aria-labelledby="invite-title" class="panel">
      <h2 id="invite-title">Invite a member</h2>
      <ErrorSummary errors={props.errors} />
      <form method="post" action="/members" novalidate>
        <CsrfField token={props.csrfToken} />
        <TextField
          name="email"
          label="Email"
          hint="Optional. Suggested to the person you invite; they may choose another."
          type="email"
          value={props.values.email}
          errors={props.errors}
          autocomplete="off"
        />
        <SelectField
          name="role"
          label="Role"
          options={ROLE_OPTIONS}
          value={props.values.role}
          errors={props.errors}
        />
        <button type="submit">Create invitation link</button>
      </form>
    </section>
  );
}
