import { type MemberRole, roleAllows } from '@subtrack/domain';

/**
 * The least role each signed-in page and form needs, keyed `"<METHOD> <route path>"` as
 * the screens' router registers it (HEAD counts as GET). The one place the rule lives:
 * `requireRouteRole` checks it before any route runs, and screens ask {@link roleMay}
 * whether to show a control. A page that only shows a form (a "new" or confirmation page)
 * needs the role of the form's write.
 *
 * - viewer: reads every screen; changes only their own password, passkeys and sessions.
 * - editor: subscriptions, payments, notification settings and channels, export, the home
 *   currency and typed exchange rates (settings of the account, like the reminders').
 * - owner: everything: members, API keys, the calendar feed link (a standing read
 *   credential, like a key), imports.
 *
 * A route missing here needs an owner (closed by default); the table-driven test of every
 * registered route fails until it is listed.
 */
export const ROUTE_ROLES: Readonly<Record<string, MemberRole>> = {
  // Reading: every member.
  'GET /': 'viewer',
  'GET /subscriptions': 'viewer',
  'GET /subscriptions/:id': 'viewer',
  'GET /subscriptions/:id/logo': 'viewer',
  'GET /calendar': 'viewer',
  'GET /insights': 'viewer',
  'GET /activity': 'viewer',
  'GET /notifications': 'viewer',
  'GET /keys': 'viewer',
  'GET /data': 'viewer',
  // The settings page lists what the member's role may open.
  'GET /settings': 'viewer',
  // The member's own password and sessions: every member.
  'GET /account': 'viewer',
  'POST /account/password': 'viewer',
  'POST /account/sign-out-others': 'viewer',
  // The theme of the member's own browser.
  'POST /account/theme': 'viewer',
  // The language of the member's own pages.
  'POST /account/language': 'viewer',
  'GET /set-password': 'viewer',
  'POST /set-password': 'viewer',
  // D46: the member's own passkeys (account screen).
  'POST /account/passkeys/options': 'viewer',
  'POST /account/passkeys': 'viewer',
  'GET /account/passkeys/:id/remove': 'viewer',
  'POST /account/passkeys/:id/remove': 'viewer',
  // D54: the member's own devices that get reminders (account screen).
  'POST /account/devices': 'viewer',
  'POST /account/devices/:id/remove': 'viewer',
  // D46: the member's own identity-provider login (account screen).
  'POST /account/oidc/connect': 'viewer',
  // Subscriptions and payments.
  'GET /subscriptions/new': 'editor',
  'POST /subscriptions/new': 'editor',
  'GET /subscriptions/:id/edit': 'editor',
  'POST /subscriptions/:id/edit': 'editor',
  'POST /subscriptions/:id/pause': 'editor',
  'POST /subscriptions/:id/resume': 'editor',
  'POST /subscriptions/:id/cancel': 'editor',
  'GET /subscriptions/:id/delete': 'editor',
  'POST /subscriptions/:id/delete': 'editor',
  'POST /subscriptions/:id/payments/:paymentId': 'editor',
  'POST /subscriptions/:id/logo': 'editor',
  'POST /subscriptions/:id/logo/remove': 'editor',
  // Notification settings and channels.
  'POST /notifications/settings': 'editor',
  'POST /notifications/push': 'editor',
  'GET /notifications/channels/new': 'editor',
  'POST /notifications/channels': 'editor',
  'POST /notifications/channels/:id/test': 'editor',
  'POST /notifications/channels/:id/enable': 'editor',
  'POST /notifications/channels/:id/disable': 'editor',
  'GET /notifications/channels/:id/remove': 'editor',
  'POST /notifications/channels/:id/remove': 'editor',
  // D56: finding subscriptions in a bank export, and acting on what it shows.
  'GET /find-subscriptions': 'editor',
  'POST /find-subscriptions': 'editor',
  'GET /find-subscriptions/columns': 'editor',
  'POST /find-subscriptions/columns': 'editor',
  'POST /find-subscriptions/add': 'editor',
  'POST /find-subscriptions/dismiss': 'editor',
  'POST /find-subscriptions/record': 'editor',
  'POST /find-subscriptions/clear': 'editor',
  // Export.
  'GET /data/export': 'editor',
  // Import, the calendar feed link, API keys, members: owners.
  'POST /data/import': 'owner',
  'GET /data/import/preview': 'owner',
  'POST /data/import/confirm': 'owner',
  'POST /data/calendar-feed': 'owner',
  'POST /data/calendar-feed/rotate': 'owner',
  'GET /data/calendar-feed/revoke': 'owner',
  'POST /data/calendar-feed/revoke': 'owner',
  'POST /keys': 'owner',
  'GET /keys/:id/revoke': 'owner',
  'POST /keys/:id/revoke': 'owner',
  'GET /members': 'owner',
  'POST /members': 'owner',
  'POST /members/:id/role': 'owner',
  'GET /members/:id/remove': 'owner',
  'POST /members/:id/remove': 'owner',
  'POST /members/invitations/:id/revoke': 'owner',
  // D52: the home currency and the account's exchange rates (a screen under the account's
  // settings); importing a file of rates is an import, an owner's.
  'GET /settings/rates': 'viewer',
  'POST /account/home-currency': 'editor',
  'POST /settings/rates': 'editor',
  'POST /settings/rates/import': 'owner',
};

/** The role a route needs: its row of {@link ROUTE_ROLES}, else owner (closed by default). */
export function roleNeeded(method: string, routePath: string): MemberRole {
  const verb = method === 'HEAD' ? 'GET' : method;
  return ROUTE_ROLES[`${verb} ${routePath}`] ?? 'owner';
}

/**
 * Whether a member with `role` may use a route: for screens, to show only the controls
 * that work (`roleMay(session.role, 'POST', '/keys')`).
 */
export function roleMay(role: MemberRole, method: string, routePath: string): boolean {
  return roleAllows(role, roleNeeded(method, routePath));
}
