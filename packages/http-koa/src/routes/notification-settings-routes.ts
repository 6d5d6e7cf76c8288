import {
  apiKeyWriteContext,
  getNotificationSettings,
  notificationSettingsEtag,
  parseNoQuery,
  parseNotificationSettingsPatch,
  toNotificationSettingsResource,
  updateNotificationSettings,
} from '@subtrack/domain';
import { json } from '../openapi/operation.js';
import { schemaRef } from '../openapi/schema-ref.js';
import { defineApiRoute } from './route.js';

const PATH = '/api/v1/notification-settings';
const tag = 'Notification settings';
const envelope = schemaRef('NotificationSettingsEnvelope');

/** Read and partly update the account's reminder settings (PATCH answers 200). */
export const notificationSettingsRoutes = [
  defineApiRoute({
    method: 'GET',
    path: PATH,
    scope: 'read',
    doc: {
      operationId: 'getNotificationSettings',
      tag,
      summary: 'Get notification settings',
      description: "The account's reminder settings; push secrets are never returned.",
      success: {
        description: 'The settings.',
        content: json(envelope),
        headers: ['ETag'],
      },
      errors: ['notification_settings_not_found'],
    },
    parse: ({ query }) => parseNoQuery(query),
    async handle(_none, { ports, principal }) {
      const settings = await getNotificationSettings(ports, principal.accountId);
      return {
        headers: { ETag: notificationSettingsEtag(settings) },
        body: { data: toNotificationSettingsResource(settings) },
      };
    },
  }),
  defineApiRoute({
    method: 'PATCH',
    path: PATH,
    scope: 'write',
    doc: {
      operationId: 'updateNotificationSettings',
      tag,
      summary: 'Update notification settings',
      description: 'Changes enabled and/or daysBefore of existing settings.',
      body: {
        description: 'At least one of enabled, daysBefore.',
        content: json(schemaRef('NotificationSettingsPatch')),
      },
      success: {
        description: 'The updated settings.',
        content: json(envelope),
        headers: ['ETag'],
      },
      errors: [
        'invalid_notification_settings',
        'invalid_notification_settings_field',
        'empty_patch',
        'notification_settings_not_found',
      ],
    },
    body: 'json-object',
    emptyBodyIsObject: true,
    parse: ({ query, body }) => {
      parseNoQuery(query);
      return parseNotificationSettingsPatch(body);
    },
    async handle(patch, { ports, principal, requestId }) {
      const updated = await updateNotificationSettings(
        ports,
        apiKeyWriteContext(principal, requestId),
        patch,
      );
      return {
        headers: { ETag: notificationSettingsEtag(updated) },
        body: { data: toNotificationSettingsResource(updated) },
      };
    },
    // D32: `If-Match` is checked against the stored settings inside the write's transaction.
    async currentEtag(_patch, { ports, principal }) {
      const stored = await ports.notificationSettings.get(principal.accountId);
      return stored === null ? null : notificationSettingsEtag(stored);
    },
  }),
];
