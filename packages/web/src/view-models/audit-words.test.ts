import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAuditRecord } from '@subtrack/domain/testing';
import { translatorFor } from '@subtrack/i18n';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { formattersFor } from '../format/formatters.js';
import { AuditEventItem } from '../screens/activity/audit-event-item.js';
import { textOf } from '../testing/page-text.js';
import { actionWords, actorWords, valueWords } from './audit-words.js';

const PREFS = { locale: 'en-GB', timeZone: 'UTC' };
const { t } = translatorFor('en');
const none = new Map<string, string | null>();

describe('audit words', () => {
  it('say actions and actors in words', () => {
    assert.equal(actionWords('api_key.revoked', t), 'API key revoked');
    assert.equal(actionWords('notification_settings.updated', t), 'Notification settings updated');
    assert.equal(actionWords('import.completed', t), 'Import completed');
    assert.equal(
      actorWords({ type: 'api_key', id: '00000000000000a1' }, none, t),
      'API key 00000000000000a1',
    );
    const members = new Map([['member-1', 'ada@example.com']]);
    const web = { type: 'web', id: 'sess-1', memberId: 'member-1' } as const;
    assert.equal(actorWords(web, members, t), 'ada@example.com, web session sess-1');
    assert.equal(
      actorWords({ ...web, memberId: 'member-gone' }, members, t),
      'A removed member, web session sess-1',
    );
    assert.equal(actorWords({ type: 'cli', id: null }, none, t), 'Command line');
    assert.equal(actorWords({ type: 'system', id: null }, none, t), 'subtrack (automatic)');
    assert.equal(actionWords('payment.updated', t), 'Payment updated');
  });

  it('show null as none and objects as JSON', () => {
    assert.equal(valueWords(null, t), 'none');
    assert.equal(valueWords(12.5, t), '12.5');
    assert.equal(valueWords({ a: 1 }, t), '{"a":1}');
  });
});

describe('AuditEventItem', () => {
  const context = (known = new Map([['sub-1', { name: 'Netflix', currency: 'EUR' }]])) => ({
    prefs: PREFS,
    format: formattersFor('en-GB'),
    members: new Map([['member-1', 'ada@example.com']]),
    known,
  });

  it('says the event in one line with the subscription linked, and folds the ids away', () => {
    const record = anAuditRecord({
      occurredAt: '2026-11-21T08:00:00.000Z',
      action: 'subscription.updated',
      resourceId: 'sub-1',
      actor: { type: 'web', id: 'sess-1', memberId: 'member-1' },
      changes: { amount: { from: 15.49, to: 17.99 } },
    });
    const html = renderToString(h(AuditEventItem, { record, context: context() }));
    assert.match(
      textOf(html),
      /ada@example\.com changed Netflix ?’s amount from €15\.49 to €17\.99\s*21 Nov 2026, 08:00/,
    );
    assert.match(html, /<a href="\/subscriptions\/sub-1">Netflix<\/a>/);
    const details = html.slice(html.indexOf('<details'));
    assert.match(details, /ada@example\.com, web session sess-1/);
    assert.match(details, /<code>sub-1<\/code>/);
    assert.doesNotMatch(html.slice(0, html.indexOf('<details')), /sess-1/);
  });

  it('shows markup in a changed value as text', () => {
    const record = anAuditRecord({
      action: 'subscription.updated',
      resourceId: 'sub-1',
      changes: { name: { from: 'Netflix', to: '<img src=x onerror=alert(1)>' } },
    });
    const html = renderToString(h(AuditEventItem, { record, context: context() }));
    assert.match(html, /from Netflix to &lt;img src=x onerror=alert\(1\)>/);
    assert.doesNotMatch(html, /<img/);
  });

  it('says a deletion keeps no values, and names no subscription it cannot find', () => {
    const record = anAuditRecord({ action: 'subscription.deleted', changes: null });
    const html = renderToString(h(AuditEventItem, { record, context: context(new Map()) }));
    assert.match(textOf(html), /An API key deleted a subscription/);
    assert.match(html, /No field values are kept after a deletion/);
  });

  it('says nothing of deletions on a record that deleted nothing, such as a sign-in', () => {
    const record = anAuditRecord({
      action: 'owner.signed_in',
      resourceType: 'owner',
      actor: { type: 'web', id: 'sess-1', memberId: 'member-1' },
      changes: null,
    });
    const html = renderToString(h(AuditEventItem, { record, context: context() }));
    assert.doesNotMatch(html, /deletion/);
    assert.match(textOf(html), /ada@example\.com signed in/);
  });
});
