import type { Page } from 'playwright-core';

/** What a first visit transferred: every response's encoded body and headers, by type. */
export interface PageWeight {
  url: string;
  totalBytes: number;
  byType: Record<string, number>;
}

/**
 * Opens `url` in `page` (use a fresh context: an empty cache, as a first visit) and adds up
 * the bytes that crossed the network for it: HTML, CSS, scripts, fonts, images.
 */
export async function measureFirstVisit(page: Page, url: string): Promise<PageWeight> {
  const sizes: Array<Promise<{ type: string; bytes: number }>> = [];
  page.on('requestfinished', (request) => {
    sizes.push(
      request.sizes().then((s) => ({
        type: request.resourceType(),
        bytes: s.responseBodySize + s.responseHeadersSize,
      })),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  const byType: Record<string, number> = {};
  for (const { type, bytes } of await Promise.all(sizes))
    byType[type] = (byType[type] ?? 0) + bytes;
  const totalBytes = Object.values(byType).reduce((a, b) => a + b, 0);
  return { url, totalBytes, byType };
}
