/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { FormErrors } from './form-errors.js';

/**
 * GOV.UK's error summary: at the top of the form after a failed submit, a heading and a
 * link to each field with a problem (the field's id equals its name).
 */
export function ErrorSummary(props: { errors: FormErrors | undefined }) {
  if (!props.errors || props.errors.length === 0) return null;
  return (
    <div role="alert" class="error-summary" aria-labelledby="error-summary-title" tabIndex={-1}>
      <h2 id="error-summary-title">There is a problem</h2>
      <ul>
        {props.errors.map((error) => (
          <li key={`${error.field}:${error.message}`}>
            {error.field ? <a href={`#${error.field}`}>{error.message}</a> : error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
