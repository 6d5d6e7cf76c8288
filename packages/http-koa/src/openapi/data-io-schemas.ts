import type { JsonSchema } from './json-schema.js';
import { closedObject, schemaRef } from './schema-ref.js';

const row: JsonSchema = {
  type: 'integer',
  minimum: 1,
  description: 'Row 1 is the first record of the file.',
};

/** D33: the export document and the import answer. */
export const dataIoSchemas: Record<string, JsonSchema> = {
  SubscriptionExport: closedObject(
    {
      format: { type: 'string', const: 'subtrack-export' },
      version: { type: 'integer', const: 1 },
      exportedAt: schemaRef('DateTime'),
      subscriptions: { type: 'array', items: schemaRef('Subscription') },
    },
    ['format', 'version', 'exportedAt', 'subscriptions'],
    'Every subscription of the account as the API shows them.',
  ),
  ImportResult: closedObject(
    {
      dryRun: { type: 'boolean', description: 'True when nothing was written.' },
      created: {
        type: 'array',
        description: 'The records created (or, on a dry run, that would be).',
        items: closedObject({ row, subscription: schemaRef('Subscription') }, [
          'row',
          'subscription',
        ]),
      },
      skipped: {
        type: 'array',
        description: 'Rows left out: already imported, or not a subscription.',
        items: closedObject({ row, name: { type: 'string' }, reason: { type: 'string' } }, [
          'row',
          'name',
          'reason',
        ]),
      },
      warnings: {
        type: 'array',
        description:
          'What the user should check, e.g. a billing cycle imported as the nearest day count.',
        items: closedObject({ row, message: { type: 'string' } }, ['row', 'message']),
      },
    },
    ['dryRun', 'created', 'skipped', 'warnings'],
  ),
  ImportResultEnvelope: closedObject(
    { data: schemaRef('ImportResult'), requestId: schemaRef('RequestId') },
    ['data', 'requestId'],
  ),
};
