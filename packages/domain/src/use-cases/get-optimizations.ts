import { findOptimizations, type Optimizations } from '../analytics/optimizations.js';
import type { Ports } from '../ports/ports.js';
import { rollForwardAccount } from './roll-forward-account.js';

/** D14: monthly-to-annual candidates and above-average subscriptions of the account. */
export function getOptimizations(ports: Ports, accountId: string): Optimizations {
  rollForwardAccount(ports, accountId);
  return findOptimizations(ports.subscriptions.iterateAll(accountId));
}
