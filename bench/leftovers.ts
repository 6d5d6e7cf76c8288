/**
 * Whatever ends a benchmark run (a failed measurement, an exception nothing caught, Ctrl+C),
 * nothing it started stays behind: at exit every process below it (the `serve` and floor
 * servers, nginx and its workers) is killed, and the stops registered with
 * {@link stopAtExit} run (the PostgreSQL cluster it started, which runs detached, and the
 * removal of its temporary databases). A run
 * that ends well has stopped them all already; this is the net under it.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Every process below `pid` (its children, theirs...), read from Linux's /proc. */
export function descendantsOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // Ended meanwhile.
    }
    // `pid (command) state ppid ...`: the command may hold spaces and parentheses.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length > 0; ) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

const stops = new Set<() => void>();

/** Runs `stop` (synchronous) at exit unless the returned function is called first. */
export function stopAtExit(stop: () => void): () => void {
  stops.add(stop);
  return () => stops.delete(stop);
}

function stopLeftovers(): void {
  for (const pid of descendantsOf(process.pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  for (const stop of stops) stop();
  stops.clear();
}

/**
 * Installs the net: at exit, and on SIGINT or SIGTERM (which then end the run with the
 * usual status), every leftover is stopped.
 */
export function stopLeftoversOnExit(): void {
  process.on('exit', stopLeftovers);
  for (const [signal, status] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.on(signal, () => {
      process.stderr.write(`${signal}: stopping what the benchmark started\n`);
      process.exit(status);
    });
  }
}
