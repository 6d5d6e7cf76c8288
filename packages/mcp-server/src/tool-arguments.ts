import type { RawQuery } from '@subtrack/domain';

/**
 * A tool's arguments as the query string the REST API would get, so the API's own query
 * parser checks them with its own messages: `limit: 10` becomes `limit=10`, and `1.5` or
 * `"ten"` are refused exactly as over REST.
 */
export function asQuery(args: Record<string, unknown>): RawQuery {
  return Object.fromEntries(
    Object.entries(args).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}

/**
 * An id argument as the text of a path segment, for the API's id parser to check. A missing
 * id reads as an empty one, which the parser refuses naming the field.
 */
export const idText = (id: unknown): string =>
  typeof id === 'string' ? id : id === undefined ? '' : JSON.stringify(id);

/** Splits `{id, ...fields}` of an update into the id (checked by the API's parser) and the body. */
export function splitId(args: Record<string, unknown>): {
  id: string;
  rest: Record<string, unknown>;
} {
  const { id, ...rest } = args;
  return { id: idText(id), rest };
}
