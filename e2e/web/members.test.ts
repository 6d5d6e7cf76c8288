/**
 * Households in a real browser: the owner invites an editor and a viewer from the
 * Members screen, each joins in a browser of their own, the viewer's write is refused
 * with a 403 page that changes nothing, and the removed editor's next request is signed
 * out. Screenshot of the Members screen.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  browserSuite,
  checkAccessibility,
  inviteOnMembersScreen,
  joinInOwnBrowser,
  screenshot,
} from './support/index.js';

const suite = browserSuite();

const PASSWORD = 'a household passphrase';

const invite = (page: Page, role: 'editor' | 'viewer', email: string) =>
  inviteOnMembersScreen(page, suite.system.baseUrl, role, email);

/** Opens the link in a browser of the invitee's own and joins; answers their page. */
async function join(link: string, email: string): Promise<Page> {
  const page = await joinInOwnBrowser(suite.browser, link, email, PASSWORD);
  assert.match(String(await page.getByRole('status').textContent()), /You joined the account/);
  return page;
}

describe('Members', () => {
  let editor: Page;
  let viewer: Page;

  it('invites an editor and a viewer, who join in their own browsers', async () => {
    const { page } = suite.browser;
    const editorLink = await invite(page, 'editor', 'editor@example.com');
    assert.match(editorLink, new RegExp(`^${suite.system.baseUrl}/invite/[A-Za-z0-9_-]{43}$`));
    const viewerLink = await invite(page, 'viewer', 'viewer@example.com');
    editor = await join(editorLink, 'editor@example.com');
    viewer = await join(viewerLink, 'viewer@example.com');

    await page.goto(`${suite.system.baseUrl}/members`);
    for (const [email, role] of [
      ['owner@example.com', 'Owner'],
      ['editor@example.com', 'Editor'],
      ['viewer@example.com', 'Viewer'],
    ]) {
      const row = page.getByRole('row', { name: new RegExp(email ?? '') });
      assert.match(String(await row.textContent()), new RegExp(role ?? ''));
    }
    await checkAccessibility(page);
    const shot = await screenshot(page, 'members');
    assert.ok(shot.endsWith('members-1280-light.png'));

    // The settings page lists Members for owners only.
    await viewer.goto(`${suite.system.baseUrl}/settings`);
    await page.goto(`${suite.system.baseUrl}/settings`);
    assert.equal(await viewer.getByRole('link', { name: /^Members / }).count(), 0);
    assert.equal(await page.getByRole('link', { name: /^Members / }).count(), 1);
  });

  it('refuses the viewer’s write with a 403 page that changes nothing', async () => {
    // The viewer's screens leave out what they cannot use: no "Add subscription".
    await viewer.goto(`${suite.system.baseUrl}/subscriptions`);
    assert.equal(await viewer.getByRole('button', { name: 'Add subscription' }).count(), 0);
    // The notification settings show their form, with a sentence that only owners and
    // editors change them; sending it anyway is refused on the server.
    await viewer.goto(`${suite.system.baseUrl}/notifications`);
    const before = await viewer.getByLabel('Time zone').inputValue();
    await viewer.getByLabel('Time zone').fill('Pacific/Auckland');
    const [answer] = await Promise.all([
      viewer.waitForResponse((r) => r.url() === `${suite.system.baseUrl}/notifications/settings`),
      viewer.getByRole('button', { name: 'Save settings' }).click(),
    ]);
    assert.equal(answer.status(), 403);
    assert.equal(
      await viewer.getByRole('heading', { level: 1 }).textContent(),
      'Your role does not allow this',
    );
    assert.match(String(await viewer.locator('main').textContent()), /Nothing was changed/);
    await suite.browser.page.goto(`${suite.system.baseUrl}/notifications`);
    assert.equal(await suite.browser.page.getByLabel('Time zone').inputValue(), before);
  });

  it('removes the editor after a confirmation; their next request is signed out', async () => {
    const { page } = suite.browser;
    assert.equal((await editor.goto(`${suite.system.baseUrl}/subscriptions/new`))?.status(), 200);
    await page.goto(`${suite.system.baseUrl}/members`);
    await page.getByRole('link', { name: 'Remove editor@example.com' }).click();
    assert.equal(
      await page.getByRole('heading', { level: 1 }).textContent(),
      'Remove editor@example.com?',
    );
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.waitForURL(`${suite.system.baseUrl}/members`);
    assert.match(String(await page.getByRole('status').textContent()), /removed and signed out/);

    await editor.reload();
    assert.match(new URL(editor.url()).pathname, /^\/sign-in/);
    assert.equal((await editor.getByRole('button', { name: 'Sign in' }).count()) > 0, true);
  });
});
