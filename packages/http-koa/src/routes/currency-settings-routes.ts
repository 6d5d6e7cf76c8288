import {
  apiKeyWriteContext,
  getCurrencySettings,
  parseCurrencySettingsBody,
  parseNoQuery,
  updateCurrencySettings,
} from '@subtrack/domain';
import { json } from '../openapi/operation.js';
import { schemaRef } from '../openapi/schema-ref.js';
import { defineApiRoute } from './route.js';

const PATH = '/api/v1/currency-settings';
const tag = 'Exchange rates';
const envelope = schemaRef('CurrencySettingsEnvelope');

/** The account's home currency, the one its estimates are given in by default. */
export const currencySettingsRoutes = [
  defineApiRoute({
    method: 'GET',
    path: PATH,
    scope: 'read',
    doc: {
      operationId: 'getCurrencySettings',
      tag,
      summary: 'Get the home currency',
      description:
        'The currency the estimate is given in when none is asked for; null until one is chosen.',
      success: { description: 'The setting.', content: json(envelope) },
    },
    parse: ({ query }) => parseNoQuery(query),
    handle: async (_none, { ports, principal }) => ({
      body: { data: await getCurrencySettings(ports, principal.accountId) },
    }),
  }),
  defineApiRoute({
    method: 'PUT',
    path: PATH,
    scope: 'write',
    doc: {
      operationId: 'updateCurrencySettings',
      tag,
      summary: 'Set the home currency',
      description:
        'Chooses the home currency, or none with null. Figures per currency stay as they are; only the estimate uses it. Recorded as settings.updated.',
      body: {
        description: 'homeCurrency, a currency code or null.',
        content: json(schemaRef('CurrencySettingsPut')),
      },
      success: { description: 'The setting as stored.', content: json(envelope) },
      errors: ['invalid_currency_settings'],
    },
    body: 'json-object',
    parse: ({ query, body }) => {
      parseNoQuery(query);
      return parseCurrencySettingsBody(body);
    },
    handle: async (input, { ports, principal, requestId }) => ({
      body: {
        data: await updateCurrencySettings(ports, apiKeyWriteContext(principal, requestId), input),
      },
    }),
  }),
];
