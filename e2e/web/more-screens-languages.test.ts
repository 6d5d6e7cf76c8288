/**
 * The screens the other language walks do not open, in German and in Simplified Chinese at
 * 360 px: a subscription's edit form, the account, the channel forms of Bark, ntfy and
 * Gotify, the confirmations (revoke a key, remove a member or a channel, make an owner a
 * viewer, revoke the calendar feed), an import's preview, an invitation as its invitee sees it, and the error
 * pages (not found, a viewer refused, a form sent without its token). Each speaks the
 * language, passes axe and never scrolls sideways.
 */
import { resolve } from 'node:path';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { createOverApi } from './subs-helpers.js';
import {
  assertWalked,
  browserSuite,
  headedBy,
  inviteOnMembersScreen,
  joinInOwnBrowser,
  says,
  WALK_LANGUAGES,
} from './support/index.js';

const WALLOS_BACKUP = resolve(
  import.meta.dirname,
  '../../packages/file-formats/fixtures/wallos/Wallos-Backup-20261123-071500.zip',
);
const VIEWER = 'betrachterin@example.com';
const INVITEE = 'neues-mitglied@example.com';
const CO_OWNER = 'mitinhaber@example.com';
const KEY = 'Heimautomatisierung';
const CHANNEL = 'Telefon im Wohnzimmer';

/** Clicks `button` on the English page at `path` and answers where it leads. */
async function addressBehind(page: Page, path: string, button: () => Promise<void>) {
  await page.goto(path);
  await button();
  await page.waitForLoadState();
  return page.url();
}

describe('the remaining screens in German and Chinese at 360 px', () => {
  const suite = browserSuite({ width: 360 });
  let subscription: string;
  let viewer: Page;
  let invitation: string;
  const confirmations: Record<string, string> = {};

  // Made in English, as an owner makes them: then each language opens the same pages.
  before(async () => {
    const { page, system, browser } = suite;
    const base = system.baseUrl;
    [subscription = ''] = await createOverApi(system, [
      { name: 'Hausratversicherung', amount: 90, currency: 'EUR', noticeDays: 30 },
    ]);
    const viewerLink = await inviteOnMembersScreen(page, base, 'viewer', VIEWER);
    viewer = await joinInOwnBrowser(browser, viewerLink, VIEWER, 'ein langes Passwort 123');
    invitation = await inviteOnMembersScreen(page, base, 'editor', INVITEE);
    // An owner who made a key: making them a viewer asks first, naming what they leave.
    const coOwnerLink = await inviteOnMembersScreen(page, base, 'owner', CO_OWNER);
    const coOwner = await joinInOwnBrowser(
      browser,
      coOwnerLink,
      CO_OWNER,
      'ein langes Passwort 456',
    );
    await coOwner.goto(`${base}/keys`);
    await coOwner.getByLabel('Label').fill('Skript von Mitinhaber');
    await coOwner.getByLabel('Scope').selectOption('write');
    await coOwner.getByRole('button', { name: 'Create key' }).click();
    await coOwner.waitForURL(`${base}/keys`);

    confirmations['members-remove'] = await addressBehind(page, `${base}/members`, () =>
      page.getByRole('link', { name: `Remove ${VIEWER}` }).click(),
    );
    await page.goto(`${base}/keys`);
    await page.getByLabel('Label').fill(KEY);
    await page.getByLabel('Scope').selectOption('read');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.waitForURL(`${base}/keys`);
    confirmations['keys-revoke'] = await addressBehind(page, `${base}/keys`, () =>
      page
        .getByRole('row', { name: new RegExp(KEY) })
        .getByRole('button', { name: 'Revoke' })
        .click(),
    );
    await page.goto(`${base}/notifications/channels/new?kind=ntfy`);
    await page.getByLabel('Label').fill(CHANNEL);
    await page.getByLabel('Topic URL').fill('https://ntfy.example.org/subtrack');
    await page.getByRole('button', { name: 'Add channel' }).click();
    await page.waitForURL(`${base}/notifications`);
    confirmations['channel-remove'] = await addressBehind(page, `${base}/notifications`, () =>
      page.getByRole('article', { name: CHANNEL }).getByRole('button', { name: 'Remove' }).click(),
    );
    await page.goto(`${base}/data`);
    await page.getByRole('button', { name: 'Create feed link' }).click();
    await page.waitForURL(`${base}/data`);
    await page.getByLabel('File').setInputFiles(WALLOS_BACKUP);
    await page.getByLabel('Source').selectOption('wallos');
    await page.getByRole('button', { name: 'Preview import' }).click();
    await page.waitForURL(`${base}/data/import/preview`);
  });

  for (const { acceptLanguage, lang } of WALK_LANGUAGES) {
    it(`shows the edit form, the account and the channel forms in ${lang}`, async () => {
      const { page, system } = suite;
      await page.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
      await page.goto(`${system.baseUrl}/subscriptions/${subscription}/edit`);
      await headedBy(
        page,
        says(lang, 'subscriptionForm.editTitle', { name: 'Hausratversicherung' }),
      );
      await assertWalked(page, lang, 'subscription-edit');

      await page.goto(`${system.baseUrl}/account`);
      await headedBy(page, says(lang, 'nav.account'));
      await assertWalked(page, lang, 'account');

      for (const kind of ['bark', 'ntfy', 'gotify']) {
        await page.goto(`${system.baseUrl}/notifications/channels/new?kind=${kind}`);
        await headedBy(page, says(lang, `notifications.add.heading.${kind}`));
        await assertWalked(page, lang, `channel-new-${kind}`);
      }
    });

    it(`asks before revoking, removing or importing in ${lang}`, async () => {
      const { page, system } = suite;
      await page.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
      const screens = [
        ['members-remove', says(lang, 'members.remove.heading', { name: VIEWER })],
        ['keys-revoke', says(lang, 'keys.revoke.heading', { name: KEY })],
        ['channel-remove', says(lang, 'notifications.remove.heading', { label: CHANNEL })],
      ] as const;
      for (const [name, heading] of screens) {
        await page.goto(confirmations[name]!);
        await headedBy(page, heading);
        await assertWalked(page, lang, name);
      }
      await page.goto(`${system.baseUrl}/members`);
      await page
        .getByLabel(says(lang, 'members.table.roleOf', { name: CO_OWNER }))
        .selectOption('viewer');
      const change = `${says(lang, 'members.changeRole.submit')} ${says(lang, 'members.table.changeRole.of', { name: CO_OWNER })}`;
      await page.getByRole('button', { name: change }).click();
      await page.getByRole('heading', { level: 1, name: new RegExp(CO_OWNER) }).waitFor();
      await assertWalked(page, lang, 'members-change-role');
      await page.goto(`${system.baseUrl}/data/calendar-feed/revoke`);
      await headedBy(page, says(lang, 'data.feed.revoke.heading'));
      await assertWalked(page, lang, 'feed-revoke');
      await page.goto(`${system.baseUrl}/data/import/preview`);
      await headedBy(page, says(lang, 'data.preview.heading'));
      await assertWalked(page, lang, 'import-preview');
    });

    it(`shows an invitation to its invitee in ${lang}`, async () => {
      // The invitee's own browser, signed in nowhere.
      const page = await (await suite.browser.newContext()).newPage();
      await page.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
      await page.goto(invitation);
      await headedBy(page, says(lang, 'invitation.heading', { account: 'Home' }));
      await assertWalked(page, lang, 'invitation');
    });

    it(`says what went wrong in ${lang}: not found, a viewer refused, a stale form`, async () => {
      const { page, system } = suite;
      await page.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
      await page.goto(`${system.baseUrl}/no-such-page`);
      await headedBy(page, says(lang, 'error.notFound.heading'));
      await assertWalked(page, lang, 'error-not-found');

      await viewer.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
      await viewer.goto(`${system.baseUrl}/members`);
      await headedBy(viewer, says(lang, 'error.role.heading'));
      await assertWalked(viewer, lang, 'error-role-refused');

      // A form whose token is gone, as after a restart of the server: refused, in words.
      await page.goto(`${system.baseUrl}/keys`);
      await page.evaluate(() => {
        for (const field of Array.from(document.querySelectorAll('input[name="_csrf"]'))) {
          field.remove();
        }
      });
      await page.getByLabel(says(lang, 'keys.create.label')).fill('Ohne Token');
      await page.getByRole('button', { name: says(lang, 'keys.create.submit') }).click();
      await headedBy(page, says(lang, 'error.csrf.heading'));
      await assertWalked(page, lang, 'error-csrf-refused');
    });
  }
});
