import { randomUUID } from 'node:crypto';

// Issue 25: a fresh random UUID per request cost more than the rest of a request's id
// work. A request id names a request in logs and audit records; it is no secret (the
// client gets it in every answer) and need not be unpredictable, only unique: a random
// prefix per process (74 random bits, so two processes or restarts never share one) and
// a counter, in the UUID layout the ids always had.
const prefix = randomUUID().slice(0, 24);
let counter = 0;

/** A new request id, unique across processes: `xxxxxxxx-xxxx-4xxx-yxxx-<counter, hex>`. */
export function nextRequestId(): string {
  counter++;
  return prefix + counter.toString(16).padStart(12, '0');
}
