/**
 * Households in a real browser: an owner makes an invitation link on the Members
 * screen, the invitee opens it in a browser of their own and joins with a password.
 */
import type { Page } from 'playwright-core';
import type { LaunchedBrowser } from './browser.js';

/** Makes an invitation link on /members as an owner does; answers the link shown once. */
export async function inviteOnMembersScreen(
  page: Page,
  baseUrl: string,
  role: 'owner' | 'editor' | 'viewer',
  email = '',
): Promise<string> {
  await page.goto(`${baseUrl}/members`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption(role);
  await page.getByRole('button', { name: 'Create invitation link' }).click();
  await page.waitForURL(`${baseUrl}/members`);
  return page.getByLabel(/^Invitation link/).inputValue();
}

/**
 * Opens `link` in a browser context of the invitee's own and joins as `email` with
 * `password`; the email a link suggests must be `email`. Answers their page, on the dashboard.
 */
export async function joinInOwnBrowser(
  browser: LaunchedBrowser,
  link: string,
  email: string,
  password: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  const suggested = await page.getByLabel('Email').inputValue();
  if (suggested === '') await page.getByLabel('Email').fill(email);
  else if (suggested !== email) throw new Error(`the link suggests ${suggested}, not ${email}`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Join the account' }).click();
  await page.waitForURL(new URL('/', link).href);
  return page;
}
