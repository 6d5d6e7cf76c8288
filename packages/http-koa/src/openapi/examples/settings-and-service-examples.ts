import type { OperationExamples } from '../operation.js';
import { EXAMPLE_NOW, EXAMPLE_REQUEST_ID, envelope } from './example-values.js';

const settings = {
  enabled: true,
  daysBefore: 3,
  timeZone: 'Europe/Berlin',
  locale: 'de-DE',
  pushConfigured: false,
  updatedAt: EXAMPLE_NOW,
};

/** Examples of the notification-settings and service operations, by operationId. */
export const settingsAndServiceExamples: Record<string, OperationExamples> = {
  getNotificationSettings: {
    responses: {
      '200': { settings: { summary: 'Reminders 3 days ahead', value: envelope(settings) } },
    },
  },
  updateNotificationSettings: {
    request: {
      week: { summary: 'Remind a week ahead', value: { daysBefore: 7 } },
      off: { summary: 'Stop all reminders', value: { enabled: false } },
    },
    responses: {
      '200': {
        week: {
          summary: 'The updated settings',
          value: envelope({ ...settings, daysBefore: 7, updatedAt: '2026-11-21T09:30:00.000Z' }),
        },
      },
    },
  },
  getOpenApiDocument: {
    responses: {
      '200': {
        start: {
          summary: 'The start of this document',
          value: {
            openapi: '3.1.0',
            info: { title: 'subtrack API', version: '1.0.0' },
            paths: {},
          },
        },
      },
    },
  },
  getHealth: {
    responses: {
      '200': {
        ok: {
          summary: 'The database answers',
          value: { status: 'ok', requestId: EXAMPLE_REQUEST_ID },
        },
      },
    },
  },
};
