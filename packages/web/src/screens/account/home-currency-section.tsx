/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CURRENCIES, type Currency } from '@subtrack/domain';
import { CsrfField } from '../../components/csrf-field.js';
import { ErrorSummary, type FormErrors, SelectField } from '../../components/form/index.js';

/** What the home currency section shows and whether this member may change it. */
export interface HomeCurrencyState {
  homeCurrency: Currency | null;
  mayChange: boolean;
  errors?: FormErrors;
}

const OPTIONS = [
  { value: '', label: 'None' },
  ...CURRENCIES.map((currency) => ({ value: currency, label: currency })),
];

/**
 * The account's home currency, the one the dashboard's estimate is given in. Owners
 * and editors choose it (or None); viewers read it.
 */
export function HomeCurrencySection(props: HomeCurrencyState & { csrfToken: string }) {
  const chosen = props.homeCurrency;
  return (
    <section aria-labelledby="home-currency" class="panel">
      <h2 id="home-currency">Home currency</h2>
      {props.mayChange ? (
        <>
          <ErrorSummary errors={props.errors} />
          <form method="post" action="/account/home-currency" novalidate>
            <CsrfField token={props.csrfToken} />
            <SelectField
              name="homeCurrency"
              label="Home currency"
              hint="The dashboard adds what you pay in every currency into this one, as an estimate at dated exchange rates. Everyone in the account sees it."
              options={OPTIONS}
              value={chosen ?? ''}
              errors={props.errors}
            />
            <button type="submit" class="secondary">
              Save home currency
            </button>
          </form>
          <p class="quiet">
            <a href="/settings/rates">See the exchange rates</a> the estimate uses.
          </p>
        </>
      ) : (
        <p>
          {chosen === null
            ? 'None: the dashboard shows what you pay in each currency apart.'
            : `${chosen}: the dashboard estimates what you pay in it.`}{' '}
          <a href="/settings/rates">See the exchange rates</a>
        </p>
      )}
    </section>
  );
}
