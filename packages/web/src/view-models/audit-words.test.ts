import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAuditRecord } from '@subtrack/domain/testing';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { AuditEventItem } from '../screens/activity/audit-event-item.js';
import { actionWords, actorWords, valueWords } from './audit-words.js';

const PREFS = { locale: 'en-GB', timeZone: 'UTC' };

describe('audit words', () => {
  it('say actions and actors in words', () => {
    assert.equal(actionWords('api_key.revoked'), 'API key revoked');
    assert.equal(actionWords('notification_settings.updated'), 'Notification settings updated');
    assert.equal(actionWords('import.completed'), 'Import completed');
    assert.equal(
      actorWords({ type: 'api_key', id: '00000000000000a1' }),
      'API key 00000000000000a1',
    );
    const members = new Map([['member-1', 'ada@example.com']]);
    const web = { type: 'web', id: 'sess-1', memberId: 'member-1' } as const;
    assert.equal(actorWords(web, members), 'ada@example.com, web session sess-1');
    assert.equal(
      actorWords({ ...web, memberId: 'member-gone' }, members),
      'A removed member, web session sess-1',
    );
    assert.equal(actorWords({ type: 'cli', id: null }), 'Command line');
    assert.equal(actorWords({ type: 'system', id: null }), 'subtrack (automatic)');
    assert.equal(actionWords('payment.updated'), 'Payment updated');
  });

  it('show null as none and objects as JSON', () => {
    assert.equal(valueWords(null), 'none');
    assert.equal(valueWords(12.5), '12.5');
    assert.equal(valueWords({ a: 1 }), '{"a":1}');
  });
});

describe('AuditEventItem', () => {
  it('shows time, action, resource, actor and each change from -> to, markup as text', () => {
    const record = anAuditRecord({
      occurredAt: '2026-11-21T08:00:00.000Z',
      action: 'subscription.updated',
      actor: { type: 'web', id: 'sess-1', memberId: 'member-1' },
      changes: { name: { from: 'Netflix', to: '<img src=x onerror=alert(1)>' } },
    });
    const html = renderToString(h('ol', null, h(AuditEventItem, { record, prefs: PREFS })));
    assert.match(html, /<h2[^>]*>Subscription updated<\/h2>/);
    assert.match(html, /21 Nov 2026, 08:00/);
    assert.match(html, /A removed member, web session sess-1/);
    assert.match(
      html,
      /<th scope="row">name<\/th><td>Netflix<\/td><td>&lt;img src=x onerror=alert\(1\)>/,
    );
  });

  it('says a deletion keeps no values', () => {
    const record = anAuditRecord({ action: 'subscription.deleted', changes: null });
    const html = renderToString(h(AuditEventItem, { record, prefs: PREFS }));
    assert.match(html, /No field values are kept after a deletion/);
  });

  it('says nothing of deletions on a record that deleted nothing, such as a sign-in', () => {
    const record = anAuditRecord({ action: 'owner.signed_in', changes: null });
    const html = renderToString(h(AuditEventItem, { record, prefs: PREFS }));
    assert.doesNotMatch(html, /deletion/);
    assert.match(html, /Owner login signed in/);
  });
});
