/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi, type SubscriptionResource } from '@subtrack/domain';
import type { Formatters } from '../format/formatters.js';
import { StatusBadge, TrialBadge } from './badge.js';
import { BillingAmount } from './billing-amount.js';
import { RowMenu } from './row-menu.js';
import { SubscriptionMark } from './subscription-mark.js';

/** What the list's table and its cards both draw. */
export interface SubscriptionViewProps {
  items: SubscriptionResource[];
  format: Formatters;
  /** The member may pause, resume, cancel, edit and delete (else no actions are shown). */
  canChange: boolean;
}

/** A subscription's logo or monogram, its name as a link to its page, and "Free trial". */
export function NamedSubscription(props: { of: SubscriptionResource }) {
  const s = props.of;
  return (
    <span class="named">
      <SubscriptionMark id={s.id} name={s.name} hasLogo={s.hasLogo} />
      <a href={`/subscriptions/${s.id}`}>{isolateBidi(s.name)}</a>
      {s.isTrial ? <TrialBadge /> : null}
    </span>
  );
}

/**
 * The list as a table, one subscription a row: name, category, amount, next payment,
 * status and one actions menu. Under 768 px each row becomes a card (site.css).
 */
export function SubscriptionTable({ items, format, canChange }: SubscriptionViewProps) {
  return (
    <table class="cards subscription-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Category</th>
          <th scope="col" class="amount">
            Amount
          </th>
          <th scope="col">Next payment</th>
          <th scope="col">Status</th>
          {canChange ? (
            <th scope="col">
              <span class="visually-hidden">Actions</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {items.map((s) => (
          <tr key={s.id}>
            <th scope="row">
              <NamedSubscription of={s} />
            </th>
            <td data-label="Category">{isolateBidi(s.category)}</td>
            <td data-label="Amount" class="amount">
              <BillingAmount of={s} format={format} stacked />
            </td>
            <td data-label="Next payment">
              <time datetime={s.nextPaymentDate}>{format.date(s.nextPaymentDate)}</time>
            </td>
            <td data-label="Status">
              <StatusBadge status={s.status} />
            </td>
            {canChange ? (
              <td class="actions">
                <RowMenu id={s.id} name={s.name} status={s.status} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
