/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi, type SubscriptionResource } from '@subtrack/domain';
import { roleMay } from '../../access/route-roles.js';
import { StatusBadge } from '../../components/badge.js';
import { ErrorSummary, type FormErrors } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import { PageHeading } from '../../components/page-heading.js';
import { OtherActions } from '../../components/status-actions.js';
import { SubscriptionMark } from '../../components/subscription-mark.js';
import type { Formatters } from '../../format/formatters.js';
import type { WebSession } from '../../request-state.js';
import type { SubscriptionPageView } from '../../view-models/subscription-page-view.js';
import { LogoPanel } from './logo-panel.js';
import { PaymentHistory, type PaymentHistoryPage } from './payment-history.js';
import { SubscriptionFacts } from './subscription-facts.js';

interface Props {
  session: WebSession;
  notice: string | null;
  subscription: SubscriptionResource;
  view: SubscriptionPageView;
  /** Absent when the history's page address was refused (its message is in `errors`). */
  payments: PaymentHistoryPage | undefined;
  format: Formatters;
  errors?: FormErrors | undefined;
  typed?: Record<string, string> | undefined;
  /** A refused logo upload's message, shown beside the logo's file input. */
  logoErrors?: FormErrors | undefined;
}

function CancelBy({ view, format }: { view: SubscriptionPageView; format: Formatters }) {
  const t = useT();
  const { cancelBy } = view;
  if (!cancelBy) return null;
  // One sentence a language orders as it needs: the dates are its arguments.
  const dates = { date: format.date(cancelBy.date), renewal: format.date(cancelBy.renewal) };
  return (
    <p class="cancel-by">
      <strong>
        {cancelBy.passed
          ? t('subscription.cancelBy.passed', dates)
          : t('subscription.cancelBy.coming', dates)}
      </strong>
    </p>
  );
}

function Renewals({
  s,
  view,
  format,
}: {
  s: SubscriptionResource;
  view: SubscriptionPageView;
  format: Formatters;
}) {
  const t = useT();
  if (view.renewals.length === 0) {
    return <p class="quiet">{t('subscription.renewals.none', { status: s.status })}</p>;
  }
  return (
    <>
      <ol class="plain-list renewals">
        {view.renewals.map((date) => (
          <li key={date}>
            <time datetime={date}>{format.date(date)}</time>
          </li>
        ))}
      </ol>
      {s.endsOn && (
        <p class="quiet">{t('subscription.renewals.endDate', { date: format.date(s.endsOn) })}</p>
      )}
    </>
  );
}

/**
 * One subscription's page: its facts in words, its next renewals and cancel-by
 * date, and its payment history, where a payment can be marked skipped or have its amount
 * changed without JavaScript.
 */
export function SubscriptionScreen(props: Props) {
  const { session, notice, subscription: s, view, payments, format, errors } = props;
  const t = useT();
  const name = isolateBidi(s.name);
  // D45: a viewer sees the page without the controls their role cannot use.
  const canChange = roleMay(session.role, 'POST', '/subscriptions/:id/edit');
  return (
    <Layout
      title={errors || props.logoErrors ? t('subscription.errorTitle', { name }) : name}
      session={session}
      notice={errors ? null : notice}
      current="/subscriptions"
    >
      <p class="back-link">
        <a href="/subscriptions">{t('subscription.back')}</a>
      </p>
      <PageHeading
        title={
          <span class="named">
            <SubscriptionMark id={s.id} name={s.name} hasLogo={s.hasLogo} />
            {name}
          </span>
        }
        action={
          canChange ? (
            <a
              class="button"
              href={`/subscriptions/${s.id}/edit`}
              aria-label={t('subscription.edit.label', { name })}
            >
              {t('subscription.edit')}
            </a>
          ) : null
        }
      />
      <ErrorSummary errors={errors ?? props.logoErrors} />
      <div class="subscription-page">
        <section aria-labelledby="details-heading" class="panel">
          <h2 id="details-heading">
            {t('subscription.details')} <StatusBadge status={s.status} />
          </h2>
          <SubscriptionFacts s={s} periodWords={view.periodWords} format={format} />
          <CancelBy view={view} format={format} />
        </section>
        <section aria-labelledby="renewals-heading" class="panel">
          <h2 id="renewals-heading">{t('subscription.renewals')}</h2>
          <Renewals s={s} view={view} format={format} />
        </section>
        <section aria-labelledby="payments-heading" class="panel wide">
          <h2 id="payments-heading">{t('subscription.payments')}</h2>
          {payments && (
            <PaymentHistory
              subscriptionId={s.id}
              page={payments}
              csrfToken={session.csrfToken}
              format={format}
              errors={errors}
              typed={props.typed}
              canChange={roleMay(session.role, 'POST', '/subscriptions/:id/payments/:paymentId')}
            />
          )}
        </section>
        {canChange ? (
          <LogoPanel s={s} csrfToken={session.csrfToken} errors={props.logoErrors} />
        ) : null}
        {canChange ? (
          <OtherActions
            id={s.id}
            name={s.name}
            status={s.status}
            csrfToken={session.csrfToken}
            returnTo={`/subscriptions/${s.id}`}
          />
        ) : null}
      </div>
    </Layout>
  );
}
