import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAuditRecord } from '@subtrack/domain/testing';
import { translatorFor } from '@subtrack/i18n';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { I18nContext } from '../../components/i18n-context.js';
import { formattersFor } from '../../format/formatters.js';
import { textOf } from '../../testing/page-text.js';
import { renderInPseudoLocale, unmarkedOnPage } from '../../testing/pseudo-locale.js';
import { aWebSession } from '../../testing/test-session.js';
import { activityFilterValues, auditQueryOf } from '../../view-models/activity-filters.js';
import { ActivityScreen } from './activity-screen.js';

function pageIn(language: string, query: Record<string, string>) {
  const values = activityFilterValues(query);
  const built = auditQueryOf(values, '', 'UTC');
  const screen = h(ActivityScreen, {
    session: aWebSession(),
    prefs: { locale: language, timeZone: 'UTC' },
    format: formattersFor(language),
    values,
    records: [],
    offset: 0,
    hasMore: false,
    ...('errors' in built ? { errors: built.errors } : {}),
  });
  return textOf(
    render(h(I18nContext.Provider, { value: translatorFor(language), children: screen })),
  );
}

describe('ActivityScreen in another language', () => {
  it('says an empty trail and its filters in German', () => {
    const text = pageIn('de', {});
    assert.match(text, /Aktivität Jede Änderung an Ihrem Konto/);
    assert.match(text, /Noch keine Aktivität\./);
    assert.match(text, /Art des Eintrags/);
    assert.match(text, /Filter anwenden/);
  });

  it('says a refused date and the filters in use in Chinese', () => {
    const text = pageIn('zh-Hans', { since: '2026-02-30', action: 'payment.updated' });
    assert.match(text, /出现问题 起始日期必须是有效日期，例如 2026-11-01。/);
    assert.match(text, /筛选 （已用 2 个）/);
  });
});

describe('ActivityScreen in the pseudo-locale', () => {
  it('takes every word of events of several kinds from the catalogs', () => {
    const web = { type: 'web', id: 'sess-1', memberId: 'member-1' } as const;
    const records = [
      anAuditRecord({ id: 'a1', resourceId: 'sub-1', actor: web, action: 'subscription.created' }),
      anAuditRecord({
        id: 'a2',
        resourceId: 'sub-1',
        actor: { type: 'api_key', id: 'key-1' },
        action: 'subscription.updated',
        changes: { amount: { from: 15.49, to: 17.99 } },
      }),
      anAuditRecord({
        id: 'a3',
        resourceId: 'sub-1',
        actor: web,
        action: 'subscription.updated',
        changes: { status: { from: 'active', to: 'paused' }, isTrial: { from: true, to: false } },
      }),
      anAuditRecord({
        id: 'a4',
        resourceId: 'sub-gone',
        actor: { type: 'cli', id: null },
        action: 'subscription.deleted',
        resourceType: 'subscription',
        changes: null,
      }),
      anAuditRecord({
        id: 'a5',
        resourceId: 'key-1',
        resourceType: 'api_key',
        actor: { type: 'system', id: null },
        action: 'api_key.revoked',
        changes: { reason: { from: null, to: 'member_removed' } },
      }),
    ];
    const screen = h(ActivityScreen, {
      session: aWebSession(),
      prefs: { locale: 'en-GB', timeZone: 'UTC' },
      format: formattersFor('en-GB'),
      values: activityFilterValues({}),
      records,
      offset: 0,
      hasMore: false,
      members: new Map([['member-1', 'alex@example.com']]),
      known: new Map([['sub-1', { name: 'Netflix', currency: 'EUR' }]]),
    });
    // The events' time, as the member's locale writes it, and what the member typed.
    const time = '1 Nov 2026, 10:00';
    const shown = ['Netflix', 'alex@example.com', 'owner@example.com', time];
    shown.push('sub-1', 'sub-gone', 'key-1', 'sess-1');
    assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(screen), shown), []);
  });
});
