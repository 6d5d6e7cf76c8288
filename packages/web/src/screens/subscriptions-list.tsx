/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi, type SubscriptionResource } from '@subtrack/domain';
import { roleMay } from '../access/route-roles.js';
import { AddSubscriptionButton } from '../components/add-subscription-button.js';
import { StatusBadge, TrialBadge } from '../components/badge.js';
import { BillingAmount } from '../components/billing-amount.js';
import { EmptyState } from '../components/empty-state.js';
import { ErrorSummary, type FormErrors } from '../components/form/index.js';
import { Layout } from '../components/layout.js';
import { ListFilters } from '../components/list-filters.js';
import { NoSubscriptionsYet } from '../components/no-subscriptions-yet.js';
import { PageHeading } from '../components/page-heading.js';
import { Pager } from '../components/pager.js';
import { StatusActions, StatusActionsForm } from '../components/status-actions.js';
import type { Formatters } from '../format/formatters.js';
import type { WebSession } from '../web-state.js';

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
  /** D45: the member may pause, resume and cancel (else the rows show no actions). */
  canChange: boolean;
}

interface Props {
  session: WebSession;
  notice: string | null;
  params: Record<string, string>;
  errors?: FormErrors;
  page?: ListPage;
  format: Formatters;
}

function Rows({ page, format, canChange }: Omit<PageProps, 'csrfToken'>) {
  return (
    <table class="cards">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Category</th>
          <th scope="col" class="amount">
            Amount
          </th>
          <th scope="col">Next payment</th>
          <th scope="col">Status</th>
          {canChange ? <th scope="col">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {page.items.map((s) => (
          <tr key={s.id}>
            <th scope="row">
              <a href={`/subscriptions/${s.id}`}>{isolateBidi(s.name)}</a>
              {s.isTrial && (
                <>
                  {' '}
                  <TrialBadge />
                </>
              )}
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
                <StatusActions id={s.id} name={s.name} status={s.status} form="shared" />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Results({ page, csrfToken, format, canChange }: PageProps) {
  if (page.items.length === 0) {
    if (page.filtered) {
      return (
        <EmptyState
          title="No subscriptions match these filters."
          action={{ href: '/subscriptions', label: 'Clear the filters' }}
          primary={false}
        >
          Search for part of the name only, or choose “Any status” and “Any period”.
        </EmptyState>
      );
    }
    if (page.from === 1) return <NoSubscriptionsYet primary={false} />;
    return (
      <EmptyState
        title="There are no more subscriptions."
        action={{ href: '/subscriptions', label: 'Back to the first page' }}
        primary={false}
      />
    );
  }
  const to = page.from + page.items.length - 1;
  return (
    <>
      <p class="result-count">
        Showing {page.from} to {to}
      </p>
      {canChange ? <StatusActionsForm csrfToken={csrfToken} returnTo={page.href} /> : null}
      <Rows page={page} format={format} canChange={canChange} />
      <Pager label="Pages" previous={page.previous} next={page.next} />
    </>
  );
}

/** D27: the subscriptions list with the API's filters, sorts and pages. */
export function SubscriptionsListScreen({ session, notice, params, errors, page, format }: Props) {
  return (
    <Layout
      title={errors ? 'Error: Subscriptions' : 'Subscriptions'}
      session={session}
      notice={notice}
      current="/subscriptions"
    >
      <PageHeading title="Subscriptions" action={<AddSubscriptionButton role={session.role} />} />
      {roleMay(session.role, 'GET', '/find-subscriptions') ? (
        <p class="page-links">
          <a href="/find-subscriptions">Find subscriptions in a bank export</a>
        </p>
      ) : null}
      <ErrorSummary errors={errors} />
      <ListFilters params={params} errors={errors} />
      <h2 id="results-heading" class="visually-hidden">
        Results
      </h2>
      {page ? (
        <Results
          page={page}
          csrfToken={session.csrfToken}
          format={format}
          canChange={roleMay(session.role, 'POST', '/subscriptions/:id/pause')}
        />
      ) : (
        <EmptyState title="Change the filters above to see subscriptions." />
      )}
    </Layout>
  );
}
