import * as v from 'valibot';
import { DomainError } from '../shared/domain-error.js';
import {
  hasField,
  parseField,
  rejectUnwritableKeys,
  requireJsonObject,
} from '../shared/validation-errors.js';
import {
  DAYS_BEFORE_VALUES,
  type DaysBefore,
  WRITABLE_NOTIFICATION_SETTINGS_FIELDS,
} from './notification-settings.js';

/** A validated notification-settings PATCH: the two fields the API may write (D17). */
export interface NotificationSettingsPatch {
  enabled?: boolean;
  daysBefore?: DaysBefore;
}

const DAYS_BEFORE_TEXT = DAYS_BEFORE_VALUES.map(String);

/**
 * Validates a notification-settings PATCH body (D17). Order as for subscriptions (D11):
 * not a JSON object -> `invalid_json`; any key but `enabled`/`daysBefore` (pushUrl,
 * timeZone, locale, `__proto__`...) -> `invalid_notification_settings_field`; `{}` ->
 * `empty_patch`; a wrong value -> `invalid_notification_settings` with `field` and
 * `allowedValues` as strings.
 *
 * @example
 * parseNotificationSettingsPatch({ daysBefore: 7 }); // { daysBefore: 7 }
 * parseNotificationSettingsPatch({ daysBefore: 5 }); // throws, allowedValues ["1","3","7","14"]
 */
export function parseNotificationSettingsPatch(body: unknown): NotificationSettingsPatch {
  const object = requireJsonObject(body);
  rejectUnwritableKeys(
    object,
    WRITABLE_NOTIFICATION_SETTINGS_FIELDS,
    'invalid_notification_settings_field',
  );
  if (Object.keys(object).length === 0) {
    throw new DomainError('empty_patch', 'The PATCH body contains no field to change.', {
      suggestedFix: 'Send enabled (true/false), daysBefore (1, 3, 7 or 14), or both.',
    });
  }
  const patch: NotificationSettingsPatch = {};
  // Checked in the spec table's order: enabled, then daysBefore.
  if (hasField(object, 'enabled')) {
    patch.enabled = parseField(
      v.boolean('enabled must be true or false.'),
      object['enabled'],
      'invalid_notification_settings',
      'enabled',
      { suggestedFix: 'Send enabled as a JSON boolean.', allowedValues: ['true', 'false'] },
    );
  }
  if (hasField(object, 'daysBefore')) {
    patch.daysBefore = parseField(
      v.picklist(DAYS_BEFORE_VALUES, `daysBefore must be one of ${DAYS_BEFORE_TEXT.join(', ')}.`),
      object['daysBefore'],
      'invalid_notification_settings',
      'daysBefore',
      {
        suggestedFix: 'Send daysBefore as the number 1, 3, 7 or 14.',
        allowedValues: DAYS_BEFORE_TEXT,
      },
    );
  }
  return patch;
}
