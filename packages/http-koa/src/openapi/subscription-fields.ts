import { SUBSCRIPTION_FIELD_RULES } from '@subtrack/domain';
import type { JsonSchema } from '../routes/json-schema.js';
import { answerSchema, requestSchema } from './from-valibot.js';

const fieldsOf = (convert: typeof requestSchema): Record<string, JsonSchema> =>
  Object.fromEntries(SUBSCRIPTION_FIELD_RULES.map(({ field, schema }) => [field, convert(schema)]));

/** The writable fields of a subscription as a client sends them, from the domain's rules. */
export const askedFields = fieldsOf(requestSchema);

/**
 * The same fields as the server answers them, wherever a subscription's field appears in an
 * answer (the record, a renewal, a duplicate): one source for their types, limits and words.
 */
export const answeredFields = fieldsOf(answerSchema);

/** The answered fields `names`, for an answer that shows part of a subscription. */
export const answeredFieldsOf = (...names: string[]): Record<string, JsonSchema> =>
  Object.fromEntries(names.map((name) => [name, answeredFields[name]!]));
