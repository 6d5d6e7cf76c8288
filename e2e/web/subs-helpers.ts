/** Shared steps of the subscription screens' browser tests (issue 11). */
import assert from 'node:assert/strict';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import type { Page } from 'playwright-core';
import type { WebSystem } from './support/index.js';

/** A calendar date `days` from today in UTC (the account has no time zone). */
export function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** An amount as the dashboard shows it for the `en` locale: "€10.99", "$191.88". */
export const moneyText = (amount: number, currency: string) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

/** Creates subscriptions over the API with the write key, in one call each. */
export async function createOverApi(
  system: WebSystem,
  bodies: Array<Record<string, unknown>>,
): Promise<string[]> {
  const ids: string[] = [];
  for (const body of bodies) {
    const response = await fetch(`${system.baseUrl}/api/v1/subscriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${system.writeKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(aSubscriptionBody({ nextPaymentDate: dateFromToday(10), ...body })),
    });
    assert.equal(response.status, 201, await response.clone().text());
    ids.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  return ids;
}

/** Fills the create form the way a person does, by label, and presses "Save". */
export async function addSubscription(
  page: Page,
  system: WebSystem,
  fields: { name: string; amount: string; currency: string; nextPaymentDate: string },
): Promise<void> {
  await page.goto(`${system.baseUrl}/subscriptions`);
  await page.getByRole('button', { name: 'Add subscription' }).click();
  await page.getByLabel('Name').fill(fields.name);
  await page.getByLabel('Category').fill('Video');
  await page.getByLabel('Amount').fill(fields.amount);
  await page.getByLabel('Currency').selectOption(fields.currency);
  await page.getByLabel('Every').fill('1');
  await page.getByLabel('Unit').selectOption('months');
  await page.getByLabel('Next payment date').fill(fields.nextPaymentDate);
  await page.getByRole('button', { name: 'Save' }).click();
}

/** The one-time notice of the page (POST-redirect-GET). */
export async function noticeText(page: Page): Promise<string> {
  return (await page.getByRole('status').textContent())?.trim() ?? '';
}
