/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { PaymentResource } from '@subtrack/domain';
import { Badge } from '../../components/badge.js';
import { CsrfField } from '../../components/csrf-field.js';
import { errorFor, type FormErrors, HintAndError } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';
import { Pager } from '../../components/pager.js';
import type { Formatters } from '../../format/formatters.js';
import { PAYMENT_STATUS_WORDS } from '../../view-models/payment-history-view.js';

/** One page of a subscription's payments, newest first. */
export interface PaymentHistoryPage {
  items: PaymentResource[];
  /** This page's address, where a change returns to. */
  href: string;
  previous: string | null;
  next: string | null;
}

interface Props {
  subscriptionId: string;
  page: PaymentHistoryPage;
  csrfToken: string;
  format: Formatters;
  /** A refused amount: its message under the field `amount-<paymentId>`. */
  errors?: FormErrors | undefined;
  /** What was typed into a refused amount field, by payment id. */
  typed?: Record<string, string> | undefined;
  /** The member may change payments (else the table has no Change column). */
  canChange?: boolean;
}

// Each row's two forms: the amount with its own Change button, and the status toggle. Every
// control's name starts with its visible words and names the payment's date (hidden from
// sight), so a list of them stays tellable apart by ear.
function PaymentRow({
  p,
  subscriptionId,
  page,
  csrfToken,
  format,
  errors,
  typed,
  canChange,
}: Props & { p: PaymentResource }) {
  const t = useT();
  const action = `/subscriptions/${subscriptionId}/payments/${p.id}`;
  const when = format.date(p.dueOn);
  const field = `amount-${p.id}`;
  const message = errorFor(errors, field, t('subscription.payments.amount'), t);
  const toggle = p.status === 'paid' ? 'skipped' : 'paid';
  return (
    <tr>
      <th scope="row">
        <time datetime={p.dueOn}>{when}</time>
      </th>
      <td data-label={t('subscription.payments.amount')} class="amount">
        {format.money(p.amount, p.currency)}
      </td>
      <td data-label={t('subscription.payments.status')}>
        <Badge tone={p.status === 'paid' ? 'positive' : 'neutral'}>
          {t(PAYMENT_STATUS_WORDS[p.status])}
        </Badge>
      </td>
      {canChange === false ? null : (
        <td class="actions">
          <div class="row-actions payment-actions">
            <form method="post" action={action} class="payment-amount">
              <CsrfField token={csrfToken} />
              <input type="hidden" name="next" value={page.href} />
              <label for={field} class="visually-hidden">
                {t('subscription.payments.newAmount', { date: when })}
              </label>
              <HintAndError name={field} message={message} />
              <span class="amount-line">
                <input
                  id={field}
                  name="amount"
                  type="text"
                  inputMode="decimal"
                  value={typed?.[p.id] ?? p.amount.toFixed(2)}
                  aria-invalid={message ? 'true' : undefined}
                  aria-describedby={message ? `${field}-error` : undefined}
                />
                <button
                  type="submit"
                  aria-label={t('subscription.payments.changeAmount.label', { date: when })}
                >
                  {t('subscription.payments.changeAmount')}
                </button>
              </span>
            </form>
            <form method="post" action={action}>
              <CsrfField token={csrfToken} />
              <input type="hidden" name="next" value={page.href} />
              <input type="hidden" name="status" value={toggle} />
              <button
                type="submit"
                class="secondary"
                aria-label={t('subscription.payments.mark.label', { status: toggle, date: when })}
              >
                {t('subscription.payments.mark', { status: toggle })}
              </button>
            </form>
          </div>
        </td>
      )}
    </tr>
  );
}

/**
 * The payment history, newest first, a page at a time; each payment's amount can be
 * changed (a bill that varies) and it can be marked skipped or paid again, with plain forms.
 */
export function PaymentHistory(props: Props) {
  const { page } = props;
  const t = useT();
  if (page.items.length === 0) {
    return <p class="quiet">{t('subscription.payments.none')}</p>;
  }
  return (
    <>
      <table class="cards payments">
        <caption class="visually-hidden">{t('subscription.payments.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('subscription.payments.dueOn')}</th>
            <th scope="col" class="amount">
              {t('subscription.payments.amount')}
            </th>
            <th scope="col">{t('subscription.payments.status')}</th>
            {props.canChange === false ? null : (
              <th scope="col">{t('subscription.payments.change')}</th>
            )}
          </tr>
        </thead>
        <tbody>
          {page.items.map((p) => (
            <PaymentRow key={p.id} p={p} {...props} />
          ))}
        </tbody>
      </table>
      <Pager
        label={t('subscription.payments.pages')}
        previous={page.previous}
        next={page.next}
        previousText={t('subscription.payments.newer')}
        nextText={t('subscription.payments.older')}
      />
    </>
  );
}
