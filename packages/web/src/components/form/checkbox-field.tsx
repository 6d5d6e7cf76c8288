/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { describedBy, type FieldProps, HintAndError, messageOf } from './field-parts.js';

/**
 * A labelled checkbox sending `value` (default `"true"`) when ticked. An unticked box sends
 * nothing, so a form reads a missing name as false.
 */
export function CheckboxField(props: FieldProps & { checked?: boolean; value?: string }) {
  const message = messageOf(props);
  return (
    <div class="field">
      <HintAndError name={props.name} hint={props.hint} message={message} />
      <label for={props.name}>
        <input
          id={props.name}
          name={props.name}
          type="checkbox"
          value={props.value ?? 'true'}
          checked={props.checked}
          aria-invalid={message ? 'true' : undefined}
          aria-describedby={describedBy(props, message)}
        />
        {props.label}
      </label>
    </div>
  );
}
