/** CPU time a process has used (Linux `/proc/<pid>/stat`), to cost requests on a busy machine. */
import { readFileSync } from 'node:fs';

// USER_HZ: the unit of utime/stime in /proc; 100 on every mainstream Linux build.
const TICKS_PER_SECOND = 100;

/**
 * User + system CPU time of `pid` so far, in microseconds, or null off Linux.
 * `withEndedChildren`: plus the time of its children that ended and were waited for (a
 * database server's backends).
 */
export function processCpuMicros(
  pid: number | undefined,
  { withEndedChildren = false } = {},
): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    let ticks = Number(fields[11]) + Number(fields[12]);
    if (withEndedChildren) ticks += Number(fields[13]) + Number(fields[14]);
    return (ticks * 1_000_000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
