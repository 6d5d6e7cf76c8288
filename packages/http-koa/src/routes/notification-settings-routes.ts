import {
  apiKeyWriteContext,
  getNotificationSettings,
  notificationSettingsEtag,
  parseNoQuery,
  parseNotificationSettingsPatch,
  toNotificationSettingsResource,
  updateNotificationSettings,
} from '@subtrack/domain';
import { defineApiRoute } from './route.js';

const PATH = '/api/v1/notification-settings';

/** Read and partly update the account's reminder settings (D17: PATCH answers 200). */
export const notificationSettingsRoutes = [
  defineApiRoute({
    method: 'GET',
    path: PATH,
    scope: 'read',
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
