/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from '../i18n-context.js';
import { describedBy, type FieldProps, HintAndError, messageOf } from './field-parts.js';

/** Props of {@link TextField}. */
export interface TextFieldProps extends FieldProps {
  /** What was typed, kept after a failed submit. Never pass a password back. */
  value?: string;
  type?: 'text' | 'email' | 'password' | 'number' | 'url' | 'search';
  autocomplete?: string;
  required?: boolean;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'url';
  /** e.g. `"0.01"` for amounts. */
  step?: string;
  /**
   * The most characters the domain accepts, counted as it counts them (code points).
   * Said in the hint; the page's script keeps typing within it without splitting an emoji.
   * Not `maxlength`, which counts UTF-16 units (an emoji as two) and cuts clusters apart.
   */
  maxChars?: number;
}

/** A labelled text input with optional hint and error message (GOV.UK text input). */
export function TextField(props: TextFieldProps) {
  const t = useT();
  const message = messageOf(props);
  const limit = props.maxChars === undefined ? '' : t('form.maxChars', { count: props.maxChars });
  const hint = [props.hint, limit].filter(Boolean).join(' ') || undefined;
  return (
    <div class="field">
      <label for={props.name}>{props.label}</label>
      <HintAndError name={props.name} hint={hint} message={message} />
      <input
        id={props.name}
        name={props.name}
        // Preact's types narrow `type` per value; any of these is a plain text-like input.
        type={(props.type ?? 'text') as 'text'}
        value={props.value ?? ''}
        autocomplete={props.autocomplete}
        required={props.required}
        inputMode={props.inputMode}
        step={props.step}
        data-max-chars={props.maxChars}
        aria-invalid={message ? 'true' : undefined}
        aria-describedby={describedBy({ ...props, hint }, message)}
      />
    </div>
  );
}
