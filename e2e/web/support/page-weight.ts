import type { Page, Request } from 'playwright-core';

/** What a first visit transferred: every response's encoded body and headers, by type. */
export interface PageWeight {
  url: string;
  totalBytes: number;
  byType: Record<string, number>;
}

/**
 * Opens `url` in `page` (use a fresh context: an empty cache, as a first visit) and adds up
 * the bytes that crossed the network for it until the page's `load`: HTML, CSS, scripts,
 * fonts, images. Every size it asked the browser for is in before it returns, and it asks
 * for no more: one still pending when the page closes would fail after the test ended.
 */
export async function measureFirstVisit(page: Page, url: string): Promise<PageWeight> {
  const sizes: Array<Promise<{ type: string; bytes: number }>> = [];
  const measure = (request: Request) => {
    sizes.push(
      request.sizes().then((s) => ({
        type: request.resourceType(),
        bytes: s.responseBodySize + s.responseHeadersSize,
      })),
    );
  };
  page.on('requestfinished', measure);
  let measured: Array<PromiseSettledResult<{ type: string; bytes: number }>>;
  try {
    await page.goto(url, { waitUntil: 'load' });
  } finally {
    page.off('requestfinished', measure);
    measured = await Promise.allSettled(sizes);
  }
  const byType: Record<string, number> = {};
  for (const result of measured) {
    if (result.status === 'rejected') throw result.reason;
    const { type, bytes } = result.value;
    byType[type] = (byType[type] ?? 0) + bytes;
  }
  const totalBytes = Object.values(byType).reduce((a, b) => a + b, 0);
  return { url, totalBytes, byType };
}
