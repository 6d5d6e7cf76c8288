import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscription } from '@subtrack/domain/testing';
import { allSubscriptions } from '../testing/all-subscriptions.js';
import { startScreenServer } from '../testing/screen-server.js';
import { SUBSCRIPTION_FORM_FIELDS } from '../testing/subscription-form-fields.js';
import { registerSubscriptionRoutes } from './subscription-routes.js';

const FORM = SUBSCRIPTION_FORM_FIELDS;

const all = allSubscriptions;

describe('/subscriptions form: every N days, weeks, months or years', () => {
  it('stores Every 3 months as monthly x 3 and Every 2 weeks as 14 custom days', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    assert.equal((await server.post('/subscriptions/new', FORM)).status, 303);
    const fortnightly = { ...FORM, name: 'Cleaner', every: '2', unit: 'weeks' };
    assert.equal((await server.post('/subscriptions/new', fortnightly)).status, 303);
    const [cleaner, insurance] = await all(server);
    assert.deepEqual(
      [insurance?.period, insurance?.intervalCount, insurance?.nextPaymentDate],
      ['monthly', 3, '2026-12-31'],
    );
    assert.deepEqual([cleaner?.period, cleaner?.customDays], ['custom', 14]);
    const edit = (await server.get(`/subscriptions/${cleaner?.id}/edit`)).html;
    assert.match(edit, /id="every" name="every"[^>]*value="2"/);
    assert.match(edit, /<option value="weeks" selected>weeks<\/option>/);
  });

  it('saves the end date, notice period and reminder days, and shows them again', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    const contract = { ...FORM, endsOn: '2028-12-31', noticeDays: '30', remindDaysBefore: '1, 7' };
    assert.equal((await server.post('/subscriptions/new', contract)).status, 303);
    const [stored] = await all(server);
    assert.equal(stored?.endsOn, '2028-12-31');
    assert.equal(stored?.noticeDays, 30);
    assert.deepEqual(stored?.remindDaysBefore, [7, 1]);
    const edit = (await server.get(`/subscriptions/${stored?.id}/edit`)).html;
    assert.match(edit, /id="remindDaysBefore" name="remindDaysBefore"[^>]*value="7, 1"/);
    const cleared = await server.post(`/subscriptions/${stored?.id}/edit`, {
      ...contract,
      endsOn: '',
      remindDaysBefore: '',
    });
    assert.equal(cleared.status, 303);
    const [after] = await all(server);
    assert.deepEqual([after?.endsOn, after?.remindDaysBefore, after?.noticeDays], [null, null, 30]);
  });

  it('shows the message beside End date for an end before the next payment, keeping the typing', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    const response = await server.post('/subscriptions/new', {
      ...FORM,
      endsOn: '2026-12-01',
      noticeDays: '30',
    });
    assert.equal(response.status, 400);
    assert.match(
      response.html,
      /<a href="#endsOn">End date must be on or after the next payment date, or left empty\./,
    );
    assert.match(response.html, /<span id="endsOn-error"/);
    assert.match(response.html, /id="noticeDays" name="noticeDays"[^>]*value="30"/);
    assert.deepEqual(await all(server), []);
  });

  it('says beside Every that months go up to 36, and beside Notice period what it takes', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    const tooMany = await server.post('/subscriptions/new', { ...FORM, every: '37' });
    assert.equal(tooMany.status, 400);
    assert.match(
      tooMany.html,
      /<span id="every-error"[^>]*>.*Every must be a whole number of months from 1 to 36\./,
    );
    assert.match(tooMany.html, /id="every" name="every"[^>]*value="37"[^>]*aria-invalid="true"/);
    const notice = await server.post('/subscriptions/new', { ...FORM, noticeDays: 'a month' });
    assert.equal(notice.status, 400);
    assert.match(notice.html, /<span id="noticeDays-error"/);
    assert.deepEqual(await all(server), []);
  });

  it('moves a monthly plan to every 2 years, then to every 10 days, on edit', async (t) => {
    const server = await startScreenServer(t, registerSubscriptionRoutes);
    const s = aSubscription({ accountId: server.accountId, nextPaymentDate: '2026-12-31' });
    await server.ports.subscriptions.insert(s);
    const saved = await server.post(`/subscriptions/${s.id}/edit`, {
      ...FORM,
      name: s.name,
      category: s.category,
      amount: '15.99',
      currency: s.currency,
      every: '2',
      unit: 'years',
      billingAnchorDay: '31',
      lastPaymentDate: '2026-11-30',
    });
    assert.equal(saved.status, 303);
    const [after] = await all(server);
    assert.deepEqual([after?.period, after?.intervalCount], ['yearly', 2]);
    const days = await server.post(`/subscriptions/${s.id}/edit`, {
      ...FORM,
      name: s.name,
      category: s.category,
      amount: '15.99',
      currency: s.currency,
      every: '10',
      unit: 'days',
      nextPaymentDate: after?.nextPaymentDate ?? '',
      billingAnchorDay: '31',
      lastPaymentDate: '',
    });
    assert.equal(days.status, 303, days.html);
    const [custom] = await all(server);
    assert.deepEqual(
      [custom?.period, custom?.customDays, custom?.billingAnchorDay],
      ['custom', 10, null],
    );
  });
});
