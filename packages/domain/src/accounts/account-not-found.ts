import { DomainError } from '../shared/domain-error.js';

/** The CLI's error for an unknown `--account` id. */
export function accountNotFound(accountId: string): DomainError {
  return new DomainError('account_not_found', `No account ${accountId} exists.`, {
    field: 'accountId',
    suggestedFix: 'Create one with `subtrack account create --name <name>` and use its id.',
  });
}
