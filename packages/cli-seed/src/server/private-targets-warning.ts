/**
 * What `serve` says at start-up when several accounts share the database and
 * `--block-private-push-targets` is off: any owner could then make the server post to
 * addresses on its own machine and network. One account (a self-hoster's own server,
 * whose ntfy or Gotify runs on the LAN) is the case the default is for: no warning.
 *
 * @example
 * privateTargetsWarning(3, false); // 'subtrack: warning: this database holds 3 accounts ...'
 * privateTargetsWarning(1, false); // null
 */
export function privateTargetsWarning(accounts: number, blocked: boolean): string | null {
  if (blocked || accounts < 2) return null;
  return (
    `subtrack: warning: this database holds ${accounts} accounts and ` +
    '--block-private-push-targets is off, so any owner can make this server send reminders ' +
    'and test messages to addresses on this machine and its local network; on a server ' +
    'shared by several owners, start subtrack with --block-private-push-targets ' +
    '(or SUBTRACK_BLOCK_PRIVATE_PUSH_TARGETS=true)'
  );
}
