/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { FormErrors } from './form-errors.js';
import { TextField } from './text-field.js';

/** The email a member signs in with, and a new password typed twice. */
export function NewLoginFields(props: {
  /** Ask for the email too (none is set yet, or the member chooses one). */
  askEmail: boolean;
  email?: string;
  errors?: FormErrors;
}) {
  return (
    <>
      {props.askEmail ? (
        <TextField
          name="email"
          label="Email"
          type="email"
          autocomplete="username"
          hint="You sign in with this address."
          value={props.email}
          errors={props.errors}
        />
      ) : null}
      <TextField
        name="password"
        label="Password"
        type="password"
        autocomplete="new-password"
        hint="At least 12 characters. A few unrelated words work well."
        errors={props.errors}
      />
      <TextField
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autocomplete="new-password"
        errors={props.errors}
      />
    </>
  );
}
