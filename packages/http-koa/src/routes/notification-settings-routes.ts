import {
  apiKeyWriteContext,
  getNotificationSettings,
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
    handle: (_none, { ports, principal }) => ({
      body: {
        data: toNotificationSettingsResource(getNotificationSettings(ports, principal.accountId)),
      },
    }),
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
    handle(patch, { ports, principal, requestId }) {
      const updated = updateNotificationSettings(
        ports,
        apiKeyWriteContext(principal, requestId),
        patch,
      );
      return { body: { data: toNotificationSettingsResource(updated) } };
    },
  }),
];
