/**
 * Browser-test support: Debian's Chromium driven by playwright-core (never a browser
 * download of a test tool), headless and kept off the network. Every context is guarded
 * (`page-guard.ts`): a console error, an uncaught exception, a failed same-origin request or
 * a Content-Security-Policy violation on any page fails the test (`assertClean`) or its
 * file (`close`).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { guardContext, type PageGuard } from './page-guard.js';

/** The browser CI installs (`.ci/run`): Debian's `chromium` package. */
export const CHROMIUM = '/usr/bin/chromium';

/** The flags every Chromium of the tests and scripts starts with: headless, kept off the network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

/** How a page is opened: script on or off, light or dark, how wide. */
export interface BrowserOptions {
  javaScriptEnabled?: boolean;
  colorScheme?: 'light' | 'dark';
  /** Viewport width in CSS pixels (the spec's widths are 360 and 1280). */
  width?: number;
  /** The browser's language (its `Accept-Language`), such as `zh-CN`; `''` (default) Chromium's own. */
  locale?: string;
}

/**
 * A launched browser with one context and page. Any problem a page of any of its contexts
 * reports (see `page-guard.ts`) fails the test that calls `assertClean`, else the test
 * file once `close` ends the browser process.
 */
export interface LaunchedBrowser {
  /** Chromium itself (shared by the file's tests); open contexts with `newContext` below. */
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Another context (its own cookies) with the same options: a second person or device. */
  newContext(): Promise<BrowserContext>;
  /**
   * Turns `page` to another width and colour scheme, as a person resizing the window or
   * switching the system's theme would (cheaper than a new context, about 0.45 s of CPU).
   */
  setViewport(viewport: { width: number; colorScheme: 'light' | 'dark' }): Promise<void>;
  /**
   * Fails now if any page reported a problem since the last check (for `afterEach` of a
   * browser shared by several tests).
   */
  assertClean(): void;
  close(): Promise<void>;
}

const optionsOfPage = new WeakMap<Page, Required<BrowserOptions>>();

/** The options a page was opened with (for screenshot names). */
export function pageOptions(page: Page): Required<BrowserOptions> {
  return (
    optionsOfPage.get(page) ?? {
      javaScriptEnabled: true,
      colorScheme: 'light',
      width: 1280,
      locale: '',
    }
  );
}

/**
 * One Chromium process per test process, shared by every `launchBrowser` in it: each gets
 * contexts of its own (own cookies, options and guards), which is all a case needs, while a
 * launch costs a second or more of a loaded machine. Chromium ends once no launch has been
 * open for a moment (the next viewport's test reopens contexts within milliseconds), which
 * also lets the test process exit, unless the process keeps it (`shareBrowserUntilEnd`).
 */
const shared: {
  browser: Promise<Browser> | null;
  open: number;
  idle: NodeJS.Timeout | null;
  /** Open until the process says so (see `shareBrowserUntilEnd`). */
  kept: boolean;
} = { browser: null, open: 0, idle: null, kept: false };
const IDLE_CLOSE_MS = 500;

function acquireBrowser(): Promise<Browser> {
  if (shared.idle !== null) clearTimeout(shared.idle);
  shared.idle = null;
  shared.open += 1;
  shared.browser ??= chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return shared.browser;
}

// Not awaited by `close`: the next test of the file would wait out the moment for nothing
// (half a second a test). The pending timer keeps the process alive until it has run.
function releaseBrowser(): void {
  shared.open -= 1;
  if (shared.open > 0 || shared.browser === null || shared.kept) return;
  const browser = shared.browser;
  shared.idle = setTimeout(() => {
    shared.idle = null;
    if (shared.open === 0 && shared.browser === browser) {
      shared.browser = null;
      void browser.then((b) => b.close());
    }
  }, IDLE_CLOSE_MS);
}

/**
 * For a process that runs several browser files one after the other (`pnpm test` does, see
 * scripts/test-units.mjs): the shared browser stays open from one file to the next, whose
 * set-up (a server's start) outlasts the idle moment above, instead of a launch a file
 * (about 0.7 s of Chromium's CPU each). Call the answer at the process's end: it closes it.
 */
export function shareBrowserUntilEnd(): () => Promise<void> {
  shared.kept = true;
  return async () => {
    shared.kept = false;
    const browser = shared.browser;
    shared.browser = null;
    if (browser !== null) await (await browser).close();
  };
}

/**
 * Opens a page in headless Chromium. Defaults: JavaScript on, light, 1280 px.
 * Close it in `t.after` / `after`.
 */
export async function launchBrowser(options: BrowserOptions = {}): Promise<LaunchedBrowser> {
  const resolved: Required<BrowserOptions> = {
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    colorScheme: options.colorScheme ?? 'light',
    width: options.width ?? 1280,
    locale: options.locale ?? '',
  };
  // A browser test never skips: without Chromium it fails, saying how to get it.
  assert.ok(existsSync(CHROMIUM), `browser tests need ${CHROMIUM}: apt-get install chromium`);
  const browser = await acquireBrowser();
  const guards: PageGuard[] = [];
  const contexts: BrowserContext[] = [];
  const newContext = async () => {
    const context = await browser.newContext({
      javaScriptEnabled: resolved.javaScriptEnabled,
      colorScheme: resolved.colorScheme,
      viewport: { width: resolved.width, height: 900 },
      ...(resolved.locale ? { locale: resolved.locale } : {}),
    });
    contexts.push(context);
    guards.push(await guardContext(context));
    context.on('page', (page) => optionsOfPage.set(page, resolved));
    return context;
  };
  const context = await newContext();
  const page = await context.newPage();
  optionsOfPage.set(page, resolved);
  const setViewport = async ({
    width,
    colorScheme,
  }: {
    width: number;
    colorScheme: 'light' | 'dark';
  }) => {
    Object.assign(resolved, { width, colorScheme });
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme });
  };
  const assertClean = () => {
    const problems = guards.flatMap((guard) => guard.takeProblems());
    assert.deepEqual(problems, [], 'the browser reported problems on these pages');
  };
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await Promise.all(contexts.map((context) => context.close()));
    releaseBrowser();
    const problems = guards.flatMap((guard) => guard.takeProblems());
    if (problems.length === 0) return;
    // Not thrown: the caller's cleanup after `close()` (stopping the server) must still run,
    // or the test file would hang. The file fails instead (node:test counts a test file
    // that exits non-zero as a failure) and says why.
    process.exitCode = 1;
    console.error(`the browser reported problems on these pages:\n  ${problems.join('\n  ')}`);
  };
  return { browser, context, page, newContext, setViewport, assertClean, close };
}

/** A browser with a profile on disk (see {@link launchProfileBrowser}). */
export interface ProfileBrowser {
  context: BrowserContext;
  page: Page;
  assertClean(): void;
  close(): Promise<void>;
}

/**
 * A Chromium of its own with a profile in a temporary folder, as a person's browser has: what
 * only a browser outside incognito does (offering to install a web app) needs one. Guarded as
 * {@link launchBrowser}'s pages are. Close it in `after`.
 */
export async function launchProfileBrowser(options: BrowserOptions = {}): Promise<ProfileBrowser> {
  assert.ok(existsSync(CHROMIUM), `browser tests need ${CHROMIUM}: apt-get install chromium`);
  const profile = mkdtempSync(join(tmpdir(), 'subtrack-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const guard = await guardContext(context);
  const page = context.pages()[0] ?? (await context.newPage());
  const assertClean = () =>
    assert.deepEqual(guard.takeProblems(), [], 'the browser reported problems on these pages');
  return {
    context,
    page,
    assertClean,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
