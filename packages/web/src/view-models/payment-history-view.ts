import {
  isDomainError,
  type PaymentListQuery,
  type PaymentStatus,
  parsePaymentListQuery,
  type RawQuery,
} from '@subtrack/domain';
import type { MessageKey } from '@subtrack/i18n';
import { type FormErrors, formErrorsFrom } from '../components/form/index.js';
import { amountOf } from './subscription-form.js';

/** A page of payment history asked for: the query the domain accepted, or its message. */
export type PaymentPageRequest =
  | { query: PaymentListQuery; errors?: undefined }
  | { query?: undefined; errors: FormErrors };

/**
 * Reads `limit` and `offset` of `/subscriptions/<id>?...` with the API's own
 * parser, so a bad value gets the API's message. Other parameters (a one-time notice's) are
 * not the history's and are left out.
 */
export function readPaymentPageRequest(raw: RawQuery): PaymentPageRequest {
  const picked: RawQuery = {};
  for (const name of ['limit', 'offset'] as const) {
    if (raw[name] !== undefined && raw[name] !== '') picked[name] = raw[name];
  }
  try {
    return { query: parsePaymentListQuery(picked) };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { errors: formErrorsFrom(error).map((found) => ({ ...found, field: null })) };
  }
}

/** The address of one page of a subscription's payment history. */
export function paymentPageHref(subscriptionId: string, query: PaymentListQuery, offset: number) {
  const params = new URLSearchParams();
  if (offset > 0) params.set('offset', String(offset));
  if (query.limit !== parsePaymentListQuery({}).limit) params.set('limit', String(query.limit));
  const search = params.toString();
  return `/subscriptions/${subscriptionId}${search === '' ? '' : `?${search}`}`;
}

/** The previous and next page of the history, when there are ones. */
export function paymentPageLinks(
  subscriptionId: string,
  query: PaymentListQuery,
  hasMore: boolean,
): { previous: string | null; next: string | null } {
  const at = (offset: number) => paymentPageHref(subscriptionId, query, offset);
  return {
    previous: query.offset > 0 ? at(Math.max(0, query.offset - query.limit)) : null,
    next: hasMore ? at(query.offset + query.limit) : null,
  };
}

/** Each payment status in words, as the history shows it. */
export const PAYMENT_STATUS_WORDS: Record<PaymentStatus, MessageKey> = {
  paid: 'subscription.payments.status.paid',
  skipped: 'subscription.payments.status.skipped',
};

/** The one-time notice after a payment was changed. */
export function paymentChangedNotice(change: { status?: string; amount?: unknown }): MessageKey {
  if (change.status === 'skipped') return 'subscription.payments.notice.skipped';
  if (change.status === 'paid') return 'subscription.payments.notice.paid';
  return 'subscription.payments.notice.amount';
}

/**
 * The PATCH body of a payment's form: its status when the toggle sent one, else the
 * typed amount (a decimal comma read as a point; text that is no number refused).
 */
export function paymentPatchBodyFrom(form: { status?: string; amount?: string }) {
  if (form.status !== undefined && form.status !== '') return { status: form.status };
  return { amount: amountOf((form.amount ?? '').trim()) };
}
