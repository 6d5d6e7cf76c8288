import {
  type Discovery,
  discoverFromStatement,
  isDomainError,
  STATEMENT_MAPPING_PARAMETERS,
  type StatementColumnMapping,
} from '@subtrack/domain';
import { domainErrorText, type FormErrors } from '../../components/form/index.js';
import type { WebDeps } from '../../web-deps.js';

/** What reading an export came to: its findings, its columns to name, or why it cannot be read. */
export type DiscoveryOutcome =
  | { kind: 'found'; discovery: Discovery }
  | { kind: 'columns'; headers: string[]; errors: FormErrors }
  | { kind: 'unreadable'; errors: FormErrors };

const isMappingField = (field: string | undefined): field is string =>
  (STATEMENT_MAPPING_PARAMETERS as readonly string[]).includes(field ?? '');

/**
 * Reads an uploaded export through the app's statement reader and analyses it for the
 * member's account. A CSV whose columns cannot be told apart (or were named wrongly) asks
 * for them, its headers listed; a file that cannot be read at all says why beside the file.
 */
export async function runDiscovery(
  deps: WebDeps,
  accountId: string,
  bytes: Uint8Array,
  mapping: StatementColumnMapping = {},
): Promise<DiscoveryOutcome> {
  const reader = deps.dataFiles?.statements;
  // A composing app that forgot the reader is a programming error: the 500 page, logged.
  if (!reader) throw new Error('createWebApp was built without a statement reader (D56)');
  try {
    const discovery = await discoverFromStatement(deps.ports, reader, accountId, {
      bytes,
      format: null,
      mapping,
    });
    return { kind: 'found', discovery };
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'invalid_statement') throw error;
    const { field, allowedValues } = error.details;
    // The page shows the headers in the selects, and says in its language what to choose.
    if (isMappingField(field) && allowedValues) {
      const key = 'error.form.statementColumns';
      const errors = [{ field, message: error.message, key } as const];
      return { kind: 'columns', headers: allowedValues, errors };
    }
    return {
      kind: 'unreadable',
      errors: [{ field: 'file', message: error.message, ...domainErrorText(error) }],
    };
  }
}
