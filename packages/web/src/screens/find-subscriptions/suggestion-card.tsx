/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import { Badge } from '../../components/badge.js';
import { CsrfField } from '../../components/csrf-field.js';
import type { SuggestionCard as Card } from '../../view-models/find-subscriptions-view.js';
import { ChargesList } from './charges-list.js';

/**
 * One subscription the export shows that the account does not track: its price, period and
 * next date, how likely, its charges; "Add" creates it at once, "Not a subscription" never
 * suggests it again. Once added it says so and links to it.
 */
export function SuggestionCard(props: { card: Card; csrfToken: string }) {
  const { card } = props;
  const name = isolateBidi(card.name);
  const id = `suggestion-${card.index}`;
  return (
    <article class="finding" aria-labelledby={id}>
      <header class="finding-head">
        <h3 id={id}>{name}</h3>
        {card.added ? (
          <Badge tone="positive">Added</Badge>
        ) : (
          <Badge tone={card.likelihood.tone}>{card.likelihood.words}</Badge>
        )}
      </header>
      <p class="finding-price">
        <span class="amount">{card.price}</span> {card.period}
      </p>
      <p class="finding-facts">
        Next payment {card.next}. {card.history}
        {card.priceChange ? ` ${card.priceChange}` : ''}
      </p>
      <ChargesList
        summary="Show the charges"
        label={`Charges of ${card.name}`}
        rows={card.charges}
      />
      {card.added ? (
        <p class="finding-done">
          Added to your subscriptions, with these charges as its payments.{' '}
          <a href={card.added.href}>Open {name}</a>
        </p>
      ) : (
        <div class="row-actions">
          <form method="post" action="/find-subscriptions/add">
            <CsrfField token={props.csrfToken} />
            <input type="hidden" name="suggestion" value={String(card.index)} />
            <button type="submit" class="small do" aria-label={`Add ${card.name}`}>
              Add
            </button>
          </form>
          <form method="post" action="/find-subscriptions/dismiss">
            <CsrfField token={props.csrfToken} />
            <input type="hidden" name="suggestion" value={String(card.index)} />
            <button
              type="submit"
              class="secondary small"
              aria-label={`Not a subscription: ${card.name}`}
            >
              Not a subscription
            </button>
          </form>
        </div>
      )}
    </article>
  );
}
