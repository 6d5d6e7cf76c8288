// subtrack's service worker, bundled with Workbox by esbuild when the server first serves
// /sw.js (app-shell/service-worker-bundle.ts defines the __NAMES__ below). It makes the app
// installable, keeps the pages a member reads for offline (the dashboard, the list and each
// subscription page visited) and shows reminders sent to this device.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';

/* global __PRECACHE__, __VERSION__, __STYLESHEETS__, __FAVICON__, __ICON__, __CSP__, __TEXTS__ */

// A new version takes over at once (the next visit that fetches /sw.js), and its caches
// replace the old version's: pages kept by an old version link files it no longer keeps.
const PAGES = `subtrack-pages-${__VERSION__}`;
self.addEventListener('install', () => self.skipWaiting());
clientsClaim();
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('subtrack-pages-') && name !== PAGES)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// The stylesheets, scripts and icons pages link (content-hashed names).
precacheAndRoute(__PRECACHE__);
cleanupOutdatedCaches();

// Only these pages are kept: the dashboard, the list (with its filters) and a subscription's
// own page. Never a form, the keys screen, sign-in or invitation links, the calendar screen
// with its feed address, or anything else: a page holding a secret must never be on disk.
const READABLE = /^\/(subscriptions(\/[^/]+)?)?$/;
const NOT_READABLE = new Set(['/subscriptions/new']);
const isReadable = (url) => READABLE.test(url.pathname) && !NOT_READABLE.has(url.pathname);

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

// Its words, in every language (from the catalogs, app-shell/offline-texts.ts): a kept page's
// banner speaks that page's language (its <html lang>); a page of its own speaks the language
// of the newest page kept, which is the member's; English when no page is kept.
const languageOf = (html) => /<html\b[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const knownLanguage = (language) => (language in __TEXTS__ ? language : 'en');
const textsOf = (language) => __TEXTS__[knownLanguage(language)];

async function keptLanguage() {
  const pages = await (await caches.open(PAGES)).matchAll();
  const dateOf = (page) => Date.parse(page.headers.get('date') || '') || 0;
  const newest = pages.reduce(
    (found, page) => (dateOf(page) >= dateOf(found) ? page : found),
    pages[0],
  );
  return newest ? languageOf(await newest.text()) : undefined;
}

const timeOf = (response, language) => {
  const date = new Date(response.headers.get('date') || Date.now());
  const hours = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  return new Intl.DateTimeFormat(language, hours).format(date);
};

const banner = (response, language) => {
  const [before, after] = textsOf(language).banner;
  const text = before + timeOf(response, language) + after;
  return `<p class="offline-banner" role="status">${escapeHtml(text)}</p>`;
};

/** A kept page, shown offline: the banner above it, forms marked as needing a connection. */
async function withBanner(response) {
  const html = await response.text();
  const language = languageOf(html) ?? 'en';
  const main = /<main\b[^>]*>/.exec(html);
  const marked = main
    ? html.slice(0, main.index + main[0].length) +
      banner(response, language) +
      html.slice(main.index + main[0].length)
    : html;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(marked.replace('<html', '<html data-offline=""'), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

async function clearPages() {
  await caches.delete(PAGES);
}

const keepOnlyOwnPages = {
  // A kept page that now answers with a redirect sends to sign-in: the session ended, so the
  // pages kept for it go, and the redirect is never kept in the page's place.
  async cacheWillUpdate({ response }) {
    if (response.type === 'opaqueredirect' || response.redirected) {
      await clearPages();
      return null;
    }
    return response;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? withBanner(cachedResponse) : cachedResponse,
};

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && isReadable(url),
  new NetworkFirst({
    cacheName: PAGES,
    networkTimeoutSeconds: 5,
    plugins: [
      keepOnlyOwnPages,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200 }),
    ],
  }),
);

// Signing out clears the kept pages first, so nothing of the account stays on the device.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/sign-out',
  async ({ request }) => {
    const language = await keptLanguage();
    await clearPages();
    try {
      return await fetch(request);
    } catch {
      return offlinePage(language, 'signOut');
    }
  },
  'POST',
);

// Signing in, invitation links and the identity provider's round trips are left to the
// browser untouched: they carry secrets, and their redirects cross sites (a worker's answer
// would stand in for the provider's redirect).
const LEFT_TO_THE_BROWSER = /^\/(sign-in|invite\/|account\/oidc)/;
const isOwnNavigation = ({ request, url }) =>
  request.mode === 'navigate' &&
  url.origin === self.location.origin &&
  !LEFT_TO_THE_BROWSER.test(url.pathname);

// Every other page and form goes to the network only; offline, the page below says why.
registerRoute(isOwnNavigation, new NetworkOnly());
registerRoute(isOwnNavigation, new NetworkOnly(), 'POST');

/** A page of its own, saying why it cannot show what was asked: `why` names its text. */
function offlinePage(language, why) {
  const words = textsOf(language);
  const [title, text] = [escapeHtml(words.title), escapeHtml(words[why])];
  const links =
    `<link rel="icon" type="image/svg+xml" href="${__FAVICON__}">` +
    __STYLESHEETS__.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const body =
    `<!DOCTYPE html><html lang="${knownLanguage(language)}" data-offline="">` +
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="color-scheme" content="light dark"><title>${escapeHtml(words.documentTitle)}</title>` +
    `${links}</head><body><main id="main" class="narrow"><h1>${title}</h1><p>${text}</p>` +
    `<p><a href="/">${escapeHtml(words.dashboard)}</a> · ` +
    `<a href="/subscriptions">${escapeHtml(words.subscriptions)}</a></p></main></body></html>`;
  return new Response(body, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': __CSP__,
      'Cache-Control': 'no-store',
    },
  });
}

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const language = await keptLanguage();
  return offlinePage(language, request.method === 'GET' ? 'notKept' : 'formSent');
});

// Reminders sent to this device: the server's message is {title, body, url, tag, lang}.
self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : null;
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      lang: message.lang,
      icon: __ICON__,
      data: { url: message.url },
    }),
  );
});

// Tapping a notification opens its page (a subscription's, or the dashboard) in the app.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      const open = windows.find((client) => 'navigate' in client);
      return open
        ? open.navigate(target.href).then((client) => client?.focus())
        : self.clients.openWindow(target.href);
    }),
  );
});
