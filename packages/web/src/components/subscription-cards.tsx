/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import { StatusBadge } from './badge.js';
import { BillingAmount } from './billing-amount.js';
import { useRich } from './i18n-context.js';
import { RowMenu } from './row-menu.js';
import { NamedSubscription, type SubscriptionViewProps } from './subscription-table.js';

/**
 * The list as a grid of cards (as Wallos shows it): logo or monogram and name, the amount
 * and how often, the next payment, the status unless active, and one actions menu.
 */
export function SubscriptionCards({ items, format, canChange }: SubscriptionViewProps) {
  const rich = useRich();
  return (
    <ul class="subscription-cards">
      {items.map((s) => (
        <li key={s.id}>
          <article aria-labelledby={`card-${s.id}`}>
            <h3 id={`card-${s.id}`}>
              <NamedSubscription of={s} />
            </h3>
            <p class="card-amount">
              <BillingAmount of={s} format={format} />
            </p>
            <p class="card-meta">
              {isolateBidi(s.category)}
              {' · '}
              {rich('list.card.nextPayment', {
                date: <time datetime={s.nextPaymentDate}>{format.date(s.nextPaymentDate)}</time>,
              })}
            </p>
            {s.status !== 'active' ? <StatusBadge status={s.status} /> : null}
            {canChange ? <RowMenu id={s.id} name={s.name} status={s.status} /> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}
