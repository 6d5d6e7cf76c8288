/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { assetUrl } from '../assets/asset-files.js';
import type { WebSession } from '../web-state.js';
import { CsrfField } from './csrf-field.js';
import { Notice } from './notice.js';

/** The header's links, in the order the owner sees them. */
export const NAV_LINKS: ReadonlyArray<{ href: string; label: string }> = [
  { href: '/', label: 'Dashboard' },
  { href: '/subscriptions', label: 'Subscriptions' },
  { href: '/insights', label: 'Insights' },
  { href: '/calendar', label: 'Calendar' },
  { href: '/keys', label: 'API keys' },
  { href: '/notifications', label: 'Notifications' },
  { href: '/activity', label: 'Activity' },
  { href: '/account', label: 'Account' },
  { href: '/data', label: 'Import and export' },
];

/** Props of {@link Layout}. */
export interface LayoutProps {
  /** The page's own title; the document title becomes "<title> – subtrack". */
  title: string;
  /** The signed-in owner; without one the header shows no navigation. */
  session?: WebSession | null;
  /** The one-time notice of a POST-redirect-GET. */
  notice?: string | null;
  /** The nav link to mark as the current page (e.g. `/subscriptions`). */
  current?: string;
  children?: ComponentChildren;
}

function Navigation(props: { session: WebSession; current: string | undefined }) {
  return (
    <nav aria-label="Main">
      <ul>
        {NAV_LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.href === props.current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <form method="post" action="/sign-out" class="inline">
            <CsrfField token={props.session.csrfToken} />
            <button type="submit">Sign out</button>
          </form>
        </li>
      </ul>
    </nav>
  );
}

/**
 * Every page's frame: skip link, header with the main navigation and "Sign out", the
 * one-time notice, then the page (`<main id="main">`). Stylesheets and the one script are
 * content-hashed files of this server (D29: no inline script or style, no CDN).
 */
export function Layout(props: LayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>{`${props.title} – subtrack`}</title>
        <link rel="icon" type="image/svg+xml" href={assetUrl('favicon.svg')} />
        <link rel="stylesheet" href={assetUrl('pico.css')} />
        <link rel="stylesheet" href={assetUrl('site.css')} />
        <script src={assetUrl('enhance.js')} defer />
      </head>
      <body>
        <a class="skip-link" href="#main">
          Skip to main content
        </a>
        <header>
          <p>
            <strong>subtrack</strong>
            {props.session?.email ? <span> · {props.session.email}</span> : null}
          </p>
          {props.session ? <Navigation session={props.session} current={props.current} /> : null}
        </header>
        <main id="main">
          <Notice text={props.notice} />
          {props.children}
        </main>
      </body>
    </html>
  );
}
