/** @jsxRuntime automatic */
/** @jsxImportSource preact */

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

function NavigationList(props: { current: string | undefined }) {
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
      </ul>
    </nav>
  );
}

/**
 * The main navigation, the current screen marked `aria-current="page"`. Wide screens show
 * it as a row of tabs under the header bar; narrow ones as a "Menu" that opens without
 * JavaScript (`<details>`). The stylesheet shows one of the two and hides the other
 * (`display: none`), so assistive technology and the keyboard meet one navigation only.
 */
export function SiteNavigation(props: { current: string | undefined }) {
  return (
    <>
      <details class="nav-menu">
        <summary>Menu</summary>
        <NavigationList current={props.current} />
      </details>
      <div class="nav-tabs">
        <NavigationList current={props.current} />
      </div>
    </>
  );
}
