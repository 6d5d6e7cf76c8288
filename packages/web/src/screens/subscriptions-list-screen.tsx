/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { SubscriptionResource } from '@subtrack/domain';
import { roleMay } from '../access/route-roles.js';
import { AddSubscriptionButton } from '../components/add-subscription-button.js';
import { EmptyState } from '../components/empty-state.js';
import { ErrorSummary, type FormErrors } from '../components/form/index.js';
import { useT } from '../components/i18n-context.js';
import { Layout } from '../components/layout.js';
import { ListFilters } from '../components/list-filters.js';
import { NoSubscriptionsYet } from '../components/no-subscriptions-yet.js';
import { PageHeading } from '../components/page-heading.js';
import { Pager } from '../components/pager.js';
import { StatusActionsForm } from '../components/status-actions.js';
import { SubscriptionCards } from '../components/subscription-cards.js';
import { SubscriptionTable } from '../components/subscription-table.js';
import { ViewSwitch } from '../components/view-switch.js';
import type { Formatters } from '../format/formatters.js';
import type { WebSession } from '../request-state.js';
import type { ListView } from '../view-models/list-view-choice.js';

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
  /** The member may pause, resume and cancel (else the rows show no actions). */
  canChange: boolean;
  view: ListView;
  /** The filters in the address, kept by the view switch's links. */
  params: Record<string, string>;
}

interface Props {
  session: WebSession;
  notice: string | null;
  params: Record<string, string>;
  errors?: FormErrors;
  page?: ListPage;
  format: Formatters;
  /** A table, or a grid of cards: the member's choice, remembered on this browser. */
  view?: ListView;
}

function Results({ page, csrfToken, format, canChange, view, params }: PageProps) {
  const t = useT();
  if (page.items.length === 0) {
    if (page.filtered) {
      return (
        <EmptyState
          title={t('list.noMatch.title')}
          action={{ href: '/subscriptions', label: t('list.noMatch.clear') }}
          primary={false}
        >
          {t('list.noMatch.text', {
            anyStatus: t('list.filters.anyStatus'),
            anyPeriod: t('list.filters.anyPeriod'),
          })}
        </EmptyState>
      );
    }
    if (page.from === 1) return <NoSubscriptionsYet primary={false} />;
    return (
      <EmptyState
        title={t('list.noMore.title')}
        action={{ href: '/subscriptions', label: t('list.noMore.back') }}
        primary={false}
      />
    );
  }
  const to = page.from + page.items.length - 1;
  return (
    <>
      <div class="result-bar">
        <p class="result-count">{t('list.showing', { from: page.from, to })}</p>
        <ViewSwitch params={params} view={view} />
      </div>
      {canChange ? <StatusActionsForm csrfToken={csrfToken} returnTo={page.href} /> : null}
      {view === 'cards' ? (
        <SubscriptionCards items={page.items} format={format} canChange={canChange} />
      ) : (
        <SubscriptionTable items={page.items} format={format} canChange={canChange} />
      )}
      <Pager label={t('list.pages')} previous={page.previous} next={page.next} />
    </>
  );
}

/** The subscriptions list with the API's filters, sorts and pages. */
export function SubscriptionsListScreen(props: Props) {
  const { session, notice, params, errors, page, format } = props;
  const t = useT();
  const title = t('nav.subscriptions');
  return (
    <Layout
      title={errors ? t('list.errorTitle', { page: title }) : title}
      session={session}
      notice={notice}
      current="/subscriptions"
    >
      <PageHeading title={title} action={<AddSubscriptionButton role={session.role} />} />
      {roleMay(session.role, 'GET', '/find-subscriptions') ? (
        <p class="page-links">
          <a href="/find-subscriptions">{t('list.findLink')}</a>
        </p>
      ) : null}
      <ErrorSummary errors={errors} />
      <ListFilters params={params} errors={errors} />
      <h2 id="results-heading" class="visually-hidden">
        {t('list.results')}
      </h2>
      {page ? (
        <Results
          page={page}
          csrfToken={session.csrfToken}
          format={format}
          canChange={roleMay(session.role, 'POST', '/subscriptions/:id/pause')}
          view={props.view ?? 'table'}
          params={params}
        />
      ) : (
        <EmptyState title={t('list.refused')} />
      )}
    </Layout>
  );
}
