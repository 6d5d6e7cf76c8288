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
  const t = useT();
  const options = ROLE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }));
  return (
    <section aria-labelledby="invite-title" class="panel">
      <h2 id="invite-title">{t('members.invite.heading')}</h2>
      <ErrorSummary errors={props.errors} />
      <form method="post" action="/members" novalidate>
        <CsrfField token={props.csrfToken} />
        <TextField
          name="email"
          label={t('members.invite.email')}
          hint={t('members.invite.email.hint')}
          type="email"
          value={props.values.email}
          errors={props.errors}
          autocomplete="off"
        />
        <SelectField
          name="role"
          label={t('members.table.role')}
          options={options}
          value={props.values.role}
          errors={props.errors}
        />
        <button type="submit">{t('members.invite.submit')}</button>
      </form>
    </section>
  );
}
