import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ErrorCode } from '../shared/domain-error.js';
import { expectDomainError } from '../testing/expect-domain-error.js';
import { parseNotificationSettingsPatch } from './validate-settings-patch.js';

const rejects = (body: unknown, code: ErrorCode, field?: string) =>
  expectDomainError(() => parseNotificationSettingsPatch(body), code, field);

describe('parseNotificationSettingsPatch', () => {
  it('returns the fields sent', () => {
    assert.deepEqual(parseNotificationSettingsPatch({ enabled: false }), { enabled: false });
    assert.deepEqual(parseNotificationSettingsPatch({ daysBefore: 14, enabled: true }), {
      enabled: true,
      daysBefore: 14,
    });
  });

  it('rejects a body that is not a JSON object with invalid_json', () => {
    for (const body of [null, [], 'on', 7]) rejects(body, 'invalid_json');
  });

  it('rejects pushUrl, timeZone, locale and any other key with the two writable fields', () => {
    for (const key of [
      'pushUrl',
      'timeZone',
      'locale',
      'deviceKey',
      'pushConfigured',
      'updatedAt',
    ]) {
      const error = rejects(
        { [key]: 'x', enabled: true },
        'invalid_notification_settings_field',
        key,
      );
      assert.deepEqual(error.details.writableFields, ['daysBefore', 'enabled']);
    }
  });

  it('rejects __proto__ like any unknown key', () => {
    rejects(
      JSON.parse('{"__proto__":{"enabled":true}}'),
      'invalid_notification_settings_field',
      '__proto__',
    );
  });

  it('rejects an unknown key before a wrong value', () => {
    rejects({ daysBefore: 5, locale: 'de' }, 'invalid_notification_settings_field', 'locale');
  });

  it('rejects an empty body with empty_patch', () => {
    rejects({}, 'empty_patch');
  });

  it('rejects a daysBefore outside 1, 3, 7, 14 and lists them as strings', () => {
    for (const daysBefore of [5, 0, '7', null, 7.5]) {
      const error = rejects({ daysBefore }, 'invalid_notification_settings', 'daysBefore');
      assert.deepEqual(error.details.allowedValues, ['1', '3', '7', '14']);
    }
  });

  it('rejects an enabled that is not a boolean and lists true and false', () => {
    for (const enabled of ['yes', 1, null]) {
      const error = rejects({ enabled }, 'invalid_notification_settings', 'enabled');
      assert.deepEqual(error.details.allowedValues, ['true', 'false']);
    }
  });
});
