import {
  cliWriteContext,
  configureNotifications,
  createAccount,
  createApiKey,
  createSignInLink,
  createSubscription,
  type Ports,
  parseCreateSubscriptionBody,
  todayForAccount,
} from '@subtrack/domain';
import { demoSubscriptions } from './demo-subscriptions.js';

/** What `demo` prints (D1, D28): the new account, its two keys (shown this once, D2) and a sign-in link path. */
export interface DemoAccount {
  accountId: string;
  readKey: string;
  writeKey: string;
  /** D28: `/sign-in/link/<token>`, one-time, valid 15 minutes. */
  signInUrl: string;
}

/** Where the demo settings take their time zone and locale from (the machine, like a browser). */
export interface DemoLocale {
  timeZone: string;
  locale: string;
}

/**
 * D1 `demo`: an account "Demo" with one read key, one write key, notification settings
 * (enabled, 3 days before, no push endpoint) and a dozen subscriptions dated from the
 * account's today (D5). The subscriptions are created through the write key's use case, so
 * the audit trail shows them like any API write.
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
  for (const body of demoSubscriptions(today)) {
    await createSubscription(ports, ctx, parseCreateSubscriptionBody(body));
  }
  const signInUrl = (await createSignInLink(ports, account.id)).path;
  return { accountId: account.id, readKey: read.key, writeKey: write.key, signInUrl };
}

/** The machine's time zone and locale, as the web application would capture them. */
export function machineLocale(): DemoLocale {
  const options = new Intl.DateTimeFormat().resolvedOptions();
  return { timeZone: options.timeZone || 'UTC', locale: options.locale || 'en-US' };
}
