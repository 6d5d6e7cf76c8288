/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { describedBy, type FieldProps, HintAndError, messageOf } from './field-parts.js';

/** A labelled file input (GOV.UK file upload); a browser never keeps its value after a submit. */
export function FileField(props: FieldProps & { accept?: string; required?: boolean }) {
  const message = messageOf(props);
  return (
    <div class="field">
      <label for={props.name}>{props.label}</label>
      <HintAndError name={props.name} hint={props.hint} message={message} />
      <input
        id={props.name}
        name={props.name}
        type="file"
        accept={props.accept}
        required={props.required}
        aria-invalid={message ? 'true' : undefined}
        aria-describedby={describedBy(props, message)}
      />
    </div>
  );
}
