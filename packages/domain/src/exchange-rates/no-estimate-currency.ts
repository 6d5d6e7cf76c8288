import { DomainError } from '../shared/domain-error.js';
import { CURRENCIES } from '../subscriptions/subscription.js';

/** An estimate asked for without a currency by an account that has no home currency. */
export function noEstimateCurrency(): DomainError {
  return new DomainError(
    'invalid_query',
    'The estimate needs a currency: none was sent and the account has no home currency.',
    {
      field: 'currency',
      suggestedFix:
        'Send currency (e.g. currency=EUR), or choose a home currency in the currency settings first.',
      allowedValues: [...CURRENCIES],
    },
  );
}
