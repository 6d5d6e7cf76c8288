/**
 * An app's own asynchronous store, as an embedder of `@subtrack/domain` would write it
 * against the published types: plain Maps behind `await`ed calls (a stand-in for a database
 * reached over a network), one queue that runs calls and transactions one at a time, and
 * copy-on-write transactions. Only the ports the app's use cases need are real; the others
 * reject. Copied into a consumer project by `packed-consumers.check.ts`.
 */
import {
  type Account,
  type AuditRecord,
  compareCodePoints,
  foldCase,
  type Member,
  type NotificationSettings,
  type PaidMonthTotal,
  type Payment,
  type Ports,
  type StoragePorts,
  type Subscription,
  type SubscriptionListQuery,
  type UnitOfWork,
} from '@subtrack/domain';

interface Tables {
  accounts: Map<string, Account>;
  subscriptions: Map<string, Subscription>;
  settings: Map<string, NotificationSettings>;
  /** Keyed by subscription id and due date: one payment per subscription and date. */
  payments: Map<string, Payment>;
  /** An account is made with its first member, the owner. */
  members: Map<string, Member>;
  audit: AuditRecord[];
}

const copyOf = (t: Tables): Tables => structuredClone(t);

/** A network round trip: other tasks run meanwhile, as they would with a real server. */
const roundTrip = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A port this app never calls: every method rejects, naming it. */
function unused<P extends object>(name: string): P {
  return new Proxy({} as P, {
    get: (_, method) => () => Promise.reject(new Error(`${name}.${String(method)} is not used`)),
  });
}

const sortKey: Record<string, (s: Subscription) => string | number> = {
  createdAt: (s) => s.createdAt,
  nextPaymentDate: (s) => s.nextPaymentDate,
  amount: (s) => s.amountMinor,
  name: (s) => foldCase(s.name),
};

function compareFor(sort: SubscriptionListQuery['sort']) {
  const descending = sort.startsWith('-');
  const key = sortKey[descending ? sort.slice(1) : sort]!;
  return (a: Subscription, b: Subscription) => {
    const [x, y] = [key(a), key(b)];
    const order =
      (typeof x === 'number' ? x - (y as number) : compareCodePoints(x, String(y))) ||
      compareCodePoints(a.id, b.id);
    return descending ? -order : order;
  };
}

/** The storage ports on `tables()`: each call one round trip, each record a copy. */
function storageOn(tables: () => Tables): StoragePorts {
  const ofAccount = (accountId: string) =>
    [...tables().subscriptions.values()].filter((s) => s.accountId === accountId);
  return {
    accounts: {
      async insert(account) {
        await roundTrip();
        tables().accounts.set(account.id, { ...account });
      },
      async findById(id) {
        await roundTrip();
        const found = tables().accounts.get(id);
        return found ? { ...found } : null;
      },
      async list() {
        await roundTrip();
        return [...tables().accounts.values()].map((a) => ({ ...a }));
      },
    },
    subscriptions: {
      ...unused<StoragePorts['subscriptions']>('subscriptions'),
      async insert(subscription) {
        await roundTrip();
        tables().subscriptions.set(subscription.id, { ...subscription });
      },
      async update(subscription) {
        await roundTrip();
        tables().subscriptions.set(subscription.id, { ...subscription });
      },
      async findById(accountId, id) {
        await roundTrip();
        const found = tables().subscriptions.get(id);
        return found?.accountId === accountId ? { ...found } : null;
      },
      async countByAccount(accountId) {
        await roundTrip();
        return ofAccount(accountId).length;
      },
      async list(accountId, query) {
        await roundTrip();
        const sorted = ofAccount(accountId).sort(compareFor(query.sort));
        const items = sorted.slice(query.offset, query.offset + query.limit);
        return { items, hasMore: sorted.length > query.offset + query.limit };
      },
      async listActiveDueBefore(accountId, today, limit) {
        await roundTrip();
        const due = ofAccount(accountId)
          .filter((s) => s.status === 'active' && s.nextPaymentDate < today)
          .sort(compareFor('nextPaymentDate'));
        return limit === undefined ? due : due.slice(0, limit);
      },
      async *iterateAll(accountId) {
        // Pages of two: each page one round trip, as a keyset query would be.
        const ids = ofAccount(accountId).map((s) => s.id);
        for (let at = 0; at < ids.length; at += 2) {
          await roundTrip();
          for (const id of ids.slice(at, at + 2)) {
            const found = tables().subscriptions.get(id);
            if (found) yield { ...found };
          }
        }
      },
    },
    audit: {
      ...unused<StoragePorts['audit']>('audit'),
      async append(record) {
        await roundTrip();
        tables().audit.push(structuredClone(record));
      },
      async deleteForResources(accountId, resourceType, resourceIds) {
        await roundTrip();
        const ids = new Set(resourceIds);
        const kept = tables().audit.filter(
          (r) =>
            r.accountId !== accountId || r.resourceType !== resourceType || !ids.has(r.resourceId),
        );
        tables().audit.splice(0, tables().audit.length, ...kept);
      },
    },
    notificationSettings: {
      async get(accountId) {
        await roundTrip();
        const found = tables().settings.get(accountId);
        return found ? { ...found } : null;
      },
      async save(settings) {
        await roundTrip();
        tables().settings.set(settings.accountId, { ...settings });
      },
    },
    payments: paymentsOn(tables),
    apiKeys: unused('apiKeys'),
    channels: unused('channels'),
    reminderDeliveries: unused('reminderDeliveries'),
    calendarFeeds: unused('calendarFeeds'),
    exchangeRates: unused('exchangeRates'),
    currencySettings: unused('currencySettings'),
    pushKeys: unused('pushKeys'),
    logos: unused('logos'),
    dismissals: unused('dismissals'),
    members: {
      ...unused<StoragePorts['members']>('members'),
      async save(member) {
        await roundTrip();
        tables().members.set(member.id, { ...member });
      },
      async listByAccount(accountId) {
        await roundTrip();
        return [...tables().members.values()]
          .filter((m) => m.accountId === accountId)
          .map((m) => ({ ...m }));
      },
    },
    webSessions: unused('webSessions'),
    signInLinks: unused('signInLinks'),
    invitations: unused('invitations'),
    identities: unused('identities'),
    passkeys: unused('passkeys'),
    signInChallenges: unused('signInChallenges'),
    idempotency: unused('idempotency'),
  };
}

/** The payment history (3.0): a subscription's payments, at most one per due date. */
function paymentsOn(tables: () => Tables): StoragePorts['payments'] {
  const keyOf = (p: Pick<Payment, 'subscriptionId' | 'dueOn'>) => `${p.subscriptionId} ${p.dueOn}`;
  const ofSubscription = (accountId: string, subscriptionId: string) =>
    [...tables().payments.values()].filter(
      (p) => p.accountId === accountId && p.subscriptionId === subscriptionId,
    );
  return {
    async insertMany(payments) {
      await roundTrip();
      let stored = 0;
      for (const payment of payments) {
        if (tables().payments.has(keyOf(payment))) continue;
        tables().payments.set(keyOf(payment), { ...payment });
        stored += 1;
      }
      return stored;
    },
    async update(payment) {
      await roundTrip();
      const found = [...tables().payments.values()].find(
        (p) => p.accountId === payment.accountId && p.id === payment.id,
      );
      if (!found) return;
      const { amountMinor, status, updatedAt } = payment;
      tables().payments.set(keyOf(found), { ...found, amountMinor, status, updatedAt });
    },
    async findById(accountId, subscriptionId, id) {
      await roundTrip();
      const found = ofSubscription(accountId, subscriptionId).find((p) => p.id === id);
      return found ? { ...found } : null;
    },
    async listForSubscription(accountId, subscriptionId, query) {
      await roundTrip();
      const { from, to } = query.filters;
      const newestFirst = ofSubscription(accountId, subscriptionId)
        .filter((p) => (!from || p.dueOn >= from) && (!to || p.dueOn <= to))
        .sort((a, b) => compareCodePoints(b.dueOn, a.dueOn));
      const items = newestFirst.slice(query.offset, query.offset + query.limit);
      return { items, hasMore: newestFirst.length > query.offset + query.limit };
    },
    async *iterateAll(accountId) {
      await roundTrip();
      const ordered = [...tables().payments.values()]
        .filter((p) => p.accountId === accountId)
        .sort((a, b) => compareCodePoints(keyOf(a), keyOf(b)));
      for (const payment of ordered) yield { ...payment };
    },
    async deleteForSubscription(accountId, subscriptionId) {
      await roundTrip();
      const gone = ofSubscription(accountId, subscriptionId);
      for (const payment of gone) tables().payments.delete(keyOf(payment));
      return gone.map((p) => p.id);
    },
    async paidTotalsByMonth(accountId, fromMonth, toMonth) {
      await roundTrip();
      const totals = new Map<string, PaidMonthTotal>();
      for (const p of tables().payments.values()) {
        const month = p.dueOn.slice(0, 7);
        if (p.accountId !== accountId || p.status !== 'paid') continue;
        if (month < fromMonth || month > toMonth) continue;
        const total = totals.get(`${month} ${p.currency}`) ?? {
          month,
          currency: p.currency,
          amountMinor: 0,
          count: 0,
        };
        total.amountMinor += p.amountMinor;
        total.count += 1;
        totals.set(`${month} ${p.currency}`, total);
      }
      return [...totals.values()];
    },
    paidTotalsByDay: () => Promise.reject(new Error('payments.paidTotalsByDay is not used')),
  };
}

/** Runs `work` when every call and transaction queued before it has finished. */
function createQueue() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work, work);
    last = run.catch(() => undefined);
    return run;
  };
}

/** Every port of the domain on the app's Map store, with its own clock, ids and limits. */
export function createMapStorePorts(services: Pick<Ports, 'clock' | 'ids' | 'limits'>): {
  ports: Ports;
  auditCount: () => number;
} {
  let tables: Tables = {
    accounts: new Map(),
    subscriptions: new Map(),
    settings: new Map(),
    payments: new Map(),
    members: new Map(),
    audit: [],
  };
  const inTurn = createQueue();
  const direct = storageOn(() => tables);
  // Each outer call takes its turn, so it never sees a transaction half done.
  const outer = Object.fromEntries(
    Object.entries(direct).map(([name, port]) => [
      name,
      new Proxy(port, {
        get: (target, method) => {
          const call = Reflect.get(target, method) as (...args: unknown[]) => unknown;
          // A method the store leaves out (an optional one) stays absent, as the domain asks.
          if (typeof call !== 'function' || method === 'iterateAll') return call;
          return (...args: unknown[]) => inTurn(async () => call.apply(target, args));
        },
      }),
    ]),
  ) as unknown as StoragePorts;
  const unitOfWork: UnitOfWork = {
    transaction: (work) =>
      inTurn(async () => {
        // Copy on write: the work changes a copy, kept only when it resolves.
        const draft = copyOf(tables);
        const result = await work(storageOn(() => draft));
        tables = draft;
        return result;
      }),
  };
  return {
    ports: {
      ...outer,
      unitOfWork,
      clock: services.clock,
      ids: services.ids,
      random: unused('random'),
      passwordHasher: unused('passwordHasher'),
      limits: services.limits,
    },
    auditCount: () => tables.audit.length,
  };
}
