/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from '../i18n-context.js';
import type { FormErrors } from './form-errors.js';
import { TextField } from './text-field.js';

/** The email a member signs in with, and a new password typed twice. */
export function NewLoginFields(props: {
  /** Ask for the email too (none is set yet, or the member chooses one). */
  askEmail: boolean;
  email?: string;
  errors?: FormErrors;
}) {
  const t = useT();
  return (
    <>
      {props.askEmail ? (
        <TextField
          name="email"
          label={t('newLogin.email')}
          type="email"
          autocomplete="username"
          hint={t('newLogin.email.hint')}
          value={props.email}
          errors={props.errors}
        />
      ) : null}
      <TextField
        name="password"
        label={t('newLogin.password')}
        type="password"
        autocomplete="new-password"
        hint={t('newLogin.password.hint', { length: 12 })}
        errors={props.errors}
      />
      <TextField
        name="confirmPassword"
        label={t('newLogin.confirmPassword')}
        type="password"
        autocomplete="new-password"
        errors={props.errors}
      />
    </>
  );
}
