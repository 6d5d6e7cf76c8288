/**
 * How work that grows with an account's data (analytics, the calendar feed, exports,
 * imports, the reminder check) shares the thread with everything else. Between two small
 * steps such work asks `due()`; when it answers true, the work awaits `pause()`, which lets
 * the requests that arrived meanwhile run before it goes on. So no request waits long for
 * another account's large export, whatever the account's size.
 *
 * @example
 * for (const row of rows) {
 *   check(row);
 *   if (pacer.due()) await pacer.pause();
 * }
 */
export interface WorkPacer {
  /** True once the work since the last pause has held the thread for a slice of time. */
  due(): boolean;
  /** Gives the thread to other work (a turn of the event loop), then starts a new slice. */
  pause(): Promise<void>;
}
