import { DomainError } from '../shared/domain-error.js';

/** An unknown channel id, or one of another account (never told apart). */
export function channelNotFound(channelId: string): DomainError {
  return new DomainError('not_found', `No channel ${channelId} exists.`, {
    field: 'channelId',
    suggestedFix: "List the account's channels and use one of their ids.",
  });
}
