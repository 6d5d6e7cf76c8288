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
  type NotificationSettings,
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
      async listActiveDueBefore(accountId, today) {
        await roundTrip();
        return ofAccount(accountId).filter(
          (s) => s.status === 'active' && s.nextPaymentDate < today,
        );
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
    payments: unused('payments'),
    apiKeys: unused('apiKeys'),
    channels: unused('channels'),
    reminderDeliveries: unused('reminderDeliveries'),
    calendarFeeds: unused('calendarFeeds'),
    ownerLogins: unused('ownerLogins'),
    webSessions: unused('webSessions'),
    signInLinks: unused('signInLinks'),
    idempotency: unused('idempotency'),
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
          if (method === 'iterateAll') return call;
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
