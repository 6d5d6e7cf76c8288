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
import { useT } from '../../components/i18n-context.js';
import type { EnterRateValues } from '../../view-models/rates-view.js';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/**
 * A rate the account types (what its bank or card charged): on a date, one `from` is
 * `rate` `to`. It is the account's own and beats the reference rate of its date.
 */
export function EnterRateForm(props: {
  csrfToken: string;
  values: EnterRateValues;
  errors?: FormErrors;
}) {
  const t = useT();
  const { values, errors } = props;
  // The labels of the form's controls, for the error summary's words too.
  const labels = {
    date: t('rates.enter.date'),
    from: t('rates.enter.from'),
    to: t('rates.enter.to'),
    rate: t('rates.enter.rate'),
  };
  const fromOptions = [{ value: '', label: t('rates.enter.from.choose') }, ...CURRENCY_OPTIONS];
  return (
    <section aria-labelledby="enter-rate" class="panel">
      <h2 id="enter-rate">{t('rates.enter.heading')}</h2>
      <p>{t('rates.enter.intro')}</p>
      <ErrorSummary errors={errors} labels={labels} />
      <form method="post" action="/settings/rates" novalidate>
        <CsrfField token={props.csrfToken} />
        <DateField
          name="date"
          label={labels.date}
          hint={t('rates.enter.date.hint')}
          value={values.date}
          errors={errors}
        />
        <SelectField
          name="from"
          label={labels.from}
          hint={t('rates.enter.from.hint')}
          options={fromOptions}
          value={values.from}
          errors={errors}
        />
        <SelectField
          name="to"
          label={labels.to}
          hint={t('rates.enter.to.hint')}
          options={CURRENCY_OPTIONS}
          value={values.to}
          errors={errors}
        />
        <TextField
          name="rate"
          label={labels.rate}
          hint={t('rates.enter.rate.hint')}
          value={values.rate}
          inputMode="decimal"
          autocomplete="off"
          errors={errors}
        />
        <button type="submit">{t('rates.enter.submit')}</button>
      </form>
    </section>
  );
}
