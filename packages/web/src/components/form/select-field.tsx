/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { describedBy, type FieldProps, HintAndError, messageOf } from './field-parts.js';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled `<select>`; `value` is the chosen option, kept after a failed submit. */
export function SelectField(
  props: FieldProps & { options: ReadonlyArray<SelectOption>; value?: string; required?: boolean },
) {
  const message = messageOf(props);
  return (
    <div class="field">
      <label for={props.name}>{props.label}</label>
      <HintAndError name={props.name} hint={props.hint} message={message} />
      <select
        id={props.name}
        name={props.name}
        required={props.required}
        aria-invalid={message ? 'true' : undefined}
        aria-describedby={describedBy(props, message)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value} selected={option.value === props.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
