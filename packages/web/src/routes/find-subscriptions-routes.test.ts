import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import {
  createSubscription,
  listDismissals,
  listPayments,
  listSubscriptions,
  parsePaymentListQuery,
  parseSubscriptionListQuery,
} from '@subtrack/domain';
// Test-only: the composing app (cli-seed) passes the real file formats in production.
import {
  createImportFileParser,
  createStatementReader,
  exportFileWriter,
} from '@subtrack/file-formats';
import { generateStatement, writeStatement } from '@subtrack/file-formats/testing';
import { type ScreenServer, startScreenServer } from '../testing/screen-server.js';
import { registerFindSubscriptionsRoutes } from './find-subscriptions-routes.js';

const dataFiles = {
  parser: createImportFileParser(),
  writer: exportFileWriter,
  statements: createStatementReader(),
};
const start = (t: TestContext) =>
  startScreenServer(t, registerFindSubscriptionsRoutes, { deps: { dataFiles } });

// Fourteen months of a current account ending the day before the screen server's today:
// Netflix, Apple, Allianz, Amazon, Google and the Rundfunkbeitrag among everything else.
const STATEMENT = generateStatement({ seed: 2, to: '2026-11-20', months: 14 });
const SPARKASSE = writeStatement(STATEMENT, 'sparkasse');
const UNCLEAR = Buffer.from(
  ['Tag;Wer;Wieviel', ...['08', '09', '10'].map((m) => `05.${m}.2026;Netflix;-17,99`)].join('\n'),
);

function uploadForm(bytes: Uint8Array, name = 'Umsaetze.csv') {
  const form = new FormData();
  form.set('_csrf', 'csrf-token-1');
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

const noticeOf = (html: string) => html.match(/<p role="status"[^>]*>([^<]*)</)?.[1] ?? null;

/** The index the page's "Add" form of `name` posts. */
function suggestionIndex(html: string, name: string): string {
  const card = html.split(`>${name}</h3>`)[1] ?? '';
  const index = card.match(/name="suggestion" value="(\d+)"/)?.[1];
  assert.ok(index !== undefined, `no suggestion ${name}`);
  return index;
}

async function uploaded(server: ScreenServer, bytes: Uint8Array = SPARKASSE) {
  const answer = await server.upload('/find-subscriptions', uploadForm(bytes));
  assert.equal(answer.status, 303, answer.html.slice(0, 500));
  return answer.headers.get('location');
}

describe('GET and POST /find-subscriptions', () => {
  it('offers the upload, then shows each subscription of the export with its price, period and charges', async (t) => {
    const server = await start(t);
    const empty = await server.get('/find-subscriptions');
    assert.equal(empty.status, 200);
    assert.match(
      empty.html,
      /action="\/find-subscriptions" enctype="multipart\/form-data" novalidate><input type="hidden" name="_csrf"/,
    );
    assert.match(empty.html, /<label for="file">Bank export<\/label>/);
    assert.equal(await uploaded(server), '/find-subscriptions');
    const page = await server.get('/find-subscriptions');
    assert.match(page.html, /“Umsaetze.csv”: \d+ bookings from \w+ \d+, 2025 to Nov 20, 2026\./);
    assert.match(page.html, /<h2 id="suggestions-title">Not tracked yet<\/h2>/);
    const headings = [...page.html.matchAll(/<h3 id="suggestion-\d+">([^<]+)<\/h3>/g)].map(
      ([, name]) => name?.toLowerCase() ?? '',
    );
    assert.equal(headings.length, STATEMENT.planted.length);
    for (const { brand } of STATEMENT.planted) {
      assert.ok(
        headings.some((name) => name.includes(brand)),
        `${brand} among ${headings}`,
      );
    }
    assert.match(
      page.html,
      /<button type="submit" class="small do" aria-label="Add Netflix">Add<\/button>/,
    );
    assert.match(page.html, /<summary>Show the charges<\/summary>/);
    assert.match(page.html, /Very likely/);
    assert.doesNotMatch(page.html, /confidence/i, 'how sure, in words only');
  });

  it('adds a suggestion at once, with its charges as paid payments, and says so', async (t) => {
    const server = await start(t);
    await uploaded(server);
    const page = await server.get('/find-subscriptions');
    const added = await server.post('/find-subscriptions/add', {
      suggestion: suggestionIndex(page.html, 'Netflix'),
    });
    assert.equal(added.status, 303);
    const after = await server.get('/find-subscriptions');
    assert.match(
      noticeOf(after.html) ?? '',
      /^Netflix added to your subscriptions, with its \d+ payments from the export\.$/,
    );
    const [netflix] = (
      await listSubscriptions(server.ports, server.accountId, parseSubscriptionListQuery({}))
    ).items;
    assert.equal(netflix?.name, 'Netflix');
    assert.match(after.html, new RegExp(`href="/subscriptions/${netflix?.id}">Open Netflix</a>`));
    const { items } = await listPayments(
      server.ports,
      server.accountId,
      netflix!.id,
      parsePaymentListQuery({ limit: '100' }),
    );
    const bank = items.filter((p) => p.source === 'bank');
    const charges = STATEMENT.rows.filter((row) => /netflix/i.test(row.payee)).length;
    assert.equal(bank.length, charges, 'one payment per charge');
    const again = await server.post('/find-subscriptions/add', {
      suggestion: suggestionIndex(page.html, 'Netflix'),
    });
    assert.equal(again.status, 303);
    assert.equal(
      (await listSubscriptions(server.ports, server.accountId, parseSubscriptionListQuery({})))
        .items.length,
      1,
      'added once',
    );
  });

  it('remembers "Not a subscription" and leaves the suggestion out', async (t) => {
    const server = await start(t);
    await uploaded(server);
    const page = await server.get('/find-subscriptions');
    const name = page.html.match(/<h3 id="suggestion-\d+">(Rundfunk[^<]*)<\/h3>/)?.[1] ?? '';
    assert.notEqual(name, '');
    await server.post('/find-subscriptions/dismiss', {
      suggestion: suggestionIndex(page.html, name),
    });
    const after = await server.get('/find-subscriptions');
    assert.equal(noticeOf(after.html), `${name} will not be suggested again.`);
    assert.doesNotMatch(after.html, new RegExp(`>${name}</h3>`));
    assert.deepEqual(
      (await listDismissals(server.ports, server.accountId)).map((d) => d.name),
      [name],
    );
    await uploaded(server);
    assert.doesNotMatch((await server.get('/find-subscriptions')).html, /Rundfunk/);
  });

  it('records the charges a tracked subscription’s history lacks', async (t) => {
    const server = await start(t);
    const apple = STATEMENT.rows.filter((row) => /apple/i.test(row.payee));
    const latest = apple[apple.length - 1]!;
    await createSubscription(server.ports, server.ctx, {
      name: 'Apple',
      category: 'Cloud',
      amountMinor: -latest.amountMinor,
      currency: 'EUR',
      period: 'monthly',
      nextPaymentDate: latest.date,
    });
    await uploaded(server);
    const page = await server.get('/find-subscriptions');
    assert.match(page.html, /<h2 id="matches-title">Already tracked<\/h2>/);
    assert.match(page.html, /\d+ charges are not in its payment history as charged:/);
    const index = page.html.match(/name="match" value="(\d+)"/)?.[1] ?? '';
    const recorded = await server.post('/find-subscriptions/record', { match: index });
    assert.equal(recorded.status, 303);
    const after = await server.get('/find-subscriptions');
    assert.match(noticeOf(after.html) ?? '', /^\d+ payments recorded at the amounts charged\.$/);
    assert.match(after.html, /Its payment history now holds every charge of the file\./);
  });

  it('asks for the columns by header when it cannot tell them apart', async (t) => {
    const server = await start(t);
    assert.equal(await uploaded(server, UNCLEAR), '/find-subscriptions/columns');
    const step = await server.get('/find-subscriptions/columns');
    assert.equal(step.status, 200);
    assert.match(step.html, /<h1>Which column holds what\?<\/h1>/);
    for (const label of ['Booking date', 'Amount', 'Who was paid', 'Money out', 'Money in'])
      assert.match(step.html, new RegExp(`<label for="\\w+">${label}</label>`));
    assert.match(step.html, /<option value="Wieviel">Wieviel<\/option>/);
    const wrong = await server.post('/find-subscriptions/columns', { date: 'Wer' });
    assert.equal(wrong.status, 400);
    assert.match(wrong.html, /There is a problem/);
    assert.match(wrong.html, /<option value="Wer" selected>Wer<\/option>/, 'keeps the choice');
    const named = await server.post('/find-subscriptions/columns', {
      date: 'Tag',
      amount: 'Wieviel',
      payee: 'Wer',
    });
    assert.equal(named.status, 303);
    const page = await server.get('/find-subscriptions');
    assert.match(page.html, /3 bookings from Aug 5, 2026 to Oct 5, 2026\./);
    assert.match(page.html, /<h3 id="suggestion-0">Netflix<\/h3>/);
  });

  it('says beside the file why it cannot be read, and refuses a file over 10 MiB', async (t) => {
    const server = await start(t);
    const unreadable = await server.upload(
      '/find-subscriptions',
      uploadForm(Buffer.from('%PDF-1.7 not a statement')),
    );
    assert.equal(unreadable.status, 400);
    assert.match(unreadable.html, /<title>Error: Find subscriptions – subtrack<\/title>/);
    assert.match(unreadable.html, /<a href="#file">/);
    const large = await server.upload(
      '/find-subscriptions',
      uploadForm(Buffer.alloc(10 * 1024 * 1024 + 1, 0x41)),
    );
    assert.equal(large.status, 413);
    assert.match(large.html, /larger than 10 MiB/);
  });

  it('keeps the findings for an hour, then asks for the file again', async (t) => {
    const server = await start(t);
    await uploaded(server);
    const page = await server.get('/find-subscriptions');
    server.clock.advance(59 * 60_000);
    assert.match((await server.get('/find-subscriptions')).html, /Not tracked yet/);
    server.clock.advance(2 * 60_000);
    const later = await server.get('/find-subscriptions');
    assert.match(later.html, /<label for="file">Bank export<\/label>/);
    await server.post('/find-subscriptions/add', {
      suggestion: suggestionIndex(page.html, 'Netflix'),
    });
    assert.match(
      noticeOf((await server.get('/find-subscriptions')).html) ?? '',
      /kept for an hour/,
    );
    await uploaded(server);
    await server.post('/find-subscriptions/clear', {});
    const cleared = await server.get('/find-subscriptions');
    assert.equal(noticeOf(cleared.html), 'The findings are gone. Upload another export.');
    assert.match(cleared.html, /<label for="file">Bank export<\/label>/);
  });
});
