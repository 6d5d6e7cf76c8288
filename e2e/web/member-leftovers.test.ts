/**
 * What a member leaves behind, in a real browser: the Keys screen names who made each
 * key, the Members screen lists the invitation links still waiting with "Revoke", and giving
 * an owner who made keys and links another role asks first on a page that lists them, then
 * ends them. Axe and screenshots of those screens at 360 and 1280 px, light and dark.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  browserSuite,
  checkAccessibility,
  inviteOnMembersScreen,
  itHasNoAxeViolationsAtEveryViewport,
  joinInOwnBrowser,
  screenshot,
} from './support/index.js';

const PASSWORD = 'a household passphrase';
/** The write key each owner made, by their email. */
const keys = new Map<string, string>();

const suite = browserSuite();
before(async () => {
  // Two more owners, each with a write key and an invitation link of their own.
  for (const name of ['mal', 'sam']) await anOwnerWhoMadeThings(`${name}@example.com`);
});

const invite = (page: Page, role: 'owner' | 'viewer') =>
  inviteOnMembersScreen(page, suite.system.baseUrl, role);

/** An owner who joined in a browser of their own and made a write key and an owner invitation. */
async function anOwnerWhoMadeThings(email: string): Promise<void> {
  const link = await invite(suite.browser.page, 'owner');
  const page = await joinInOwnBrowser(suite.browser, link, email, PASSWORD);
  await page.goto(`${suite.system.baseUrl}/keys`);
  await page.getByLabel('Label').fill(`${email.split('@')[0]}’s script`);
  await page.getByLabel('Scope').selectOption('write');
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.waitForURL(`${suite.system.baseUrl}/keys`);
  keys.set(email, await page.getByLabel('New API key').inputValue());
  await invite(page, 'owner');
}
/** Asks, on the Members screen, to make `email` a viewer: the confirmation page opens. */
async function askToMakeViewer(page: Page, email: string): Promise<void> {
  await page.goto(`${suite.system.baseUrl}/members`);
  await page.getByLabel(`Role of ${email}`).selectOption('viewer');
  await page.getByRole('button', { name: `Change role of ${email}` }).click();
  await page.getByRole('heading', { name: `Make ${email} a viewer?` }).waitFor();
}

describe('what a member leaves behind', () => {
  it('names who made each key, and lists the invitation links still waiting', async () => {
    const { page } = suite.browser;
    await page.goto(`${suite.system.baseUrl}/keys`);
    const malsKey = page.getByRole('row', { name: /mal’s script/ });
    assert.match(String(await malsKey.textContent()), /mal@example\.com/);
    await page.goto(`${suite.system.baseUrl}/members`);
    const pending = page.getByRole('table', { name: 'Pending invitations' });
    const fromSam = pending.getByRole('row').filter({ hasText: 'sam@example.com' });
    assert.equal(await fromSam.count(), 1);
    assert.match(String(await fromSam.textContent()), /Owner/);
  });

  it('asks before sam stops being an owner, listing sam’s key and link, then ends them', async () => {
    const { page } = suite.browser;
    await askToMakeViewer(page, 'sam@example.com');
    const main = String(await page.locator('main').textContent());
    assert.match(main, /These API keys stop working:\s*sam’s script \(write\)/);
    assert.match(main, /These invitation links stop working:\s*Owner, expires/);
    await page.getByRole('button', { name: 'Change role' }).click();
    await page.waitForURL(`${suite.system.baseUrl}/members`);
    assert.match(String(await page.getByRole('status').textContent()), /is now a viewer/);
    const answer = await fetch(`${suite.system.baseUrl}/api/v1/subscriptions`, {
      headers: { Authorization: `Bearer ${keys.get('sam@example.com')}` },
    });
    assert.equal(answer.status, 401);
    const pending = page.getByRole('table', { name: 'Pending invitations' });
    assert.equal(await pending.getByRole('row').filter({ hasText: 'sam@example.com' }).count(), 0);
  });
});

describe('what a member leaves behind: axe and screenshots', () => {
  itHasNoAxeViolationsAtEveryViewport(
    () => suite.system,
    async (page) => {
      await page.goto(`${suite.system.baseUrl}/members`);
      await checkAccessibility(page);
      await screenshot(page, 'members-pending-invitations');
      await page.goto(`${suite.system.baseUrl}/keys`);
      await checkAccessibility(page);
      await screenshot(page, 'keys-made-by');
      await askToMakeViewer(page, 'mal@example.com');
      await checkAccessibility(page);
      await screenshot(page, 'change-role-confirmation');
      await page.goto(`${suite.system.baseUrl}/members`);
      await page.getByRole('link', { name: 'Remove mal@example.com' }).click();
      await page.getByRole('heading', { name: 'Remove mal@example.com?' }).waitFor();
      await checkAccessibility(page);
      await screenshot(page, 'remove-member-confirmation');
    },
  );
});
