import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { literalTexts } from './testing/literal-texts.js';

const SRC = import.meta.dirname;

/**
 * The files whose words are not yet in the catalogs. This list may only shrink: convert a
 * file (its words into every catalog, said through `useT()`), then take it off the list.
 */
const NOT_YET_CONVERTED = new Set([
  'components/add-subscription-button.tsx',
  'components/badge.tsx',
  'components/category-chart.tsx',
  'components/device-account-section.tsx',
  'components/form/new-login-fields.tsx',
  'components/list-filters.tsx',
  'components/no-subscriptions-yet.tsx',
  'components/oidc-account-section.tsx',
  'components/passkey-account-section.tsx',
  'components/passkey-parts.tsx',
  'components/passkey-sign-in-offer.tsx',
  'components/row-menu.tsx',
  'components/spend-chart.tsx',
  'components/status-actions.tsx',
  'components/subscription-cards.tsx',
  'components/subscription-table.tsx',
  'components/view-switch.tsx',
  'screens/account/account-screen.tsx',
  'screens/account/home-currency-section.tsx',
  'screens/account/theme-section.tsx',
  'screens/activity/audit-event-item.tsx',
  'screens/calendar-screen.tsx',
  'screens/csrf-refused-screen.tsx',
  'screens/dashboard/dashboard-screen.tsx',
  'screens/dashboard/currency-totals.tsx',
  'screens/dashboard/estimate-headline.tsx',
  'screens/dashboard/spend-views.tsx',
  'screens/dashboard/upcoming.tsx',
  'screens/data-transfer/data-transfer-screen.tsx',
  'screens/data-transfer/calendar-feed-section.tsx',
  'screens/data-transfer/export-section.tsx',
  'screens/data-transfer/find-section.tsx',
  'screens/data-transfer/import-form.tsx',
  'screens/data-transfer/import-preview-screen.tsx',
  'screens/data-transfer/revoke-feed-screen.tsx',
  'screens/data-transfer/row-errors-table.tsx',
  'screens/find-subscriptions/find-subscriptions-screen.tsx',
  'screens/find-subscriptions/columns-screen.tsx',
  'screens/find-subscriptions/match-card.tsx',
  'screens/find-subscriptions/statement-form.tsx',
  'screens/find-subscriptions/suggestion-card.tsx',
  'screens/insights/duplicates-section.tsx',
  'screens/insights/insights-screen.tsx',
  'screens/insights/optimizations-section.tsx',
  'screens/invitation-screen.tsx',
  'screens/keys/create-key-form.tsx',
  'screens/keys/key-table.tsx',
  'screens/keys/keys-screen.tsx',
  'screens/keys/new-key-panel.tsx',
  'screens/keys/revoke-key-screen.tsx',
  'screens/members/change-role-screen.tsx',
  'screens/members/invitation-table.tsx',
  'screens/members/invite-form.tsx',
  'screens/members/leftovers-section.tsx',
  'screens/members/member-table.tsx',
  'screens/members/members-screen.tsx',
  'screens/members/new-invitation-panel.tsx',
  'screens/members/remove-member-screen.tsx',
  'screens/not-found-screen.tsx',
  'screens/notifications/add-channel-screen.tsx',
  'screens/notifications/channel-card.tsx',
  'screens/notifications/channel-kind-fields.tsx',
  'screens/notifications/channels-section.tsx',
  'screens/notifications/new-webhook-secret.tsx',
  'screens/notifications/notifications-screen.tsx',
  'screens/notifications/push-endpoint-section.tsx',
  'screens/notifications/remove-channel-screen.tsx',
  'screens/notifications/settings-section.tsx',
  'screens/oidc-sign-in-screen.tsx',
  'screens/rates/enter-rate-form.tsx',
  'screens/rates/import-rates-form.tsx',
  'screens/rates/rate-table.tsx',
  'screens/rates/rates-screen.tsx',
  'screens/remove-passkey-screen.tsx',
  'screens/role-refused-screen.tsx',
  'screens/server-error-screen.tsx',
  'screens/set-password-screen.tsx',
  'screens/settings-screen.tsx',
  'screens/sign-in-link-screen.tsx',
  'screens/sign-in-screen.tsx',
  'screens/subscriptions-list-screen.tsx',
  'screens/too-many-sign-ins-screen.tsx',
]);

function tsxFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) tsxFiles(path, out);
    else if (entry.name.endsWith('.tsx')) out.push(path);
  }
  return out;
}

const files = tsxFiles(SRC).map((path) => ({ name: relative(SRC, path), path }));

describe('the words of the web pages', () => {
  it('all come from the catalogs, outside the files not yet converted', () => {
    const literals = files
      .filter((file) => !NOT_YET_CONVERTED.has(file.name))
      .flatMap((file) =>
        literalTexts(file.path).map((found) => `${file.name}:${found.line} "${found.text}"`),
      );
    assert.deepEqual(literals, []);
  });

  it('lists as not yet converted only files that exist and still write words of their own', () => {
    const stale = [...NOT_YET_CONVERTED].filter(
      (name) => !existsSync(join(SRC, name)) || literalTexts(join(SRC, name)).length === 0,
    );
    assert.deepEqual(stale, [], 'take these off NOT_YET_CONVERTED');
  });
});

describe('literalTexts', () => {
  it('finds JSX text, read attributes and an input button’s value, not keys or sent values', () => {
    const dir = mkdtempSync(join(tmpdir(), 'literal-texts-'));
    const path = join(dir, 'screen.tsx');
    writeFileSync(
      path,
      [
        'export const links = [{ label: "nav.account" }, { label: "Plain words" }];',
        'export const A = () => (',
        '  <p title="A title" class="not-read">',
        '    Hello <b>{"there"}</b> {t("nav.account")}',
        '    <input type="submit" value="Send" /> <button value="sent-not-shown">{t("layout.signOut")}</button>',
        '    subtrack –',
        '  </p>',
        ');',
      ].join('\n'),
    );
    const found = literalTexts(path).map((literal) => literal.text);
    rmSync(dir, { recursive: true });
    assert.deepEqual(found, ['Plain words', 'A title', 'Hello', 'there', 'Send']);
  });
});
