/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { CurrencySpend, MemberRole } from '@subtrack/domain';
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
  const money = (amount: number) => format.money(amount, row.currency);
  return (
    <section aria-labelledby="headline-heading" class="card estimate">
      <h2 id="headline-heading">Spend in {row.currency}</h2>
      <p class="estimate-figures">
        <strong class="amount">{money(row.monthlyTotal)}</strong> a month,{' '}
        <strong class="amount">{money(row.yearlyTotal)}</strong> a year
      </p>
      <p class="quiet">
        {row.activeSubscriptions} active{' '}
        {row.activeSubscriptions === 1 ? 'subscription' : 'subscriptions'} in {row.currency}.
        {props.currencies > 1 && ' Each other currency has its own totals below.'}
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
  return (
    <section aria-labelledby="spend-heading" class="card per-currency">
      <h2 id="spend-heading">Spend per currency</h2>
      <ScrollTable caption="Spend per currency" captionHidden>
        <thead>
          <tr>
            <th scope="col">Currency</th>
            <th scope="col" class="amount">
              Active
            </th>
            <th scope="col" class="amount">
              Monthly
            </th>
            <th scope="col" class="amount">
              Annual
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
