/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import { Badge } from '../../components/badge.js';
import { CsrfField } from '../../components/csrf-field.js';
import { useT } from '../../components/i18n-context.js';
import type { SuggestionCard as Card } from '../../view-models/find-subscriptions-view.js';
import { ChargesList } from './charges-list.js';

/**
 * One subscription the export shows that the account does not track: its price, period and
 * next date, how likely, its charges; "Add" creates it at once, "Not a subscription" never
 * suggests it again. Once added it says so and links to it.
 */
export function SuggestionCard(props: { card: Card; csrfToken: string }) {
  const { card } = props;
  const t = useT();
  const name = isolateBidi(card.name);
  const id = `suggestion-${card.index}`;
  return (
    <article class="finding" aria-labelledby={id}>
      <header class="finding-head">
        <h3 id={id}>{name}</h3>
        {card.added ? (
          <Badge tone="positive">{t('find.suggestion.added')}</Badge>
        ) : (
          <Badge tone={card.likelihood.tone}>{card.likelihood.words}</Badge>
        )}
      </header>
      <p class="finding-price">
        <span class="amount">{card.price}</span> {card.period}
      </p>
      <p class="finding-facts">
        {t('find.suggestion.next', { date: card.next })} {card.history}
        {card.priceChange ? ` ${card.priceChange}` : ''}
      </p>
      <ChargesList
        summary={t('find.charges.show')}
        label={t('find.charges.label', { name: card.name })}
        rows={card.charges}
      />
      {card.added ? (
        <p class="finding-done">
          {t('find.suggestion.added.note')}{' '}
          <a href={card.added.href}>{t('find.suggestion.open', { name })}</a>
        </p>
      ) : (
        <div class="row-actions">
          <form method="post" action="/find-subscriptions/add">
            <CsrfField token={props.csrfToken} />
            <input type="hidden" name="suggestion" value={String(card.index)} />
            <button
              type="submit"
              class="small do"
              aria-label={t('find.suggestion.add.label', { name: card.name })}
            >
              {t('find.suggestion.add')}
            </button>
          </form>
          <form method="post" action="/find-subscriptions/dismiss">
            <CsrfField token={props.csrfToken} />
            <input type="hidden" name="suggestion" value={String(card.index)} />
            <button
              type="submit"
              class="secondary small"
              aria-label={t('find.suggestion.dismiss.label', { name: card.name })}
            >
              {t('find.suggestion.dismiss')}
            </button>
          </form>
        </div>
      )}
    </article>
  );
}
