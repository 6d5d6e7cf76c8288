/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MemberRole } from '@subtrack/domain';
import { roleMay } from '../../access/route-roles.js';
import type { Formatters } from '../../format/formatters.js';
import type { EstimateHeadline, RateSources } from '../../view-models/estimate-headline.js';

const SOURCE_WORDS: Record<RateSources, string> = {
  ecb: "the European Central Bank's rates",
  owner: 'your own rates',
  both: "the European Central Bank's rates and your own",
};

/** "at the European Central Bank's rates of 20 Nov 2026", or why no rate was needed. */
function RatesUsed({ headline, format }: { headline: EstimateHeadline; format: Formatters }) {
  const { rates } = headline;
  if (rates === null) {
    return headline.leftOut.length === 0 ? (
      <>Every active subscription is in {headline.currency}: no rate was needed.</>
    ) : (
      <>No other currency has a rate of the last 14 days, so none could be converted.</>
    );
  }
  const dates = format.dateSpan(rates.oldest, rates.newest);
  return (
    <>
      An estimate: every other currency converted into {headline.currency} at{' '}
      {SOURCE_WORDS[rates.sources]} of {dates}.
    </>
  );
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
  const money = (amount: number) => format.money(amount, headline.currency);
  const mayAddRates = roleMay(props.role, 'POST', '/settings/rates');
  return (
    <section aria-labelledby="estimate-heading" class="card estimate">
      <h2 id="estimate-heading">Estimate in {headline.currency}</h2>
      <p class="estimate-figures">
        About <strong class="amount">{money(headline.monthly)}</strong> a month,{' '}
        <strong class="amount">{money(headline.annual)}</strong> a year
      </p>
      <p class="quiet">
        <RatesUsed headline={headline} format={format} /> The figures per currency below are exact.{' '}
        <a href="/settings/rates">See the exchange rates</a>
      </p>
      {headline.staleDays !== null && (
        <p class="stale-rates">
          The newest rate used is {headline.staleDays} days old: import newer ones or enter one on
          the exchange rates screen.
        </p>
      )}
      {headline.leftOut.length > 0 && (
        <>
          <p>Not included, for want of a rate of the last 14 days:</p>
          <ul class="left-out">
            {headline.leftOut.map((item) => (
              <li key={item.currency}>
                {format.money(item.monthlyTotal, item.currency)} a month in {item.currency}
                {mayAddRates && (
                  <>
                    {' '}
                    <a href={item.addRateHref}>Add a rate for {item.currency}</a>
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
  if (!roleMay(props.role, 'POST', '/account/home-currency')) return null;
  return (
    <p class="card suggestion">
      Paying in several currencies? <a href="/account#home-currency">Choose a home currency</a> to
      see one estimated total of them all.
    </p>
  );
}
