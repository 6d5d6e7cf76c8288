/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { CurrencySpend, MemberRole } from '@subtrack/domain';
import { useRich, useT } from '../../components/i18n-context.js';
import { ScrollTable } from '../../components/scroll-table.js';
import type { Formatters } from '../../format/formatters.js';
import { HomeCurrencySuggestion } from './estimate-headline.js';

/**
 * Without a home currency, the dashboard's first figure: what the active subscriptions of
 * one currency cost a month and a year (the main currency, or the one the chart's switch
 * shows); the other currencies are in the table below, never added to it.
 */
export function CurrencyHeadline(props: {
  row: CurrencySpend;
  currencies: number;
  format: Formatters;
  role: MemberRole;
}) {
  const { row, format } = props;
  const t = useT();
  const rich = useRich();
  const money = (amount: number) => (
    <strong class="amount">{format.money(amount, row.currency)}</strong>
  );
  const { currency } = row;
  return (
    <section aria-labelledby="headline-heading" class="card estimate">
      <h2 id="headline-heading">{t('dashboard.currency.heading', { currency })}</h2>
      <p class="estimate-figures">
        {rich('dashboard.figures', {
          monthly: money(row.monthlyTotal),
          yearly: money(row.yearlyTotal),
        })}
      </p>
      <p class="quiet">
        {t('dashboard.currency.count', { count: row.activeSubscriptions, currency })}
        {props.currencies > 1 && ` ${t('dashboard.currency.othersBelow')}`}
      </p>
      {props.currencies > 1 && <HomeCurrencySuggestion role={props.role} />}
    </section>
  );
}

/**
 * Per currency the active count, monthly-equivalent and annual totals, exactly the
 * summary's; one row a currency, so seven currencies take a few lines, not seven cards.
 */
export function CurrencyTotals(props: { spend: readonly CurrencySpend[]; format: Formatters }) {
  const { format } = props;
  const t = useT();
  return (
    <section aria-labelledby="spend-heading" class="card per-currency">
      <h2 id="spend-heading">{t('dashboard.perCurrency.heading')}</h2>
      <ScrollTable caption={t('dashboard.perCurrency.heading')} captionHidden>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.perCurrency.currency')}</th>
            <th scope="col" class="amount">
              {t('dashboard.perCurrency.active')}
            </th>
            <th scope="col" class="amount">
              {t('dashboard.perCurrency.monthly')}
            </th>
            <th scope="col" class="amount">
              {t('dashboard.perCurrency.annual')}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.spend.map((row) => (
            <tr key={row.currency}>
              <th scope="row">{row.currency}</th>
              <td class="amount">{row.activeSubscriptions}</td>
              <td class="amount">{format.money(row.monthlyTotal, row.currency)}</td>
              <td class="amount">{format.money(row.yearlyTotal, row.currency)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
