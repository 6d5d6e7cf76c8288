/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MemberRole } from '@subtrack/domain';
import type { MessageKey } from '@subtrack/i18n';
import { roleMay } from '../access/route-roles.js';
import { useT } from './i18n-context.js';
import { Icon, type IconName } from './icon.js';

/** One entry of the navigation or of the settings page, its name a catalog key. */
export interface NavLink {
  href: string;
  label: MessageKey;
  icon: IconName;
}

/** The screens people open every day: the header bar's entries (a phone's bottom tabs). */
export const DAILY_LINKS: readonly NavLink[] = [
  { href: '/', label: 'nav.dashboard', icon: 'layout-dashboard' },
  { href: '/subscriptions', label: 'nav.subscriptions', icon: 'list' },
  { href: '/calendar', label: 'nav.calendar', icon: 'calendar-days' },
  { href: '/insights', label: 'nav.insights', icon: 'chart-pie' },
];

/** The settings page's address and entry, last in the bar. */
export const SETTINGS_LINK: NavLink = {
  href: '/settings',
  label: 'nav.settings',
  icon: 'settings',
};

/** A screen under "Settings", with the line that says what it holds. */
export interface SettingsLink extends NavLink {
  description: MessageKey;
}

/** Everything else, listed on the settings page in this order. */
export const SETTINGS_LINKS: readonly SettingsLink[] = [
  {
    href: '/account',
    label: 'nav.account',
    icon: 'user-round',
    description: 'nav.account.description',
  },
  {
    href: '/notifications',
    label: 'nav.notifications',
    icon: 'bell',
    description: 'nav.notifications.description',
  },
  {
    href: '/members',
    label: 'nav.members',
    icon: 'users',
    description: 'nav.members.description',
  },
  {
    href: '/keys',
    label: 'nav.keys',
    icon: 'key-round',
    description: 'nav.keys.description',
  },
  {
    href: '/settings/rates',
    label: 'nav.rates',
    icon: 'coins',
    description: 'nav.rates.description',
  },
  {
    href: '/data',
    label: 'nav.data',
    icon: 'arrow-left-right',
    description: 'nav.data.description',
  },
  {
    href: '/find-subscriptions',
    label: 'nav.find',
    icon: 'search-check',
    description: 'nav.find.description',
  },
  {
    href: '/activity',
    label: 'nav.activity',
    icon: 'history',
    description: 'nav.activity.description',
  },
];

/** The settings screens `role` may open (Members: owners only; Find: editors and up). */
export function settingsLinksFor(role: MemberRole): SettingsLink[] {
  return SETTINGS_LINKS.filter((link) => roleMay(role, 'GET', link.href));
}

/**
 * How an entry marks the screen shown: `page` on the entry of this very screen, `true` on
 * "Settings" while one of its screens is open (it is the section, not the page).
 */
function currentMark(href: string, current: string | undefined): 'page' | 'true' | undefined {
  if (current === undefined) return undefined;
  if (href === current) return 'page';
  const daily = DAILY_LINKS.some((link) => link.href === current);
  return href === SETTINGS_LINK.href && !daily ? 'true' : undefined;
}

/**
 * The main navigation: the four daily screens and "Settings", each an icon over its name.
 * One element at every width: a row in the header bar on wide screens, a tab bar fixed to
 * the bottom of the screen on a phone (the stylesheet moves it), so assistive technology
 * and the keyboard meet one navigation only. Every member sees the same five entries.
 */
export function SiteNavigation(props: { current: string | undefined }) {
  const t = useT();
  return (
    <nav aria-label={t('nav.label')} class="site-nav">
      <ul class="nav-list">
        {[...DAILY_LINKS, SETTINGS_LINK].map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={currentMark(link.href, props.current)}>
              <Icon name={link.icon} />
              <span class="nav-label">{t(link.label)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
