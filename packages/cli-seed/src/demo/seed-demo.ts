import {
  cliWriteContext,
  configureNotifications,
  createAccount,
  createApiKey,
  createSignInLink,
  createSubscription,
  EURO,
  importReferenceRates,
  listPayments,
  type Ports,
  parseCreateSubscriptionBody,
  todayForAccount,
  updateCurrencySettings,
  updatePayment,
} from '@subtrack/domain';
import { DEMO_SKIPPED_MONTH_OF, demoBillingSubscriptions } from './demo-billing-subscriptions.js';
import { demoReferenceRates } from './demo-rates.js';
import { demoSubscriptions } from './demo-subscriptions.js';

/** What `demo` prints: the new account, its two keys (shown this once) and a sign-in link path. */
export interface DemoAccount {
  accountId: string;
  readKey: string;
  writeKey: string;
  /** `/sign-in/link/<token>`, one-time, valid 15 minutes. */
  signInUrl: string;
}

/** Where the demo settings take their time zone and locale from (the machine, like a browser). */
export interface DemoLocale {
  timeZone: string;
  locale: string;
}

/**
 * D1 `demo`: an account "Demo" with one read key, one write key, notification settings
 * (enabled, 3 days before, no push endpoint) and sixteen subscriptions dated from the
 * account's today, among them a quarterly plan, a two-year domain and a contract with
 * an end, a notice period and a payment history with one month skipped. The subscriptions are created through the write key's use case, so
 * the audit trail shows them like any API write. Its home currency is the euro, and the
 * server gets made-up reference rates of the demo's currencies when it has none.
 */
export async function seedDemo(ports: Ports, where: DemoLocale): Promise<DemoAccount> {
  const account = await createAccount(ports, { name: 'Demo' });
  const read = await createApiKey(ports, cliWriteContext(account.id, ports.ids.newId()), {
    scope: 'read',
  });
  const write = await createApiKey(ports, cliWriteContext(account.id, ports.ids.newId()), {
    scope: 'write',
  });
  await configureNotifications(ports, cliWriteContext(account.id, ports.ids.newId()), {
    enabled: true,
    daysBefore: 3,
    timeZone: where.timeZone,
    locale: where.locale,
  });
  const today = await todayForAccount(ports, account.id);
  const ctx = cliWriteContext(account.id, ports.ids.newId());
  for (const body of [...demoSubscriptions(today), ...demoBillingSubscriptions(today)]) {
    const created = await createSubscription(ports, ctx, parseCreateSubscriptionBody(body));
    if (created.name === DEMO_SKIPPED_MONTH_OF) await skipAMonth(ports, ctx, created.id);
  }
  await showTheEstimate(ports, ctx, today);
  const signInUrl = (await createSignInLink(ports, account.id)).path;
  return { accountId: account.id, readKey: read.key, writeKey: write.key, signInUrl };
}

/**
 * The estimate in euros on the dashboard: the home currency, and made-up reference
 * rates when the server has none of its own in their dates (a server whose operator imported
 * or fetched the European Central Bank's rates keeps them: they are every account's).
 */
async function showTheEstimate(
  ports: Ports,
  ctx: ReturnType<typeof cliWriteContext>,
  today: string,
): Promise<void> {
  await updateCurrencySettings(ports, ctx, { homeCurrency: EURO });
  const rates = demoReferenceRates(today);
  const stored = await ports.exchangeRates.ratesBetween(ctx.accountId, {
    currencies: [EURO, ...new Set(rates.map((rate) => rate.currency))],
    from: rates[0]?.date ?? today,
    to: today,
  });
  if (stored.some((rate) => rate.scope === 'reference')) return;
  await importReferenceRates(ports, rates);
}

/** Marks the contract's second newest payment skipped, as an owner would by PATCH. */
async function skipAMonth(
  ports: Ports,
  ctx: ReturnType<typeof cliWriteContext>,
  subscriptionId: string,
): Promise<void> {
  const { items } = await listPayments(ports, ctx.accountId, subscriptionId, {
    limit: 2,
    offset: 0,
    filters: {},
  });
  const payment = items[1];
  if (payment) await updatePayment(ports, ctx, subscriptionId, payment.id, { status: 'skipped' });
}

/** The machine's time zone and locale, as the web application would capture them. */
export function machineLocale(): DemoLocale {
  const options = new Intl.DateTimeFormat().resolvedOptions();
  return { timeZone: options.timeZone || 'UTC', locale: options.locale || 'en-US' };
}
