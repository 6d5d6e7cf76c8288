/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from '../i18n-context.js';
import type { FormErrors } from './form-errors.js';
import { errorFor } from './form-errors.js';

/** What every field component accepts. */
export interface FieldProps {
  /** The form name, also the control's id (the error summary links to it). */
  name: string;
  /** The visible label, in words ("Amount"). */
  label: string;
  hint?: string;
  /** This field's message; or pass `errors` and the field finds its own. */
  error?: string;
  errors?: FormErrors;
}

/** The message shown for a field, in the page's language when the catalogs word it. */
export function messageOf(props: FieldProps): string | undefined {
  const t = useT();
  return props.error ?? errorFor(props.errors, props.name, props.label, t);
}

/** `aria-describedby` of a control: its hint and its error, when present. */
export function describedBy(props: FieldProps, message: string | undefined): string | undefined {
  const ids = [props.hint ? `${props.name}-hint` : '', message ? `${props.name}-error` : ''];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** The hint and error message under a label (GOV.UK order: label, hint, error, control). */
export function HintAndError(props: { name: string; hint?: string; message?: string }) {
  const t = useT();
  return (
    <>
      {props.hint ? (
        <small id={`${props.name}-hint`} class="hint">
          {props.hint}
        </small>
      ) : null}
      {props.message ? (
        <span id={`${props.name}-error`} class="error-message">
          <span class="visually-hidden">{t('form.errorPrefix')} </span>
          {props.message}
        </span>
      ) : null}
    </>
  );
}
