/**
 * The set-up every browser suite shares: a served system, a browser on it (signed in as the
 * owner, unless the suite is about signing in), each test answering for what its own steps
 * made the pages report, and both ended after the suite.
 */
import { after, afterEach, before } from 'node:test';
import { type BrowserOptions, type LaunchedBrowser, launchBrowser } from './browser.js';
import { signIn, startSystem, type WebSystem } from './web-system.js';

/** What `startSystem` takes: the owner's email, `serve`'s flags and environment. */
export type SystemOptions = Parameters<typeof startSystem>[0];

/** A served system for the suite (or file) that called {@link servedSystem}. */
export interface ServedSystem {
  /** Read it inside hooks and tests: it is set in `before`. */
  readonly system: WebSystem;
}

/**
 * Starts a system before the enclosing suite's tests (a file's, when called at the top)
 * and disposes it after them; for several browser suites on one system.
 */
export function servedSystem(options?: SystemOptions): ServedSystem {
  const served = {} as { system: WebSystem };
  before(async () => {
    served.system = await startSystem(options);
  });
  after(() => served.system?.dispose());
  return served;
}

/** A browser on a system for one suite: read the fields inside hooks and tests. */
export interface BrowserSuite {
  readonly system: WebSystem;
  readonly browser: LaunchedBrowser;
  /** The browser's first page (signed in unless `signedIn: false`). */
  readonly page: LaunchedBrowser['page'];
}

export interface BrowserSuiteOptions extends BrowserOptions {
  /**
   * The system several suites share (a getter: it starts in a `before` of its own); without
   * it the suite starts one with `start` and disposes it after its tests.
   */
  system?: () => WebSystem;
  start?: SystemOptions;
  /** `false`: the browser opens without signing in (suites about signing in). Default `true`. */
  signedIn?: boolean;
}

/**
 * Before the suite's tests: its system (unless `system` is given) and a browser signed in as
 * the owner. After each test: the page guard's check (a console error, a failed request or
 * a policy violation fails the test that caused it). After the suite: the browser closed,
 * then the system it started disposed.
 *
 * @example
 * const suite = browserSuite({ javaScriptEnabled: false });
 * it('shows the dashboard', async () => { await suite.page.goto(suite.system.baseUrl); });
 */
export function browserSuite(options: BrowserSuiteOptions = {}): BrowserSuite {
  const { system: shared, start, signedIn = true, ...browserOptions } = options;
  const suite = {} as {
    system: WebSystem;
    browser: LaunchedBrowser;
    page: LaunchedBrowser['page'];
  };
  let owned: WebSystem | undefined;
  before(async () => {
    if (shared) suite.system = shared();
    else suite.system = owned = await startSystem(start);
    suite.browser = await launchBrowser(browserOptions);
    suite.page = suite.browser.page;
    if (signedIn) await signIn(suite.page, suite.system);
  });
  afterEach(() => suite.browser?.assertClean());
  after(async () => {
    await suite.browser?.close();
    await owned?.dispose();
  });
  return suite;
}
