import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AuditRecord } from '@subtrack/domain';
import { anAuditRecord } from '@subtrack/domain/testing';
import { translatorFor } from '@subtrack/i18n';
import { formattersFor } from '../format/formatters.js';
import { changeWords, eventLine } from './activity-line.js';

const format = formattersFor('en-US');
const { t } = translatorFor('en');
const known = new Map([['sub-1', { name: 'Netflix', currency: 'EUR' }]]);
const members = new Map<string, string | null>([
  ['member-1', 'alex@example.com'],
  ['member-2', null],
]);
const alex = { type: 'web', id: 'sess-1', memberId: 'member-1' } as const;

/** The line as read aloud, the link as its name in brackets. */
function said(record: Partial<AuditRecord>): string {
  const sentence = eventLine(
    anAuditRecord({ resourceId: 'sub-1', actor: alex, ...record }),
    known,
    members,
    format,
    t,
  );
  const subscription = sentence.link ? `[${sentence.link.name}]` : '';
  return t(sentence.message, { ...sentence.values, subscription });
}

describe('eventLine', () => {
  it('says an amount change with the currency and names the subscription', () => {
    const changes = { amount: { from: 15.49, to: 17.99 } };
    assert.equal(
      said({ action: 'subscription.updated', changes }),
      'alex@example.com changed [Netflix]’s amount from €15.49 to €17.99',
    );
  });

  it('says status changes as the buttons do', () => {
    const to = (status: string) => ({ status: { from: 'active', to: status } });
    assert.equal(
      said({ action: 'subscription.updated', changes: to('paused') }),
      'alex@example.com paused [Netflix]',
    );
    assert.equal(
      said({ action: 'subscription.updated', changes: to('cancelled') }),
      'alex@example.com cancelled [Netflix]',
    );
    assert.equal(
      said({ action: 'subscription.updated', changes: to('active') }),
      'alex@example.com resumed [Netflix]',
    );
  });

  it('says a creation in a few words, without the fields it listed', () => {
    const changes = { id: { from: null, to: 'sub-1' }, name: { from: null, to: 'Netflix' } };
    assert.equal(
      said({ action: 'subscription.created', changes }),
      'alex@example.com added [Netflix]',
    );
  });

  it('names the fields of a change of several, dates in the member’s language', () => {
    const changes = {
      nextPaymentDate: { from: '2026-12-04', to: '2027-01-04' },
      category: { from: 'Video', to: 'Streaming' },
      notificationEnabled: { from: true, to: false },
    };
    assert.equal(
      said({ action: 'subscription.updated', changes }),
      'alex@example.com changed [Netflix]’s next payment date, category and 1 more',
    );
    const one = { nextPaymentDate: { from: '2026-12-04', to: '2027-01-04' } };
    assert.equal(
      said({ action: 'subscription.updated', changes: one, actor: { type: 'system', id: null } }),
      'subtrack changed [Netflix]’s next payment date from Dec 4, 2026 to Jan 4, 2027',
    );
  });

  it('names who did it in short: a key, the command line, a member without an email', () => {
    assert.equal(said({ actor: { type: 'api_key', id: 'k1' } }), 'An API key added [Netflix]');
    assert.equal(said({ actor: { type: 'cli', id: null } }), 'The command line added [Netflix]');
    assert.equal(said({ actor: { ...alex, memberId: 'member-2' } }), 'A member added [Netflix]');
    assert.equal(
      said({ actor: { ...alex, memberId: 'gone' } }),
      'A removed member added [Netflix]',
    );
  });

  it('says other events in words, and a deleted subscription without a name', () => {
    assert.equal(
      said({ action: 'api_key.revoked', resourceType: 'api_key', resourceId: 'k1' }),
      'alex@example.com revoked an API key',
    );
    assert.equal(
      said({ action: 'subscription.updated', resourceId: 'sub-gone' }),
      'alex@example.com changed a subscription',
    );
  });
});

describe('changeWords', () => {
  it('leaves out ids and write times and says what a creation set, never "none ->"', () => {
    const record = anAuditRecord({
      resourceId: 'sub-1',
      changes: {
        id: { from: null, to: 'sub-1' },
        createdAt: { from: null, to: '2026-11-01T10:00:00.000Z' },
        amount: { from: null, to: 9.99 },
      },
    });
    assert.deepEqual(changeWords(record, known.get('sub-1'), format, t), [
      { field: 'amount', from: null, to: '€9.99' },
    ]);
  });

  it('takes the currency an amount changed to', () => {
    const record = anAuditRecord({
      changes: { amount: { from: 10, to: 12 }, currency: { from: 'EUR', to: 'USD' } },
    });
    assert.deepEqual(changeWords(record, known.get('sub-1'), format, t)[0], {
      field: 'amount',
      from: '$10.00',
      to: '$12.00',
    });
  });
});
