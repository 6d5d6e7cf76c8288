/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import { CsrfField } from '../../components/csrf-field.js';
import { useT } from '../../components/i18n-context.js';
import type { MatchCard as Card } from '../../view-models/find-subscriptions-view.js';
import { ChargesList } from './charges-list.js';

/**
 * A subscription the account tracks that the export shows: the charges its payment history
 * lacks and "Record payments", which records them at the amounts charged.
 */
export function MatchCard(props: { card: Card; csrfToken: string }) {
  const { card } = props;
  const t = useT();
  const name = isolateBidi(card.name);
  const id = `match-${card.index}`;
  const missing = card.newPayments.length;
  return (
    <article class="finding" aria-labelledby={id}>
      <header class="finding-head">
        <h3 id={id}>
          <a href={card.href}>{name}</a>
        </h3>
      </header>
      <p class="finding-facts">
        {card.history}
        {card.priceChange ? ` ${card.priceChange}` : ''}
      </p>
      {card.recorded ? (
        <p class="finding-done">{t('find.match.recorded')}</p>
      ) : missing === 0 ? (
        <p class="finding-done">{t('find.match.complete')}</p>
      ) : (
        <>
          <p>{t('find.match.missing', { count: missing })}</p>
          <ul class="new-payments">
            {card.newPayments.map((payment) => (
              <li key={payment.date}>
                {payment.date}: <span class="amount">{payment.amount}</span>
              </li>
            ))}
          </ul>
          <form method="post" action="/find-subscriptions/record" class="row-actions">
            <CsrfField token={props.csrfToken} />
            <input type="hidden" name="match" value={String(card.index)} />
            <button
              type="submit"
              class="small do"
              aria-label={t('find.match.record.label', { name: card.name })}
            >
              {t('find.match.record')}
            </button>
          </form>
        </>
      )}
      <ChargesList
        summary={t('find.charges.show')}
        label={t('find.charges.label', { name: card.name })}
        rows={card.charges}
      />
    </article>
  );
}
