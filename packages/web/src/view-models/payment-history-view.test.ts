import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '@subtrack/domain';
import { translatorFor } from '@subtrack/i18n';
import {
  paymentChangedNotice,
  paymentPageLinks,
  paymentPatchBodyFrom,
  readPaymentPageRequest,
} from './payment-history-view.js';

const ID = '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a';

describe('readPaymentPageRequest', () => {
  it('reads limit and offset with the API’s rules and leaves other parameters out', () => {
    const request = readPaymentPageRequest({ offset: '10', limit: '5', notice: 'x' });
    assert.deepEqual(request.query, { limit: 5, offset: 10, filters: {} });
    const bad = readPaymentPageRequest({ limit: '0' });
    assert.equal(bad.query, undefined);
    assert.match(bad.errors?.[0]?.message ?? '', /limit/);
  });
});

describe('paymentPageLinks', () => {
  it('links to newer and older pages of the same subscription', () => {
    const query = { limit: 5, offset: 5, filters: {} };
    assert.deepEqual(paymentPageLinks(ID, query, true), {
      previous: `/subscriptions/${ID}?limit=5`,
      next: `/subscriptions/${ID}?offset=10&limit=5`,
    });
    const first = { limit: 50, offset: 0, filters: {} };
    assert.deepEqual(paymentPageLinks(ID, first, false), { previous: null, next: null });
  });
});

describe('paymentPatchBodyFrom', () => {
  it('sends the toggle’s status, or else the typed amount with a decimal comma read as a point', () => {
    assert.deepEqual(paymentPatchBodyFrom({ status: 'skipped', amount: '9' }), {
      status: 'skipped',
    });
    assert.deepEqual(paymentPatchBodyFrom({ amount: ' 17,50 ' }), { amount: 17.5 });
    const { t } = translatorFor('en');
    assert.equal(t(paymentChangedNotice({ status: 'skipped' })), 'Payment marked as skipped');
    assert.equal(t(paymentChangedNotice({ amount: 17.5 })), 'Payment amount changed');
  });

  it('refuses an amount that is no number, naming the amount', () => {
    assert.throws(
      () => paymentPatchBodyFrom({ amount: 'ten' }),
      (error) => isDomainError(error) && error.details.field === 'amount',
    );
  });
});
