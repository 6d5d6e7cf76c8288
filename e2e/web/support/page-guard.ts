/**
 * Issue 25: every browser test fails on what a person with the developer tools open would
 * see go wrong: a console error, an uncaught exception, a same-origin request that failed
 * (or answered an error to a stylesheet, script or image), and any Content-Security-Policy
 * violation. `launchBrowser` guards every context it makes, so no test can forget it.
 */
import type { BrowserContext, ConsoleMessage, Page, Request, Response } from 'playwright-core';

/** The binding the init script reports violations through (only tests define it). */
const BINDING = '__subtrackReportCspViolation';

/** What one guarded context has seen go wrong so far, in order. */
export interface PageGuard {
  /** The problems since the last call, each one line naming the page it happened on. */
  takeProblems(): string[];
}

// A page's own status is part of the page (a 404 page, a 400 form with its errors, a 403
// refusal, a 429): the test asserts on it. Chromium logs each such document as a console
// error "Failed to load resource: ... status of 404" as well; those lines are not problems.
const STATUS_LINE = /^Failed to load resource: the server responded with a status of \d+/;

function sameOrigin(url: string, origins: Set<string>): boolean {
  try {
    return origins.has(new URL(url).origin);
  } catch {
    return false;
  }
}

function where(page: Page): string {
  try {
    const url = new URL(page.url());
    return url.pathname.replace(/\/sign-in\/link\/.*/, '/sign-in/link/…') + url.search;
  } catch {
    return page.url();
  }
}

/**
 * Watches `context` and every page it opens from now on. Call it before the first page is
 * opened (the violation listener is an init script). Works with JavaScript off too:
 * Chromium then still reports violations to the console, which is checked as well.
 */
export async function guardContext(context: BrowserContext): Promise<PageGuard> {
  const problems: string[] = [];
  // Documents that answered an error status on purpose, by URL (see STATUS_LINE).
  const documentErrors = new Set<string>();
  // The origins of the pages' documents: a request elsewhere is not ours to judge.
  const origins = new Set<string>();

  await context.exposeBinding(BINDING, ({ page }, text: string) => {
    problems.push(`${where(page)}: Content-Security-Policy violation: ${text}`);
  });
  await context.addInitScript(
    ([binding]) => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)[binding!];
          report?.(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'}` +
              (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
          );
        },
        true,
      );
    },
    [BINDING],
  );

  const watch = (page: Page) => {
    page.on('response', (response: Response) => {
      const request = response.request();
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
        origins.add(new URL(response.url()).origin);
        if (response.status() >= 400) documentErrors.add(response.url());
        return;
      }
      if (response.status() >= 400 && sameOrigin(response.url(), origins)) {
        problems.push(
          `${where(page)}: ${request.method()} ${response.url()} answered ${response.status()}`,
        );
      }
    });
    page.on('requestfailed', (request: Request) => {
      if (!sameOrigin(request.url(), origins)) return;
      const reason = request.failure()?.errorText ?? 'failed';
      // The browser itself cancelled it: the page went on to another one before it finished
      // (the tab's icon loads last), or a link turned into a download. The server refused
      // nothing; a refusal or a broken answer is another error (or a status above).
      if (reason === 'net::ERR_ABORTED') return;
      problems.push(`${where(page)}: ${request.method()} ${request.url()} failed: ${reason}`);
    });
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const source = message.location().url;
      if (STATUS_LINE.test(text) && documentErrors.has(source)) return;
      problems.push(`${where(page)}: console error: ${text}${source ? ` (${source})` : ''}`);
    });
    page.on('pageerror', (error: Error) => {
      problems.push(`${where(page)}: uncaught ${error.name}: ${error.message}`);
    });
  };
  context.on('page', watch);
  for (const page of context.pages()) watch(page);

  return { takeProblems: () => problems.splice(0) };
}
