/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CURRENCIES, type Currency } from '@subtrack/domain';
import { CsrfField } from '../../components/csrf-field.js';
import { ErrorSummary, type FormErrors, SelectField } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';
import { MessageParts } from '../../components/message-parts.js';

/** What the home currency section shows and whether this member may change it. */
export interface HomeCurrencyState {
  homeCurrency: Currency | null;
  mayChange: boolean;
  errors?: FormErrors;
}

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/**
 * The account's home currency, the one the dashboard's estimate is given in. Owners
 * and editors choose it (or None); viewers read it.
 */
export function HomeCurrencySection(props: HomeCurrencyState & { csrfToken: string }) {
  const t = useT();
  const chosen = props.homeCurrency;
  const heading = t('rates.homeCurrency.link');
  const options = [{ value: '', label: t('account.homeCurrency.none') }, ...CURRENCY_OPTIONS];
  const ratesLink = <a href="/settings/rates">{t('account.homeCurrency.ratesLink')}</a>;
  return (
    <section aria-labelledby="home-currency" class="panel">
      <h2 id="home-currency">{heading}</h2>
      {props.mayChange ? (
        <>
          <ErrorSummary errors={props.errors} />
          <form method="post" action="/account/home-currency" novalidate>
            <CsrfField token={props.csrfToken} />
            <SelectField
              name="homeCurrency"
              label={heading}
              hint={t('account.homeCurrency.hint')}
              options={options}
              value={chosen ?? ''}
              errors={props.errors}
            />
            <button type="submit" class="secondary">
              {t('account.homeCurrency.submit')}
            </button>
          </form>
          <p class="quiet">
            <MessageParts message="account.homeCurrency.ratesUsed" parts={{ link: ratesLink }} />
          </p>
        </>
      ) : (
        <p>
          {chosen === null
            ? t('account.homeCurrency.readNone')
            : t('account.homeCurrency.read', { currency: chosen })}{' '}
          {ratesLink}
        </p>
      )}
    </section>
  );
}
