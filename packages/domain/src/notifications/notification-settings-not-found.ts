import { DomainError } from '../shared/domain-error.js';

/** The spec's 404 for an account whose settings were never saved (by the CLI). */
export function notificationSettingsNotFound(): DomainError {
  return new DomainError(
    'notification_settings_not_found',
    'This account has no notification settings yet.',
    {
      // D1: the CLI stands in for the web app that creates settings.
      suggestedFix:
        'Create them first with `subtrack notifications set --account <id> --enabled true`, then retry.',
    },
  );
}
