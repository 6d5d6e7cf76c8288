import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** What `checkAccessibility` found, for reports: violations by impact. */
export interface AxeSummary {
  url: string;
  violations: Array<{ id: string; impact: string; nodes: number }>;
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) on the page as it is and fails on any
 * serious or critical violation, naming the rule and the first elements it hit. Works with
 * JavaScript disabled in the page too (axe runs in Playwright's isolated world).
 */
export async function checkAccessibility(page: Page): Promise<AxeSummary> {
  // Issue 25: the pages have no frames, so axe runs in the page itself (legacy mode) instead of
  // per frame plus a blank page of its own to merge the frames' results; and only violations
  // carry every node (passes and the rest keep one each, which nothing here reads). Same rules,
  // same violations, a fraction of the browser's work.
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const violations = result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'unknown',
    nodes: v.nodes.length,
  }));
  const blocking = result.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const described = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} at ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
  assert.deepEqual(described, [], `axe on ${page.url()}`);
  return { url: page.url(), violations };
}
