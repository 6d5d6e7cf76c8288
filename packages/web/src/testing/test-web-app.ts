import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Ports, setOwnerEmail, setOwnerPassword } from '@subtrack/domain';
import { anAccount, createInMemoryPorts, FakeClock } from '@subtrack/domain/testing';
import Koa, { type Middleware } from 'koa';
import { createWebApp, createWebPages, type WebAppOptions } from '../app.js';

/** The owner every test app starts with. */
export const TEST_OWNER = { email: 'owner@example.com', password: 'correct horse battery staple' };

/** A served web app on in-memory ports (fake password hasher), with one owner. */
export interface TestWebApp {
  url: string;
  ports: Ports;
  clock: FakeClock;
  accountId: string;
  logs: string[];
  client(): WebClient;
}

/**
 * Starts the web app on 127.0.0.1 port 0; closed after the test. `passedOn`: the pages are
 * mounted in a Koa app with this middleware after them (what `subtrack serve` does with
 * the API's 404).
 */
export async function startTestWebApp(
  t: { after(fn: () => void): void },
  { passedOn, ...options }: Partial<WebAppOptions> & { passedOn?: Middleware } = {},
): Promise<TestWebApp> {
  const clock = new FakeClock('2026-11-21T08:00:00.000Z');
  const ports = createInMemoryPorts({ clock });
  const account = anAccount();
  await ports.accounts.insert(account);
  await setOwnerEmail(ports, account.id, TEST_OWNER.email);
  await setOwnerPassword(ports, {
    accountId: account.id,
    password: TEST_OWNER.password,
    actor: { type: 'cli', id: null },
    requestId: 'setup',
    keepSessionIdHash: null,
  });
  const logs: string[] = [];
  const webOptions = { ports, log: (line: string) => logs.push(line), ...options };
  let app = createWebApp(webOptions);
  if (passedOn) {
    app = new Koa();
    app.use(createWebPages(webOptions)).use(passedOn);
  }
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, ports, clock, accountId: account.id, logs, client: () => new WebClient(url) };
}

/** A browser stand-in: keeps cookies, sends same-origin Fetch Metadata, never follows redirects. */
export class WebClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly url: string) {}

  async get(path: string, headers: Record<string, string> = {}) {
    return this.send('GET', path, undefined, headers);
  }

  /** Posts a form; `_csrf` is added from the last page unless given. */
  async post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return this.send('POST', path, new URLSearchParams(form).toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    });
  }

  /** The `_csrf` value of a page's first form. */
  static csrfOf(html: string): string {
    return /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  }

  async send(
    method: string,
    path: string,
    body: string | FormData | undefined,
    headers: Record<string, string>,
  ) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(this.url + path, {
      method,
      redirect: 'manual',
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
      ...(body === undefined ? {} : { body }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  /**
   * Opens an invitation link (its path) and joins with `email` and `password` as a person
   * would; answers the join's answer (303 once joined and signed in).
   */
  async join(path: string, email: string, password: string) {
    const page = await this.get(path);
    return this.post(path, {
      _csrf: WebClient.csrfOf(page.text),
      email,
      password,
      confirmPassword: password,
    });
  }

  /** Signs in (as the test owner unless `email` says); answers the session cookie value. */
  async signIn(password = TEST_OWNER.password, email = TEST_OWNER.email): Promise<string> {
    const page = await this.get('/sign-in');
    const answer = await this.post('/sign-in', {
      _csrf: WebClient.csrfOf(page.text),
      email,
      password,
    });
    if (answer.status !== 303) throw new Error(`sign-in failed: ${answer.status}`);
    return this.cookies.get('subtrack_session') ?? '';
  }
}
