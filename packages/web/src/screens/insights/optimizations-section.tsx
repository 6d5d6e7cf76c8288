/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import { ScrollTable } from '../../components/scroll-table.js';
import { formatMoney } from '../../format/format-money.js';
import type { InsightsView } from '../../view-models/insights-view.js';

/** Costly subscriptions and monthly ones that might be cheaper yearly, per currency. */
export function OptimizationsSection(props: { view: InsightsView; locale: string }) {
  const { view, locale } = props;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  return (
    <section aria-labelledby="optimizations-title" class="card">
      <h2 id="optimizations-title">Ways to spend less</h2>
      <h3>Costly compared with the rest</h3>
      {view.aboveAverage.length === 0 ? (
        <p class="quiet">
          No subscription costs more than twice the average of its currency. Your active
          subscriptions cost about the same as each other.
        </p>
      ) : (
        view.aboveAverage.map((group) => (
          <ScrollTable
            key={group.currency}
            caption={
              <>
                {group.currency}: more than twice the average of{' '}
                {money(group.items[0]?.currencyMonthlyAverage ?? 0, group.currency)} a month
              </>
            }
          >
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" class="amount">
                  A month
                </th>
              </tr>
            </thead>
            <tbody>
              {group.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{isolateBidi(item.name)}</th>
                  <td class="amount">{money(item.monthlyEquivalent, item.currency)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        ))
      )}
      <h3>Paid monthly: check for a yearly plan</h3>
      {view.monthlyToAnnual.length === 0 ? (
        <p class="quiet">
          No active subscription is paid monthly. Yearly plans are often cheaper; there is nothing
          to switch.
        </p>
      ) : (
        view.monthlyToAnnual.map((group) => (
          <ScrollTable
            key={group.currency}
            caption={<>{group.currency}: monthly subscriptions, largest yearly cost first</>}
          >
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col" class="amount">
                  A month
                </th>
                <th scope="col" class="amount">
                  A year at this rate
                </th>
              </tr>
            </thead>
            <tbody>
              {group.items.map((item) => (
                <tr key={item.id}>
                  <th scope="row">{isolateBidi(item.name)}</th>
                  <td class="amount">{money(item.monthlyAmount, item.currency)}</td>
                  <td class="amount">{money(item.yearlyAtCurrentRate, item.currency)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        ))
      )}
    </section>
  );
}
