/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { Currency } from '@subtrack/domain';
import { roleMay } from '../../access/route-roles.js';
import { EmptyState } from '../../components/empty-state.js';
import type { FormErrors } from '../../components/form/index.js';
import { Layout } from '../../components/layout.js';
import { Pager } from '../../components/pager.js';
import type { Formatters } from '../../format/formatters.js';
import type { WebSession } from '../../request-state.js';
import type { EnterRateValues, RateRow, RatesView } from '../../view-models/rates-view.js';
import { EnterRateForm } from './enter-rate-form.js';
import { ImportRatesForm } from './import-rates-form.js';
import { RateTable } from './rate-table.js';

/** One currency's rates, newest first, a page at a time. */
export interface RateHistory {
  currency: string;
  rows: RateRow[];
  previous: string | null;
  next: string | null;
}

/** Props of {@link RatesScreen}. */
export interface RatesScreenProps {
  session: WebSession;
  notice: string | null;
  view: RatesView;
  format: Formatters;
  homeCurrency: Currency | null;
  history: RateHistory | null;
  enter: EnterRateValues;
  /** The errors of the form that failed: entering a rate, or importing a file. */
  failed?: { form: 'enter' | 'import'; errors: FormErrors };
}

function StaleNotice({ view, format }: Pick<RatesScreenProps, 'view' | 'format'>) {
  if (view.staleDays === null || view.newestDate === null) return null;
  return (
    <p class="stale-rates">
      The newest rate is from {format.date(view.newestDate)}, {view.staleDays} days ago. Estimates
      leave out every currency without a rate of the last 14 days: import the European Central
      Bank's latest file or enter a rate.
    </p>
  );
}

function HomeCurrencyLine({ homeCurrency }: { homeCurrency: Currency | null }) {
  return (
    <p class="quiet">
      {homeCurrency === null
        ? 'No home currency is chosen yet, so the dashboard shows no estimate.'
        : `The dashboard's estimate is in ${homeCurrency}.`}{' '}
      <a href="/account#home-currency">Home currency</a>
    </p>
  );
}

/**
 * The Rates screen (under the settings): the latest rate of each currency with its date
 * and source, one currency's history, a rate typed in and a file of the European Central
 * Bank's imported, and a notice when the newest rate is more than 7 days old.
 */
export function RatesScreen(props: RatesScreenProps) {
  const { session, view, format, history, failed } = props;
  const mayEnter = roleMay(session.role, 'POST', '/settings/rates');
  const mayImport = roleMay(session.role, 'POST', '/settings/rates/import');
  return (
    // Under the settings: the account screen's tab stays marked, and its link leads back.
    <Layout title="Exchange rates" session={session} notice={props.notice} current="/account">
      <p class="back-link">
        <a href="/account#home-currency">Back to the account</a>
      </p>
      <h1>Exchange rates</h1>
      <p>
        The dashboard's estimate converts each currency at its newest rate of the 14 days up to
        today: a rate of this account first, else the server's rates from the European Central Bank.
      </p>
      <HomeCurrencyLine homeCurrency={props.homeCurrency} />
      <StaleNotice view={view} format={format} />
      <section aria-labelledby="latest-rates" class="card">
        <h2 id="latest-rates">Latest rate of each currency</h2>
        {view.latest.length === 0 ? (
          <EmptyState title="No exchange rates yet.">
            Enter a rate below, or import a file of the European Central Bank's. The server's
            operator can also load them for every account.
          </EmptyState>
        ) : (
          <RateTable
            caption="Latest rate of each currency"
            rows={view.latest}
            format={format}
            withCurrency
          />
        )}
      </section>
      {history && (
        <section aria-labelledby="history" class="card">
          <h2 id="history">Rates of {history.currency}</h2>
          {history.rows.length === 0 ? (
            <p class="quiet">No rate of {history.currency} yet.</p>
          ) : (
            <RateTable
              caption={`Rates of ${history.currency}, newest first`}
              rows={history.rows}
              format={format}
              withCurrency={false}
            />
          )}
          <Pager
            label={`Pages of rates of ${history.currency}`}
            previous={history.previous}
            next={history.next}
            previousText="Newer rates"
            nextText="Older rates"
          />
        </section>
      )}
      {mayEnter && (
        <EnterRateForm
          csrfToken={session.csrfToken}
          values={props.enter}
          {...(failed?.form === 'enter' ? { errors: failed.errors } : {})}
        />
      )}
      {mayImport && (
        <ImportRatesForm
          csrfToken={session.csrfToken}
          {...(failed?.form === 'import' ? { errors: failed.errors } : {})}
        />
      )}
    </Layout>
  );
}
