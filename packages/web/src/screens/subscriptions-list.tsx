/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi, type SubscriptionResource } from '@subtrack/domain';
import { AddSubscriptionButton } from '../components/add-subscription-button.js';
import { BillingAmount } from '../components/billing-amount.js';
import { ErrorSummary, type FormErrors } from '../components/form/index.js';
import { ListFilters } from '../components/list-filters.js';
import { StatusActions, StatusActionsForm } from '../components/status-actions.js';
import { STATUS_LABELS } from '../components/subscription-options.js';
import type { Formatters } from '../format/formatters.js';

/** One page of the list, ready to draw. */
export interface ListPage {
  /** This page's own address, to come back to after an action. */
  href: string;
  items: SubscriptionResource[];
  /** 1-based position of the first item on the page. */
  from: number;
  filtered: boolean;
  previous: string | null;
  next: string | null;
}

/** What drawing one page of results needs. */
interface PageProps {
  page: ListPage;
  csrfToken: string;
  format: Formatters;
}

interface Props {
  params: Record<string, string>;
  errors?: FormErrors;
  page?: ListPage;
  csrfToken: string;
  format: Formatters;
}

function Rows({ page, format }: Omit<PageProps, 'csrfToken'>) {
  return (
    <table class="cards">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Category</th>
          <th scope="col">Amount</th>
          <th scope="col">Next payment</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {page.items.map((s) => (
          <tr key={s.id}>
            <th scope="row">
              <a href={`/subscriptions/${s.id}/edit`}>{isolateBidi(s.name)}</a>
              {s.isTrial && <small> (free trial)</small>}
            </th>
            <td data-label="Category">{isolateBidi(s.category)}</td>
            <td data-label="Amount">
              <BillingAmount
                amount={s.amount}
                currency={s.currency}
                period={s.period}
                customDate={s.customDate}
                format={format}
              />
            </td>
            <td data-label="Next payment">
              <time datetime={s.nextPaymentDate}>{format.date(s.nextPaymentDate)}</time>
            </td>
            <td data-label="Status">{STATUS_LABELS[s.status]}</td>
            <td>
              <StatusActions id={s.id} name={s.name} status={s.status} form="shared" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Results({ page, csrfToken, format }: PageProps) {
  if (page.items.length === 0) {
    if (page.filtered) {
      return (
        <p>
          No subscriptions match these filters. <a href="/subscriptions">Clear the filters</a>
        </p>
      );
    }
    if (page.from === 1) {
      return (
        <p>
          No subscriptions yet. <a href="/subscriptions/new">Add your first subscription.</a>
        </p>
      );
    }
    return <p>There are no more subscriptions.</p>;
  }
  const to = page.from + page.items.length - 1;
  return (
    <>
      <p>
        Showing {page.from} to {to}
      </p>
      <StatusActionsForm csrfToken={csrfToken} returnTo={page.href} />
      <Rows page={page} format={format} />
      {(page.previous || page.next) && (
        <nav aria-label="Pages">
          <ul>
            {page.previous && (
              <li>
                <a href={page.previous}>Previous page</a>
              </li>
            )}
            {page.next && (
              <li>
                <a href={page.next}>Next page</a>
              </li>
            )}
          </ul>
        </nav>
      )}
    </>
  );
}

/** D27: the subscriptions list with the API's filters, sorts and pages. */
export function SubscriptionsListScreen({ params, errors, page, csrfToken, format }: Props) {
  return (
    <>
      <h1>Subscriptions</h1>
      <AddSubscriptionButton />
      <ErrorSummary errors={errors} />
      <ListFilters params={params} errors={errors} />
      <h2 id="results-heading">Results</h2>
      {page ? (
        <Results page={page} csrfToken={csrfToken} format={format} />
      ) : (
        <p>Change the filters above to see subscriptions.</p>
      )}
    </>
  );
}
