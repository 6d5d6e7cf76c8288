/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MemberRole } from '@subtrack/domain';
import { roleMay } from '../../access/route-roles.js';
import { useRich, useT } from '../../components/i18n-context.js';
import type { Formatters } from '../../format/formatters.js';
import type { EstimateHeadline } from '../../view-models/estimate-headline.js';

/** "at the European Central Bank's rates of 20 Nov 2026", or why no rate was needed. */
function RatesUsed({ headline, format }: { headline: EstimateHeadline; format: Formatters }) {
  const t = useT();
  const { rates, currency } = headline;
  if (rates === null) {
    return headline.leftOut.length === 0
      ? t('dashboard.estimate.noRateNeeded', { currency })
      : t('dashboard.estimate.noRates');
  }
  const dates = format.dateSpan(rates.oldest, rates.newest);
  return t('dashboard.estimate.converted', { currency, sources: rates.sources, dates });
}

/**
 * The dashboard's first figure, what the active subscriptions cost a month and a year in
 * the home currency, said to be an estimate at which rates of which date; a currency left
 * out is named with its own total and, for those who may add one, a link to add its rate.
 * The figures per currency stay below it, exact.
 */
export function EstimateHeadlineCard(props: {
  headline: EstimateHeadline;
  format: Formatters;
  role: MemberRole;
}) {
  const { headline, format } = props;
  const t = useT();
  const rich = useRich();
  const money = (amount: number) => (
    <strong class="amount">{format.money(amount, headline.currency)}</strong>
  );
  const mayAddRates = roleMay(props.role, 'POST', '/settings/rates');
  return (
    <section aria-labelledby="estimate-heading" class="card estimate">
      <h2 id="estimate-heading">
        {t('dashboard.estimate.heading', { currency: headline.currency })}
      </h2>
      <p class="estimate-figures">
        {rich('dashboard.estimate.figures', {
          monthly: money(headline.monthly),
          yearly: money(headline.annual),
        })}
      </p>
      <p class="quiet">
        <RatesUsed headline={headline} format={format} /> {t('dashboard.estimate.exact')}{' '}
        <a href="/settings/rates">{t('dashboard.estimate.seeRates')}</a>
      </p>
      {headline.staleDays !== null && (
        <p class="stale-rates">{t('dashboard.estimate.stale', { days: headline.staleDays })}</p>
      )}
      {headline.leftOut.length > 0 && (
        <>
          <p>{t('dashboard.estimate.leftOut')}</p>
          <ul class="left-out">
            {headline.leftOut.map((item) => (
              <li key={item.currency}>
                {t('dashboard.estimate.leftOutItem', {
                  amount: format.money(item.monthlyTotal, item.currency),
                  currency: item.currency,
                })}
                {mayAddRates && (
                  <>
                    {' '}
                    <a href={item.addRateHref}>
                      {t('dashboard.estimate.addRate', { currency: item.currency })}
                    </a>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** For an account paying in several currencies without a home currency yet. */
export function HomeCurrencySuggestion(props: { role: MemberRole }) {
  const t = useT();
  const rich = useRich();
  if (!roleMay(props.role, 'POST', '/account/home-currency')) return null;
  return (
    <p class="card suggestion">
      {rich('dashboard.homeCurrency.suggestion', {
        link: <a href="/account#home-currency">{t('dashboard.homeCurrency.choose')}</a>,
      })}
    </p>
  );
}
