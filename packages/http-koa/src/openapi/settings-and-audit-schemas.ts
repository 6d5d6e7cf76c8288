import {
  ACTOR_TYPES,
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_TYPES,
  DAYS_BEFORE_VALUES,
} from '@subtrack/domain';
import type { JsonSchema } from './json-schema.js';
import { closedObject, schemaRef } from './schema-ref.js';

const daysBefore: JsonSchema = {
  type: 'integer',
  enum: DAYS_BEFORE_VALUES,
  description: 'Days before a renewal or trial end that a reminder is sent.',
};

/** Notification settings (spec table, D17) and audit records (D18, D19). */
export const settingsAndAuditSchemas: Record<string, JsonSchema> = {
  NotificationSettings: closedObject(
    {
      enabled: { type: 'boolean', description: 'Global reminder master switch.' },
      daysBefore,
      timeZone: { type: ['string', 'null'], description: 'IANA time zone; "today" uses it.' },
      locale: { type: ['string', 'null'] },
      pushConfigured: {
        type: 'boolean',
        description: 'A push endpoint is configured; its URL and key are never returned.',
      },
      updatedAt: schemaRef('DateTime'),
    },
    ['enabled', 'daysBefore', 'pushConfigured', 'updatedAt'],
  ),
  NotificationSettingsPatch: {
    ...closedObject(
      { enabled: { type: 'boolean' }, daysBefore },
      [],
      'At least one of enabled, daysBefore. Any other field gives ' +
        'invalid_notification_settings_field; an empty object gives empty_patch.',
    ),
    minProperties: 1,
  },
  AuditEvent: closedObject(
    {
      id: schemaRef('Uuid'),
      occurredAt: schemaRef('DateTime'),
      action: { type: 'string', enum: AUDIT_ACTIONS },
      resourceType: { type: 'string', enum: AUDIT_RESOURCE_TYPES },
      resourceId: {
        type: 'string',
        description:
          'The record written: a subscription id, the account id for notification settings, an API key id.',
      },
      actor: {
        type: 'object',
        properties: {
          type: { type: 'string', enum: ACTOR_TYPES },
          id: {
            type: ['string', 'null'],
            description:
              'The API key id or the web session id that wrote; null for the command line. Never a secret.',
          },
        },
        required: ['type', 'id'],
        additionalProperties: false,
        description:
          'Which door the write came through: an API key, the web application or the command line.',
      },
      apiKeyId: {
        type: ['string', 'null'],
        pattern: '^[0-9a-f]{16}$',
        description:
          'The public id of the key that wrote (never the secret); null when no key made the write.',
      },
      requestId: schemaRef('RequestId'),
      changes: {
        type: ['object', 'null'],
        additionalProperties: schemaRef('FieldChange'),
        description: 'Changed field -> {from, to}; from is null on create. null on a deletion.',
      },
    },
    [
      'id',
      'occurredAt',
      'action',
      'resourceType',
      'resourceId',
      'actor',
      'apiKeyId',
      'requestId',
      'changes',
    ],
    'One successful write, committed together with the write itself.',
  ),
  FieldChange: {
    type: 'object',
    properties: { from: {}, to: {} },
    required: ['from', 'to'],
    additionalProperties: false,
  },
};
