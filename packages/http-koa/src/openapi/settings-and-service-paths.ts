import { settingsAndServiceExamples } from './examples/settings-and-service-examples.js';
import type { PathItemObject } from './openapi-types.js';
import { operation, preflight } from './operation.js';
import { schemaRef } from './schema-ref.js';

/** Notification settings (spec, D17) and the unauthenticated service paths (D24). */
export const settingsAndServicePaths: Record<string, PathItemObject> = {
  '/api/v1/notification-settings': {
    get: operation({
      operationId: 'getNotificationSettings',
      examples: settingsAndServiceExamples.getNotificationSettings,
      summary: 'Get notification settings',
      description: "The account's reminder settings; push secrets are never returned.",
      tag: 'Notification settings',
      scope: 'read',
      success: {
        status: '200',
        description: 'The settings.',
        schema: schemaRef('NotificationSettingsEnvelope'),
      },
      errors: ['notification_settings_not_found'],
    }),
    patch: operation({
      operationId: 'updateNotificationSettings',
      examples: settingsAndServiceExamples.updateNotificationSettings,
      summary: 'Update notification settings',
      description: 'Changes enabled and/or daysBefore of existing settings.',
      tag: 'Notification settings',
      scope: 'write',
      body: {
        description: 'At least one of enabled, daysBefore.',
        schema: schemaRef('NotificationSettingsPatch'),
      },
      success: {
        status: '200',
        description: 'The updated settings.',
        schema: schemaRef('NotificationSettingsEnvelope'),
      },
      errors: [
        'invalid_notification_settings',
        'invalid_notification_settings_field',
        'empty_patch',
        'notification_settings_not_found',
      ],
    }),
    options: preflight('preflightNotificationSettings'),
  },
  '/api/v1/openapi.json': {
    get: operation({
      operationId: 'getOpenApiDocument',
      examples: settingsAndServiceExamples.getOpenApiDocument,
      summary: 'This OpenAPI document',
      description: 'The OpenAPI 3.1 description of everything the server does.',
      tag: 'Service',
      scope: 'none',
      success: {
        status: '200',
        description: 'The document.',
        schema: schemaRef('OpenApiDocument'),
      },
      errors: [],
    }),
    options: preflight('preflightOpenApiDocument'),
  },
  '/healthz': {
    get: operation({
      operationId: 'getHealth',
      examples: settingsAndServiceExamples.getHealth,
      summary: 'Health check',
      description: 'ok when the database answers; no authentication and no quota.',
      tag: 'Service',
      scope: 'none',
      success: { status: '200', description: 'Healthy.', schema: schemaRef('Health') },
      errors: ['service_unavailable'],
    }),
  },
  '/docs': {
    get: operation({
      operationId: 'getDocsPage',
      summary: 'API reference page',
      description:
        'This document rendered by Swagger UI, served by this server; "Try it out" sends ' +
        'requests with your key to this same server.',
      tag: 'Service',
      scope: 'none',
      success: {
        status: '200',
        description: 'An HTML page.',
        schema: { type: 'string' },
        contentType: 'text/html',
      },
      errors: [],
    }),
  },
  '/docs/assets/{file}': {
    get: operation({
      operationId: 'getDocsAsset',
      summary: 'A file of the reference page',
      description:
        'A script, stylesheet or image the reference page loads. Names carry a hash of the ' +
        'content, so they may be cached for a year.',
      tag: 'Service',
      scope: 'none',
      parameters: [
        {
          name: 'file',
          in: 'path',
          required: true,
          description: 'A file name the page refers to, such as swagger-ui.<hash>.css.',
          schema: { type: 'string' },
        },
      ],
      success: {
        status: '200',
        description: 'The file.',
        schema: { type: 'string' },
        contentType: ['text/javascript', 'text/css', 'image/png'],
      },
      errors: ['not_found'],
    }),
  },
};
