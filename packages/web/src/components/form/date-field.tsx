/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { describedBy, type FieldProps, HintAndError, messageOf } from './field-parts.js';

/** A labelled `<input type="date">`; its value is a `YYYY-MM-DD` calendar date. */
export function DateField(props: FieldProps & { value?: string; required?: boolean }) {
  const message = messageOf(props);
  return (
    <div class="field">
      <label for={props.name}>{props.label}</label>
      <HintAndError name={props.name} hint={props.hint} message={message} />
      <input
        id={props.name}
        name={props.name}
        type="date"
        value={props.value ?? ''}
        required={props.required}
        aria-invalid={message ? 'true' : undefined}
        aria-describedby={describedBy(props, message)}
      />
    </div>
  );
}
