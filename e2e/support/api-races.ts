/**
 * Races from outside: concurrent requests against real `serve` processes, counted by their
 * answers. Rounds of 10 PATCHes sending one `If-Match` (more than one 200 in a round is a
 * lost update), storms of 20 PATCHes without one (each should answer 200, and the one
 * change of another field in it should stay), and 10 first uses of one idempotency key
 * (exactly one should run). The requests go to the given processes in turn, as a proxy
 * hands them out. `e2e/multi-process/races.test.ts` asserts the rules with it; `pnpm
 * bench` prints its figures (issue 34).
 */
import { randomUUID } from 'node:crypto';

/** One case on one set-up: rounds run, rounds with more than one winner, answers by status. */
export interface RaceCaseFigures {
  case: string;
  rounds: number;
  /** Rounds where more than one request won (If-Match, idempotency); 0 for storms. */
  roundsWithSeveralWinners: number;
  /** Storms: rounds after which one acknowledged change was no longer there. */
  roundsThatLostAChange?: number;
  /** How many answers had each status, over all rounds. */
  statuses: Record<string, number>;
}

export interface RaceFigures {
  setUp: string;
  cases: RaceCaseFigures[];
}

const IF_MATCH_RACERS = 10;
const DAY_MS = 86_400_000;
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const NEW_SUBSCRIPTION = {
  name: 'Raced',
  category: 'Bench',
  amount: 10,
  currency: 'EUR',
  period: 'monthly',
  nextPaymentDate: dayFromNow(20),
};
const STORM = 20;

/** A client of servers taking requests in turn, as a proxy would hand them out. */
/** A server as the races need it: where it answers. */
export interface RacedServer {
  url: string;
}

function client(servers: readonly RacedServer[], key: string) {
  let turn = 0;
  return async (method: string, path: string, body?: unknown, headers = {}) => {
    const server = servers[turn++ % servers.length]!;
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      json: text === '' ? null : (JSON.parse(text) as { data?: Record<string, unknown> }),
    };
  };
}

type Client = ReturnType<typeof client>;

function tally(into: Record<string, number>, statuses: number[]): void {
  for (const status of statuses) into[status] = (into[status] ?? 0) + 1;
}

async function raceIfMatch(
  call: Client,
  path: string,
  bodyOf: (i: number, round: number) => unknown,
  rounds: number,
): Promise<Omit<RaceCaseFigures, 'case'>> {
  const statuses: Record<string, number> = {};
  let several = 0;
  for (let round = 0; round < rounds; round++) {
    const { etag } = await call('GET', path);
    if (etag === null) throw new Error(`GET ${path}: no ETag`);
    const answers = await Promise.all(
      Array.from({ length: IF_MATCH_RACERS }, (_, i) =>
        call('PATCH', path, bodyOf(i, round), { 'if-match': etag }),
      ),
    );
    const codes = answers.map((a) => a.status);
    tally(statuses, codes);
    if (codes.filter((code) => code === 200).length > 1) several += 1;
  }
  return { rounds, roundsWithSeveralWinners: several, statuses };
}

/**
 * A storm: `STORM` PATCHes at once, the first changing `marker` to a new value, the others
 * changing other fields. Afterwards `marker` must hold that value: a write that read the
 * record before it and wrote after would have put the old value back (a lost update).
 */
async function storm(
  call: Client,
  path: string,
  marker: {
    field: string;
    valueOf: (round: number) => unknown;
    /** Reads the resource back (default: GET `path`). */
    read?: () => Promise<Record<string, unknown> | undefined>;
  },
  otherOf: (i: number, round: number) => unknown,
  rounds: number,
): Promise<Omit<RaceCaseFigures, 'case'>> {
  const statuses: Record<string, number> = {};
  let lost = 0;
  for (let round = 0; round < rounds; round++) {
    const value = marker.valueOf(round);
    const answers = await Promise.all(
      Array.from({ length: STORM }, (_, i) =>
        call('PATCH', path, i === 0 ? { [marker.field]: value } : otherOf(i, round)),
      ),
    );
    tally(
      statuses,
      answers.map((a) => a.status),
    );
    const after = await (marker.read ?? (async () => (await call('GET', path)).json?.data))();
    if (answers[0]!.status === 200 && after?.[marker.field] !== value) lost += 1;
  }
  return { rounds, roundsWithSeveralWinners: 0, roundsThatLostAChange: lost, statuses };
}

async function idempotentFirstUses(
  call: Client,
  rounds: number,
): Promise<Omit<RaceCaseFigures, 'case'>> {
  const statuses: Record<string, number> = {};
  let several = 0;
  for (let round = 0; round < rounds; round++) {
    const key = randomUUID();
    const body = { ...NEW_SUBSCRIPTION, name: `Race ${round}` };
    const answers = await Promise.all(
      Array.from({ length: IF_MATCH_RACERS }, () =>
        call('POST', '/api/v1/subscriptions', body, { 'idempotency-key': key }),
      ),
    );
    const codes = answers.map((a) => a.status);
    tally(statuses, codes);
    const created = new Set(answers.filter((a) => a.status === 201).map((a) => a.json?.data?.id));
    if (created.size > 1) several += 1;
  }
  return { rounds, roundsWithSeveralWinners: several, statuses };
}

/**
 * Runs every case against `servers` (one account, `key` a write key of it, its notification
 * settings made). Makes its own subscription with a payment history to race on.
 */
export async function measureRaces(
  setUp: string,
  servers: readonly RacedServer[],
  key: string,
  rounds: number,
): Promise<RaceFigures> {
  const call = client(servers, key);
  const created = await call('POST', '/api/v1/subscriptions', {
    ...NEW_SUBSCRIPTION,
    startedOn: dayFromNow(-90),
  });
  const id = created.json?.data?.['id'] as string | undefined;
  if (created.status !== 201 || id === undefined)
    throw new Error(`POST: ${created.status} ${JSON.stringify(created.json)}`);
  const payments = await call('GET', `/api/v1/subscriptions/${id}/payments`);
  const paymentId = (payments.json as { data?: Array<{ id: string }> } | null)?.data?.[0]?.id;
  if (paymentId === undefined) throw new Error('the raced subscription has no payment');
  const subscription = `/api/v1/subscriptions/${id}`;
  const settings = '/api/v1/notification-settings';
  const amount = (i: number, round: number) => ({ amount: 1 + round + i / 100 });
  const days = [1, 3, 7, 14] as const;
  const cases: RaceCaseFigures[] = [
    {
      case: 'subscription PATCH, one If-Match',
      ...(await raceIfMatch(call, subscription, amount, rounds)),
    },
    {
      case: 'subscription PATCH, no If-Match',
      ...(await storm(
        call,
        subscription,
        { field: 'name', valueOf: (round) => `Renamed ${round}` },
        amount,
        rounds,
      )),
    },
    {
      case: 'notification settings PATCH, one If-Match',
      ...(await raceIfMatch(
        call,
        settings,
        (i, round) => ({ daysBefore: days[(i + round) % 4], enabled: i % 2 === 0 }),
        rounds,
      )),
    },
    {
      case: 'notification settings PATCH, no If-Match',
      ...(await storm(
        call,
        settings,
        // Every round a value other than the last round's.
        { field: 'daysBefore', valueOf: (round) => days[round % 4] },
        (i) => ({ enabled: i % 2 === 0 }),
        rounds,
      )),
    },
    {
      case: 'payment PATCH, no If-Match',
      ...(await storm(
        call,
        `${subscription}/payments/${paymentId}`,
        {
          field: 'amount',
          valueOf: (round) => 100 + round,
          read: async () => {
            const list = await call('GET', `${subscription}/payments`);
            const items = (list.json as { data?: Array<Record<string, unknown>> } | null)?.data;
            return items?.find((p) => p['id'] === paymentId);
          },
        },
        (i) => ({ status: i % 2 === 0 ? 'skipped' : 'paid' }),
        rounds,
      )),
    },
    { case: 'POST, one Idempotency-Key', ...(await idempotentFirstUses(call, rounds)) },
  ];
  return { setUp, cases };
}
