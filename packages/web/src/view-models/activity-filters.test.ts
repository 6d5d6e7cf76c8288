import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { activityFilterValues, activityPageHref, auditQueryOf } from './activity-filters.js';

const NONE = { resourceType: '', action: '', since: '', until: '' };

describe('auditQueryOf', () => {
  it('leaves empty filters out, so "Any" filters nothing', () => {
    assert.deepEqual(auditQueryOf(NONE, '', 'UTC'), { query: { limit: '20' } });
  });

  it('turns the owner’s days into instants: until includes its whole day', () => {
    const values = { ...NONE, since: '2026-11-01', until: '2026-11-30', action: 'api_key.created' };
    assert.deepEqual(auditQueryOf(values, '40', 'Europe/Berlin'), {
      query: {
        limit: '20',
        offset: '40',
        action: 'api_key.created',
        since: '2026-11-01T00:00:00+01:00',
        until: '2026-12-01T00:00:00+01:00',
      },
    });
  });

  it('names each date that is not a real date', () => {
    const result = auditQueryOf({ ...NONE, since: '2026-02-30', until: 'soon' }, '', 'UTC');
    assert.deepEqual(result, {
      errors: [
        {
          field: 'since',
          message: 'Since must be a real date, such as 2026-11-01.',
          key: 'activity.error.since',
        },
        {
          field: 'until',
          message: 'Until must be a real date, such as 2026-11-01.',
          key: 'activity.error.until',
        },
      ],
    });
  });
});

describe('activityFilterValues and activityPageHref', () => {
  it('keep the filters across pages and drop the offset of the first page', () => {
    const values = activityFilterValues({
      action: ['subscription.updated', 'x'],
      since: ' 2026-11-01 ',
    });
    assert.deepEqual(values, { ...NONE, action: 'subscription.updated', since: '2026-11-01' });
    assert.equal(
      activityPageHref(values, 20),
      '/activity?action=subscription.updated&since=2026-11-01&offset=20',
    );
    assert.equal(activityPageHref(NONE, 0), '/activity');
  });
});
