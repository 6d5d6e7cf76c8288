import type { Payment } from '../payments/payment.js';
import type { PaymentListQuery } from '../ports/payment-repository.js';
import type { Ports } from '../ports/ports.js';
import type { Page } from '../shared/page.js';
import { getSubscription } from './get-subscription.js';
import type { RollForwardPorts } from './roll-forward-account.js';

/**
 * One page of a subscription's payments, newest first, `from`/`to` inclusive. The
 * subscription is read first like a GET of it (`subscription_not_found` for another
 * account's id; a stale date rolls forward), so every renewal already passed is listed.
 *
 * @example
 * await listPayments(ports, accountId, subscriptionId, parsePaymentListQuery({ limit: '12' }));
 */
export async function listPayments(
  ports: RollForwardPorts & Pick<Ports, 'payments'>,
  accountId: string,
  subscriptionId: string,
  query: PaymentListQuery,
): Promise<Page<Payment>> {
  await getSubscription(ports, accountId, subscriptionId);
  return ports.payments.listForSubscription(accountId, subscriptionId, query);
}
