/**
 * Sign-in with an identity provider in a real browser, against a real provider
 * (`oidc-provider` on 127.0.0.1) and a real `subtrack serve` configured to it: connecting the
 * provider from the account screen and signing in with it, joining through an invitation,
 * and the attacks: an identity bound to nobody, a tampered state, a replayed callback, a
 * wrong client secret.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it, type TestContext } from 'node:test';
import { cliWriteContext, inviteMember, type Ports } from '@subtrack/domain';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import type { Page } from 'playwright-core';
import {
  freePort,
  startServerProcess,
} from '../../packages/cli-seed/src/testing/server-process.js';
import {
  browserSuite,
  checkAccessibility,
  screenshot,
  signInWithPassword,
  type WebSystem,
} from './support/index.js';
import {
  keepProviderPagesOffline,
  OIDC_CLIENT,
  OIDC_SECRET_ENV,
  signInAtProvider,
  startOidcProvider,
  startSystemWithProvider,
  type TestOidcProvider,
} from './support/oidc-provider.js';

const NAME = 'Test Provider';

let provider: TestOidcProvider;
let system: WebSystem;
let db: ReturnType<typeof openDatabase>;
let ports: Ports;

/** `serve` configured to the provider, with `secret` in the environment (never a flag). */
const startConfigured = (secret: string) => startSystemWithProvider(provider, NAME, secret);

before(async () => {
  provider = await startOidcProvider();
  system = await startConfigured(OIDC_CLIENT.secret);
  provider.allowRedirect(`${system.baseUrl}/sign-in/oidc/callback`);
  // The test reads and writes the served database as the command line would.
  db = openDatabase(system.db);
  ports = createSqlitePorts(db);
});
const suite = browserSuite({ system: () => system, signedIn: false });
after(async () => {
  db?.close();
  await system?.dispose();
  await provider?.close();
});

/**
 * `serve` on a fresh database with the provider at `issuer` and `secret`, its standard error
 * read from the first line (the start-up warning comes as it starts listening).
 */
async function serveWithProvider(t: TestContext, issuer: string, secret: string) {
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-oidc-'));
  const args = ['serve', '--db', join(dir, 'subtrack.sqlite'), '--port', '0'];
  const server = await startServerProcess(
    t,
    [...args, '--oidc-issuer', issuer, '--oidc-client-id', OIDC_CLIENT.id, '--oidc-name', NAME],
    { env: { [OIDC_SECRET_ENV]: secret } },
  );
  t.after(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  });
  await server.waitForStderr('warning: sign-in with');
  const warning = server
    .stderr()
    .split('\n')
    .find((line) => line.includes('warning: sign-in with'));
  return { url: server.url, warning: String(warning) };
}

/** A page of its own browser context (its own cookies: another person). */
async function freshPage(): Promise<Page> {
  const context = await suite.browser.newContext();
  await keepProviderPagesOffline(context);
  return context.newPage();
}

/** Not signed in: the account screen sends the page to sign-in. */
async function assertSignedOut(page: Page) {
  await page.goto(`${system.baseUrl}/account`);
  assert.equal(new URL(page.url()).pathname, '/sign-in');
}

/** From the sign-in page through the provider (as `login`), until the browser is back here. */
async function signInWithProvider(page: Page, login: string) {
  await page.goto(`${system.baseUrl}/sign-in`);
  await page.getByRole('link', { name: `Sign in with ${NAME}` }).click();
  await signInAtProvider(page, provider.issuer, login);
  await page.waitForLoadState();
}

async function identityAudit() {
  const { items } = await ports.audit.list(system.accountId, {
    limit: 100,
    offset: 0,
    filters: {},
  });
  return items.filter((record) => record.action === 'identity.bound');
}

describe('sign-in with an identity provider (OIDC) in a browser', () => {
  it('(a) the owner connects the provider on the account screen, signs out, and signs in with it', async () => {
    const page = await freshPage();
    // At localhost (a secure context, where passkeys work) the page offers both new ways in.
    await page.goto(`${system.baseUrl.replace('//127.0.0.1:', '//localhost:')}/sign-in`);
    assert.equal(await page.getByRole('link', { name: `Sign in with ${NAME}` }).count(), 1);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await screenshot(page, 'sign-in-with-provider');
    await page.goto(`${system.baseUrl}/sign-in`);
    await checkAccessibility(page);
    await signInWithPassword(page, system);
    await page.waitForURL(`${system.baseUrl}/`);
    await page.goto(`${system.baseUrl}/account`);
    assert.match(String(await page.textContent('main')), /No Test Provider login is connected yet/);
    await page.getByRole('button', { name: `Connect ${NAME}` }).click();
    // The form's answer goes on to the provider by itself (form-action 'self' stops a redirect).
    await page.waitForURL((url) => url.origin === new URL(provider.issuer).origin);
    await signInAtProvider(page, provider.issuer, 'owner-at-provider');
    await page.waitForURL(`${system.baseUrl}/account`);
    assert.equal(
      await page
        .getByRole('status')
        .filter({ hasText: `${NAME} connected` })
        .count(),
      1,
    );
    const table = page.getByRole('table', { name: `Connected ${NAME} logins` });
    assert.equal(await table.getByRole('cell', { name: 'owner-at-provider' }).count(), 1);
    await screenshot(page, 'account-provider-connected');
    await checkAccessibility(page);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/sign-in/);
    await signInWithProvider(page, 'owner-at-provider');
    await page.waitForURL(`${system.baseUrl}/`);
    assert.equal(await page.getByRole('button', { name: 'Sign out', exact: true }).count(), 1);

    const audit = await identityAudit();
    assert.equal(audit.length, 1);
    const written = JSON.stringify(audit);
    assert.match(written, /owner-at-provider/);
    assert.ok(!written.includes(OIDC_CLIENT.secret), 'no client secret in the audit trail');
  });

  it('(b) an invitee joins through the invitation with the provider and is signed in as a new member', async () => {
    const invitation = await inviteMember(ports, cliWriteContext(system.accountId, 'e2e-invite'), {
      role: 'editor',
    });
    const token = invitation.path.slice('/invite/'.length);
    const page = await freshPage();
    await page.goto(`${system.baseUrl}/invite/${token}`);
    await page.getByRole('link', { name: `Join with ${NAME}` }).click();
    await signInAtProvider(page, provider.issuer, 'invitee');
    await page.waitForURL(`${system.baseUrl}/`);
    await page.goto(`${system.baseUrl}/account`);
    assert.match(String(await page.textContent('main')), /invitee@example\.com/);
    const table = page.getByRole('table', { name: `Connected ${NAME} logins` });
    assert.equal(await table.getByRole('cell', { name: 'invitee' }).count(), 1);
    // The invitation worked once.
    const again = await freshPage();
    const response = await again.goto(`${system.baseUrl}/sign-in/oidc/join/${token}`);
    assert.equal(response?.status(), 404);
    assert.equal(await identityAudit().then((records) => records.length), 2);
  });

  it('(c) an identity bound to nobody gets the "ask for an invitation" page and no session', async () => {
    const page = await freshPage();
    await signInWithProvider(page, 'stranger');
    await page.getByRole('heading', { name: `No member uses this ${NAME} login` }).waitFor();
    assert.match(
      String(await page.textContent('main')),
      /Ask an owner of the account for an invitation/,
    );
    await checkAccessibility(page);
    await assertSignedOut(page);
  });

  it('(d) a state tampered with on the way to the provider is refused at the callback, signing nobody in', async () => {
    const page = await freshPage();
    await page.goto(`${system.baseUrl}/sign-in`);
    // The sign-in button's request, without following it: the provider's URL with the state.
    const begun = await page.request.get(`${system.baseUrl}/sign-in/oidc`, { maxRedirects: 0 });
    assert.equal(begun.status(), 303);
    const authorization = new URL(begun.headers()['location'] ?? '');
    const state = authorization.searchParams.get('state') ?? '';
    authorization.searchParams.set(
      'state',
      `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`,
    );
    let callbackStatus = 0;
    page.on('response', (response) => {
      if (response.url().includes('/sign-in/oidc/callback')) callbackStatus = response.status();
    });
    await page.goto(authorization.href);
    await signInAtProvider(page, provider.issuer, 'owner-at-provider');
    await page.getByRole('heading', { name: 'This sign-in could not be finished' }).waitFor();
    assert.equal(callbackStatus, 400);
    await assertSignedOut(page);
  });

  it('(e) a callback URL opened again (a replayed code) is refused, even with the state cookie put back', async () => {
    const page = await freshPage();
    let callback = '';
    page.on('request', (request) => {
      if (request.url().includes('/sign-in/oidc/callback')) callback = request.url();
    });
    await signInWithProvider(page, 'owner-at-provider');
    await page.waitForURL(`${system.baseUrl}/`);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(/\/sign-in/);
    assert.notEqual(callback, '');
    assert.equal((await page.goto(callback))?.status(), 400);
    await assertSignedOut(page);
    const state = new URL(callback).searchParams.get('state') ?? '';
    await page.context().addCookies([
      {
        name: 'subtrack_oidc_state',
        value: state,
        url: `${system.baseUrl}/sign-in/oidc/callback`,
      },
    ]);
    assert.equal((await page.goto(callback))?.status(), 400);
    await assertSignedOut(page);
  });

  it('(f) a wrong client secret: a warning at start-up, the button explains, nothing crashes', async (t) => {
    const wrong = await serveWithProvider(t, provider.issuer, 'not-the-client-secret');
    assert.match(
      wrong.warning,
      /refused the client id and secret; check --oidc-client-id and SUBTRACK_OIDC_CLIENT_SECRET/,
    );
    assert.ok(!wrong.warning.includes('not-the-client-secret'), 'the secret is not printed');
    const page = await freshPage();
    await page.goto(`${wrong.url}/sign-in`);
    const button = page.getByRole('button', { name: `Sign in with ${NAME}` });
    assert.equal(await button.isDisabled(), true);
    assert.match(String(await page.textContent('main')), /refused subtrack's client id or secret/);
    await screenshot(page, 'sign-in-provider-misconfigured');
    await checkAccessibility(page);
    const begun = await page.goto(`${wrong.url}/sign-in/oidc`);
    assert.equal(begun?.status(), 503);
    await page.getByRole('heading', { name: 'Sign-in is not available' }).waitFor();
    assert.doesNotMatch(String(await page.textContent('body')), /invalid_client|Error|at /);
    // Closed before its server stops (the tab's icon must not load from a stopped server).
    await page.context().close();
  });

  it('(g) an issuer where nothing answers: a warning at start-up, the button explains, nothing crashes', async (t) => {
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const down = await serveWithProvider(t, nowhere, OIDC_CLIENT.secret);
    assert.match(
      down.warning,
      /cannot reach the identity provider at http:\/\/127\.0\.0\.1:\d+\/ \(ECONNREFUSED\)/,
    );
    const page = await freshPage();
    await page.goto(`${down.url}/sign-in`);
    assert.equal(
      await page.getByRole('button', { name: `Sign in with ${NAME}` }).isDisabled(),
      true,
    );
    assert.match(
      String(await page.textContent('main')),
      /subtrack cannot reach the identity provider/,
    );
    // Passwords still work.
    assert.equal(await page.getByRole('button', { name: 'Sign in', exact: true }).count(), 1);
    assert.equal((await page.goto(`${down.url}/sign-in/oidc`))?.status(), 503);
    await page.context().close();
  });
});
