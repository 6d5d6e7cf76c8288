import { createHash } from 'node:crypto';
import type { QueryConfig } from 'pg';

// Statement texts are the adapter's constants and a bounded set of list queries, so the
// names are few; past this many distinct texts, a new one simply runs unnamed.
const MAX_NAMED = 1_000;
const names = new Map<string, string>();

/**
 * The name a statement is prepared under: taken from its text, so every pool and every
 * set of ports in the process (and every process) names the same text alike, and one
 * name never stands for two texts on one connection.
 */
function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `subtrack_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Issue 34: a statement as node-postgres runs it. Prepared (named), PostgreSQL parses and
 * plans it once per connection instead of at every call, and the driver sends only its
 * values; unnamed when `prepared` is off (a PgBouncer older than 1.21 in transaction mode,
 * which cannot keep prepared statements across its server connections).
 */
export function statement(
  text: string,
  values: readonly unknown[] | undefined,
  prepared: boolean,
): QueryConfig {
  const name = prepared ? nameOf(text) : undefined;
  return {
    text,
    ...(values === undefined ? {} : { values: values as unknown[] }),
    ...(name === undefined ? {} : { name }),
  };
}
