/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { Currency } from '@subtrack/domain';
import { roleMay } from '../../access/route-roles.js';
import { EmptyState } from '../../components/empty-state.js';
import type { FormErrors } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';
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
  const t = useT();
  if (view.staleDays === null || view.newestDate === null) return null;
  return (
    <p class="stale-rates">
      {t('rates.stale', { date: format.date(view.newestDate), days: view.staleDays })}
    </p>
  );
}

function HomeCurrencyLine({ homeCurrency }: { homeCurrency: Currency | null }) {
  const t = useT();
  return (
    <p class="quiet">
      {homeCurrency === null
        ? t('rates.homeCurrency.none')
        : t('rates.homeCurrency.chosen', { currency: homeCurrency })}{' '}
      <a href="/account#home-currency">{t('rates.homeCurrency.link')}</a>
    </p>
  );
}

/**
 * The Rates screen (under the settings): the latest rate of each currency with its date
 * and source, one currency's history, a rate typed in and a file of the European Central
 * Bank's imported, and a notice when the newest rate is more than 7 days old.
 */
export function RatesScreen(props: RatesScreenProps) {
  const t = useT();
  const { session, view, format, history, failed } = props;
  const mayEnter = roleMay(session.role, 'POST', '/settings/rates');
  const mayImport = roleMay(session.role, 'POST', '/settings/rates/import');
  return (
    // Under the settings: the account screen's tab stays marked, and its link leads back.
    <Layout title={t('nav.rates')} session={session} notice={props.notice} current="/account">
      <p class="back-link">
        <a href="/account#home-currency">{t('rates.backToAccount')}</a>
      </p>
      <h1>{t('nav.rates')}</h1>
      <p>{t('rates.intro')}</p>
      <HomeCurrencyLine homeCurrency={props.homeCurrency} />
      <StaleNotice view={view} format={format} />
      <section aria-labelledby="latest-rates" class="card">
        <h2 id="latest-rates">{t('rates.latest.heading')}</h2>
        {view.latest.length === 0 ? (
          <EmptyState title={t('rates.latest.empty')}>{t('rates.latest.empty.text')}</EmptyState>
        ) : (
          <RateTable
            caption={t('rates.latest.heading')}
            rows={view.latest}
            format={format}
            withCurrency
          />
        )}
      </section>
      {history && (
        <section aria-labelledby="history" class="card">
          <h2 id="history">{t('rates.history.heading', { currency: history.currency })}</h2>
          {history.rows.length === 0 ? (
            <p class="quiet">{t('rates.history.empty', { currency: history.currency })}</p>
          ) : (
            <RateTable
              caption={t('rates.history.caption', { currency: history.currency })}
              rows={history.rows}
              format={format}
              withCurrency={false}
            />
          )}
          <Pager
            label={t('rates.history.pages', { currency: history.currency })}
            previous={history.previous}
            next={history.next}
            previousText={t('rates.history.newer')}
            nextText={t('rates.history.older')}
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
