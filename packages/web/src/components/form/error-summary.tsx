/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from '../i18n-context.js';
import { type FormErrors, inFormWords } from './form-errors.js';

/**
 * GOV.UK's error summary: at the top of the form after a failed submit, a heading and a
 * link to each field with a problem (the field's id equals its name). `labels` (by control
 * name) word each message as the field beside its control says it; without one, a message
 * names its field in words.
 */
export function ErrorSummary(props: {
  errors: FormErrors | undefined;
  labels?: Record<string, string>;
}) {
  const t = useT();
  if (!props.errors || props.errors.length === 0) return null;
  return (
    <div role="alert" class="error-summary" aria-labelledby="error-summary-title" tabIndex={-1}>
      <h2 id="error-summary-title">{t('form.errorSummary.title')}</h2>
      <ul>
        {props.errors.map((error) => (
          <li key={`${error.field}:${error.message}`}>
            {error.field ? (
              <a href={`#${error.field}`}>{inFormWords(error, props.labels?.[error.field], t)}</a>
            ) : (
              inFormWords(error, undefined, t)
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
