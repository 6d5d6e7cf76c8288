/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CURRENCIES } from '@subtrack/domain';
import { CsrfField } from '../../components/csrf-field.js';
import {
  DateField,
  ErrorSummary,
  type FormErrors,
  SelectField,
  TextField,
} from '../../components/form/index.js';
import type { EnterRateValues } from '../../view-models/rates-view.js';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const FROM_OPTIONS = [{ value: '', label: 'Choose a currency' }, ...CURRENCY_OPTIONS];

/** The labels of the form's controls, for the error summary's words. */
export const ENTER_RATE_LABELS = { date: 'Date', from: 'From', to: 'To', rate: 'Rate' };

/**
 * A rate the account types (what its bank or card charged): on a date, one `from` is
 * `rate` `to`. It is the account's own and beats the reference rate of its date.
 */
export function EnterRateForm(props: {
  csrfToken: string;
  values: EnterRateValues;
  errors?: FormErrors;
}) {
  const { values, errors } = props;
  return (
    <section aria-labelledby="enter-rate" class="panel">
      <h2 id="enter-rate">Enter a rate</h2>
      <p>
        A rate you enter is used for this account instead of the European Central Bank's of the same
        date, for 14 days or until a newer rate.
      </p>
      <ErrorSummary errors={errors} labels={ENTER_RATE_LABELS} />
      <form method="post" action="/settings/rates" novalidate>
        <CsrfField token={props.csrfToken} />
        <DateField
          name="date"
          label={ENTER_RATE_LABELS.date}
          hint="The day the rate applies to."
          value={values.date}
          errors={errors}
        />
        <SelectField
          name="from"
          label={ENTER_RATE_LABELS.from}
          hint="The currency you paid in."
          options={FROM_OPTIONS}
          value={values.from}
          errors={errors}
        />
        <SelectField
          name="to"
          label={ENTER_RATE_LABELS.to}
          hint="The currency it was worth in, usually your home currency."
          options={CURRENCY_OPTIONS}
          value={values.to}
          errors={errors}
        />
        <TextField
          name="rate"
          label={ENTER_RATE_LABELS.rate}
          hint="How much one unit of From was worth in To, such as 0.9211 for 1 USD = 0.9211 EUR."
          value={values.rate}
          inputMode="decimal"
          autocomplete="off"
          errors={errors}
        />
        <button type="submit">Save rate</button>
      </form>
    </section>
  );
}
