/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useContext } from 'preact/hooks';
import { APP_COLOURS } from '../app-shell/app-colours.js';
import { manifestHref } from '../app-shell/web-app-manifest.js';
import { type AssetName, assetUrl } from '../assets/asset-files.js';
import type { WebSession } from '../request-state.js';
import { CsrfField } from './csrf-field.js';
import { useLanguage, useT } from './i18n-context.js';
import { Notice } from './notice.js';
import { ScriptTexts } from './script-texts.js';
import { SiteNavigation } from './site-navigation.js';
import { ThemeContext } from './theme-context.js';

/** Props of {@link Layout}. */
export interface LayoutProps {
  /** The page's own title; the document title becomes "<title> – subtrack". */
  title: string;
  /** The signed-in member; without one the header shows no navigation. */
  session?: WebSession | null;
  /** The one-time notice of a POST-redirect-GET. */
  notice?: string | null;
  /** The nav link to mark as the current page (e.g. `/subscriptions`). */
  current?: string;
  /** A page of one short form or message (sign-in, errors): a narrow column. */
  narrow?: boolean;
  /** Scripts this page needs besides `enhance.js`, in order (the passkey pages' two). */
  scripts?: readonly AssetName[];
  /**
   * Where the browser goes at once by itself (a `refresh` meta tag, which needs no script):
   * another site a form of ours sends the member to, which a redirect of the form's answer
   * could not reach under `form-action 'self'`.
   */
  goTo?: string;
  children?: ComponentChildren;
}

/** Who is signed in, and the small "Sign out" (a POST with the session's CSRF token). */
function AccountTools(props: { session: WebSession }) {
  const t = useT();
  return (
    <div class="account-tools">
      {props.session.email ? <span class="signed-in-as">{props.session.email}</span> : null}
      <form method="post" action="/sign-out">
        <CsrfField token={props.session.csrfToken} />
        <button type="submit" class="secondary small">
          {t('layout.signOut')}
        </button>
      </form>
    </div>
  );
}

/**
 * Every page's frame: skip link, the header bar (the product's name, the main navigation
 * and "Sign out" once signed in), the one-time notice, then the page (`<main id="main">`).
 * Stylesheets, the script and the icon are content-hashed files of this server (no
 * inline script or style, no CDN).
 */
export function Layout(props: LayoutProps) {
  const { session } = props;
  const mark = assetUrl('favicon.svg');
  // A chosen theme is Pico's `data-theme`; without one the system's scheme applies.
  const theme = useContext(ThemeContext);
  const chosen = theme === 'system' ? undefined : theme;
  const t = useT();
  const language = useLanguage();
  return (
    <html lang={language} data-theme={chosen}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={chosen ?? 'light dark'} />
        {props.goTo ? <meta http-equiv="refresh" content={`0; url=${props.goTo}`} /> : null}
        <title>{t('layout.documentTitle', { page: props.title })}</title>
        <link rel="icon" type="image/svg+xml" href={mark} />
        <link rel="manifest" href={manifestHref(language)} />
        <meta
          name="theme-color"
          media="(prefers-color-scheme: light)"
          content={APP_COLOURS.light.theme}
        />
        <meta
          name="theme-color"
          media="(prefers-color-scheme: dark)"
          content={APP_COLOURS.dark.theme}
        />
        {/* The font every page shows, asked for with the stylesheets rather than after them, so
            the first paint already has it and no text moves when it arrives. */}
        <link
          rel="preload"
          href={assetUrl('inter-latin.woff2')}
          as="font"
          type="font/woff2"
          crossorigin="anonymous"
        />
        <link rel="stylesheet" href={assetUrl('pico.css')} />
        <link rel="stylesheet" href={assetUrl('site.css')} />
        <ScriptTexts scripts={['enhance.js', ...(props.scripts ?? [])]} />
        <script src={assetUrl('enhance.js')} defer />
        {props.scripts?.map((name) => (
          <script key={name} src={assetUrl(name)} defer />
        ))}
      </head>
      <body>
        <a class="skip-link" href="#main">
          {t('layout.skipToContent')}
        </a>
        <header class="site-header">
          <div class="site-bar">
            <a class="brand" href="/">
              <img src={mark} alt="" width="28" height="28" />
              subtrack
            </a>
            {session ? <SiteNavigation current={props.current} /> : null}
            {session ? <AccountTools session={session} /> : null}
          </div>
        </header>
        <main id="main" class={props.narrow ? 'narrow' : undefined}>
          <Notice text={props.notice} />
          {props.children}
        </main>
      </body>
    </html>
  );
}
