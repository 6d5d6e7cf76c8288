/**
 * The activity screen and "Find subscriptions" (the upload, the findings of a bank export,
 * the question of which column holds what) in German and in Simplified Chinese at 360 px,
 * filled with what a person has there: events of several kinds, a year of a current
 * account's bookings with subscriptions tracked and not, and an alert. Each page speaks the
 * language, passes axe and never scrolls sideways.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { generateStatement, writeStatement } from '@subtrack/file-formats/testing';
import type { Page } from 'playwright-core';
import { createOverApi } from './subs-helpers.js';
import {
  assertWalked,
  browserSuite,
  headedBy,
  says,
  WALK_LANGUAGES,
  type WebSystem,
} from './support/index.js';

// Fourteen months of a current account ending yesterday (the server runs on today's date).
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const STATEMENT = generateStatement({ seed: 2, to: yesterday, months: 14 });
const FILES = mkdtempSync(join(tmpdir(), 'subtrack-statements-'));
after(() => rmSync(FILES, { recursive: true, force: true }));
const SPARKASSE = join(FILES, '20261128-Umsaetze-Girokonto.csv');
writeFileSync(SPARKASSE, writeStatement(STATEMENT, 'sparkasse'));
const UNCLEAR = join(FILES, 'export.csv');
writeFileSync(
  UNCLEAR,
  ['Tag;Wer;Wieviel', ...['08', '09', '10'].map((m) => `03.${m}.2026;Urban Sports;-49,00`)].join(
    '\n',
  ),
);
const chargesOf = (brand: RegExp) => STATEMENT.rows.filter((row) => brand.test(row.payee));

async function api(system: WebSystem, method: string, path: string, body?: unknown) {
  const response = await fetch(`${system.baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${system.writeKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${await response.text()}`);
}

/** Uploads `path` on the Find subscriptions screen, in the page's language. */
async function upload(page: Page, lang: string, path: string) {
  await page.getByLabel(says(lang, 'find.statement.file'), { exact: true }).setInputFiles(path);
  await page.getByRole('button', { name: says(lang, 'nav.find'), exact: true }).click();
  await page.waitForLoadState();
}

describe('the activity and Find subscriptions screens in German and Chinese at 360 px', () => {
  const suite = browserSuite({ width: 360 });

  before(async () => {
    const { system } = suite;
    // Tracked already: Apple, whose charges its history lacks, and Amazon Prime, cancelled
    // three months ago and charged since (an alert).
    const apple = chargesOf(/apple/i).at(-1)!;
    const amazon = chargesOf(/amazon/i).at(-4)!;
    const [, , , gym = ''] = await createOverApi(system, [
      {
        name: 'Apple',
        category: 'Cloud',
        amount: -apple.amountMinor / 100,
        currency: 'EUR',
        nextPaymentDate: apple.date,
      },
      {
        name: 'Amazon Prime',
        category: 'Einkaufen',
        amount: -amazon.amountMinor / 100,
        currency: 'EUR',
        nextPaymentDate: amazon.date,
        status: 'cancelled',
      },
      { name: 'Kabelfernsehen-Grundversorgungsvertrag', amount: 24.99, currency: 'EUR' },
      { name: 'Fitnessstudio', amount: 45, currency: 'CHF' },
    ]);
    // Events of other kinds than "added": a change with a pause, a removal.
    await api(system, 'PATCH', `/subscriptions/${gym}`, { amount: 49.5, status: 'paused' });
    await api(system, 'DELETE', `/subscriptions/${gym}`);
  });

  for (const { acceptLanguage, lang } of WALK_LANGUAGES) {
    it(`shows the activity in ${lang}, each event in a line of words, its details open`, async () => {
      const { page, system } = suite;
      await page.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
      await page.goto(`${system.baseUrl}/activity`);
      await headedBy(page, says(lang, 'activity.title'));
      const events = page.getByRole('main').getByRole('listitem');
      assert.ok((await events.count()) >= 6, 'four added, one changed, one removed');
      // Each event's time is written as the language writes it ("29.11.2026, 13:59").
      const time = page.getByRole('main').locator('time').first();
      const written = new Intl.DateTimeFormat(lang, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(new Date(String(await time.getAttribute('datetime'))));
      assert.equal(await time.textContent(), written);
      await page.getByText(says(lang, 'activity.filters'), { exact: true }).first().click();
      await events.first().getByRole('group').first().click();
      await assertWalked(page, lang, 'activity');
    });

    it(`finds the subscriptions of a bank export in ${lang}: upload, findings, columns`, async () => {
      const { page, system } = suite;
      await page.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
      await page.goto(`${system.baseUrl}/find-subscriptions`);
      const startAgain = page.getByRole('button', { name: says(lang, 'find.startAgain') });
      if ((await startAgain.count()) > 0) await startAgain.click();
      await headedBy(page, says(lang, 'find.heading'));
      await assertWalked(page, lang, 'find-subscriptions-upload');

      await upload(page, lang, SPARKASSE);
      for (const key of [
        'find.alerts.heading',
        'find.matches.heading',
        'find.suggestions.heading',
      ]) {
        await page.getByRole('heading', { level: 2, name: says(lang, key) }).waitFor();
      }
      const netflix = page.getByRole('article', { name: 'Netflix', exact: true });
      await netflix.getByText(says(lang, 'find.charges.show')).click();
      await netflix
        .getByRole('list', { name: says(lang, 'find.charges.label', { name: 'Netflix' }) })
        .waitFor();
      await assertWalked(page, lang, 'find-subscriptions-findings');

      await startAgain.click();
      await upload(page, lang, UNCLEAR);
      await headedBy(page, says(lang, 'find.columns.heading'));
      await assertWalked(page, lang, 'find-subscriptions-columns');
    });
  }
});
