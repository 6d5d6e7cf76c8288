import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { translatorFor } from '@subtrack/i18n';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { I18nContext } from '../../components/i18n-context.js';
import { formattersFor } from '../../format/formatters.js';
import { textOf } from '../../testing/page-text.js';
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
