// D56 over real HTTP: a German bank's CSV and a CAMT.053 file in, the subscriptions they show
// out; the mapping of columns that cannot be told apart; the limits; "Not a subscription";
// and recording a match's charges as payments.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Discovery, STATEMENT_MAPPING_PARAMETERS } from '@subtrack/domain';
import {
  generateStatement,
  scoreSuggestions,
  writeStatement,
} from '@subtrack/file-formats/testing';
import { startDataIoServer } from '../testing/data-io-server.js';
import { checkedResponses, expectStatus } from '../testing/openapi/live-test-client.js';
import { createSubscription, type TestServer } from '../testing/test-server.js';

const DISCOVERIES = '/api/v1/discoveries';
const DISMISSALS = '/api/v1/dismissed-counterparties';
// Fourteen months of a current account ending the day before the test server's today:
// Netflix, Apple, Allianz, Amazon, Google and the Rundfunkbeitrag among salary, rent,
// groceries and the rest.
const STATEMENT = generateStatement({ seed: 2, to: '2026-11-20', months: 14 });
const SPARKASSE = writeStatement(STATEMENT, 'sparkasse');
const CAMT = writeStatement(STATEMENT, 'camt053');
const UNCLEAR = Buffer.from(
  ['Tag;Wer;Wieviel;Notiz', '05.09.2026;Netflix;-17,99;Abo', '05.10.2026;Netflix;-17,99;Abo'].join(
    '\n',
  ),
);

async function discover(s: TestServer, bytes: Uint8Array, query = '', key = s.writeKey) {
  const answer = await expectStatus(s, 200, 'POST', DISCOVERIES, `${DISCOVERIES}${query}`, {
    key,
    rawBody: bytes,
    headers: { 'Content-Type': 'application/octet-stream' },
  });
  return answer.json['discovery'] as Discovery;
}

describe('POST /api/v1/discoveries', () => {
  it('finds every subscription of a Sparkasse CSV (Windows-1252, semicolons) and of a CAMT.053 file, and nothing else', async (t) => {
    const s = await startDataIoServer(t);
    const trail = async () =>
      (await s.request('GET', '/api/v1/audit-events', { key: s.readKey })).json['data'];
    const before = await trail();
    for (const [file, query] of [
      [SPARKASSE, ''],
      [SPARKASSE, '?format=csv'],
      [CAMT, '?format=camt053'],
    ] as const) {
      const found = await discover(s, file, query);
      assert.equal(found.transactions, STATEMENT.rows.length);
      assert.equal(found.to, '2026-11-20');
      const score = scoreSuggestions(found.suggestions, STATEMENT.planted);
      assert.deepEqual(score.mistakes, [], query);
      assert.equal(score.truePositives, STATEMENT.planted.length);
    }
    assert.deepEqual(await trail(), before, 'a discovery writes nothing');
  });

  it('matches what the account tracks, and its charges recorded once change nothing the second time', async (t) => {
    const s = await startDataIoServer(t);
    const first = await discover(s, CAMT);
    const netflix = first.suggestions.find((suggestion) => suggestion.name === 'Netflix')!;
    const tracked = await createSubscription(s, {
      name: 'Netflix',
      category: 'Video',
      amount: netflix.amount,
      currency: netflix.currency,
      period: netflix.period,
      nextPaymentDate: netflix.nextPaymentDate,
    });
    const again = await discover(s, CAMT);
    assert.equal(
      again.suggestions.some((suggestion) => suggestion.name === 'Netflix'),
      false,
    );
    const match = again.matches.find((m) => m.subscriptionId === tracked.id)!;
    assert.equal(match.newPayments.length, netflix.evidence.length);
    const payments = `/api/v1/subscriptions/${tracked.id}/payments`;
    const body = {
      source: 'bank',
      payments: match.newPayments.map(({ dueOn, amount }) => ({ dueOn, amount })),
    };
    const template = '/api/v1/subscriptions/{id}/payments';
    const recorded = await expectStatus(s, 200, 'POST', template, payments, {
      key: s.writeKey,
      body,
    });
    assert.equal(
      (recorded.json['counts'] as { created: number }).created,
      match.newPayments.length,
    );
    const twice = await expectStatus(s, 200, 'POST', template, payments, {
      key: s.writeKey,
      body,
    });
    assert.deepEqual(twice.json['counts'], {
      created: 0,
      updated: 0,
      unchanged: match.newPayments.length,
    });
    const third = await discover(s, CAMT);
    assert.deepEqual(third.matches.find((m) => m.subscriptionId === tracked.id)?.newPayments, []);
  });

  it('asks for the columns by header when it cannot tell them apart, and reads them once named', async (t) => {
    const s = await startDataIoServer(t);
    const refused = await expectStatus(s, 400, 'POST', DISCOVERIES, DISCOVERIES, {
      key: s.writeKey,
      rawBody: UNCLEAR,
      code: 'invalid_statement',
    });
    const error = refused.json['error'] as Record<string, unknown>;
    assert.deepEqual(error['allowedValues'], ['Tag', 'Wer', 'Wieviel', 'Notiz']);
    assert.deepEqual(error['parameters'], STATEMENT_MAPPING_PARAMETERS);
    const found = await discover(s, UNCLEAR, '?date=Tag&amount=Wieviel&payee=Wer');
    assert.deepEqual([found.from, found.to, found.transactions], ['2026-09-05', '2026-10-05', 2]);
    await expectStatus(s, 400, 'POST', DISCOVERIES, `${DISCOVERIES}?format=qif`, {
      key: s.writeKey,
      rawBody: SPARKASSE,
      code: 'invalid_query',
    });
    await expectStatus(s, 400, 'POST', DISCOVERIES, `${DISCOVERIES}?format=camt053`, {
      key: s.writeKey,
      rawBody: SPARKASSE,
      code: 'invalid_statement',
    });
    await expectStatus(s, 400, 'POST', DISCOVERIES, DISCOVERIES, {
      key: s.writeKey,
      rawBody: '',
      code: 'invalid_statement',
    });
  });

  it('refuses a file over 10 MiB with 413, and a read key with 403', async (t) => {
    const s = await startDataIoServer(t);
    await expectStatus(s, 413, 'POST', DISCOVERIES, DISCOVERIES, {
      key: s.writeKey,
      rawBody: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
      code: 'payload_too_large',
    });
    await expectStatus(s, 403, 'POST', DISCOVERIES, DISCOVERIES, {
      key: s.readKey,
      rawBody: SPARKASSE,
      code: 'insufficient_scope',
    });
  });
});

describe('POST /api/v1/dismissed-counterparties', () => {
  it('keeps a counterparty out of later discoveries, once, audited', async (t) => {
    const s = await startDataIoServer(t);
    const dismissed = await expectStatus(s, 200, 'POST', DISMISSALS, DISMISSALS, {
      key: s.writeKey,
      body: { name: 'Rundfunk ARD, ZDF, DRadio' },
    });
    const data = dismissed.json['data'] as { key: string; name: string };
    assert.equal(data.key, 'rundfunk ard zdf');
    const again = await expectStatus(s, 200, 'POST', DISMISSALS, DISMISSALS, {
      key: s.writeKey,
      body: { name: 'RUNDFUNK ARD ZDF DRADIO' },
    });
    assert.deepEqual(again.json['data'], dismissed.json['data']);
    const found = await discover(s, SPARKASSE);
    assert.equal(
      found.suggestions.some((suggestion) => /rundfunk/i.test(suggestion.name)),
      false,
    );
    const audit = await s.request('GET', '/api/v1/audit-events?resourceType=counterparty', {
      key: s.readKey,
    });
    assert.deepEqual(
      (audit.json['data'] as Array<{ action: string }>).map((record) => record.action),
      ['counterparty.dismissed'],
    );
    await expectStatus(s, 400, 'POST', DISMISSALS, DISMISSALS, {
      key: s.writeKey,
      body: { name: '4711' },
      code: 'invalid_counterparty',
    });
  });

  it('checked a documented success of each operation', () => {
    for (const entry of [`POST ${DISCOVERIES} 200`, `POST ${DISMISSALS} 200`]) {
      assert.ok(checkedResponses.has(entry), entry);
    }
  });
});
