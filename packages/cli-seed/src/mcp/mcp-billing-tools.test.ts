import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { runInProcess } from '../testing/cli-in-process.js';
import { parseJsonOutput, tempFolder } from '../testing/cli-process.js';
import { callTool, connectOverStdio } from '../testing/mcp-clients.js';

// Dates around the real today (the command runs on the system clock): the 15th, so no
// month-end clamping, of two months ahead, and the same day a year before that.
function monthFromNow(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 15))
    .toISOString()
    .slice(0, 10);
}

type Payment = { id: string; dueOn: string; amount: number; status: string; source: string };

describe('subtrack mcp: billing tools', () => {
  it('creates a quarterly plan with its history, lists, skips and reprices a payment, and answers spend per month', async (t) => {
    const { db } = tempFolder(t);
    const demo = parseJsonOutput(await runInProcess(['demo', '--db', db, '--json']));
    const writer = await connectOverStdio(t, db, demo['writeKey'] as string);
    const nextPaymentDate = monthFromNow(2);
    const startedOn = monthFromNow(-10);
    const created = await callTool(writer.client, 'create_subscription', {
      name: 'Home insurance',
      category: 'Insurance',
      amount: 60,
      currency: 'EUR',
      period: 'monthly',
      intervalCount: 3,
      nextPaymentDate,
      startedOn,
      endsOn: monthFromNow(26),
      noticeDays: 30,
      remindDaysBefore: [14, 3],
    });
    assert.equal(created.isError, false, JSON.stringify(created.body));
    const record = created.body['data'] as Record<string, unknown>;
    assert.deepEqual(
      [record['intervalCount'], record['startedOn'], record['endsOn'], record['noticeDays']],
      [3, startedOn, monthFromNow(26), 30],
    );
    assert.deepEqual(record['remindDaysBefore'], [14, 3]);
    const id = record['id'] as string;

    const listed = await callTool(writer.client, 'list_payments', { id });
    assert.equal(listed.isError, false, JSON.stringify(listed.body));
    const payments = listed.body['data'] as Payment[];
    assert.deepEqual(
      payments.map((p) => [p.dueOn, p.source]),
      [monthFromNow(-1), monthFromNow(-4), monthFromNow(-7), monthFromNow(-10)].map((d) => [
        d,
        'backfill',
      ]),
    );
    const [latest, previous] = payments;
    const skipped = await callTool(writer.client, 'update_payment', {
      id,
      paymentId: previous!.id,
      status: 'skipped',
    });
    assert.equal((skipped.body['data'] as Payment).status, 'skipped');
    const repriced = await callTool(writer.client, 'update_payment', {
      id,
      paymentId: latest!.id,
      amount: 64.2,
    });
    assert.equal((repriced.body['data'] as Payment).amount, 64.2);
    const narrowed = await callTool(writer.client, 'list_payments', {
      id,
      from: monthFromNow(-4),
      limit: 1,
    });
    assert.deepEqual(
      (narrowed.body['data'] as Payment[]).map((p) => [p.dueOn, p.amount, p.status]),
      [[monthFromNow(-1), 64.2, 'paid']],
    );
    assert.deepEqual(narrowed.body['pagination'], { limit: 1, offset: 0, hasMore: true });

    const spend = await callTool(writer.client, 'spend_over_time', {
      from: monthFromNow(-10).slice(0, 7),
      to: monthFromNow(-1).slice(0, 7),
    });
    assert.equal(spend.isError, false, JSON.stringify(spend.body));
    const euros = (
      spend.body['spend'] as {
        byCurrency: Array<{ currency: string; months: Array<{ month: string; paid: number }> }>;
      }
    ).byCurrency.find((c) => c.currency === 'EUR')!;
    assert.equal(euros.months.length, 10);
    const paidIn = (date: string) => euros.months.find((m) => m.month === date.slice(0, 7))!.paid;
    // The demo account pays other EUR plans too: the quarter's months differ by this one.
    assert.ok(paidIn(monthFromNow(-1)) >= 64.2);

    const reader = await connectOverStdio(t, db, demo['readKey'] as string);
    const refused = await callTool(reader.client, 'update_payment', {
      id,
      paymentId: latest!.id,
      status: 'skipped',
    });
    assert.equal((refused.body['error'] as { code: string }).code, 'insufficient_scope');
  });

  it('refuses a bad payment change or month with the API error naming the field', async (t) => {
    const { db } = tempFolder(t);
    const demo = parseJsonOutput(await runInProcess(['demo', '--db', db, '--json']));
    const { client } = await connectOverStdio(t, db, demo['writeKey'] as string);
    const created = await callTool(
      client,
      'create_subscription',
      aSubscriptionBody({ nextPaymentDate: monthFromNow(1), startedOn: monthFromNow(-1) }),
    );
    const id = (created.body['data'] as { id: string }).id;
    const [payment] = (await callTool(client, 'list_payments', { id })).body['data'] as Payment[];
    const late = await callTool(client, 'update_payment', {
      id,
      paymentId: payment!.id,
      status: 'late',
    });
    assert.equal(late.isError, true);
    assert.deepEqual(late.body['error'], {
      code: 'invalid_payment',
      message: 'status must be one of paid, skipped.',
      field: 'status',
      suggestedFix: 'Send "paid", or "skipped" for a payment that was not made.',
      allowedValues: ['paid', 'skipped'],
    });
    const other = await callTool(client, 'update_payment', {
      id,
      paymentId: '00000000-0000-4000-8000-000000000000',
      amount: 1,
    });
    assert.equal((other.body['error'] as { code: string }).code, 'payment_not_found');
    const months = await callTool(client, 'spend_over_time', { from: '2026-13' });
    assert.equal((months.body['error'] as { field: string }).field, 'from');
    const interval = await callTool(client, 'update_subscription', { id, intervalCount: 40 });
    assert.equal((interval.body['error'] as { field: string }).field, 'intervalCount');
  });
});
