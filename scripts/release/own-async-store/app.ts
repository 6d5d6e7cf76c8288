/**
 * The use cases of `@subtrack/domain` on the app's own asynchronous store (`map-store.ts`):
 * what an embedder with its own database writes. Prints what it finds; the release check
 * compares the lines.
 */
import { randomUUID } from 'node:crypto';
import {
  cliWriteContext,
  createAccount,
  createSubscription,
  getSpendSummary,
  isDomainError,
  listPayments,
  listSubscriptions,
  parseCreateSubscriptionBody,
  parsePaymentListQuery,
  parseSubscriptionListQuery,
} from '@subtrack/domain';
import { createMapStorePorts } from './map-store.js';

const now = new Date('2026-03-01T09:00:00.000Z');
const { ports, auditCount } = createMapStorePorts({
  clock: { now: () => new Date(now) },
  ids: { newId: () => randomUUID() },
  limits: { maxSubscriptionsPerAccount: 3 },
});

const account = await createAccount(ports, { name: 'Household' });
const write = cliWriteContext(account.id, 'app-request-1');
const bodies = [
  // Started three months ago: its payment history is filled in from then (3.0's payments port).
  {
    name: 'Netflix',
    category: 'Streaming',
    amount: 15.99,
    currency: 'USD',
    period: 'monthly',
    startedOn: '2025-12-20',
  },
  { name: 'Spotify', category: 'Music', amount: 10.99, currency: 'EUR', period: 'monthly' },
  { name: 'Fastmail', category: 'Email', amount: 60, currency: 'USD', period: 'yearly' },
];
// Three creates at once: the store's queue runs their transactions one after the other.
await Promise.all(
  bodies.map((body) =>
    createSubscription(
      ports,
      write,
      parseCreateSubscriptionBody({ ...body, nextPaymentDate: '2026-03-20' }),
    ),
  ),
);

const byName = await listSubscriptions(
  ports,
  account.id,
  parseSubscriptionListQuery({ sort: 'name' }),
);
console.log(byName.items.map((sub) => sub.name).join(' '));
const summary = await getSpendSummary(ports, account.id, { horizonDays: 30 });
console.log(summary.byCurrency.map((spend) => `${spend.currency} ${spend.monthlyTotal}`).join(' '));
console.log(`renewals in 30 days: ${summary.upcomingRenewals.length}`);
console.log(`audit records: ${auditCount()}`);
const netflix = byName.items.find((sub) => sub.name === 'Netflix')!;
const history = await listPayments(ports, account.id, netflix.id, parsePaymentListQuery({}));
console.log(`Netflix paid: ${history.items.map((payment) => payment.dueOn).join(' ')}`);

// A fourth create is past the account's limit: refused inside its transaction, which the
// store rolls back, so nothing more is stored and no audit record is written.
try {
  await createSubscription(
    ports,
    write,
    parseCreateSubscriptionBody({ ...bodies[0], nextPaymentDate: '2026-03-20' }),
  );
} catch (error) {
  console.log(isDomainError(error) ? error.code : String(error));
}
const all = await listSubscriptions(ports, account.id, parseSubscriptionListQuery({}));
console.log(`stored: ${all.items.length}, audit records: ${auditCount()}`);
