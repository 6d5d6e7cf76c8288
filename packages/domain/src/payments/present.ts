import { fromMinorUnits } from '../analytics/money.js';
import type { PaymentListQuery } from '../ports/payment-repository.js';
import type { Page } from '../shared/page.js';
import type { ExportedPayment, Payment, PaymentResource } from './payment.js';

/**
 * Turns a stored payment into the API's `data` item: the amount in major units, the
 * account id left out.
 *
 * @example
 * toPaymentResource(payment); // { id, subscriptionId, dueOn, amount: 15.49, currency, status, source, createdAt, updatedAt }
 */
export function toPaymentResource(p: Payment): PaymentResource {
  return {
    id: p.id,
    subscriptionId: p.subscriptionId,
    dueOn: p.dueOn,
    amount: fromMinorUnits(p.amountMinor),
    currency: p.currency,
    status: p.status,
    source: p.source,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/**
 * A stored payment as an export carries it: date, amount in major units,
 * currency, status and source.
 *
 * @example
 * toExportedPayment(payment); // { dueOn: '2026-10-31', amount: 30, currency: 'EUR', status: 'paid', source: 'renewal' }
 */
export function toExportedPayment(p: Payment): ExportedPayment {
  return {
    dueOn: p.dueOn,
    amount: fromMinorUnits(p.amountMinor),
    currency: p.currency,
    status: p.status,
    source: p.source,
  };
}

/**
 * The body of `GET /api/v1/subscriptions/{id}/payments` (and of the assistant tool
 * that lists them): the page's payments, its pagination and the filters applied.
 *
 * @example
 * toPaymentListBody(await listPayments(ports, accountId, id, query), query);
 */
export function toPaymentListBody(page: Page<Payment>, query: PaymentListQuery) {
  return {
    data: page.items.map(toPaymentResource),
    pagination: { limit: query.limit, offset: query.offset, hasMore: page.hasMore },
    query: { filters: query.filters },
  };
}
