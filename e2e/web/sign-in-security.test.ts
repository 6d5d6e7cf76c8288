/**
 * The web's security cases in a real browser against a real `subtrack serve`:
 * CSRF from another site, an expired session, a stolen session id after sign-out, sign-in
 * throttling, markup in an owner's email and name shown as text, and no secret in the log.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { cliJson } from '../support/system.js';
import { browserSuite, signIn, signInLinkFor, signInWithPassword } from './support/index.js';

const suite = browserSuite({ signedIn: false });
const linksUsed: string[] = [];
before(() => {
  const signInLink = suite.system.signInLink;
  suite.system.signInLink = async () => {
    const link = await signInLink();
    linksUsed.push(link);
    return link;
  };
});

/** A page of another site (127.0.0.1 on another port) with forms aimed at subtrack. */
async function attackerSite(target: string): Promise<string> {
  const html = `<!doctype html><html lang="en"><title>Prize</title><body>
<form method="post" action="${target}/account/sign-out-others"><button>Win a prize</button></form>
</body></html>`;
  const server = createServer((_req, res) => res.setHeader('Content-Type', 'text/html').end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(() => server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('web security in a browser', () => {
  it('refuses a form posted from another site with a 403 page, and changes nothing', async () => {
    const mine = await (await suite.browser.newContext()).newPage();
    await signIn(mine, suite.system);
    const other = await (await suite.browser.newContext()).newPage();
    await signIn(other, suite.system);
    await mine.goto(await attackerSite(suite.system.baseUrl));
    await mine.getByRole('button', { name: 'Win a prize' }).click();
    await mine.getByRole('heading', { name: 'This form could not be sent' }).waitFor();
    assert.match(String(await mine.textContent('main')), /Nothing was changed/);
    await other.goto(`${suite.system.baseUrl}/account`);
    assert.equal(new URL(other.url()).pathname, '/account', 'the other session still works');
  });

  it('refuses a POST without the CSRF token from the site itself, changing nothing', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    await signIn(page, suite.system);
    const other = await (await suite.browser.newContext()).newPage();
    await signIn(other, suite.system);
    const response = await page.request.post(`${suite.system.baseUrl}/account/sign-out-others`, {
      form: { nothing: 'here' },
      headers: { Origin: suite.system.baseUrl },
      maxRedirects: 0,
    });
    assert.equal(response.status(), 403);
    await other.goto(`${suite.system.baseUrl}/account`);
    assert.equal(new URL(other.url()).pathname, '/account');
  });

  it('sends an owner whose session went unused for 7 days back to sign-in', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    await signIn(page, suite.system);
    const db = new Database(suite.system.db);
    try {
      const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000).toISOString();
      db.prepare('UPDATE web_sessions SET last_seen_at = ?').run(eightDaysAgo);
    } finally {
      db.close();
    }
    await page.goto(`${suite.system.baseUrl}/account`);
    assert.equal(new URL(page.url()).pathname, '/sign-in');
    assert.equal(await page.getByRole('button', { name: 'Sign out' }).count(), 0);
  });

  it('makes a copied session cookie useless once its owner signs out', async () => {
    const owner = await (await suite.browser.newContext()).newPage();
    await signIn(owner, suite.system);
    const thief = await suite.browser.newContext();
    await thief.addCookies(await owner.context().cookies());
    const stolen = await thief.newPage();
    await stolen.goto(`${suite.system.baseUrl}/account`);
    assert.equal(new URL(stolen.url()).pathname, '/account', 'the copy worked before');
    await owner.getByRole('button', { name: 'Sign out' }).click();
    await owner.waitForURL(`${suite.system.baseUrl}/sign-in`);
    await stolen.goto(`${suite.system.baseUrl}/account`);
    assert.equal(new URL(stolen.url()).pathname, '/sign-in');
  });

  it('shows markup in an owner email and account name as text, running nothing', async () => {
    const email = '<script>alert(1)</script>@evil.example';
    const name = '<img src=x onerror=alert(1)>';
    const { accountId } = await cliJson<{ accountId: string }>([
      'account',
      'create',
      '--name',
      name,
      '--email',
      email,
      '--db',
      suite.system.db,
    ]);
    const signInUrl = await signInLinkFor(suite.system.db, accountId);
    linksUsed.push(signInUrl);
    const page = await (await suite.browser.newContext()).newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(suite.system.baseUrl + signInUrl);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${suite.system.baseUrl}/set-password`);
    assert.match(
      String(await page.textContent('header')),
      /<script>alert\(1\)<\/script>@evil\.example/,
    );
    await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
    await page.getByLabel('Confirm password').fill('a long enough passphrase');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${suite.system.baseUrl}/`);
    await page.goto(`${suite.system.baseUrl}/account`);
    assert.match(
      String(await page.textContent('main')),
      /<script>alert\(1\)<\/script>@evil\.example/,
    );
    assert.deepEqual(dialogs, []);
  });

  it('pauses sign-in from an address after 10 failures with a "Too many failed sign-ins" page', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    for (let i = 0; i < 10; i++) {
      await signInWithPassword(page, suite.system, `wrong password ${i}`);
      await page.getByRole('alert').waitFor();
    }
    await signInWithPassword(page, suite.system);
    assert.equal(await page.getByRole('heading', { name: 'Too many failed sign-ins' }).count(), 1);
    assert.match(String(await page.textContent('main')), /Try again in 15 minutes/);
  });

  it('wrote no password, session id or link token into the server log', async () => {
    const logs = suite.system.logs.join('\n');
    assert.ok(logs.includes('"path":"/sign-in"'), 'the log holds the sign-in requests');
    const secrets = [suite.system.password, 'a long enough passphrase', 'wrong password 3'];
    for (const link of linksUsed) secrets.push(link.split('/').pop() ?? '');
    const db = new Database(suite.system.db, { readonly: true });
    try {
      // Only hashes are stored; the cookies the browser held are the real ids.
      for (const context of suite.browser.browser.contexts()) {
        for (const cookie of await context.cookies()) secrets.push(cookie.value);
      }
      assert.ok(
        (db.prepare('SELECT count(*) AS n FROM web_sessions').get() as { n: number }).n > 0,
      );
    } finally {
      db.close();
    }
    for (const secret of secrets.filter((s) => s.length >= 12)) {
      assert.ok(!logs.includes(secret), `the log holds a secret starting ${secret.slice(0, 4)}`);
    }
  });
});
