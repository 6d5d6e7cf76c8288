/**
 * axe-core on the dashboard, subscriptions (list, form, a subscription's own page with its
 * payment history) and calendar screens, light and dark, at
 * 360 and 1280 px: no serious or critical violation. Each screen is also saved as a
 * screenshot at both widths (e2e/results/screenshots, kept out of git).
 */
import { before, describe } from 'node:test';
import { createOverApi, dateFromToday } from './subs-helpers.js';
import {
  checkAccessibility,
  itHasNoAxeViolationsAtEveryViewport,
  screenshot,
  servedSystem,
} from './support/index.js';

describe('subscription screens: axe and screenshots', () => {
  const served = servedSystem();
  let id: string;
  let quarterly: string;
  before(async () => {
    [id, , , , , quarterly] = (await createOverApi(served.system, [
      { amount: 15.49, nextPaymentDate: dateFromToday(2) },
      { name: 'Figma', category: 'Design', isTrial: true, trialEndsOn: dateFromToday(9) },
      { name: 'iCloud+', category: 'Storage', amount: 2.99, currency: 'EUR' },
      { name: '<img src=x onerror=alert(1)>', category: 'Music', period: 'yearly', amount: 99 },
      { name: 'Gym', category: 'Health', status: 'paused' },
      // D38-D40: a quarterly contract with a year of payments, an end and a notice period.
      {
        name: 'Home insurance',
        category: 'Insurance',
        amount: 90,
        intervalCount: 3,
        nextPaymentDate: dateFromToday(45),
        startedOn: dateFromToday(-320),
        endsOn: dateFromToday(400),
        noticeDays: 30,
        remindDaysBefore: [7, 1],
      },
    ])) as [string, string, string, string, string, string];
  });

  itHasNoAxeViolationsAtEveryViewport(
    () => served.system,
    async (page) => {
      const screens: Array<[string, string]> = [
        ['dashboard', '/'],
        ['subscriptions', '/subscriptions'],
        ['subscription-new', '/subscriptions/new'],
        ['subscription-edit', `/subscriptions/${id}/edit`],
        ['subscription-delete', `/subscriptions/${id}/delete`],
        ['subscription-page', `/subscriptions/${quarterly}`],
        ['subscription-edit-contract', `/subscriptions/${quarterly}/edit`],
        ['calendar', `/calendar?month=${dateFromToday(2).slice(0, 7)}`],
      ];
      for (const [name, path] of screens) {
        await page.goto(served.system.baseUrl + path);
        await checkAccessibility(page);
        await screenshot(page, name);
      }
      // A refused form: error summary and messages beside the fields.
      await page.goto(`${served.system.baseUrl}/subscriptions/new`);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('alert').waitFor();
      await checkAccessibility(page);
      await screenshot(page, 'subscription-form-error');
      // A refused payment amount: the message beside that payment's field.
      await page.goto(`${served.system.baseUrl}/subscriptions/${quarterly}`);
      await page
        .getByLabel(/^New amount of the payment of/)
        .first()
        .fill('ten');
      await page
        .getByRole('button', { name: /^Change amount\b/ })
        .first()
        .click();
      await page.getByRole('alert').waitFor();
      await checkAccessibility(page);
      await screenshot(page, 'subscription-page-error');
    },
  );
});
