/**
 * A real subtrack for browser tests: a temp database, an account whose owner has an email
 * and a password, API keys, and `subtrack serve` on 127.0.0.1, all made through the CLI.
 */
import type { Page } from 'playwright-core';
import {
  cliJson,
  createAccount,
  type System,
  startSystem as startServedSystem,
} from '../../support/system.js';

/** A served system with one signed-up owner. */
export interface WebSystem extends System {
  baseUrl: string;
  accountId: string;
  email: string;
  password: string;
  readKey: string;
  writeKey: string;
  /** A fresh one-time sign-in path (`/sign-in/link/<token>`) from the CLI. */
  signInLink(): Promise<string>;
}

/** The owner password every web system starts with. */
export const OWNER_PASSWORD = 'correct horse battery staple';

/** `account set-password`: the password goes through standard input, as a person would pipe it. */
export async function setPasswordByCli(db: string, accountId: string, password: string) {
  await cliJson(['account', 'set-password', '--account', accountId, '--db', db], password);
}

/**
 * Starts the system: account "Home" with owner `owner@example.com` and
 * {@link OWNER_PASSWORD}, a read and a write key; `serveArgs` go to `serve` and `env` to its
 * environment. Dispose it in `after`.
 */
export async function startSystem(
  options: {
    email?: string;
    name?: string;
    serveArgs?: string[];
    env?: Record<string, string>;
  } = {},
): Promise<WebSystem> {
  const system = await startServedSystem(options.serveArgs ?? [], options.env);
  const { db } = system;
  const email = options.email ?? 'owner@example.com';
  // A set-up that fails must still stop the server, or its process keeps the file running.
  const owner = await (async () => {
    try {
      const account = await createAccount(db, options.name ?? 'Home', email);
      await setPasswordByCli(db, account.accountId, OWNER_PASSWORD);
      return account;
    } catch (error) {
      await system.dispose();
      throw error;
    }
  })();
  const { accountId, readKey, writeKey } = owner;
  const signInLink = () => signInLinkFor(db, accountId);
  return Object.assign(system, {
    baseUrl: system.server.url,
    accountId,
    email,
    password: OWNER_PASSWORD,
    readKey,
    writeKey,
    signInLink,
  });
}

/** Same as {@link startSystem}, under a name that does not clash with `e2e/support/system.ts`. */
export const startWebSystem = startSystem;

/** A fresh one-time sign-in path (`/sign-in/link/<token>`) of an account, from the CLI. */
export async function signInLinkFor(db: string, accountId: string): Promise<string> {
  const { signInUrl } = await cliJson<{ signInUrl: string }>([
    'account',
    'sign-in-link',
    '--account',
    accountId,
    '--db',
    db,
  ]);
  return signInUrl;
}

/**
 * A new account named `name` in the system's database, without a password, and a one-time
 * sign-in path for it: opening it and pressing "Sign in" lands on "Choose a password".
 */
export async function newAccountSignInLink(system: WebSystem, name: string): Promise<string> {
  const { accountId } = await cliJson<{ accountId: string }>([
    'account',
    'create',
    '--name',
    name,
    '--db',
    system.db,
  ]);
  return signInLinkFor(system.db, accountId);
}

/**
 * Signs the page in as the system's owner the way a person does with a link from the
 * command line: open it, press "Sign in". Lands on the dashboard.
 */
export async function signIn(page: Page, system: WebSystem): Promise<void> {
  await page.goto(system.baseUrl + (await system.signInLink()));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

/** Signs in with email and password on `/sign-in` (the form a returning owner uses). */
export async function signInWithPassword(
  page: Page,
  system: WebSystem,
  password = system.password,
) {
  await page.goto(`${system.baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(system.email);
  await page.getByLabel('Password').fill(password);
  // Exactly "Sign in": the page may also offer "Sign in with a passkey" (D46).
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * The same system opened by name, `http://localhost:<port>`: a secure context for the
 * browser (passkeys, service workers and push need one), which 127.0.0.1 is not for all.
 */
export function atLocalhost(system: WebSystem): WebSystem {
  return { ...system, baseUrl: system.baseUrl.replace('//127.0.0.1:', '//localhost:') };
}
