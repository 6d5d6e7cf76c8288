/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MemberRole } from '@subtrack/domain';
import { roleMay } from '../access/route-roles.js';
import { Icon, type IconName } from './icon.js';

/** One entry of the navigation or of the settings page. */
export interface NavLink {
  href: string;
  label: string;
  icon: IconName;
}

/** The screens people open every day: the header bar's entries (a phone's bottom tabs). */
export const DAILY_LINKS: readonly NavLink[] = [
  { href: '/', label: 'Dashboard', icon: 'layout-dashboard' },
  { href: '/subscriptions', label: 'Subscriptions', icon: 'list' },
  { href: '/calendar', label: 'Calendar', icon: 'calendar-days' },
  { href: '/insights', label: 'Insights', icon: 'chart-pie' },
];

/** The settings page's address and entry, last in the bar. */
export const SETTINGS_LINK: NavLink = { href: '/settings', label: 'Settings', icon: 'settings' };

/** A screen under "Settings", with the line that says what it holds. */
export interface SettingsLink extends NavLink {
  description: string;
}

/** Everything else, listed on the settings page in this order. */
export const SETTINGS_LINKS: readonly SettingsLink[] = [
  {
    href: '/account',
    label: 'Account',
    icon: 'user-round',
    description: 'Your password, passkeys, sessions, theme and home currency.',
  },
  {
    href: '/notifications',
    label: 'Notifications',
    icon: 'bell',
    description: 'When reminders go out, and where: apps, email, webhooks, this device.',
  },
  {
    href: '/members',
    label: 'Members',
    icon: 'users',
    description: 'Who shares this account, and what each person may do.',
  },
  {
    href: '/keys',
    label: 'API keys',
    icon: 'key-round',
    description: 'Keys that let other apps and scripts read or change your subscriptions.',
  },
  {
    href: '/settings/rates',
    label: 'Exchange rates',
    icon: 'coins',
    description: 'The rates behind the estimate in your home currency.',
  },
  {
    href: '/data',
    label: 'Import and export',
    icon: 'arrow-left-right',
    description: 'Bring subscriptions from Wallos or a file; download yours; the calendar feed.',
  },
  {
    href: '/find-subscriptions',
    label: 'Find subscriptions',
    icon: 'search-check',
    description: 'Spot the subscriptions you forgot in a bank export.',
  },
  {
    href: '/activity',
    label: 'Activity',
    icon: 'history',
    description: 'Who changed what, and when.',
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
  return (
    <nav aria-label="Main" class="site-nav">
      <ul class="nav-list">
        {[...DAILY_LINKS, SETTINGS_LINK].map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={currentMark(link.href, props.current)}>
              <Icon name={link.icon} />
              <span class="nav-label">{link.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
