import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import type Router from '@koa/router';
import {
  addChannel,
  cliWriteContext,
  createApiKey,
  createCalendarFeed,
  createSubscription,
  getCurrencySettings,
  inviteMember,
  joinWithPassword,
  listExchangeRates,
  listPayments,
  type MemberRole,
  type Ports,
  parsePaymentListQuery,
  parseSubscriptionListQuery,
} from '@subtrack/domain';
import {
  aQuarterlyPlanStartedAYearAgo,
  auditRecordsOf,
  TEST_BROWSER_KEYS,
} from '@subtrack/domain/testing';
// Test-only: the composing app (cli-seed) passes the real file formats in production.
import {
  createImportFileParser,
  createStatementReader,
  ecbRateFileReader,
  exportFileWriter,
} from '@subtrack/file-formats';
import {
  ecbFixture,
  generateStatement,
  wallosFixture,
  writeStatement,
} from '@subtrack/file-formats/testing';
import type Koa from 'koa';
import { createWebApp } from '../app.js';
import { OidcConnection } from '../oidc/oidc-connection.js';
import { FAKE_CLIENT, startFakeOidcProvider } from '../testing/fake-oidc-provider.js';
import { SUBSCRIPTION_FORM_FIELDS } from '../testing/subscription-form-fields.js';
import { startTestWebApp, TEST_OWNER, WebClient } from '../testing/test-web-app.js';
import { ROUTE_ROLES } from './route-roles.js';

// D45: every signed-in route of the app, walked with every role. The routes come from the
// app's own routers (their layers), so a route added anywhere is walked here, and one with
// no sample request or no row in ROUTE_ROLES fails this file.

const ROLES: readonly MemberRole[] = ['owner', 'editor', 'viewer'];
const dataFiles = {
  parser: createImportFileParser(),
  writer: exportFileWriter,
  rates: ecbRateFileReader,
  statements: createStatementReader(),
};

/** The routes of the public pages: they need no session, so no role. */
const PUBLIC_ROUTES = [
  'GET /sign-in',
  'POST /sign-in',
  'GET /sign-in/link/:token',
  'POST /sign-in/link/:token',
  'POST /sign-out',
  'GET /invite/:token',
  'POST /invite/:token',
  'POST /sign-in/passkey/options',
  'POST /sign-in/passkey',
  'GET /sign-in/oidc',
  'GET /sign-in/oidc/join/:token',
  'GET /sign-in/oidc/callback',
];

type KoaRouter = Router & { stack: Array<{ path: string | RegExp; methods: string[] }> };

/** `"METHOD path"` of each route of a router (HEAD goes with its GET). */
function routesOf(router: KoaRouter): string[] {
  return router.stack.flatMap((layer) =>
    layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${String(layer.path)}`),
  );
}

/** The routers the app mounts, the one behind the role check apart from the others. */
function routersOf(app: Koa) {
  const mounted = app.middleware as Array<{ router?: KoaRouter; checkedRouter?: KoaRouter }>;
  const checked = mounted.find((m) => m.checkedRouter)?.checkedRouter;
  assert.ok(checked, 'the app checks roles');
  const others = mounted.flatMap((m) => (m.router && m.router !== checked ? [m.router] : []));
  return { checked, others };
}

function appRoutes() {
  // With a provider set up, so its routes are walked too (only their registration is read).
  const oidc = new OidcConnection({
    issuer: 'http://127.0.0.1:9/',
    clientId: 'subtrack',
    clientSecret: 'unused',
    name: 'Test IdP',
  });
  const app = createWebApp({ ports: {} as Ports, log: () => {}, oidc });
  const { checked, others } = routersOf(app);
  return { signedIn: routesOf(checked), public: others.flatMap(routesOf) };
}

/** A served app whose account has an owner, an editor, a viewer and one of everything. */
async function aHousehold(t: TestContext) {
  const provider = await startFakeOidcProvider(t);
  const oidc = new OidcConnection({
    issuer: provider.issuer,
    clientId: FAKE_CLIENT.id,
    clientSecret: FAKE_CLIENT.secret,
    name: 'Test IdP',
  });
  const app = await startTestWebApp(t, { dataFiles, oidc });
  const { ports, accountId } = app;
  const cli = cliWriteContext(accountId, 'setup');
  const join = async (role: MemberRole, email: string) => {
    const { path } = await inviteMember(ports, cli, { role });
    const password = TEST_OWNER.password;
    const token = path.slice('/invite/'.length);
    const started = await joinWithPassword(ports, {
      token,
      email,
      password,
      confirmPassword: password,
      requestId: 'join',
    });
    return started.memberId;
  };
  await join('editor', 'editor@example.com');
  await join('viewer', 'viewer@example.com');
  const target = await join('viewer', 'target@example.com');
  const sub = await createSubscription(ports, cli, aQuarterlyPlanStartedAYearAgo);
  const [payment] = (await listPayments(ports, accountId, sub.id, parsePaymentListQuery({}))).items;
  const { apiKey } = await createApiKey(ports, cli, { scope: 'read' });
  const { channel } = await addChannel(ports, cli, { kind: 'ntfy', url: 'https://ntfy.sh/x' });
  await createCalendarFeed(ports, cli);
  const pending = await inviteMember(ports, cli, { role: 'viewer' });
  const ids = {
    invitation: pending.invitationId,
    sub: sub.id,
    payment: payment?.id ?? '',
    key: apiKey.id,
    channel: channel.channelId,
  };
  return { app, ids: { ...ids, member: target } };
}

type Household = Awaited<ReturnType<typeof aHousehold>>;

/** The path of a route with the household's ids in place of its parameters. */
function pathFor(route: string, { ids }: Household): string {
  const path = route.slice(route.indexOf(' ') + 1);
  return path
    .replace(/^\/subscriptions\/:id/, `/subscriptions/${ids.sub}`)
    .replace(':paymentId', ids.payment)
    .replace(/^\/keys\/:id/, `/keys/${ids.key}`)
    .replace(/^\/notifications\/channels\/:id/, `/notifications/channels/${ids.channel}`)
    .replace(/^\/members\/invitations\/:id/, `/members/invitations/${ids.invitation}`)
    .replace(/^\/members\/:id/, `/members/${ids.member}`)
    .replace(/^\/account\/passkeys\/:id/, '/account/passkeys/0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a');
}

const SUBSCRIPTION_FORM = SUBSCRIPTION_FORM_FIELDS;

/** The import form as a browser sends it: the token first, then the file. */
function importUpload(csrf: string) {
  const form = new FormData();
  form.set('_csrf', csrf);
  form.set('file', new Blob([new Uint8Array(wallosFixture('subscriptions.json'))]), 'w.json');
  form.set('source', 'wallos');
  form.set('currencySymbols', '$=USD, ¥=JPY');
  form.set('wallosUser', '');
  return form;
}

type Sample = {
  /** Form fields of a POST (the CSRF token is added). */
  form?: Record<string, string>;
  /** A query string for a GET. */
  query?: string;
  /** What the member does first (an upload before its preview), allowed or not. */
  before?: (client: WebClient, csrf: string) => Promise<unknown>;
  /**
   * The status an allowed member gets when no request can succeed here (a passkey needs an
   * authenticator; a served test app on 127.0.0.1 has no usable relying party): the route
   * ran and refused the request itself, which is not the role's 403.
   */
  expect?: number;
  /** Sends the request itself (an upload). */
  send?: (client: WebClient, path: string, csrf: string) => ReturnType<WebClient['send']>;
};

const upload = (client: WebClient, path: string, csrf: string) =>
  client.send('POST', path, importUpload(csrf), { 'Sec-Fetch-Site': 'same-origin' });

/** The European Central Bank's daily file, as the Rates screen's import sends it. */
function rateUpload(client: WebClient, path: string, csrf: string) {
  const form = new FormData();
  form.set('_csrf', csrf);
  form.set('file', new Blob([new Uint8Array(ecbFixture('eurofxref-daily.xml'))]), 'daily.xml');
  return client.send('POST', path, form, { 'Sec-Fetch-Site': 'same-origin' });
}
// D56: a bank export whose suggestions the finding actions act on, and one whose columns
// must be named.
const STATEMENT = writeStatement(
  generateStatement({ seed: 2, to: '2026-11-20', months: 6 }),
  'sparkasse',
);
const UNCLEAR = Buffer.from(
  'Tag;Wer;Wieviel\n05.09.2026;Netflix;-17,99\n05.10.2026;Netflix;-17,99',
);
function postStatement(client: WebClient, csrf: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set('_csrf', csrf);
  form.set('file', new Blob([new Uint8Array(bytes)]), 'Umsaetze.csv');
  return client.send('POST', '/find-subscriptions', form, { 'Sec-Fetch-Site': 'same-origin' });
}
const uploaded = {
  before: (client: WebClient, csrf: string) => postStatement(client, csrf, STATEMENT),
};
const unclear = {
  before: (client: WebClient, csrf: string) => postStatement(client, csrf, UNCLEAR),
};

/**
 * D45 as this test reads it, independently of ROUTE_ROLES: the least role of each route,
 * and a request that succeeds for a member allowed it. One for every route.
 */
const SAMPLES: Readonly<Record<string, readonly [MemberRole, Sample]>> = {
  'GET /': ['viewer', {}],
  'GET /subscriptions': ['viewer', {}],
  'GET /subscriptions/:id': ['viewer', {}],
  // The household's subscription has no uploaded logo: a viewer gets the "not found" page.
  'GET /subscriptions/:id/logo': ['viewer', { expect: 404 }],
  'GET /calendar': ['viewer', {}],
  'GET /insights': ['viewer', {}],
  'GET /activity': ['viewer', {}],
  'GET /notifications': ['viewer', {}],
  'GET /keys': ['viewer', {}],
  'GET /data': ['viewer', {}],
  'GET /settings': ['viewer', {}],
  'GET /account': ['viewer', {}],
  'POST /account/password': [
    'viewer',
    {
      form: { currentPassword: TEST_OWNER.password, password: 'another long passphrase' },
    },
  ],
  'POST /account/sign-out-others': ['viewer', {}],
  'POST /account/theme': ['viewer', { form: { theme: 'dark' } }],
  'POST /account/language': ['viewer', { form: { language: 'de' } }],
  'GET /set-password': ['viewer', {}],
  'POST /set-password': ['viewer', { form: { password: 'another long passphrase' } }],
  'POST /account/passkeys/options': ['viewer', { form: { passkeyName: 'Laptop' }, expect: 400 }],
  'POST /account/passkeys': ['viewer', { form: { passkeyName: 'Laptop' }, expect: 400 }],
  'GET /account/passkeys/:id/remove': ['viewer', { expect: 404 }],
  'POST /account/passkeys/:id/remove': ['viewer', { expect: 404 }],
  'POST /account/devices': [
    'viewer',
    { form: { endpoint: 'https://push.example.net/device-1', ...TEST_BROWSER_KEYS } },
  ],
  'POST /account/devices/:id/remove': ['viewer', { expect: 404 }],
  // Sends the member to the provider (a redirect), which binds at the callback.
  'POST /account/oidc/connect': ['viewer', {}],
  'GET /subscriptions/new': ['editor', {}],
  'POST /subscriptions/new': ['editor', { form: SUBSCRIPTION_FORM }],
  'GET /subscriptions/:id/edit': ['editor', {}],
  'POST /subscriptions/:id/edit': ['editor', { form: SUBSCRIPTION_FORM }],
  'POST /subscriptions/:id/pause': ['editor', {}],
  'POST /subscriptions/:id/resume': ['editor', {}],
  'POST /subscriptions/:id/cancel': ['editor', {}],
  'GET /subscriptions/:id/delete': ['editor', {}],
  'POST /subscriptions/:id/delete': ['editor', {}],
  'POST /subscriptions/:id/payments/:paymentId': ['editor', { form: { status: 'skipped' } }],
  // A form without an image: the page says to choose one.
  'POST /subscriptions/:id/logo': ['editor', { expect: 400 }],
  'POST /subscriptions/:id/logo/remove': ['editor', {}],
  'POST /notifications/settings': [
    'editor',
    {
      form: { enabled: 'true', daysBefore: '7', timeZone: 'Europe/Berlin', locale: 'de-DE' },
    },
  ],
  'POST /notifications/push': [
    'editor',
    {
      form: { pushUrl: 'https://push.example/bark', deviceKey: 'secret-device-key' },
    },
  ],
  'GET /notifications/channels/new': ['editor', { query: '?kind=ntfy' }],
  'POST /notifications/channels': [
    'editor',
    {
      form: { kind: 'ntfy', label: 'Phone', url: 'https://ntfy.example.org/bills' },
    },
  ],
  'POST /notifications/channels/:id/test': ['editor', {}],
  'POST /notifications/channels/:id/enable': ['editor', {}],
  'POST /notifications/channels/:id/disable': ['editor', {}],
  'GET /notifications/channels/:id/remove': ['editor', {}],
  'POST /notifications/channels/:id/remove': ['editor', {}],
  'GET /find-subscriptions': ['editor', uploaded],
  'POST /find-subscriptions': [
    'editor',
    { send: (client, _path, csrf) => postStatement(client, csrf, STATEMENT) },
  ],
  'GET /find-subscriptions/columns': ['editor', unclear],
  'POST /find-subscriptions/columns': [
    'editor',
    { ...unclear, form: { date: 'Tag', amount: 'Wieviel', payee: 'Wer' } },
  ],
  'POST /find-subscriptions/add': ['editor', { ...uploaded, form: { suggestion: '0' } }],
  'POST /find-subscriptions/dismiss': ['editor', { ...uploaded, form: { suggestion: '1' } }],
  'POST /find-subscriptions/record': ['editor', { ...uploaded, form: { match: '0' } }],
  'POST /find-subscriptions/clear': ['editor', uploaded],
  'GET /data/export': ['editor', { query: '?format=json' }],
  'POST /data/import': ['owner', { send: upload }],
  'GET /data/import/preview': [
    'owner',
    { before: (client, csrf) => upload(client, '/data/import', csrf) },
  ],
  'POST /data/import/confirm': [
    'owner',
    { before: (client, csrf) => upload(client, '/data/import', csrf) },
  ],
  'POST /data/calendar-feed': ['owner', {}],
  'POST /data/calendar-feed/rotate': ['owner', {}],
  'GET /data/calendar-feed/revoke': ['owner', {}],
  'POST /data/calendar-feed/revoke': ['owner', {}],
  'POST /keys': ['owner', { form: { label: 'Home Assistant', scope: 'read' } }],
  'GET /keys/:id/revoke': ['owner', {}],
  'POST /keys/:id/revoke': ['owner', {}],
  'GET /members': ['owner', {}],
  'POST /members': ['owner', { form: { email: 'new@example.com', role: 'editor' } }],
  'POST /members/:id/role': ['owner', { form: { role: 'editor' } }],
  'GET /members/:id/remove': ['owner', {}],
  'POST /members/:id/remove': ['owner', {}],
  'POST /members/invitations/:id/revoke': ['owner', {}],
  // D52: the home currency and the account's exchange rates.
  'GET /settings/rates': ['viewer', { query: '?currency=USD' }],
  'POST /account/home-currency': ['editor', { form: { homeCurrency: 'EUR' } }],
  'POST /settings/rates': [
    'editor',
    { form: { date: '2026-11-20', from: 'USD', to: 'EUR', rate: '0.92' } },
  ],
  'POST /settings/rates/import': ['owner', { send: rateUpload }],
};

const EMAILS: Readonly<Record<MemberRole, string>> = {
  owner: TEST_OWNER.email,
  editor: 'editor@example.com',
  viewer: 'viewer@example.com',
};

/** What a refused request must leave as it was: every store a page writes, and the trail. */
async function everything({ app, ids }: Household) {
  const { ports, accountId } = app;
  const members = await ports.members.listByAccount(accountId);
  const sessions = await Promise.all(
    members.map(async (m) =>
      (await ports.webSessions.listByMember(accountId, m.id)).map((s) => s.publicId),
    ),
  );
  return {
    audit: await auditRecordsOf(ports, accountId),
    subscriptions: await ports.subscriptions.list(accountId, parseSubscriptionListQuery({})),
    payments: await listPayments(ports, accountId, ids.sub, parsePaymentListQuery({})),
    keys: await ports.apiKeys.listByAccount(accountId),
    channels: await ports.channels.listByAccount(accountId),
    settings: await ports.notificationSettings.get(accountId),
    feed: await ports.calendarFeeds.findByAccount(accountId),
    invitations: await ports.invitations.listByAccount(accountId),
    members,
    sessions,
    homeCurrency: await getCurrencySettings(ports, accountId),
    rates: await listExchangeRates(ports, accountId, { limit: 100, offset: 0, filters: {} }),
  };
}

describe('the role of every route', () => {
  const routes = appRoutes();

  it('lists every signed-in route in ROUTE_ROLES and here, and only the known public ones outside', () => {
    assert.deepEqual(
      routes.signedIn.filter((route) => !(route in ROUTE_ROLES)),
      [],
      'a route without a row in ROUTE_ROLES (access/route-roles.ts)',
    );
    assert.deepEqual(
      routes.signedIn.filter((route) => !(route in SAMPLES)),
      [],
      'a route without a sample request in this test',
    );
    assert.deepEqual(
      Object.keys(ROUTE_ROLES).filter((route) => !routes.signedIn.includes(route)),
      [],
      'a row of ROUTE_ROLES that no route uses',
    );
    assert.deepEqual([...routes.public].sort(), [...PUBLIC_ROUTES].sort());
  });

  for (const route of routes.signedIn) {
    // A route without a sample fails the first test; here it is walked as an owner's.
    const [needed, sample]: readonly [MemberRole, Sample] = SAMPLES[route] ?? ['owner', {}];
    it(`${route} (${needed}): allowed roles succeed, the others get 403 and change nothing`, async (t) => {
      for (const role of ROLES) {
        const household = await aHousehold(t);
        const client = household.app.client();
        await client.signIn(TEST_OWNER.password, EMAILS[role]);
        const csrf = WebClient.csrfOf((await client.get('/account')).text);
        await sample.before?.(client, csrf);
        const path = pathFor(route, household);
        const before = await everything(household);
        const answer = route.startsWith('GET ')
          ? await client.get(path + (sample.query ?? ''))
          : sample.send
            ? await sample.send(client, path, csrf)
            : await client.post(path, { _csrf: csrf, ...sample.form });
        const allowed = ROLES.indexOf(role) <= ROLES.indexOf(needed);
        if (allowed && sample.expect !== undefined) {
          assert.equal(answer.status, sample.expect, `${role}: ${route}`);
          assert.deepEqual(await everything(household), before, `${role}: ${route} changed`);
        } else if (allowed) {
          assert.ok(
            answer.status >= 200 && answer.status < 400,
            `${role}: ${route} answered ${answer.status}`,
          );
          assert.doesNotMatch(answer.headers.get('location') ?? '', /^\/sign-in/);
        } else {
          assert.equal(answer.status, 403, `${role}: ${route}`);
          assert.match(answer.text, /Your role does not allow this/);
          assert.deepEqual(await everything(household), before, `${role}: ${route} changed`);
        }
      }
    });
  }
});
