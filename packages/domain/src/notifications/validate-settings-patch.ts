import * as v from 'valibot';
import { DomainError } from '../shared/domain-error.js';
import {
  type AnySchema,
  type FieldHint,
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

/** A validated notification-settings PATCH: the two fields the API may write. */
export interface NotificationSettingsPatch {
  enabled?: boolean;
  daysBefore?: DaysBefore;
}

const DAYS_BEFORE_TEXT = DAYS_BEFORE_VALUES.map(String);

/** The two writable settings in the spec table's order, the order they are checked in. */
export const NOTIFICATION_SETTINGS_FIELD_RULES = [
  {
    field: 'enabled',
    schema: v.pipe(
      v.boolean('enabled must be true or false.'),
      v.description('Global reminder master switch.'),
    ),
    hint: { suggestedFix: 'Send enabled as a JSON boolean.', allowedValues: ['true', 'false'] },
  },
  {
    field: 'daysBefore',
    schema: v.pipe(
      v.picklist(DAYS_BEFORE_VALUES, `daysBefore must be one of ${DAYS_BEFORE_TEXT.join(', ')}.`),
      v.description('Days before a renewal or trial end that a reminder is sent.'),
    ),
    hint: {
      suggestedFix: 'Send daysBefore as the number 1, 3, 7 or 14.',
      allowedValues: DAYS_BEFORE_TEXT,
    },
  },
] as const satisfies ReadonlyArray<{
  field: (typeof WRITABLE_NOTIFICATION_SETTINGS_FIELDS)[number];
  schema: AnySchema;
  hint: FieldHint;
}>;

/**
 * Validates a notification-settings PATCH body. Order as for subscriptions:
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
  const patch: Record<string, unknown> = {};
  for (const { field, schema, hint } of NOTIFICATION_SETTINGS_FIELD_RULES) {
    if (!hasField(object, field)) continue;
    patch[field] = parseField(schema, object[field], 'invalid_notification_settings', field, hint);
  }
  return patch as NotificationSettingsPatch;
}
