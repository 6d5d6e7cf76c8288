/**
 * The floor (issue 7): the least a server can do to answer GET one and GET list on the
 * same database file. Bare node:http and better-sqlite3: hash the bearer key and look it
 * up, run the same query, serialise the same JSON. No framework, no validation library, no
 * logging. The service's throughput is reported as a ratio to this.
 *
 * Usage: tsx bench/floor-server.ts <db-file> <port> (0: any free port)
 * Prints `listening on URL` once it listens, as `subtrack serve` does.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { type Subscription, toSubscriptionResource } from '@subtrack/domain';
import Database from 'better-sqlite3';

const [dbFile, port] = process.argv.slice(2);
const db = new Database(dbFile!, { readonly: true });
const keyByHash = db.prepare('SELECT account_id, revoked_at FROM api_keys WHERE hash = ?');
const oneById = db.prepare('SELECT * FROM subscriptions WHERE account_id = ? AND id = ?');
const listActiveByDate = db.prepare(
  `SELECT * FROM subscriptions WHERE account_id = ? AND status = 'active'
   ORDER BY next_payment_date, id LIMIT ? OFFSET ?`,
);

interface Row {
  id: string;
  account_id: string;
  name: string;
  category: string;
  amount_minor: number;
  currency: Subscription['currency'];
  period: Subscription['period'];
  next_payment_date: string;
  billing_anchor_day: number | null;
  custom_days: number | null;
  notification_enabled: number;
  status: Subscription['status'];
  is_trial: number;
  trial_ends_on: string | null;
  created_at: string;
  updated_at: string;
  interval_count: number;
  ends_on: string | null;
  notice_days: number | null;
  remind_days_before: string | null;
  started_on: string | null;
  has_logo: number;
}

function toJson(row: Row) {
  return toSubscriptionResource({
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    category: row.category,
    amountMinor: row.amount_minor,
    currency: row.currency,
    period: row.period,
    nextPaymentDate: row.next_payment_date,
    billingAnchorDay: row.billing_anchor_day,
    customDays: row.custom_days,
    notificationEnabled: row.notification_enabled === 1,
    status: row.status,
    isTrial: row.is_trial === 1,
    trialEndsOn: row.trial_ends_on,
    intervalCount: row.interval_count,
    endsOn: row.ends_on,
    noticeDays: row.notice_days,
    remindDaysBefore:
      row.remind_days_before === null ? null : (JSON.parse(row.remind_days_before) as number[]),
    startedOn: row.started_on,
    hasLogo: row.has_logo === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    version: 1,
  });
}

const ping = db.prepare('SELECT 1');

const server = createServer((request, response) => {
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  const requestId = randomUUID();
  if (request.url === '/healthz') {
    ping.get();
    return send(200, { status: 'ok', requestId });
  }
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const key = token
    ? (keyByHash.get(createHash('sha256').update(token).digest('hex')) as
        | { account_id: string; revoked_at: string | null }
        | undefined)
    : undefined;
  if (!key || key.revoked_at) return send(401, { error: { code: 'invalid_api_key' }, requestId });
  const url = new URL(request.url ?? '/', 'http://floor');
  const one = /^\/api\/v1\/subscriptions\/([0-9a-f-]{36})$/.exec(url.pathname);
  if (one) {
    const row = oneById.get(key.account_id, one[1]) as Row | undefined;
    return row ? send(200, { data: toJson(row), requestId }) : send(404, { requestId });
  }
  if (url.pathname === '/api/v1/subscriptions') {
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const rows = listActiveByDate.all(key.account_id, limit + 1, offset) as Row[];
    return send(200, {
      data: rows.slice(0, limit).map(toJson),
      pagination: { limit, offset, hasMore: rows.length > limit },
      query: { sort: 'nextPaymentDate', filters: { status: 'active' } },
      requestId,
    });
  }
  send(404, { requestId });
});
server.listen(Number(port), '127.0.0.1', () => {
  const address = server.address();
  console.log(
    `listening on http://127.0.0.1:${typeof address === 'object' ? address?.port : port}`,
  );
});

// Exit normally on SIGTERM, so `node --cpu-prof` writes its profile (BENCH_CPU_PROF=1).
process.on('SIGTERM', () => process.exit(0));
