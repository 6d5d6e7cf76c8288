import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { someNotificationSettings } from '../testing/builders.js';
import type { NotificationSettings } from './notification-settings.js';
import { toNotificationSettingsResource } from './present.js';

describe('toNotificationSettingsResource', () => {
  it('shows the six fields of the spec table', () => {
    const settings = someNotificationSettings({ pushConfigured: true, timeZone: null });
    assert.deepEqual(toNotificationSettingsResource(settings), {
      enabled: true,
      daysBefore: 3,
      timeZone: null,
      locale: 'de-DE',
      pushConfigured: true,
      updatedAt: '2026-10-01T09:10:00.000Z',
    });
  });

  it('never shows the account id or a push secret, even when present on the record', () => {
    const leaky = {
      ...someNotificationSettings(),
      pushUrl: 'https://push.example/secret',
      deviceKey: 'dk',
    } as NotificationSettings;
    const resource = toNotificationSettingsResource(leaky);
    assert.equal(JSON.stringify(resource).includes('secret'), false);
    assert.equal('accountId' in resource, false);
    assert.equal('deviceKey' in resource, false);
  });
});
