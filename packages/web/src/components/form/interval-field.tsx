/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import type { MessageKey } from '@subtrack/i18n';
import { useT } from '../i18n-context.js';
import { HintAndError } from './field-parts.js';
import type { FormErrors } from './form-errors.js';
import { errorFor } from './form-errors.js';
import type { SelectOption } from './select-field.js';

/** The labels of the interval's number and unit (the error summary names them so too). */
export const INTERVAL_LABELS: Record<'every' | 'unit', MessageKey> = {
  every: 'form.interval.every',
  unit: 'form.interval.unit',
};

/**
 * "Every [N] [unit]" as GOV.UK asks a date: one group with a legend, its hint and errors,
 * then the two labelled controls side by side. The number is named `every`, the select
 * `unit`, so the error summary links to each.
 */
export function IntervalField(props: {
  legend: string;
  hint: string;
  every: string;
  unit: string;
  units: ReadonlyArray<SelectOption>;
  errors?: FormErrors | undefined;
}) {
  const t = useT();
  const everyError = errorFor(props.errors, 'every', t(INTERVAL_LABELS.every), t);
  const unitError = errorFor(props.errors, 'unit', t(INTERVAL_LABELS.unit), t);
  const describedBy = (error: string | undefined, name: string) =>
    ['every-hint', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset class="field interval-field">
      <legend>{props.legend}</legend>
      <HintAndError name="every" hint={props.hint} message={everyError} />
      <HintAndError name="unit" message={unitError} />
      <div class="interval-controls">
        <div>
          <label for="every">{t(INTERVAL_LABELS.every)}</label>
          <input
            id="every"
            name="every"
            type="text"
            inputMode="numeric"
            value={props.every}
            aria-invalid={everyError ? 'true' : undefined}
            aria-describedby={describedBy(everyError, 'every')}
          />
        </div>
        <div>
          <label for="unit">{t(INTERVAL_LABELS.unit)}</label>
          <select
            id="unit"
            name="unit"
            aria-invalid={unitError ? 'true' : undefined}
            aria-describedby={describedBy(unitError, 'unit')}
          >
            {props.units.map((option) => (
              <option
                key={option.value}
                value={option.value}
                selected={option.value === props.unit}
              >
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
