import type { SubtrackTool } from './tool.js';
import { analyticsTools } from './tools/analytics-tools.js';
import { discoveryTools } from './tools/discovery-tools.js';
import { paymentTools } from './tools/payment-tools.js';
import { subscriptionReadTools } from './tools/subscription-read-tools.js';
import { subscriptionWriteTools } from './tools/subscription-write-tools.js';

/** Every tool, readers first. */
export const ALL_TOOLS: readonly SubtrackTool[] = [
  ...subscriptionReadTools,
  ...analyticsTools,
  ...paymentTools.filter((tool) => tool.scope === 'read'),
  ...subscriptionWriteTools,
  ...paymentTools.filter((tool) => tool.scope === 'write'),
  ...discoveryTools,
];

/** A read key lists no write tools; a write key lists them all. */
export function toolsForScope(scope: 'read' | 'write'): SubtrackTool[] {
  return ALL_TOOLS.filter((tool) => scope === 'write' || tool.scope === 'read');
}
