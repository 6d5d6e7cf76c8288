/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi, type SubscriptionResource } from '@subtrack/domain';
import type { Formatters } from '../format/formatters.js';
import { StatusBadge, TrialBadge } from './badge.js';
import { BillingAmount } from './billing-amount.js';
import { useT } from './i18n-context.js';
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
  const t = useT();
  const column = {
    category: t('list.column.category'),
    amount: t('list.column.amount'),
    nextPayment: t('list.column.nextPayment'),
    status: t('list.column.status'),
  };
  return (
    <table class="cards subscription-table">
      <thead>
        <tr>
          <th scope="col">{t('list.column.name')}</th>
          <th scope="col">{column.category}</th>
          <th scope="col" class="amount">
            {column.amount}
          </th>
          <th scope="col">{column.nextPayment}</th>
          <th scope="col">{column.status}</th>
          {canChange ? (
            <th scope="col">
              <span class="visually-hidden">{t('actions.menu')}</span>
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
            <td data-label={column.category}>{isolateBidi(s.category)}</td>
            <td data-label={column.amount} class="amount">
              <BillingAmount of={s} format={format} stacked />
            </td>
            <td data-label={column.nextPayment}>
              <time datetime={s.nextPaymentDate}>{format.date(s.nextPaymentDate)}</time>
            </td>
            <td data-label={column.status}>
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
