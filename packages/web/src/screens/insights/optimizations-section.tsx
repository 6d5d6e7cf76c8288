/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import type { Currency } from '@subtrack/domain';
import { isolateBidi } from '@subtrack/domain';
import { useT } from '../../components/i18n-context.js';
import { ScrollTable } from '../../components/scroll-table.js';
import type { Formatters } from '../../format/formatters.js';
import type { InsightsView } from '../../view-models/insights-view.js';

/** Costly subscriptions and monthly ones that might be cheaper yearly, per currency. */
export function OptimizationsSection(props: { view: InsightsView; format: Formatters }) {
  const { view, format } = props;
  const t = useT();
  const money = (amount: number, currency: string) => format.money(amount, currency as Currency);
  return (
    <section aria-labelledby="optimizations-title" class="card">
      <h2 id="optimizations-title">{t('insights.optimizations.heading')}</h2>
      <h3>{t('insights.costly.heading')}</h3>
      {view.aboveAverage.length === 0 ? (
        <p class="quiet">{t('insights.costly.none')}</p>
      ) : (
        view.aboveAverage.map((group) => (
          <ScrollTable
            key={group.currency}
            caption={t('insights.costly.caption', {
              currency: group.currency,
              average: money(group.items[0]?.currencyMonthlyAverage ?? 0, group.currency),
            })}
          >
            <thead>
              <tr>
                <th scope="col">{t('list.column.name')}</th>
                <th scope="col" class="amount">
                  {t('insights.aMonth')}
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
      <h3>{t('insights.yearly.heading')}</h3>
      {view.monthlyToAnnual.length === 0 ? (
        <p class="quiet">{t('insights.yearly.none')}</p>
      ) : (
        view.monthlyToAnnual.map((group) => (
          <ScrollTable
            key={group.currency}
            caption={t('insights.yearly.caption', { currency: group.currency })}
          >
            <thead>
              <tr>
                <th scope="col">{t('list.column.name')}</th>
                <th scope="col" class="amount">
                  {t('insights.aMonth')}
                </th>
                <th scope="col" class="amount">
                  {t('insights.yearly.aYear')}
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
