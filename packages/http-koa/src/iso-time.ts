// Issue 35: a request wrote the same instant as text twice (the invalid-key check and the
// log line), and many requests fall in the same millisecond under load. The text of the
// last instant asked for is kept and handed out again while the instant is the same.
let lastMs = Number.NaN;
let lastText = '';

/** `new Date(ms).toISOString()`, the text of the last instant kept for the next call. */
export function isoTimeAt(ms: number): string {
  if (ms !== lastMs) {
    lastText = new Date(ms).toISOString();
    lastMs = ms;
  }
  return lastText;
}
