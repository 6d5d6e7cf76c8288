import type { NamedExamples } from '../routes/route-doc.js';
import recorded from './recorded-examples.json' with { type: 'json' };

/** Examples by operationId, then `request` or a status, then media type. */
export type RecordedExamples = Record<string, Record<string, Record<string, NamedExamples>>>;

/**
 * The examples of the document: real answers of a seeded server to the example requests
 * (`record-examples.ts`; `pnpm --filter @subtrack/http-koa record-examples` writes them).
 */
export const recordedExamples: RecordedExamples = recorded as unknown as RecordedExamples;
