/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MemberRole } from '@subtrack/domain';
import { roleMay } from '../access/route-roles.js';

/** The header's links, in the order the owner sees them. */
export const NAV_LINKS: ReadonlyArray<{ href: string; label: string }> = [
  { href: '/', label: 'Dashboard' },
  { href: '/subscriptions', label: 'Subscriptions' },
  { href: '/insights', label: 'Insights' },
  { href: '/calendar', label: 'Calendar' },
  { href: '/keys', label: 'API keys' },
  { href: '/notifications', label: 'Notifications' },
  { href: '/activity', label: 'Activity' },
  { href: '/members', label: 'Members' },
  { href: '/account', label: 'Account' },
  { href: '/data', label: 'Import and export' },
];

/** D45: the links of the screens `role` may open (Members: owners only). */
export function navLinksFor(role: MemberRole) {
  return NAV_LINKS.filter((link) => roleMay(role, 'GET', link.href));
}

function NavigationList(props: { current: string | undefined; role: MemberRole }) {
  return (
    <nav aria-label="Main">
      <ul>
        {navLinksFor(props.role).map((link) => (
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
export function SiteNavigation(props: { current: string | undefined; role: MemberRole }) {
  return (
    <>
      <details class="nav-menu">
        <summary>Menu</summary>
        <NavigationList current={props.current} role={props.role} />
      </details>
      <div class="nav-tabs">
        <NavigationList current={props.current} role={props.role} />
      </div>
    </>
  );
}
