// Issue 34: what one API request costs the database on PostgreSQL, counted in statements
// (each one a round trip to the server), with the API and the adapter composed as `serve`
// composes them. A request that gains a statement fails here, with the list of them.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  cliWriteContext,
  configureNotifications,
  createAccount,
  createApiKey,
  createSubscription,
  parseCreateSubscriptionBody,
} from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { createApp, createHttpServer } from '@subtrack/http-koa';
import type { Pool, PoolClient } from 'pg';
import { useSharedTestDatabase } from '../../../postgres-adapter/src/test-support/postgres-test-database.js';
import { testPorts } from '../../../postgres-adapter/src/test-support/postgres-test-ports.js';

/** A pool whose every statement, on its own or inside a transaction, is noted. */
function countingPool(pool: Pool): { pool: Pool; take(): string[] } {
  let statements: string[] = [];
  const note = (args: unknown[]) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    statements.push(text.replace(/\s+/g, ' '));
  };
  const counting = <T extends object>(target: T, wrap: Partial<Record<keyof T, unknown>>) =>
    new Proxy(target, {
      get(object, property) {
        if (Object.hasOwn(wrap, property)) return wrap[property as keyof T];
        const value = Reflect.get(object, property, object) as unknown;
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  const countingClient = (client: PoolClient) =>
    counting(client, {
      query: (...args: unknown[]) => {
        note(args);
        return (client.query as (...a: unknown[]) => unknown)(...args);
      },
    });
  return {
    pool: counting(pool, {
      query: (...args: unknown[]) => {
        note(args);
        return (pool.query as (...a: unknown[]) => unknown)(...args);
      },
      connect: async () => countingClient(await pool.connect()),
    }),
    take() {
      const taken = statements;
      statements = [];
      return taken;
    },
  };
}

/** The statements' beginnings, one a line, for a failure's message. */
const brief = (statements: string[]) => statements.map((text) => text.slice(0, 60)).join('\n');
/** Whether a statement writes (the quota row, a record, the audit log). */
const writes = (text: string) => /\b(INSERT|UPDATE|DELETE)\b/.test(text);

const shared = useSharedTestDatabase();

describe('database round trips of one API request on PostgreSQL', () => {
  let base: string;
  let key: string;
  let subscriptionId: string;
  let counted: ReturnType<typeof countingPool>;
  let close: () => Promise<void>;

  before(async () => {
    const [pool] = await shared();
    counted = countingPool(pool!);
    const ports = testPorts(counted.pool);
    const account = await createAccount(ports, { name: 'Round trips' });
    const ctx = cliWriteContext(account.id, 'req-cli');
    key = (await createApiKey(ports, ctx, { scope: 'write' })).key;
    await configureNotifications(ports, ctx, { enabled: true, timeZone: 'Europe/Berlin' });
    const input = parseCreateSubscriptionBody(aSubscriptionBody({ nextPaymentDate: '2027-01-05' }));
    subscriptionId = (await createSubscription(ports, ctx, input)).id;
    const app = createApp({
      ports,
      requestQuotas: ports.requestQuotas,
      failureThrottles: ports.failureThrottles,
      admission: ports.admission,
      log: () => {},
    });
    const server = createHttpServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  after(() => close());

  /**
   * The statements of one request, after a first one (which records the key's use); a
   * body is asked for each of the two, so a write really changes something both times.
   */
  async function statementsOf(
    method: string,
    path: string,
    bodyOf: () => unknown = () => undefined,
  ): Promise<string[]> {
    const send = async () => {
      const body = bodyOf();
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      assert.ok(response.ok, `${method} ${path}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer().catch(() => {});
    };
    await send();
    counted.take();
    await send();
    return counted.take();
  }

  it('GET one subscription: the record with its key check (1), writing nothing', async () => {
    const statements = await statementsOf('GET', `/api/v1/subscriptions/${subscriptionId}`);
    assert.equal(statements.length, 1, brief(statements));
    // The process took a block of the quota at the first request: this one only reads.
    assert.deepEqual(statements.filter(writes), [], brief(statements));
  });

  it('GET a list: the key, then the page with the time zone and the stale check (2)', async () => {
    const statements = await statementsOf('GET', '/api/v1/subscriptions?limit=50');
    assert.equal(statements.length, 2, brief(statements));
    assert.deepEqual(statements.filter(writes), [], brief(statements));
  });

  it('PATCH: the key with its quota, then one transaction of six statements (8)', async () => {
    let amount = 10;
    const statements = await statementsOf(
      'PATCH',
      `/api/v1/subscriptions/${subscriptionId}`,
      () => {
        amount += 1;
        return { amount };
      },
    );
    assert.equal(statements.length, 8, brief(statements));
  });
});
